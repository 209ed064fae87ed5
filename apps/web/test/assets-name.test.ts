import { describe, expect, it } from 'vitest';
import { NAME_LIMIT, truncateName } from '@vitrine/contract/asset-name';

describe('asset names on cards (spec 9: 45 characters plus an ellipsis)', () => {
  it('keeps names of up to 45 characters as they are', () => {
    expect(NAME_LIMIT).toBe(45);
    expect(truncateName('')).toBe('');
    expect(truncateName('Lumio packshot')).toBe('Lumio packshot');
    const exact = 'x'.repeat(45);
    expect(truncateName(exact)).toBe(exact);
  });

  it('cuts longer names after 45 characters and adds an ellipsis', () => {
    const name = 'VT-0000001 Lumio Arc Pendant Light packshot with a long tail';
    const short = truncateName(name);
    expect(short).toBe(`${name.slice(0, 45)}…`);
    expect(Array.from(short)).toHaveLength(46);
    expect(truncateName('y'.repeat(46))).toBe(`${'y'.repeat(45)}…`);
  });

  it('counts characters, not UTF-16 units, so nothing is cut in half', () => {
    const name = `${'😀'.repeat(44)}ünïcødé`;
    const short = truncateName(name);
    expect(short).toBe(`${'😀'.repeat(44)}ü…`);
    // encodeURIComponent throws on a lone surrogate, i.e. a character cut in half.
    expect(() => encodeURIComponent(short)).not.toThrow();
    expect(truncateName('😀'.repeat(45))).toBe('😀'.repeat(45));
  });

  it('takes another limit when asked', () => {
    expect(truncateName('abcdef', 3)).toBe('abc…');
  });
});
