import type { Database } from '../../db/database.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { PREFIX_MAX, searchLexemes, type WordLexemes } from './product-index.repository.ts';

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
 * A search, planned: the full-text queries (null when every word is a stop word without forms, and
 * identifiers and names are still looked for), the text for exact SKU/EAN matches, and the
 * normalized text and locales of the typo-tolerant name match that runs when nothing else matches.
 */
export interface SearchPlan {
  match: string | null;
  /** The ranking query, only when the list is sorted by relevance. */
  rank: string | null;
  exact: string;
  normalized: string;
  locales: string[];
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
  const queries = searchQueries(await searchLexemes(db, words, locale.code, locale.defaultCode));
  return {
    match: queries?.match ?? null,
    rank: ranked ? (queries?.rank ?? null) : null,
    exact: text.trim(),
    normalized: text.trim().toLowerCase(),
    locales: [...new Set([locale.code, locale.defaultCode])],
  };
}
