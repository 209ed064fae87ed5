import { sql, type RawBuilder } from 'kysely';

/** The locale a request is answered in, and the fallback chain for translated data. */
export interface RequestLocale {
  code: string;
  language: string;
  defaultCode: string;
}

/** Picks the best known locale for an Accept-Language value (xx_YY, xx-YY or a browser list). */
export function resolveLocale(
  header: string | undefined,
  known: string[],
  defaultCode: string,
): RequestLocale {
  const make = (code: string): RequestLocale => ({ code, language: code.slice(0, 2), defaultCode });
  const wanted = (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim().replace('-', '_'))
    .filter((tag) => /^[a-zA-Z]{2}(_[a-zA-Z]{2})?$/.test(tag))
    .map((tag) =>
      tag.length === 5 ? `${tag.slice(0, 2).toLowerCase()}_${tag.slice(3).toUpperCase()}` : tag.toLowerCase(),
    );
  for (const tag of wanted) {
    if (known.includes(tag)) return make(tag);
    const sameLanguage = known.find((code) => code.slice(0, 2) === tag.slice(0, 2));
    if (sameLanguage) return make(sameLanguage);
  }
  return make(defaultCode);
}

/** Sort key choosing a translation row: requested locale, same language, default locale, then any. */
export function localePreference(column: string, locale: RequestLocale): RawBuilder<number> {
  const ref = sql.ref(column);
  return sql<number>`(case when ${ref} = ${locale.code} then 0 when left(${ref}, 2) = ${locale.language} then 1 when ${ref} = ${locale.defaultCode} then 2 else 3 end)`;
}
