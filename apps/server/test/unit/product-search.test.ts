import { describe, expect, it } from 'vitest';
import { prefixQuery } from '../../src/modules/products/product-search.ts';

describe('search words', () => {
  it('match words of three characters or more as prefixes, shorter ones whole', () => {
    expect(prefixQuery('Pend lum 14')).toBe('pend:* & lum:* & 14');
    expect(prefixQuery('Arc 0')).toBe('arc:* & 0');
    expect(prefixQuery('Größe – Ø 30cm')).toBe('größe:* & ø & 30cm:*');
  });
  it('ignore punctuation and operators, and keep at most eight words', () => {
    expect(prefixQuery(`'); drop table product; -- & | !`)).toBe('drop:* & table:* & product:*');
    expect(prefixQuery('---')).toBeNull();
    expect(prefixQuery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
  });
});
