import type { Attribute } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { formatLeafletValue } from '../../src/modules/leaflets/leaflet-values.ts';

const attribute = (over: Partial<Attribute>): Attribute => ({
  name: 'x',
  label: 'X',
  display_name: 'X',
  type: 'string',
  options: [],
  prefix: null,
  post_fix: null,
  help_short: null,
  help_long: null,
  ...over,
});

describe('leaflet values, formatted as the specifications show them', () => {
  const price = attribute({ name: 'price', type: 'float', prefix: '€' });

  it('numbers in the locale, with prefix and unit', () => {
    expect(formatLeafletValue(1584.29, price, 'en-GB')).toBe('€ 1,584.29');
    expect(formatLeafletValue(1584.29, price, 'de-DE')).toBe('€ 1.584,29');
    expect(formatLeafletValue(1584.29, price, 'fr-FR')).toBe('€ 1\u202f584,29');
    expect(formatLeafletValue(1.5, attribute({ type: 'float', post_fix: 'kg' }), 'ru-RU')).toBe('1,5 kg');
  });

  it('option labels, yes and no from the options, dates in the locale', () => {
    const colour = attribute({
      type: 'multi_select',
      options: [
        { value: 'white', label: 'Weiß', order: 0 },
        { value: 'grey', label: 'Grau', order: 1 },
      ],
    });
    expect(formatLeafletValue(['white', 'grey'], colour, 'de-DE')).toBe('Weiß, Grau');
    const dimmable = attribute({
      type: 'bool',
      options: [
        { value: 'true', label: 'Ja', order: 0 },
        { value: 'false', label: 'Nein', order: 1 },
      ],
    });
    expect(formatLeafletValue(true, dimmable, 'de-DE')).toBe('Ja');
    expect(formatLeafletValue(false, dimmable, 'de-DE')).toBe('Nein');
    expect(formatLeafletValue('2026-03-05', attribute({ type: 'date' }), 'en-GB')).toBe('5 Mar 2026');
    expect(formatLeafletValue('2026-03-05', attribute({ type: 'date' }), 'de-DE')).toBe('05.03.2026');
  });

  it('blank values give nothing; plain text stays as written', () => {
    expect(formatLeafletValue(null, price, 'en-GB')).toBe('');
    expect(formatLeafletValue('  ', price, 'en-GB')).toBe('');
    expect(formatLeafletValue([], price, 'en-GB')).toBe('');
    expect(formatLeafletValue('VT-0000001', attribute({}), 'en-GB')).toBe('VT-0000001');
  });
});
