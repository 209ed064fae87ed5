import { gtinCore, identifierKey, looksLikeCode } from '@vitrine/contract/identifier-key';
import { type RawBuilder, sql } from 'kysely';

/**
 * A search read as an article number, EAN or model code (`identifierKey`: any case, separators
 * optional): matched against stored keys (" vt0000022 8710000000222 ") as the whole key, its
 * start while typing, or — from four characters — any part of it ("0000022", "00022").
 */
export interface IdentifierSearch {
  /** The typed code's keys: itself, and a GTIN's without leading zeros. */
  keys: string[];
  /** Whether a key's inner part may match too (4+ characters). */
  inner: boolean;
}

/** Shorter keys would begin too many codes to be worth a lookup ("v2"). */
const MIN_KEY = 3;
const MIN_INNER = 4;
const MAX_KEY = 64;

/** The code a search text may be, or null when it holds no digit or too few characters. */
export function identifierSearch(text: string): IdentifierSearch | null {
  const key = identifierKey(text);
  if ([...key].length < MIN_KEY || [...key].length > MAX_KEY || !looksLikeCode(key)) return null;
  const core = gtinCore(key);
  return { keys: core && core !== key ? [key, core] : [key], inner: [...key].length >= MIN_INNER };
}

const anyOf = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` or `)})`;

// Keys are letters and digits only: nothing in a pattern needs escaping.
const pattern = (column: RawBuilder<unknown>, search: IdentifierSearch, at: (key: string) => string) =>
  anyOf(search.keys.map((key) => sql<boolean>`${column} like ${at(key)}`));

/**
 * Whether stored keys (`column`) match, as a whole key only or as the search allows (a start, or
 * any part): the condition a trigram index serves.
 */
export function identifierMatch(
  column: RawBuilder<unknown>,
  search: IdentifierSearch,
  whole?: 'whole',
): RawBuilder<boolean> {
  return pattern(column, search, (key) => (whole ? `% ${key} %` : search.inner ? `%${key}%` : `% ${key}%`));
}

/**
 * The identifier tier of a match, best first: -3 a whole key, -2 a key's start (typing it), -1 a
 * key's end (its last digits), 0 another part of one. Below 1, the first of the full-text tiers
 * (search-rank.ts): an article number typed in full never shows a look-alike or a text match first.
 */
export function identifierTier(column: RawBuilder<unknown>, search: IdentifierSearch): RawBuilder<number> {
  return sql<number>`(case when ${pattern(column, search, (key) => `% ${key} %`)} then -3
    when ${pattern(column, search, (key) => `% ${key}%`)} then -2
    when ${pattern(column, search, (key) => `%${key} %`)} then -1 else 0 end)`;
}
