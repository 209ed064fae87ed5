import { allowedEdits, editDistance } from '@vitrine/contract/typo-distance';

/** A piece of a text, marked when it matched a search word. */
export interface TextPart {
  text: string;
  match: boolean;
}

// Scripts written without spaces between words: a search word matches anywhere inside them.
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
// A word of a spaced script: letters, digits and the marks that belong to them.
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** Lower case without accents ("Crème" → "creme", "Straße" → "strasse"): search ignores both. */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');
}

/**
 * The words of a query as the server splits them: runs of letters and digits (punctuation
 * separates, so "VT-0008" is "vt" and "0008"), folded, without repeats.
 */
export function searchWords(query: string): string[] {
  const words = foldText(query).match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)];
}

/**
 * The terms to mark for a query: its words plus any the server adds (the words it really matched,
 * e.g. after correcting a typo). Each extra term is split like the query.
 */
export function highlightTerms(query: string, extra?: readonly string[] | null): string[] {
  return [...new Set([...searchWords(query), ...(extra ?? []).flatMap(searchWords)])];
}

/**
 * The optional `terms` of a search answer: words the server matched besides the typed ones (it may
 * add them for typo corrections). Anything but a list of strings counts as none.
 */
export function serverTerms(answer: unknown): string[] {
  const terms = typeof answer === 'object' && answer !== null ? (answer as { terms?: unknown }).terms : null;
  return Array.isArray(terms) ? terms.filter((term): term is string => typeof term === 'string') : [];
}

/**
 * Where a text matches the terms, as [start, end) offsets into the text, sorted and merged.
 * A word (of a spaced script) matches when it equals or starts with a term, ignoring case and
 * accents, or is within the search's typo rule of it ("pakcshot" marks "packshot", as the server
 * found it), and is marked whole. A term in a script without spaces (Chinese, Japanese, Korean)
 * matches wherever it occurs, and only that part is marked.
 */
export function highlightRanges(text: string, terms: readonly string[]): [number, number][] {
  const folded = terms.map(foldText).filter((term) => term !== '');
  if (!text || folded.length === 0) return [];
  const spaced = folded.filter((term) => !UNSPACED.test(term));
  const unspaced = folded.filter((term) => UNSPACED.test(term));
  const ranges: [number, number][] = [];

  if (spaced.length) {
    for (const word of text.matchAll(WORD)) {
      // A run like "LED灯" holds a spaced word and unspaced characters: each part on its own.
      for (const part of splitUnspaced(word[0], word.index)) {
        const f = foldText(part.text);
        if (spaced.some((term) => f.startsWith(term) || withinTypos(f, term)))
          ranges.push([part.start, part.start + part.text.length]);
      }
    }
  }
  if (unspaced.length) ranges.push(...substringRanges(text, unspaced));
  return merge(ranges);
}

/** The text cut into marked and unmarked parts, in order; joined they give the text back. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of highlightRanges(text, terms)) {
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/** Whether a word is the term with a typo the search forgives (cheap checks first: length). */
function withinTypos(word: string, term: string): boolean {
  const edits = allowedEdits(term);
  return edits > 0 && Math.abs(word.length - term.length) <= edits && editDistance(word, term) <= edits;
}

/** The spaced-script pieces of a word run; unspaced characters are left to substringRanges. */
function splitUnspaced(word: string, offset: number): { text: string; start: number }[] {
  const pieces: { text: string; start: number }[] = [];
  let start = -1;
  let i = 0;
  for (const char of word) {
    const unspaced = UNSPACED.test(char);
    if (!unspaced && start === -1) start = i;
    if (unspaced && start !== -1) {
      pieces.push({ text: word.slice(start, i), start: offset + start });
      start = -1;
    }
    i += char.length;
  }
  if (start !== -1) pieces.push({ text: word.slice(start), start: offset + start });
  return pieces;
}

/** Every occurrence of the terms in the text, compared folded; offsets point into the original. */
function substringRanges(text: string, terms: string[]): [number, number][] {
  // Folding can change a character's length ("ß" → "ss"), so keep where each folded unit came from.
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let i = 0;
  for (const char of text) {
    const f = foldText(char);
    for (let k = 0; k < f.length; k++) {
      from.push(i);
      to.push(i + char.length);
    }
    folded += f;
    i += char.length;
  }
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      ranges.push([from[at], to[at + term.length - 1]]);
    }
  }
  return ranges;
}

function merge(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
