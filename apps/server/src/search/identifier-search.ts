import { gtinCore, identifierKey, looksLikeCode } from '@vitrine/contract/identifier-key';

/**
 * A search read as an article number, EAN or model code (`identifierKey`: any case, separators
 * optional), to match stored keys as a whole key, its start while typing, or — from four
 * characters — its end (the last digits) or another part of it ("0000022", "00022").
 */
export interface IdentifierSearch {
  /** The typed code's keys: itself, and a GTIN's without leading zeros. */
  keys: string[];
  /** Whether a key's end or inner part may match too (4+ characters). */
  inner: boolean;
}

/** Shorter keys would begin too many codes to be worth a lookup ("v2"). */
const MIN_KEY = 3;
const MIN_INNER = 4;
const MAX_KEY = 64;

/** The code a search text may be, or null when it holds no digit or too few characters. */
export function identifierSearch(text: string): IdentifierSearch | null {
  const key = identifierKey(text);
  const length = [...key].length;
  if (length < MIN_KEY || length > MAX_KEY || !looksLikeCode(key)) return null;
  const core = gtinCore(key);
  return { keys: core && core !== key ? [key, core] : [key], inner: length >= MIN_INNER };
}

/**
 * The identifier tiers of a match, best first, below 1, the first of the full-text tiers
 * (search-rank.ts): an article number typed in full never shows a look-alike or a text match first.
 */
export const CODE_TIER = { whole: -3, start: -2, end: -1, inside: 0 } as const;
