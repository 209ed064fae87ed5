import { describe, expect, it } from 'vitest';
import { leafletFileName, leafletUrl } from '../src/features/products/lib/leaflet-file-name';
import { renditionUrl } from '../src/shared/media/rendition-url';
import { productName, productSlug, stripTags } from '../src/features/products/lib/product-text';

describe('leaflet file name (spec 5)', () => {
  it('substitutes attribute values, collapses other characters to one underscore and appends the locale', () => {
    expect(
      leafletFileName('%sku%_%name%', { sku: 'VT-0000008', name: 'Atelier Sol Arc Desk Lamp' }, 'en_GB'),
    ).toBe('VT_0000008_Atelier_Sol_Arc_Desk_Lamp_en_GB');
  });

  it('replaces unknown and empty placeholders by nothing, keeping the rule literal', () => {
    expect(leafletFileName('leaflet-%ghost%-%empty%', { empty: null }, 'de_DE')).toBe('leaflet__de_DE');
    expect(leafletFileName('%id%', { id: 12 }, 'en_GB')).toBe('12_en_GB');
  });

  it('treats accented letters and symbols as separators and joins list values', () => {
    expect(
      leafletFileName('%name% (%color%)', { name: 'Größe & Co.', color: ['white', 'oak'] }, 'nl_NL'),
    ).toBe('Gr_e_Co_white_oak__nl_NL');
  });

  it('builds the address on the leaflet domain', () => {
    const product = { id: 8, name: 'Arc', attributes: { sku: 'VT-8' } };
    expect(
      leafletUrl(
        { filename: '%sku%_%name%', attribute: null, domain: 'https://pim.example/' },
        product,
        'en_GB',
      ),
    ).toBe('https://pim.example/pim/export/export/public/leaflet/en_GB/8/VT_8_Arc_en_GB.html');
  });

  it('uses the configured leaflet attribute when the product has it', () => {
    const setup = { filename: '%sku%', attribute: 'leaflet_url', domain: '' };
    expect(
      leafletUrl(setup, { id: 1, attributes: { leaflet_url: ' https://x.example/l.html ' } }, 'en_GB'),
    ).toBe('https://x.example/l.html');
    expect(leafletUrl(setup, { id: 1, attributes: { sku: 'A1' } }, 'en_GB')).toBe(
      '/pim/export/export/public/leaflet/en_GB/1/A1_en_GB.html',
    );
  });
});

describe('product images and names', () => {
  it('adds rendition parameters to the image path on the domain', () => {
    expect(renditionUrl('http://host/', '/pim/media/p/x.jpg', { width: 300, height: 300, trim: true })).toBe(
      'http://host/pim/media/p/x.jpg?width=300&height=300&trim=1&format=webp',
    );
    expect(renditionUrl('', 'https://cdn.example/x.jpg?v=2', { width: 10, height: 10 })).toBe(
      'https://cdn.example/x.jpg?v=2&width=10&height=10&format=webp',
    );
    expect(renditionUrl('', null, { width: 1, height: 1 })).toBeNull();
  });

  it('strips HTML tags from names (spec 2)', () => {
    expect(stripTags('<b>Arc</b>&nbsp;Lamp &amp; <i>Co</i> &#8482;')).toBe('Arc Lamp & Co ™');
    expect(productName({ id: 4, name: '<p></p>', title: null })).toBe('#4');
  });

  it('makes URL slugs that never look like a tab', () => {
    expect(productSlug('Lámpara Arc – Brass')).toBe('lampara-arc-brass');
    expect(productSlug('Leaflet')).toBe('leaflet-product');
    expect(productSlug('***')).toBe('product');
  });
});
