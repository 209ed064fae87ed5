import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { numberCodes } from '../attributes/index.ts';
import { writeProductCounts } from '../categories/index.ts';
import { putSetting } from '../config/index.ts';

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

/** Products shown in lists: active, not archived, and not a variant of another product. */
export const LISTED = sql<boolean>`(p.status and not p.archived and p.parent_id is null)`;

/** The text search configuration of a locale: a literal for a known locale, else a CASE over the column. */
export function configOf(locale: string | RawBuilder<unknown>): RawBuilder<unknown> {
  if (typeof locale === 'string') return sql`${sql.lit(searchConfig(locale))}::regconfig`;
  const cases = Object.entries(TS_CONFIGS).map(
    ([lang, cfg]) => sql`when ${sql.lit(lang)} then ${sql.lit(cfg)}`,
  );
  return sql`(case left(${locale}, 2) ${sql.join(cases, sql` `)} else 'simple' end)::regconfig`;
}

/** The weighted search vector of one translation: name and identifiers (A), short (B) and long (C) texts. */
export function searchVector(parts: {
  locale: string | RawBuilder<unknown>;
  name: RawBuilder<unknown>;
  identifiers: RawBuilder<unknown>;
  short: RawBuilder<unknown>;
  long: RawBuilder<unknown>;
}): RawBuilder<unknown> {
  const cfg = configOf(parts.locale);
  return sql`(
    setweight(to_tsvector(${cfg}, unaccent(${parts.name})), 'A') ||
    setweight(to_tsvector('simple', unaccent(${parts.identifiers})), 'A') ||
    setweight(to_tsvector(${cfg}, unaccent(coalesce(${parts.short}, ''))), 'B') ||
    setweight(to_tsvector(${cfg}, unaccent(regexp_replace(coalesce(${parts.long}, ''), '<[^>]*>', ' ', 'g'))), 'C'))`;
}

/**
 * Longest word prefix the search index holds (migration 0004, `search_with_prefixes`): typed
 * prefixes up to this length are single index entries.
 */
export const PREFIX_MAX = 15;

/** What the product search index is built on: the search vector with its word prefixes. */
export const INDEXED_SEARCH = sql`search_with_prefixes(p.search)`;

/** A search word's lexemes in the configurations searched, and whether one of them drops it. */
export interface WordLexemes {
  lexemes: string[];
  /** A stop word in one of the languages ("the", "die"): that language's vectors never hold it. */
  stop: boolean;
}

/**
 * Each word of a search as its lexemes in the request locale's configuration, the default
 * locale's and the plain one (stemmed, unaccented).
 */
export async function searchLexemes(
  db: Database,
  words: string[],
  locale: string,
  defaultLocale: string,
): Promise<WordLexemes[]> {
  const configs = [...new Set([searchConfig(locale), searchConfig(defaultLocale), 'simple'])];
  const list = sql`unnest(${sql.val(configs)}::regconfig[])`;
  const result = await sql<WordLexemes>`
    select
      array(select distinct l from ${list} c, unnest(tsvector_to_array(to_tsvector(c, unaccent(w)))) l) as lexemes,
      exists (select 1 from ${list} c where to_tsvector(c, unaccent(w)) = ''::tsvector) as stop
    from unnest(${sql.val(words)}::text[]) with ordinality as x(w, i) order by i`.execute(db);
  return result.rows;
}

/** Recomputes the per-category product counts and the catalogue-wide option counts. */
export async function refreshCounts(db: Database): Promise<void> {
  const perCategory = await sql<{ id: number; n: number }>`
    select -k as id, count(*)::int as n from product p, unnest(p.filter_keys) k where k < 0 and ${LISTED} group by k`.execute(
    db,
  );
  await writeProductCounts(db, new Map(perCategory.rows.map((r) => [r.id, r.n])));
  // Key 0 holds the number of listed products.
  await sql`delete from facet_count`.execute(db);
  await sql`
    insert into facet_count (key, count)
    select k, count(*)::int from product p, unnest(p.filter_keys) k where k > 0 and ${LISTED} group by k
    union all select 0, count(*)::int from product p where ${LISTED}`.execute(db);
  await sql`delete from category_facet_count`.execute(db);
  await sql`
    insert into category_facet_count (category_id, key, count)
    select -c, k, count(*)::int from product p, unnest(p.filter_keys) c, unnest(p.filter_keys) k
    where c < 0 and k > 0 and ${LISTED} group by c, k`.execute(db);
  // Distinct values of number attributes: the choices (and range) of their filters.
  const values: Record<string, number[]> = {};
  for (const code of await numberCodes(db)) {
    const rows = await sql<{ v: number }>`
      select distinct (p.attrs->>${code})::numeric as v from product p
      where ${LISTED} and jsonb_typeof(p.attrs->${code}) = 'number' order by v limit 200`.execute(db);
    values[code] = rows.rows.map((r) => Number(r.v));
  }
  await putSetting(db, 'numeric_options', values);
  // Vacuum too: index-only scans (deep list pages) need the visibility map.
  await sql`vacuum analyze product`.execute(db);
  await sql`analyze product_translation`.execute(db);
}
