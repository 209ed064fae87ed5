import { COUNTRY_CODES, type CountryOption } from '@vitrine/contract';

// Names come from the runtime's CLDR data in the caller's language.
const cache = new Map<string, CountryOption[]>();

/** Every country with its name in the given language, sorted by name. */
export function countryOptions(language: string): CountryOption[] {
  let list = cache.get(language);
  if (!list) {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    const collator = new Intl.Collator(language);
    list = COUNTRY_CODES.map((code) => ({ alpha_code: code, name: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    cache.set(language, list);
  }
  return list;
}
