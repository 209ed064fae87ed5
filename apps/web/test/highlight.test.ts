import { describe, expect, it } from 'vitest';
import {
  foldText,
  highlightParts,
  highlightRanges,
  highlightTerms,
  searchWords,
  serverTerms,
} from '../src/shared/text/highlight-match';

/** The marked pieces of a text, in order. */
const marked = (text: string, query: string, extra?: string[]) =>
  highlightParts(text, highlightTerms(query, extra))
    .filter((part) => part.match)
    .map((part) => part.text);

describe('search words', () => {
  it('folds case and accents and splits on anything but letters and digits', () => {
    expect(searchWords('  Crème  BRÛLÉE ')).toEqual(['creme', 'brulee']);
    expect(searchWords('VT-0000008')).toEqual(['vt', '0000008']);
    expect(searchWords('lamp lamp')).toEqual(['lamp']);
    expect(searchWords('  ')).toEqual([]);
    expect(foldText('Straße')).toBe('strasse');
  });

  it('adds the terms the server lists, split the same way', () => {
    expect(highlightTerms('lmap', ['lamp', 'Pendant light'])).toEqual(['lmap', 'lamp', 'pendant', 'light']);
    expect(highlightTerms('lamp', undefined)).toEqual(['lamp']);
    expect(highlightTerms('lamp', null)).toEqual(['lamp']);
  });

  it('reads the optional terms of an answer leniently', () => {
    expect(serverTerms({ results: [], terms: ['lamp', 3, 'light'] })).toEqual(['lamp', 'light']);
    expect(serverTerms({ results: [] })).toEqual([]);
    expect(serverTerms({ terms: 'lamp' })).toEqual([]);
    expect(serverTerms([{ terms: ['lamp'] }])).toEqual([]);
    expect(serverTerms(null)).toEqual([]);
  });
});

describe('highlighting', () => {
  it('marks whole words that equal or start with a query word', () => {
    expect(marked('Atelier pendant lamp, lamps and a lampshade', 'lamp')).toEqual([
      'lamp',
      'lamps',
      'lampshade',
    ]);
    expect(marked('Atelier pendant lamp', 'pend lamp')).toEqual(['pendant', 'lamp']);
  });

  it('does not mark a word that only contains a query word', () => {
    expect(marked('Floorlamp and clamp', 'lamp')).toEqual([]);
    expect(marked('Lamp', 'lampshade')).toEqual([]);
  });

  it('ignores case and accents on both sides', () => {
    expect(marked('Crème Brûlée', 'creme')).toEqual(['Crème']);
    expect(marked('CREME brulee', 'Crè BRÛL')).toEqual(['CREME', 'brulee']);
    expect(marked('Hängeleuchte Sonne', 'hange')).toEqual(['Hängeleuchte']);
    expect(marked('Große Straße', 'strasse gros')).toEqual(['Große', 'Straße']);
    // A decomposed accent (e + combining grave) still belongs to its word.
    expect(marked('Cre\u0300me fraiche', 'creme')).toEqual(['Cre\u0300me']);
  });

  it('works in any spaced script', () => {
    expect(marked('Подвесной светильник Atelier', 'свет')).toEqual(['светильник']);
    expect(marked('Κρεμαστό φωτιστικό', 'φωτ')).toEqual(['φωτιστικό']);
  });

  it('marks Chinese and other unspaced scripts as substrings', () => {
    expect(marked('现代吊灯和台灯', '灯')).toEqual(['灯', '灯']);
    expect(marked('现代吊灯和台灯', '吊灯')).toEqual(['吊灯']);
    expect(marked('LED吊灯', 'led')).toEqual(['LED']);
    expect(marked('LED吊灯', '吊')).toEqual(['吊']);
    expect(marked('ランプ', 'ラン')).toEqual(['ラン']);
  });

  it('marks the terms the server adds, such as a corrected typo', () => {
    expect(marked('Atelier pendant lamp', 'lmap')).toEqual([]);
    expect(marked('Atelier pendant lamp', 'lmap', ['lamp'])).toEqual(['lamp']);
  });

  it('marks a word the search forgives a typo for, by the same rule as the server', () => {
    expect(marked('Kaze packshot (2)', 'pakcshot')).toEqual(['packshot']);
    expect(marked('Schreibtischleuchte Arc', 'shreibtischleucte')).toEqual(['Schreibtischleuchte']);
    // Four letters allow no typo; two edits need nine letters.
    expect(marked('Lamp Desk', 'lmap')).toEqual([]);
    expect(marked('Atelier Sol', 'tlaeier')).toEqual([]);
  });

  it('marks article numbers piece by piece', () => {
    expect(marked('Article VT-0000008', 'vt-0000008')).toEqual(['VT', '0000008']);
  });

  it('gives offsets into the original text, merged and in order', () => {
    expect(highlightRanges('lamp lamp', ['lamp'])).toEqual([
      [0, 4],
      [5, 9],
    ]);
    expect(highlightRanges('Straße 灯灯', ['灯', 'str'])).toEqual([
      [0, 6],
      [7, 9],
    ]);
    // "ß" folds to two letters; the match still ends after the original character.
    expect(highlightRanges('大ß大', ['ss大'])).toEqual([[1, 3]]);
  });

  it('keeps the whole text, in order, whatever matches', () => {
    const text = 'Atelier pendant lamp — 现代吊灯';
    for (const query of ['', 'lamp', 'atel 吊', 'nothing']) {
      const parts = highlightParts(text, highlightTerms(query));
      expect(parts.map((part) => part.text).join('')).toBe(text);
    }
    expect(highlightParts('', ['lamp'])).toEqual([{ text: '', match: false }]);
    expect(highlightParts('Lamp', [])).toEqual([{ text: 'Lamp', match: false }]);
  });
});
