/**
 * Typo tolerance of the Damerau kind, by symmetric deletion: two words within one edit (an
 * insertion, a deletion, a substitution or a swap of neighbouring letters) always share a string
 * made by deleting at most one letter from each, so the vocabulary keeps each word's deletions and
 * a query looks up its own; candidates are then checked with the real distance. Words of 5+ letters
 * allow one edit, 9+ two; shorter words none (too many near neighbours).
 */
export function allowedEdits(word: string): number {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

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

/** Edits between two words, a swap of neighbouring letters counting as one (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const rows = Array.from({ length: s.length + 1 }, (_, i) => {
    const row = new Array<number>(t.length + 1).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j <= t.length; j++) rows[0][j] = j;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, rows[i - 2][j - 2] + 1);
      }
      rows[i][j] = best;
    }
  }
  return rows[s.length][t.length];
}
