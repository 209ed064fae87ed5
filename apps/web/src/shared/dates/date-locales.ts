import type { Locale } from 'date-fns/locale';

/**
 * The date-fns locales a picker may need, each its own small chunk fetched with the picker: the
 * built-in languages and the regions that write dates their own way (en-US month first, de-AT…).
 */
const LOADERS: Record<string, () => Promise<Locale>> = {
  'en-GB': () => import('date-fns/locale/en-GB').then((m) => m.enGB),
  'en-US': () => import('date-fns/locale/en-US').then((m) => m.enUS),
  'en-AU': () => import('date-fns/locale/en-AU').then((m) => m.enAU),
  'en-CA': () => import('date-fns/locale/en-CA').then((m) => m.enCA),
  'en-IE': () => import('date-fns/locale/en-IE').then((m) => m.enIE),
  'en-NZ': () => import('date-fns/locale/en-NZ').then((m) => m.enNZ),
  nl: () => import('date-fns/locale/nl').then((m) => m.nl),
  'nl-BE': () => import('date-fns/locale/nl-BE').then((m) => m.nlBE),
  da: () => import('date-fns/locale/da').then((m) => m.da),
  cs: () => import('date-fns/locale/cs').then((m) => m.cs),
  fi: () => import('date-fns/locale/fi').then((m) => m.fi),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
  'fr-CA': () => import('date-fns/locale/fr-CA').then((m) => m.frCA),
  'fr-CH': () => import('date-fns/locale/fr-CH').then((m) => m.frCH),
  de: () => import('date-fns/locale/de').then((m) => m.de),
  'de-AT': () => import('date-fns/locale/de-AT').then((m) => m.deAT),
  el: () => import('date-fns/locale/el').then((m) => m.el),
  it: () => import('date-fns/locale/it').then((m) => m.it),
  'it-CH': () => import('date-fns/locale/it-CH').then((m) => m.itCH),
  nn: () => import('date-fns/locale/nn').then((m) => m.nn),
  pl: () => import('date-fns/locale/pl').then((m) => m.pl),
  ru: () => import('date-fns/locale/ru').then((m) => m.ru),
  es: () => import('date-fns/locale/es').then((m) => m.es),
  sv: () => import('date-fns/locale/sv').then((m) => m.sv),
  tr: () => import('date-fns/locale/tr').then((m) => m.tr),
  'zh-CN': () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
  'zh-TW': () => import('date-fns/locale/zh-TW').then((m) => m.zhTW),
  'zh-HK': () => import('date-fns/locale/zh-HK').then((m) => m.zhHK),
};

/** A language without a region of its own writes dates as its main country does. */
const LANGUAGE_DEFAULTS: Record<string, string> = { en: 'en-GB', zh: 'zh-CN' };

/**
 * The date-fns locale of a portal locale (`de_AT`, `en-US`): the region's own when there is one,
 * else the language's, else British English (day first, as the portal's default locale).
 *
 * @example dateLocaleKey('nl_BE') // 'nl-BE'; dateLocaleKey('sv_FI') // 'sv'
 */
export function dateLocaleKey(code: string): string {
  const [language = '', region = ''] = code.split(/[-_]/);
  const lower = language.toLowerCase();
  const regional = `${lower}-${region.toUpperCase()}`;
  if (region && regional in LOADERS) return regional;
  if (lower in LOADERS) return lower;
  return LANGUAGE_DEFAULTS[lower] ?? 'en-GB';
}

const loaded = new Map<string, Promise<Locale>>();

/** The date-fns locale of a portal locale, fetched once; the same promise each time (for `use`). */
export function loadDateLocale(code: string): Promise<Locale> {
  const key = dateLocaleKey(code);
  let locale = loaded.get(key);
  if (!locale) {
    // A failed fetch (a dropped line) is asked again next time rather than remembered.
    locale = LOADERS[key]().catch((error: unknown) => {
      loaded.delete(key);
      throw error;
    });
    loaded.set(key, locale);
  }
  return locale;
}
