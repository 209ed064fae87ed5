import { describe, expect, it } from 'vitest';
import { cjkTerms } from '../../src/search/cjk.ts';
import { allowedEdits, deletions, editDistance } from '../../src/search/typo.ts';

describe('typo tolerance', () => {
  it('allows one edit from 5 letters and two from 9', () => {
    expect(['lamp', 'lampe', 'atelier', 'schreibtisch'].map(allowedEdits)).toEqual([0, 1, 1, 2]);
    expect(allowedEdits('ÄÖÜßé')).toBe(1);
  });

  it('counts a swap of neighbouring letters as one edit, anywhere in the word', () => {
    expect(editDistance('atleier', 'atelier')).toBe(1);
    expect(editDistance('taelier', 'atelier')).toBe(1);
    expect(editDistance('atelire', 'atelier')).toBe(1);
    expect(editDistance('atelir', 'atelier')).toBe(1);
    expect(editDistance('ateleir', 'atelier')).toBe(1);
    expect(editDistance('btelier', 'atelier')).toBe(1);
    expect(editDistance('xatelier', 'atelier')).toBe(1);
    expect(editDistance('telier', 'atelier')).toBe(1);
    expect(editDistance('tealier', 'atelier')).toBe(2);
    expect(editDistance('schreibtsich', 'schreibtisch')).toBe(1);
    expect(editDistance('leuchte', 'leuchte')).toBe(0);
  });

  it('finds every word within the allowed edits through shared deletions', () => {
    const pairs: [string, string][] = [
      ['atleier', 'atelier'],
      ['taelier', 'atelier'],
      ['atelir', 'atelier'],
      ['xatelier', 'atelier'],
      ['btelier', 'atelier'],
      ['schriebtisch', 'schreibtisch'],
      ['schreibtsch', 'schreibtisch'],
      ['shreibtich', 'schreibtisch'],
    ];
    for (const [typed, word] of pairs) {
      const mine = new Set(deletions(typed, allowedEdits(typed)));
      const theirs = deletions(word, allowedEdits(word));
      expect(
        theirs.some((d) => mine.has(d)),
        `${typed} → ${word}`,
      ).toBe(true);
      expect(editDistance(typed, word)).toBeLessThanOrEqual(allowedEdits(typed));
    }
  });

  it('keeps the deletions of a word unique', () => {
    const all = deletions('lampe', 1);
    expect(all).toEqual(['lampe', 'ampe', 'lmpe', 'lape', 'lame', 'lamp']);
    expect(new Set(deletions('schreibtisch', 2)).size).toBe(deletions('schreibtisch', 2).length);
  });
});

describe('CJK search terms', () => {
  const texts = (word: string) => cjkTerms(word).map((t) => (t.rankOnly ? `~${t.text}` : t.text));
  it('keeps a pair whole, and a longer run as required characters with its pairs to rank', () => {
    expect(texts('灯具保养')).toEqual(['灯', '具', '保', '养', '~灯具', '~具保', '~保养']);
    expect(
      cjkTerms('灯具保养')
        .filter((t) => t.marked)
        .map((t) => t.text),
    ).toEqual(['灯具', '具保', '保养']);
    expect(texts('灯')).toEqual(['灯']);
    expect(texts('led灯具')).toEqual(['led', '灯具']);
    expect(texts('atelier')).toEqual(['atelier']);
    expect(texts('ランプ')).toEqual(['ラ', 'ン', 'プ', '~ラン', '~ンプ']);
    expect(texts('灯灯灯')).toEqual(['灯', '~灯灯']);
  });
});
