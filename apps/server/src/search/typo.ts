import { allowedEdits, editDistance } from '@vitrine/contract/typo-distance';

/**
 * Typo tolerance of the Damerau kind, by symmetric deletion: two words within one edit (an
 * insertion, a deletion, a substitution or a swap of neighbouring letters) always share a string
 * made by deleting at most one letter from each, so the vocabulary keeps each word's deletions and
 * a query looks up its own; candidates are then checked with the real distance (the rule and
 * the distance are the contract's, typo-distance.ts, which the web app marks corrected words by).
 */

/** The word and every string made by deleting up to `depth` of its letters. */
export function deletions(word: string, depth: number): string[] {
  const found = new Set([word]);
  let level = [word];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const w of level) {
      const letters = [...w];
      for (let i = 0; i < letters.length; i++) {
        const shorter = letters.slice(0, i).join('') + letters.slice(i + 1).join('');
        if (!found.has(shorter)) {
          found.add(shorter);
          next.push(shorter);
        }
      }
    }
    level = next;
  }
  return [...found];
}

export { allowedEdits, editDistance };
