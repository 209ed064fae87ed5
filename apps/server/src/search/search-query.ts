import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { cjkTerms, type CjkTerm } from './cjk.ts';
import { searchConfig } from './text-config.ts';
import { typoCorrections } from './vocabulary.ts';

/**
 * Longest word prefix the search index holds (migration 0004, `search_with_prefixes`): typed
 * prefixes up to this length are single index entries.
 */
export const PREFIX_MAX = 15;

/** A search word's lexemes in the configurations searched, and whether one of them drops it. */
export interface WordLexemes {
  /** The word as typed, lower case and without accents: what the vocabulary holds. */
  plain: string;
  lexemes: string[];
  /** The word's own lexemes, when `lexemes` also holds typo corrections. */
  own?: string[];
  /** A stop word in one of the languages ("the", "die"): that language's vectors never hold it. */
  stop: boolean;
  /** Only ranks, a text need not hold it (the character pairs of a long CJK run, cjk.ts). */
  rankOnly?: boolean;
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
      lower(unaccent(w)) as plain,
      array(select distinct l from ${list} c, unnest(tsvector_to_array(to_tsvector(c, unaccent(w)))) l) as lexemes,
      exists (select 1 from ${list} c where to_tsvector(c, unaccent(w)) = ''::tsvector) as stop
    from unnest(${sql.val(words)}::text[]) with ordinality as x(w, i) order by i`.execute(db);
  return result.rows;
}

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

/** The full-text queries of a search (to_tsquery('simple', …) strings). */
export interface SearchQueries {
  /** For the index: `search_with_prefixes(vector) @@ match`. */
  match: string;
  /** For ordering: `ts_rank(vector, rank) + ts_rank(vector, exact)` (exact when not null). */
  rank: string;
  /** Whole words as typed: ranks exact matches above prefix and typo ones. */
  exact: string | null;
  /**
   * The relevance tiers a match falls in, best first (search-rank.ts): every word whole in a
   * name or title (weight A) and a short last word being typed beginning one there, every word
   * whole there, every word as a prefix there, with typo corrections there; a match in none is in
   * the last tier (its words only in the texts).
   */
  tiers: string[];
}

/**
 * The queries of a search, from each word's lexemes (in every configuration searched): `match`
 * for the index and `rank` for ordering. The index holds the prefixes of name and identifier
 * words (products; contents also of their introductions) up to PREFIX_MAX characters, so a typed
 * prefix ("pend") is one exact index
 * entry instead of a scan of every word that starts with it; longer words are prefixes for the
 * index too. Words shorter than three characters match whole: "14" is not a prefix of "140";
 * but a last word of one or two letters after others is being typed ("desk la"): it only ranks,
 * as a prefix. Stop words are left out ("the lamp" finds what "lamp" finds), unless there is
 * nothing else.
 */
export function searchQueries(words: WordLexemes[]): SearchQueries | null {
  const meaningful = words.filter((w) => !w.stop && w.lexemes.length);
  const all = (meaningful.length ? meaningful : words).filter((w) => w.lexemes.length);
  const last = all.at(-1);
  const typing =
    all.length > 1 && last && !last.rankOnly && /^\p{Script=Latin}{1,2}$/u.test(last.plain) ? last : null;
  const used = all.filter((w) => !w.rankOnly && w !== typing);
  if (!used.length) return null;
  const query = (
    form: (lexeme: string, word: WordLexemes) => string,
    pick = (w: WordLexemes) => w.lexemes,
    of: WordLexemes[] = used,
  ) =>
    of
      .map((word) => {
        const terms = [...new Set(pick(word))].map((l) => form(l, word));
        return terms.length > 1 ? `(${terms.join(' | ')})` : terms[0];
      })
      .join(' & ');
  const own = (w: WordLexemes) => w.own ?? w.lexemes;
  const prefixed = (weight: string) => (l: string) =>
    quoted(l) + ([...l].length >= 3 ? `:*${weight}` : `:${weight}`);
  const typed = used.every((w) => own(w).length);
  const tiers = [
    ...(typed ? [query((l) => `${quoted(l)}:A`, own), query(prefixed('A'), own)] : []),
    ...(used.some((w) => w.own) ? [query(prefixed('A'))] : []),
  ];
  // The short word being typed begins a name word of the best matches ("lumio ar": Lumio Arc
  // first): a tier of its own, as ranking a prefix that most texts hold somewhere cannot tell.
  if (typing && tiers.length)
    tiers.unshift(`${tiers[0]} & ${query((l) => `${quoted(l)}:*A`, undefined, [typing])}`);
  return {
    tiers,
    match: query((l) => quoted(l) + ([...l].length > PREFIX_MAX ? ':*' : '')),
    rank: query((l, w) => quoted(l) + ([...l].length >= 3 || w === typing ? ':*' : ''), undefined, all),
    // Whole words as typed, no prefixes or corrections: added to `rank`, it puts exact matches
    // above prefix and typo matches.
    exact: typed ? query(quoted, own) : null,
  };
}

/**
 * The words of a search ready for the index: CJK runs as their character pairs, and each word
 * that the vocabulary does not know (nor starts) joined by the known words within its allowed
 * typos ("atleier" → atleier | atelier). `terms` are what was looked for, corrections included.
 */
export async function expandedLexemes(
  db: Database,
  words: string[],
  locale: string,
  defaultLocale: string,
): Promise<{ lexemes: WordLexemes[]; terms: string[] }> {
  // A part asked for twice is required and marked when either asks it.
  const split = new Map<string, CjkTerm>();
  for (const part of words.flatMap(cjkTerms)) {
    const seen = split.get(part.text);
    split.set(
      part.text,
      seen ? { ...part, rankOnly: seen.rankOnly && part.rankOnly, marked: seen.marked || part.marked } : part,
    );
  }
  const parts = [...split.values()].slice(0, 16);
  const lexemes = await searchLexemes(
    db,
    parts.map((p) => p.text),
    locale,
    defaultLocale,
  );
  lexemes.forEach((l, i) => {
    if (parts[i].rankOnly) l.rankOnly = true;
  });
  const corrections = await typoCorrections(
    db,
    lexemes.map((l) => l.plain),
  );
  const terms = parts.filter((p) => p.marked).map((p) => p.text);
  if (corrections.size) {
    const fixes = [...new Set([...corrections.values()].flat())];
    const fixed = new Map(
      (await searchLexemes(db, fixes, locale, defaultLocale)).map((l, i) => [fixes[i], l.lexemes]),
    );
    for (const word of lexemes) {
      if (corrections.has(word.plain)) word.own = word.lexemes;
      for (const fix of corrections.get(word.plain) ?? []) {
        word.lexemes = [...new Set([...word.lexemes, ...(fixed.get(fix) ?? [])])];
        word.stop = false;
        terms.push(fix);
      }
    }
  }
  return { lexemes, terms };
}

/** A search text as the full-text queries every area runs against its own search vector. */
export interface FullTextQuery extends SearchQueries {
  /** The search's words, as typed (lower case): what previews highlight. */
  words: string[];
  /** What was looked for: the words, CJK character pairs and typo corrections. */
  terms: string[];
}

/**
 * The full-text queries of a search text in a locale (its own language, the default one and the
 * plain configuration); null when the text holds no word. Areas build their SQL on this, so typo
 * tolerance and new languages land in every area at once.
 */
export async function fullTextQuery(
  db: Database,
  text: string,
  locale: { code: string; defaultCode: string },
): Promise<FullTextQuery | null> {
  const words = searchWords(text);
  if (!words.length) return null;
  const { lexemes, terms } = await expandedLexemes(db, words, locale.code, locale.defaultCode);
  const queries = searchQueries(lexemes);
  return queries ? { words, terms, ...queries } : null;
}
