import { describe, expect, it } from 'vitest';
import { chooseChannel, matchLocales, valueColumn } from '../../src/import/akeneo/akeneo-columns.ts';
import { convertUnit, unitSymbol } from '../../src/import/akeneo/metric-units.ts';
import { cellText } from '../../src/import/table-reader.ts';

describe('Akeneo value columns', () => {
  it.each([
    ['name', { code: 'name', locale: null, channel: null, unit: false, currency: null }],
    ['name-de_DE', { code: 'name', locale: 'de_DE', channel: null, unit: false, currency: null }],
    ['description-en_US-ecommerce', { code: 'description', locale: 'en_US', channel: 'ecommerce' }],
    ['teaser-print', { code: 'teaser', locale: null, channel: 'print' }],
    ['name-sr_Latn_RS-print', { code: 'name', locale: 'sr_Latn_RS', channel: 'print' }],
    ['weight-unit', { code: 'weight', unit: true, locale: null }],
    ['weight-de_DE-print-unit', { code: 'weight', unit: true, locale: 'de_DE', channel: 'print' }],
    ['price-EUR', { code: 'price', currency: 'EUR', channel: null }],
    ['price-ecommerce-USD', { code: 'price', currency: 'USD', channel: 'ecommerce' }],
  ])('reads %s', (name, expected) => {
    expect(valueColumn(name)).toMatchObject({ name, ...expected });
  });

  it('takes the channel asked for, else ecommerce, else the only one, and names the channels otherwise', () => {
    const columns = (...names: string[]) => names.map(valueColumn);
    expect(chooseChannel(columns('name-en_US', 'price-EUR'), undefined)).toBeNull();
    expect(chooseChannel(columns('d-en_US-print', 'd-en_US-ecommerce'), undefined)).toBe('ecommerce');
    expect(chooseChannel(columns('d-en_US-print', 'd-en_US-ecommerce'), 'print')).toBe('print');
    expect(chooseChannel(columns('d-en_US-print'), undefined)).toBe('print');
    // Several, none of them ecommerce: the channels file's default, else the file's first.
    expect(chooseChannel(columns('d-en_US-print', 'd-mobile'), undefined)).toBe('print');
    expect(chooseChannel(columns('d-en_US-print', 'd-mobile'), undefined, 'mobile')).toBe('mobile');
    expect(chooseChannel(columns('d-en_US-print', 'd-ecommerce'), undefined, 'web')).toBe('ecommerce');
    expect(() => chooseChannel(columns('d-en_US-print'), 'ecommerce')).toThrow(
      'the file has no values for channel "ecommerce" (its channels: print)',
    );
  });

  it('matches locales exactly, else by language when the portal has one of it and nothing else claims it', () => {
    const portal = ['en_GB', 'de_DE', 'fr_FR', 'fr_BE'];
    expect(Object.fromEntries(matchLocales(['en_US', 'de_DE', 'de_AT', 'fr_CA', 'es_ES'], portal))).toEqual({
      en_US: 'en_GB',
      de_DE: 'de_DE',
      // de_DE is named exactly by another column; French has two portal locales; no Spanish.
      de_AT: null,
      fr_CA: null,
      es_ES: null,
    });
    expect(Object.fromEntries(matchLocales(['en_US', 'en_AU'], portal))).toEqual({
      en_US: null,
      en_AU: null,
    });
  });
});

describe('metric units', () => {
  it('converts within a family, and refuses across families, unknown units and temperatures', () => {
    expect(convertUnit(850, 'GRAM', 'KILOGRAM')).toBe(0.85);
    expect(convertUnit(0.42, 'METER', 'CENTIMETER')).toBe(42);
    expect(convertUnit(820, 'MILLIMETER', 'CENTIMETER')).toBe(82);
    expect(convertUnit(0.006, 'KILOWATT', 'WATT')).toBe(6);
    expect(convertUnit(2, 'POUND', 'GRAM')).toBe(907.18474);
    expect(convertUnit(3, 'WATT', 'KILOGRAM')).toBe(
      'unit "WATT" cannot be converted to KILOGRAM, the attribute\'s unit',
    );
    expect(convertUnit(3, 'PARSEC', 'METER')).toBe('unknown unit "PARSEC"');
    expect(convertUnit(20, 'CELSIUS', 'KELVIN')).toMatch(/cannot be converted/);
    expect(convertUnit(20, 'CELSIUS', 'CELSIUS')).toBe(20);
    expect([unitSymbol('KILOGRAM'), unitSymbol('CUBIC_METER'), unitSymbol('LUX')]).toEqual([
      'kg',
      'm³',
      'lux',
    ]);
  });
});

describe('XLSX cells', () => {
  it('are written as a CSV export writes them', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(12.5)).toBe('12.5');
    expect(cellText(true)).toBe('1');
    expect(cellText(false)).toBe('0');
    expect(cellText(new Date('2024-03-01T00:00:00Z'))).toBe('2024-03-01');
    expect(cellText(new Date('2024-03-01T10:30:00Z'))).toBe('2024-03-01T10:30:00.000Z');
    expect(cellText({ richText: [{ text: 'Solstice ' }, { text: 'Pendant' }] })).toBe('Solstice Pendant');
    expect(cellText({ formula: 'A1*2', result: 42 })).toBe('42');
    expect(cellText({ text: 'link', hyperlink: 'https://example.com' })).toBe('link');
  });
});
