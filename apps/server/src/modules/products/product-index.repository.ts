import { identifierText } from '@vitrine/contract/identifier-key';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { freshenStatistics } from '../../db/statistics.ts';
import type { AttributeValues } from '../../db/types.ts';
import { configOf, weightedText } from '../../search/text-config.ts';
import { addToVocabulary, replaceVocabulary } from '../../search/vocabulary.ts';
import { numberAttributeCodes } from '../attributes/index.ts';
import { writeProductCounts } from '../categories/index.ts';
import { putSetting } from '../config/index.ts';
import { sideBySide } from '../../lib/side-by-side.ts';

/** Products shown in lists: active, not archived, and not a variant of another product. */
export const LISTED = sql<boolean>`(p.status and not p.archived and p.parent_id is null)`;

/**
 * The weighted search vector of one translation: its name (A), short (B) and long (C) texts, the
 * long one as plain text (`searchText`: tags are stripped by the writer, where it costs a fraction
 * of the database's regular expression). A product's vector joins its translations' and then its
 * identifiers' (`identifiersVector`), which are the same in every language.
 */
export function searchVector(parts: {
  locale: string | RawBuilder<unknown>;
  name: RawBuilder<unknown>;
  short: RawBuilder<unknown>;
  long: RawBuilder<unknown>;
}): RawBuilder<unknown> {
  const cfg = configOf(parts.locale);
  return sql`(
    ${weightedText(cfg, parts.name, 'A')} ||
    ${weightedText(cfg, sql`coalesce(${parts.short}, '')`, 'B')} ||
    ${weightedText(cfg, sql`coalesce(${parts.long}, '')`, 'C')})`;
}

/** The vector of a product's identifiers (sku, EAN…: weight A), as typed, in no language. */
export function identifiersVector(identifiers: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`setweight(to_tsvector('simple', unaccent(${identifiers})), 'A')`;
}

/**
 * The identifiers a product is found by (search/identifier-search.ts): its sku, EAN and the
 * values of the searchable untranslated attributes that are codes (they hold a digit).
 */
export function productIdentifiers(
  product: { sku: string; ean: string | null | undefined; attrs: AttributeValues },
  searchableCodes: readonly string[],
): string {
  return identifierText([product.sku, product.ean, ...searchableCodes.map((c) => product.attrs[c])]);
}

/** A rich text as its words: tags become spaces (what the search vector of a long text reads). */
export function searchText(html: AttributeValues[string] | undefined): string | null {
  return html === undefined || html === null ? null : String(html).replace(/<[^>]*>/g, ' ');
}

/**
 * What the listed products' search index is built on, over rows `p` of `product_search`
 * (migration 0020): every word of the vector and the prefixes of its name words.
 */
export const INDEXED_SEARCH = sql`(search_with_name_prefixes(p.head) || p.words)`;

/**
 * Lends the words of product names, in every language, to the search's typo tolerance: all of
 * them, or (`since`) those of the products written since then, added to the words kept.
 */
export async function refreshProductWords(db: Database, since: Date | null = null): Promise<void> {
  if (since === null) {
    await replaceVocabulary(
      db,
      'products',
      sql<{ text: string }>`select name as text from product_translation`,
    );
    return;
  }
  await addToVocabulary(
    db,
    'products',
    sql<{ text: string }>`select t.name as text from product p
      join product_translation t on t.product_id = p.id where p.updated_at >= ${since}`,
  );
}

/**
 * Listed products per category (its key is its negated id in `filter_keys`, with its ancestors'),
 * leaving out those in any `hidden` category: the counts a group that hides some categories sees
 * (the category tree asks for them); without any, the whole catalogue's, which are stored.
 */
export async function countListedProducts(
  db: Database,
  hidden: readonly number[] = [],
): Promise<Map<number, number>> {
  const unseen = hidden.length
    ? sql`and not (p.filter_keys && ${sql.val(hidden.map((id) => -id))}::int[])`
    : sql``;
  const { rows } = await sql<{ id: number; n: number }>`
    select -k as id, count(*)::int as n from product p, unnest(p.filter_keys) k
    where k < 0 and ${LISTED} ${unseen} group by k`.execute(db);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/**
 * Recomputes the per-category product counts and the catalogue-wide option counts, and the
 * products' planner statistics beside them (each on a connection of its own where there are two).
 */
export async function refreshCounts(db: Database): Promise<void> {
  await sideBySide(writeCounts(db), refreshStatistics(db));
}

async function writeCounts(db: Database): Promise<void> {
  await writeProductCounts(db, await countListedProducts(db));
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
  // Distinct values of number attributes, the first 200 of each, in one pass over the products.
  const codes = await numberAttributeCodes(db);
  const values: Record<string, number[]> = Object.fromEntries(codes.map((code) => [code, []]));
  if (codes.length) {
    const rows = await sql<{ code: string; v: number }>`
      select code, v from (
        select code, v, row_number() over (partition by code order by v) as n from (
          select distinct c.code, (p.attrs->>c.code)::numeric as v
          from product p, unnest(${codes}::text[]) c(code)
          where ${LISTED} and jsonb_typeof(p.attrs->c.code) = 'number') d) r
      where n <= 200 order by code, v`.execute(db);
    for (const r of rows.rows) values[r.code].push(Number(r.v));
  }
  await putSetting(db, 'numeric_options', values);
}

async function refreshStatistics(db: Database): Promise<void> {
  await freshenStatistics(db, ['product', 'product_search']);
  // Translations are read by key only: statistics, no visibility map.
  await sql`analyze product_translation`.execute(db);
}
