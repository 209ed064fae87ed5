import { type RawBuilder, sql } from 'kysely';
import { CJK_CLASS } from './cjk.ts';

// Text search configurations by language; anything else (Chinese, Czech, Polish...) uses 'simple'.
const TS_CONFIGS: Record<string, string> = {
  en: 'english',
  de: 'german',
  fr: 'french',
  nl: 'dutch',
  es: 'spanish',
  da: 'danish',
  fi: 'finnish',
  it: 'italian',
  nn: 'norwegian',
  ru: 'russian',
  sv: 'swedish',
  tr: 'turkish',
  el: 'greek',
};

/** The text search configuration for a locale code. */
export function searchConfig(locale: string): string {
  return TS_CONFIGS[locale.slice(0, 2)] ?? 'simple';
}

/** The text search configuration of a locale: a literal for a known locale, else a CASE over the column. */
export function configOf(locale: string | RawBuilder<unknown>): RawBuilder<unknown> {
  if (typeof locale === 'string') return sql`${sql.lit(searchConfig(locale))}::regconfig`;
  const cases = Object.entries(TS_CONFIGS).map(
    ([lang, cfg]) => sql`when ${sql.lit(lang)} then ${sql.lit(cfg)}`,
  );
  return sql`(case left(${locale}, 2) ${sql.join(cases, sql` `)} else 'simple' end)::regconfig`;
}

/**
 * One text's part of a search vector, at a weight (A names and titles, B short texts, C long
 * ones): its words in the language's configuration, unaccented, plus its CJK characters and their
 * pairs (search/cjk.ts), which the word parser cannot split.
 */
export function weightedText(
  config: RawBuilder<unknown>,
  text: RawBuilder<unknown>,
  weight: 'A' | 'B' | 'C' | 'D',
): RawBuilder<unknown> {
  // Most texts hold no CJK character: a regular-expression test skips the grams' function call,
  // which took a good share of a bulk import's time (24 texts a product in 6 languages).
  return sql`setweight(to_tsvector(${config}, unaccent(${text})) || (case when ${text} ~ ${sql.lit(CJK_CLASS)}
    then to_tsvector('simple', search_cjk_grams(${text})) else ''::tsvector end), ${sql.lit(weight)})`;
}
