import { sql, type RawBuilder } from 'kysely';
import type { RequestLocale } from '../../lib/locale.ts';
import { searchConfig } from './product-index.repository.ts';

/** Words of a search text as a prefix query: "pend lum" → "pend:* & lum:*". */
export function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * The `hits(id, rank)` CTE body for a search: full text with prefixes in the request locale and the
 * default locale (ranked), typo-tolerant trigram word similarity on names, and SKU/EAN exact matches,
 * which rank first.
 */
export function searchHits(text: string, locale: RequestLocale): RawBuilder<unknown> | null {
  const query = prefixQuery(text);
  if (!query) return null;
  const exact = text.trim();
  const normalized = text.trim().toLowerCase();
  const locales = [...new Set([locale.code, locale.defaultCode])];
  const tsq = (code: string) => sql`to_tsquery(${sql.lit(searchConfig(code))}::regconfig, unaccent(${query}))`;
  const matchText = sql.join(
    locales.map((code) => sql`(t.locale = ${code} and t.search @@ ${tsq(code)})`),
    sql` or `,
  );
  const rankText = sql.join(
    locales.map((code) => sql`when t.locale = ${code} then ts_rank(t.search, ${tsq(code)})`),
    sql` `,
  );
  return sql`
    select t.product_id as id,
      max((case ${rankText} else 0 end) + word_similarity(unaccent(${normalized}), t.sort_name)) as rank
    from product_translation t
    where t.locale in (${sql.join(locales)})
      and (${matchText} or unaccent(${normalized}) <% t.sort_name)
    group by t.product_id
    union all
    select p.id, 100 as rank from product p where p.sku = ${exact} or p.ean = ${exact}`;
}
