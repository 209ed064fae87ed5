import type { Database } from '../../db/database.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { identifierSearch, type IdentifierSearch } from '../../search/identifier-search.ts';
import { expandedLexemes, searchQueries, searchWords } from '../../search/search-query.ts';

/**
 * A search, planned: the full-text queries with the engine's prefixes, typo corrections and CJK
 * pairs (null when every word is a stop word without forms; identifiers are still looked for) and
 * the code the text may be (sku, EAN, supplier number), looked for among the identifiers.
 */
export interface SearchPlan {
  /** What was looked for: words, CJK pairs, typo corrections (for highlighting). */
  terms: string[];
  match: string | null;
  /** The ranking query, only when the list is sorted by relevance. */
  rank: string | null;
  /** Whole words as typed, ranking exact matches above prefix and typo ones (with `rank`). */
  exactRank: string | null;
  /** The relevance tiers (search-rank.ts), which come before any order. */
  tiers: string[];
  identifier: IdentifierSearch | null;
}

/** The plan of a search text in a locale; null when the text holds no word. */
export async function planSearch(
  db: Database,
  text: string,
  locale: RequestLocale,
  ranked: boolean,
): Promise<SearchPlan | null> {
  const words = searchWords(text);
  if (!words.length) return null;
  const { lexemes, terms } = await expandedLexemes(db, words, locale.code, locale.defaultCode);
  const queries = searchQueries(lexemes);
  return {
    terms,
    match: queries?.match ?? null,
    rank: ranked ? (queries?.rank ?? null) : null,
    exactRank: ranked ? (queries?.exact ?? null) : null,
    tiers: queries?.tiers ?? [],
    identifier: identifierSearch(text),
  };
}
