import { describe, expect, it } from 'vitest';
import type { Attribute } from '@vitrine/contract';
import {
  matchFilters,
  needsFilterSearch,
  offerFilters,
  isFilterable,
} from '../src/features/products/lib/filter-offering';
import {
  facetOptions,
  formatAttributeValue,
  formatRange,
  numericBounds,
  optionLabel,
} from '../src/features/products/lib/attribute-values';

const attr = (
  name: string,
  type: Attribute['type'],
  options: [string, string][] = [],
  extra: Partial<Attribute> = {},
): Attribute => ({
  name,
  label: name.toUpperCase(),
  display_name: name,
  type,
  options: options.map(([value, label], order) => ({ value, label, order })),
  prefix: null,
  post_fix: null,
  help_short: null,
  help_long: null,
  ...extra,
});

const two: [string, string][] = [
  ['a', 'A'],
  ['b', 'B'],
];

describe('filter offering (spec 5)', () => {
  it('qualifies select, number, bool and float attributes with more than one option', () => {
    for (const type of ['multi_select', 'single_select', 'number', 'bool', 'float'] as const) {
      expect(isFilterable(attr('x', type, two))).toBe(true);
      expect(isFilterable(attr('x', type, [['a', 'A']]))).toBe(false);
    }
    for (const type of ['string', 'text', 'date', 'image', 'file'] as const) {
      expect(isFilterable(attr('x', type, two))).toBe(false);
    }
  });

  it('shows the configured names first, in their order, and the other qualifying ones under more', () => {
    const list = [
      attr('color', 'multi_select', two),
      attr('brand', 'single_select', two),
      attr('designer', 'string'),
      attr('lonely', 'single_select', [['a', 'A']]),
      attr('weight', 'float', two),
    ];
    const offered = offerFilters(list, ['brand', 'designer', 'ghost', 'brand']);
    expect(offered.main.map((a) => a.name)).toEqual(['brand', 'designer']);
    expect(offered.more.map((a) => a.name)).toEqual(['color', 'weight']);
  });

  it('shows every qualifying attribute directly when none are configured', () => {
    const offered = offerFilters([attr('color', 'multi_select', two), attr('text', 'text')], []);
    expect(offered).toEqual({ main: [expect.objectContaining({ name: 'color' })], more: [] });
  });

  it('offers the filter search above seven filters', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => attr(`a${i}`, 'bool', two));
    expect(needsFilterSearch(offerFilters(many(7), []))).toBe(false);
    expect(needsFilterSearch(offerFilters(many(8), ['a0']))).toBe(true);
  });

  it('searches filters by label and code', () => {
    const offered = offerFilters(
      [attr('color', 'multi_select', two), attr('weight', 'float', two)],
      ['color'],
    );
    expect(matchFilters(offered, 'WEI')).toEqual({ main: [], more: [offered.more[0]] });
    expect(matchFilters(offered, ' ')).toBe(offered);
  });
});

describe('facet and option labels', () => {
  const color = attr('color', 'multi_select', [
    ['white', 'White'],
    ['oak', ''],
    ['black', 'Black'],
  ]);

  it('maps option values to labels, falling back to the value', () => {
    expect(optionLabel(color, 'white')).toBe('White');
    expect(optionLabel(color, 'oak')).toBe('oak');
    expect(optionLabel(color, 'pink')).toBe('pink');
  });

  it('lists options in order with their facet counts, zero when the facet lacks one', () => {
    expect(facetOptions(color, { white: 4, black: 1 })).toEqual([
      { value: 'white', label: 'White', count: 4 },
      { value: 'oak', label: 'oak', count: 0 },
      { value: 'black', label: 'Black', count: 1 },
    ]);
    expect(facetOptions(color)[0]).toEqual({ value: 'white', label: 'White' });
  });

  it('takes range bounds from the numeric options', () => {
    expect(
      numericBounds(
        attr('w', 'float', [
          ['1.5', '1.5'],
          ['20', '20'],
          ['x', 'x'],
        ]),
      ),
    ).toEqual({ min: 1.5, max: 20 });
    expect(numericBounds(attr('w', 'float'))).toBeNull();
  });
});

describe('attribute value formatting', () => {
  const f = { locale: 'en-GB', yes: 'Yes', no: 'No' };

  it('adds prefix and post_fix units to localized numbers', () => {
    expect(formatAttributeValue(21.4, attr('weight', 'float', [], { post_fix: 'kg' }), f)).toBe('21.4 kg');
    expect(
      formatAttributeValue(1019.12, attr('price', 'float', [], { prefix: '€' }), { ...f, locale: 'de-DE' }),
    ).toBe('€ 1.019,12');
  });

  it('uses option labels for select values and lists', () => {
    const color = attr('color', 'multi_select', [
      ['white', 'White'],
      ['black', 'Black'],
    ]);
    expect(formatAttributeValue(['black', 'white'], color, f)).toBe('Black, White');
  });

  it('says Yes/No for booleans, preferring the server labels', () => {
    expect(formatAttributeValue(true, attr('d', 'bool'), f)).toBe('Yes');
    expect(
      formatAttributeValue(
        false,
        attr('d', 'bool', [
          ['true', 'Ja'],
          ['false', 'Nein'],
        ]),
        f,
      ),
    ).toBe('Nein');
  });

  it('localizes dates without moving them a day', () => {
    expect(formatAttributeValue('2024-01-13', attr('d', 'date'), f)).toBe('13 Jan 2024');
  });

  it('gives an empty text for blank values', () => {
    for (const blank of [null, undefined, '', '  ', []])
      expect(formatAttributeValue(blank, undefined, f)).toBe('');
  });

  it('describes ranges', () => {
    const w = attr('w', 'float', [], { post_fix: 'kg' });
    expect(formatRange({ min: 1.5, max: 20 }, w, f)).toBe('1.5 – 20 kg');
    expect(formatRange({ min: 3 }, w, f)).toBe('≥ 3 kg');
  });
});
