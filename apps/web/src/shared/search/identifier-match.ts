import { identifierKey } from '@vitrine/contract/identifier-key';
import type { TextPart } from '../text/highlight-match';

/** Typed keys shorter than this only match an identifier's start (the server's rule). */
const ANYWHERE_FROM = 4;

/**
 * Where a typed text matches an identifier as the search compares them (letters and digits only,
 * any case, separators ignored): as [start, end) offsets into the identifier as written, or null.
 * The whole typed key is tried first, then each typed word; a key matches the identifier's start,
 * or anywhere once it has four characters.
 *
 * @example identifierRange('VT-0000022', 'vt000002') → [0, 9] ("VT-000002")
 */
export function identifierRange(identifier: string, typed: string): [number, number] | null {
  // Each unit of the identifier's key, with the span of the written character it came from.
  let key = '';
  const from: number[] = [];
  const to: number[] = [];
  let i = 0;
  for (const char of identifier) {
    const part = identifierKey(char);
    for (let k = 0; k < part.length; k++) {
      from.push(i);
      to.push(i + char.length);
    }
    key += part;
    i += char.length;
  }
  const candidates = [identifierKey(typed), ...typed.split(/\s+/).map(identifierKey)];
  for (const wanted of candidates) {
    if (wanted.length < 2) continue;
    const at = key.startsWith(wanted) ? 0 : wanted.length >= ANYWHERE_FROM ? key.indexOf(wanted) : -1;
    if (at !== -1) return [from[at], to[at + wanted.length - 1]];
  }
  return null;
}

/** The identifier cut into its typed (marked) part and the rest; joined they give it back. */
export function identifierParts(identifier: string, typed: string): TextPart[] {
  const range = identifierRange(identifier, typed);
  if (!range) return [{ text: identifier, match: false }];
  const [start, end] = range;
  return [
    { text: identifier.slice(0, start), match: false },
    { text: identifier.slice(start, end), match: true },
    { text: identifier.slice(end), match: false },
  ].filter((part) => part.text !== '');
}
