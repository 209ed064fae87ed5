import type { CountryOption } from '@vitrine/contract';

/**
 * The countries named in the reader's language (`de-DE`, `zh-CN`) and sorted as it sorts, by
 * Intl.DisplayNames: the names follow a language switch without asking the server again. A code
 * the browser cannot name keeps the server's name.
 */
export function countriesInLanguage(countries: readonly CountryOption[], locale: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  let collator: Intl.Collator;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    collator = new Intl.Collator(locale);
  } catch {
    collator = new Intl.Collator();
  }
  return countries
    .map((c) => {
      let name: string | undefined;
      try {
        name = names?.of(c.alpha_code.toUpperCase());
      } catch {
        // A code Intl refuses (not two letters): the server's name stands.
      }
      return { alpha_code: c.alpha_code, name: name || c.name };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Lower case without accents: "Österreich" is found by "osterr", "Curaçao" by "curac". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The countries a typed text finds, best first: its code typed whole ("DE"), names that begin with
 * it as typed ("Ö" finds "Österreich" before "Oman"), names that begin with it when case and
 * accents are ignored, names with a word that begins with it ("Kingdom"), then names that hold it
 * anywhere; each group in the list's own order.
 */
export function matchCountries(countries: readonly CountryOption[], text: string): CountryOption[] {
  const typed = text.trim().toLocaleLowerCase();
  const wanted = fold(typed);
  if (!wanted) return [...countries];
  const tiers: CountryOption[][] = [[], [], [], [], []];
  for (const country of countries) {
    const name = fold(country.name);
    if (country.alpha_code.toLowerCase() === wanted) tiers[0].push(country);
    else if (country.name.toLocaleLowerCase().startsWith(typed)) tiers[1].push(country);
    else if (name.startsWith(wanted)) tiers[2].push(country);
    else if (name.split(/[\s\-–(),.'’]+/).some((word) => word.startsWith(wanted))) tiers[3].push(country);
    else if (name.includes(wanted)) tiers[4].push(country);
  }
  return tiers.flat();
}
