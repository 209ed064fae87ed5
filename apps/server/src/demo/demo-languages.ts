/**
 * The demo's data languages: every interface language, each stored under one locale of the demo
 * (other locales of a language, such as en_US or fr_BE, find it through the translation fallback).
 */
export const LANGUAGES = [
  'en',
  'de',
  'fr',
  'nl',
  'es',
  'zh',
  'cs',
  'da',
  'el',
  'fi',
  'it',
  'nn',
  'pl',
  'ru',
  'sv',
  'tr',
] as const;
export type Language = (typeof LANGUAGES)[number];

/** The demo locale holding each language's texts. */
export const LOCALE_OF: Record<Language, string> = {
  en: 'en_GB',
  de: 'de_DE',
  fr: 'fr_FR',
  nl: 'nl_NL',
  es: 'es_ES',
  zh: 'zh_CN',
  cs: 'cs_CZ',
  da: 'da_DK',
  el: 'el_GR',
  fi: 'fi_FI',
  it: 'it_IT',
  nn: 'nn_NO',
  pl: 'pl_PL',
  ru: 'ru_RU',
  sv: 'sv_SE',
  tr: 'tr_TR',
};

/** Reference data (categories, attributes, scopes, forms…) is written in every language. */
export type Tr = Readonly<Record<Language, string>>;

/** Product texts (names and descriptions) are written in these; the others fall back to English. */
export const PRODUCT_LANGUAGES = ['en', 'de', 'fr', 'nl', 'es', 'zh', 'ru', 'pl', 'it', 'sv'] as const;
export type ProductLanguage = (typeof PRODUCT_LANGUAGES)[number];

/** Articles of the content library are written in these. */
export const ARTICLE_LANGUAGES = ['en', 'de', 'fr', 'nl', 'es', 'zh'] as const;
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];
export type ArticleText = Readonly<Record<ArticleLanguage, string>>;

/** A text's rows by locale code; an empty text means none in that language. */
export const tr = (texts: Tr): Record<string, string> =>
  Object.fromEntries(LANGUAGES.filter((l) => texts[l] !== '').map((l) => [LOCALE_OF[l], texts[l]]));

/** A text that reads the same in every language (a name, a unit). */
export const same = (text: string): Tr =>
  Object.fromEntries(LANGUAGES.map((l) => [l, text])) as Record<Language, string>;
