import { describe, expect, it } from 'vitest';
import { searchQueries, searchWords } from '../../src/search/search-query.ts';

describe('search words', () => {
  it('ignore punctuation and operators, and keep at most eight words', () => {
    expect(searchWords(`'); drop table product; -- & | !`)).toEqual(['drop', 'table', 'product']);
    expect(searchWords('Größe – Ø 30cm')).toEqual(['größe', 'ø', '30cm']);
    expect(searchWords('---')).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

const w = (...lexemes: string[]) => ({ plain: lexemes[0] ?? '', lexemes, stop: false });

describe('search queries', () => {
  it('match indexed prefixes exactly, long words as prefixes, and rank every word of three or more as a prefix', () => {
    expect(searchQueries([w('pend'), w('lum'), w('14')])).toEqual({
      match: "'pend' & 'lum' & '14'",
      rank: "'pend':* & 'lum':* & '14'",
      exact: "'pend' & 'lum' & '14'",
      tiers: ["'pend':A & 'lum':A & '14':A", "'pend':*A & 'lum':*A & '14':A"],
    });
    expect(searchQueries([w('schreibtischleucht', 'schreibtischleuchte')])?.match).toBe(
      "('schreibtischleucht':* | 'schreibtischleuchte':*)",
    );
  });
  it('offer each word in every form its languages give, once, and skip words without any', () => {
    expect(searchQueries([w('lamp', 'lamps', 'lamp'), w(), w('0')])?.match).toBe("('lamp' | 'lamps') & '0'");
    expect(searchQueries([w(), w()])).toBeNull();
  });
  it('put the matches whose names begin with a short word being typed first', () => {
    const queries = searchQueries([w('lumio'), w('ar')]);
    expect(queries?.match).toBe("'lumio'");
    expect(queries?.tiers).toEqual(["'lumio':A & 'ar':*A", "'lumio':A", "'lumio':*A"]);
  });
  it('leave out stop words, unless the search has nothing else', () => {
    const the = { plain: 'the', lexemes: ['the'], stop: true };
    expect(searchQueries([the, w('lamp')])?.match).toBe("'lamp'");
    expect(searchQueries([the])?.match).toBe("'the'");
  });
  it('rank whole words as typed above their corrections and prefixes', () => {
    const typo = { plain: 'atleier', lexemes: ['atleier', 'atelier'], own: ['atleier'], stop: false };
    expect(searchQueries([typo, w('sol')])).toEqual({
      match: "('atleier' | 'atelier') & 'sol'",
      rank: "('atleier':* | 'atelier':*) & 'sol':*",
      exact: "'atleier' & 'sol'",
      // Name tiers: the words as typed, as prefixes, then with the corrections.
      tiers: ["'atleier':A & 'sol':A", "'atleier':*A & 'sol':*A", "('atleier':*A | 'atelier':*A) & 'sol':*A"],
    });
  });
  it('quote what the query syntax would read as operators', () => {
    expect(searchQueries([w("o'neil\\")])?.match).toBe("'o''neil\\\\'");
  });

  it('let a last word of one or two letters after others only rank, as a prefix', () => {
    expect(searchQueries([w('desk'), w('la')])).toMatchObject({ match: "'desk'", rank: "'desk':* & 'la':*" });
    expect(searchQueries([w('la')])?.match).toBe("'la'");
    expect(searchQueries([w('arc'), w('14')])?.match).toBe("'arc' & '14'");
    expect(searchQueries([w('la'), w('desk')])?.match).toBe("'la' & 'desk'");
  });

  it('rank with the pairs of a long CJK run, which the match does not require', () => {
    const pair = { ...w('灯具'), rankOnly: true };
    expect(searchQueries([w('灯'), w('具'), w('保'), pair])).toMatchObject({
      match: "'灯' & '具' & '保'",
      rank: "'灯' & '具' & '保' & '灯具'",
    });
    expect(searchQueries([pair])).toBeNull();
  });
});
