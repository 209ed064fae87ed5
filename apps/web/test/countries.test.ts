import { describe, expect, it } from 'vitest';
import type { FormField } from '@vitrine/contract';
import { takesSeveralCountries } from '../src/shared/form-renderer/field-kinds';
import { emptyValues } from '../src/shared/form-renderer/form-schema';
import { toResultBody } from '../src/shared/form-renderer/form-payload';
import { formErrors, formField } from './support/form-fields';
import { countriesInLanguage, matchCountries } from '../src/shared/forms/country-search';

const SERVER = [
  { alpha_code: 'DE', name: 'Germany' },
  { alpha_code: 'AT', name: 'Austria' },
  { alpha_code: 'NL', name: 'Netherlands' },
  { alpha_code: 'GB', name: 'United Kingdom' },
  { alpha_code: 'CW', name: 'Curaçao' },
  { alpha_code: 'NE', name: 'Niger' },
  { alpha_code: 'NG', name: 'Nigeria' },
  { alpha_code: 'DZ', name: 'Algeria' },
];
const names = (list: { name: string }[]) => list.map((c) => c.name);

describe('countries in the reader’s language', () => {
  it('names and sorts them as the language does', () => {
    const german = countriesInLanguage(SERVER, 'de-DE');
    expect(names(german).slice(0, 4)).toEqual(['Algerien', 'Curaçao', 'Deutschland', 'Niederlande']);
    expect(german.find((c) => c.alpha_code === 'AT')?.name).toBe('Österreich');
    expect(countriesInLanguage(SERVER, 'fr-FR').find((c) => c.alpha_code === 'DE')?.name).toBe('Allemagne');
  });

  it('keeps the server’s name for a code the browser cannot name, and survives an odd locale', () => {
    const odd = [{ alpha_code: 'XK1', name: 'Somewhere' }, ...SERVER];
    expect(countriesInLanguage(odd, 'en-GB').find((c) => c.alpha_code === 'XK1')?.name).toBe('Somewhere');
    expect(countriesInLanguage(SERVER, 'not a locale!')).toHaveLength(SERVER.length);
  });
});

describe('finding a country by typing', () => {
  const german = countriesInLanguage(SERVER, 'de-DE');
  it('puts the code, then the start of a name, a word, and anywhere, in that order', () => {
    expect(names(matchCountries(SERVER, 'ger'))).toEqual(['Germany', 'Niger', 'Nigeria', 'Algeria']);
    expect(names(matchCountries(SERVER, 'nl'))).toEqual(['Netherlands']);
    expect(names(matchCountries(SERVER, 'king'))).toEqual(['United Kingdom']);
  });

  it('ignores case and accents, both ways', () => {
    expect(names(matchCountries(german, 'osterr'))).toEqual(['Österreich']);
    expect(names(matchCountries(german, 'ÖSTER'))).toEqual(['Österreich']);
    expect(names(matchCountries(SERVER, 'curac'))).toEqual(['Curaçao']);
    // Typed with its accent, the accented name comes first.
    const oman = [{ alpha_code: 'OM', name: 'Oman' }, ...german];
    expect(names(matchCountries(oman, 'ö')).slice(0, 2)).toEqual(['Österreich', 'Oman']);
    expect(names(matchCountries(oman, 'o')).slice(0, 2)).toEqual(['Oman', 'Österreich']);
  });

  it('offers every country for empty text and none for a miss', () => {
    expect(matchCountries(SERVER, '  ')).toHaveLength(SERVER.length);
    expect(matchCountries(SERVER, 'atlantis')).toEqual([]);
  });
});

const countries = (id: number, extra: Partial<FormField> = {}) =>
  formField(id, 'countries', { name: `Countries ${id}`, ...extra });
const errors = formErrors;

describe('a countries field of a form', () => {
  it('takes several unless its max is 1', () => {
    expect(takesSeveralCountries(countries(1))).toBe(true);
    expect(takesSeveralCountries(countries(1, { max: 3 }))).toBe(true);
    expect(takesSeveralCountries(countries(1, { max: 1 }))).toBe(false);
    expect(takesSeveralCountries({ field_type: 'number', max: null })).toBe(false);
    expect(emptyValues([countries(1), countries(2, { max: 1 })])).toEqual({ f1: [], f2: '' });
  });

  it('counts the chosen ones against required, min and max', () => {
    const fields = [
      countries(1, { is_required: true }),
      countries(2, { min: 2, max: 3 }),
      countries(3, { max: 1 }),
    ];
    expect(errors(fields, {})).toEqual({ f1: 'Required' });
    expect(errors(fields, { f1: ['NL'], f2: ['NL'], f3: 'DE' })).toEqual({ f2: 'too_few' });
    expect(errors(fields, { f1: ['NL'], f2: ['NL', 'BE', 'DE', 'AT'] })).toEqual({ f2: 'too_many' });
    expect(errors(fields, { f1: ['NL', 'NL'] })).toEqual({ f1: 'option' });
    expect(errors(fields, { f1: ['NL', 'BE'], f2: ['DE', 'AT'] })).toEqual({});
  });

  it('sends one part per country', () => {
    const fields = [countries(4), countries(5, { max: 1 })];
    const body = toResultBody(fields, { f4: ['NL', 'BE'], f5: 'DE' });
    expect(body.getAll('4')).toEqual(['NL', 'BE']);
    expect(body.getAll('5')).toEqual(['DE']);
  });
});
