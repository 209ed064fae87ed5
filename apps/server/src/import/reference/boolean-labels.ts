/** Yes and no in the languages most portals speak; English for the others. */
const WORDS: Record<string, [yes: string, no: string]> = {
  en: ['Yes', 'No'],
  de: ['Ja', 'Nein'],
  fr: ['Oui', 'Non'],
  nl: ['Ja', 'Nee'],
  es: ['Sí', 'No'],
  it: ['Sì', 'No'],
  pt: ['Sim', 'Não'],
  da: ['Ja', 'Nej'],
  sv: ['Ja', 'Nej'],
  nn: ['Ja', 'Nei'],
  nb: ['Ja', 'Nei'],
  fi: ['Kyllä', 'Ei'],
  pl: ['Tak', 'Nie'],
  cs: ['Ano', 'Ne'],
  ru: ['Да', 'Нет'],
  el: ['Ναι', 'Όχι'],
  tr: ['Evet', 'Hayır'],
  zh: ['是', '否'],
  ja: ['はい', 'いいえ'],
};

/** The labels of a boolean attribute's `true` and `false` options in these locales (and the default one). */
export function booleanLabels(
  locales: string[],
  defaultLocale: string,
): Record<string, { true: string; false: string }> {
  return Object.fromEntries(
    [...new Set([defaultLocale, ...locales])].map((locale) => {
      const [yes, no] = WORDS[locale.split('_')[0]] ?? WORDS.en;
      return [locale, { true: yes, false: no }];
    }),
  );
}
