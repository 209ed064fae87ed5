import { DateOfBirth, findUnstorableText, isIsoDateTime, ProductQuery } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';

describe('isIsoDateTime', () => {
  it('accepts real dates, times and offsets up to ±14:00', () => {
    for (const text of [
      '2000-02-29',
      '1996-02-29T12:00',
      '1990-04-12T00:00:00+02:00',
      '1990-04-12T23:59:59.123Z',
      '1990-04-12T00:00:00+1400',
      '1980-12-31T23:59:59-14:00',
    ])
      expect(isIsoDateTime(text), text).toBe(true);
  });

  it('refuses days a month does not have, times off the clock and offsets beyond ±14:00', () => {
    for (const text of [
      '2001-02-29',
      '1900-02-29',
      '1999-04-31',
      '2000-00-10',
      '2000-13-01',
      '2000-01-00',
      '1990-04-12T24:00',
      '1990-04-12T10:60',
      '1990-04-12T10:00:60',
      '1990-04-12T00:00:00+99:99',
      '1990-04-12T00:00:00+14:01',
      '1990-04-12T00:00:00-15:00',
      '1990-04-12T00:00:00+02:60',
      '1990-4-12',
      '12.04.1990',
      '',
    ])
      expect(isIsoDateTime(text), text).toBe(false);
  });

  it('is what a date of birth checks, within 1900 to 2100', () => {
    expect(DateOfBirth.safeParse('2001-02-29').success).toBe(false);
    expect(DateOfBirth.safeParse('1899-12-31').success).toBe(false);
    expect(DateOfBirth.safeParse('2000-02-29T00:00:00+01:00').success).toBe(true);
  });
});

describe('findUnstorableText', () => {
  it('answers the path of the first NUL or unpaired surrogate, keys included, and nothing for clean input', () => {
    expect(findUnstorableText({ a: 'fine 💡', b: ['ok', { c: 'x\u0000' }] })).toBe('b.1.c');
    expect(findUnstorableText({ a: '\ud800' })).toBe('a');
    expect(findUnstorableText({ a: 'x\udc00' })).toBe('a');
    expect(findUnstorableText({ a: { 'bad\u0000key': 1 } })).toBe('a');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ a: 'Ünïcödé 名称 👍🏽', b: 1, c: null })).toBeUndefined();
    expect(findUnstorableText(Buffer.from([0, 0xd8]))).toBeUndefined();
  });

  it('walks deep nesting without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)*$/);
  });

  it('catches JSON-escaped NUL in product filters, which only appears once parsed', () => {
    const r = ProductQuery.safeParse({ filters: JSON.stringify({ name: 'a\u0000' }) });
    expect(r.success).toBe(false);
    expect(JSON.stringify(r.error?.issues)).toMatch(/NUL characters/);
  });
});
