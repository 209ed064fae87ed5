import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import {
  INDEXED_SEARCH,
  LISTED,
  PREFIX_MAX,
  searchLexemes,
  type WordLexemes,
} from './product-index.repository.ts';

/** The words of a search text, lower case, at most eight: "Pend-Lum 14!" → ["pend", "lum", "14"]. */
export function searchWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? []
  );
}

const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The two queries of a search, from each word's lexemes (in every configuration searched): `match`
 * for the index and `rank` for ordering. The index holds the prefixes of name, identifier and
 * short-text words up to PREFIX_MAX characters, so a typed prefix ("pend") is one exact index
 * entry instead of a scan of every word that starts with it; longer words are prefixes for the
 * index too. Words shorter than three characters match whole: "14" is not a prefix of "140".
 * Stop words are left out ("the lamp" finds what "lamp" finds), unless there is nothing else.
 */
export function searchQueries(words: WordLexemes[]): { match: string; rank: string } | null {
  const meaningful = words.filter((w) => !w.stop && w.lexemes.length);
  const used = (meaningful.length ? meaningful : words).filter((w) => w.lexemes.length);
  if (!used.length) return null;
  const query = (form: (lexeme: string) => string) =>
    used
      .map(({ lexemes }) => {
        const terms = [...new Set(lexemes)].map(form);
        return terms.length > 1 ? `(${terms.join(' | ')})` : terms[0];
      })
      .join(' & ');
  return {
    match: query((l) => quoted(l) + ([...l].length > PREFIX_MAX ? ':*' : '')),
    rank: query((l) => quoted(l) + ([...l].length >= 3 ? ':*' : '')),
  };
}

/**
 * A search over products `p`: prefix full text (`match`, served by the product search index) and
 * a `fallback(id, rank)` CTE with exact SKU/EAN matches, plus typo-tolerant trigram matches on
 * names that run only when the full text finds nothing at all.
 */
export interface ProductSearch {
  match: RawBuilder<unknown>;
  /** Rank of a full-text match (0 unless relevance order is asked). */
  rank: RawBuilder<unknown>;
  /** The fallback CTEs, given the CTE holding the page's full-text matches. */
  ctes(fulltext: RawBuilder<unknown>): RawBuilder<unknown>;
}

export async function productSearch(
  db: Database,
  text: string,
  locale: RequestLocale,
  ranked: boolean,
): Promise<ProductSearch | null> {
  const words = searchWords(text);
  if (!words.length) return null;
  const queries = searchQueries(await searchLexemes(db, words, locale.code, locale.defaultCode));
  // Words that are all stop words still look for identifiers and names below.
  const match = queries ? sql`${INDEXED_SEARCH} @@ ${queries.match}::tsquery` : sql`false`;
  const exact = text.trim();
  const normalized = text.trim().toLowerCase();
  const locales = [...new Set([locale.code, locale.defaultCode])];
  return {
    match,
    rank: ranked && queries ? sql`ts_rank(p.search, ${queries.rank}::tsquery)` : sql`0`,
    // "Does the full text find anything?" asks the page's own matches first; only when they are
    // none does it probe the index over every listed product (the same predicate as the index).
    ctes: (fulltext) => sql`
      exact as materialized (select p.id, 100::real as rank from product p where p.sku = ${exact} or p.ean = ${exact}),
      typo as materialized (
        select t.product_id as id, max(word_similarity(unaccent(${normalized}), t.sort_name))::real as rank
        from product_translation t
        where not exists (select 1 from ${fulltext}) and not exists (select 1 from product p where ${LISTED} and ${match})
          and not exists (select 1 from exact)
          and t.locale in (${sql.join(locales)}) and unaccent(${normalized}) <% t.sort_name
        group by t.product_id),
      fallback as (select * from exact union all select * from typo)`,
  };
}
