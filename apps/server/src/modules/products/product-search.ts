import { sql, type RawBuilder } from 'kysely';
import type { RequestLocale } from '../../lib/locale.ts';
import { searchQuery } from './product-index.repository.ts';

/**
 * Words of a search text as a prefix query: "pend lum 14" → "pend:* & lum:* & 14". Words shorter
 * than three characters match whole: a prefix of one or two characters ("0", "14") expands to a
 * large part of the index and made such searches take seconds on a million products.
 */
export function prefixQuery(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => (w.length >= 3 ? `${w}:*` : w)).join(' & ') : null;
}

/**
 * A search over products `p`: prefix full text (`match`, served by the product search index) and
 * a `fallback(id, rank)` CTE with exact SKU/EAN matches, plus typo-tolerant trigram matches on
 * names that run only when the full text finds nothing at all.
 */
export interface ProductSearch {
  ctes: RawBuilder<unknown>;
  match: RawBuilder<unknown>;
  /** Rank of a full-text match (0 unless relevance order is asked). */
  rank: RawBuilder<unknown>;
}

// The predicate of the partial search index: with it the check "does the full text find anything"
// is an index probe; without it, a search that finds nothing read every product to prove it.
const LISTED = sql`p.status and not p.archived and p.parent_id is null`;

export function productSearch(text: string, locale: RequestLocale, ranked: boolean): ProductSearch | null {
  const prefix = prefixQuery(text);
  if (!prefix) return null;
  const exact = text.trim();
  const normalized = text.trim().toLowerCase();
  const query = searchQuery(prefix, locale.code, locale.defaultCode);
  const locales = [...new Set([locale.code, locale.defaultCode])];
  return {
    match: sql`p.search @@ ${query}`,
    rank: ranked ? sql`ts_rank(p.search, ${query})` : sql`0`,
    ctes: sql`
      exact as materialized (select p.id, 100::real as rank from product p where p.sku = ${exact} or p.ean = ${exact}),
      typo as materialized (
        select t.product_id as id, max(word_similarity(unaccent(${normalized}), t.sort_name))::real as rank
        from product_translation t
        where not exists (select 1 from product p where ${LISTED} and p.search @@ ${query}) and not exists (select 1 from exact)
          and t.locale in (${sql.join(locales)}) and unaccent(${normalized}) <% t.sort_name
        group by t.product_id),
      fallback as (select * from exact union all select * from typo)`,
  };
}
