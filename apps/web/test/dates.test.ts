import { describe, expect, it } from 'vitest';
import { dateLocaleKey, loadDateLocale } from '../src/shared/dates/date-locales';
import { parseIsoValue, toIsoValue, UNREADABLE } from '../src/shared/dates/iso-value';

describe('date inputs keep the ISO values the API takes', () => {
  it('reads a day, a time and a day with a time as local dates', () => {
    expect(parseIsoValue('date', '2026-09-14')).toEqual(new Date(2026, 8, 14));
    expect(parseIsoValue('date', '1990-04-12T00:00:00+00:00')).toEqual(new Date(1990, 3, 12));
    expect(parseIsoValue('time', '07:05')).toEqual(new Date(2000, 0, 1, 7, 5));
    expect(parseIsoValue('datetime', '2026-09-14T16:45')).toEqual(new Date(2026, 8, 14, 16, 45));
  });

  it('leaves empty empty and marks what is no date', () => {
    expect(parseIsoValue('date', '')).toBeNull();
    expect(parseIsoValue('date', null)).toBeNull();
    for (const [kind, text] of [
      ['date', '2026-02-30'],
      ['date', '14.09.2026'],
      ['time', '24:00'],
      ['time', UNREADABLE],
      ['datetime', '2026-13-01T10:00'],
    ] as const)
      expect(Number.isNaN(parseIsoValue(kind, text)!.getTime()), `${kind} ${text}`).toBe(true);
  });

  it('writes a picked date back as the native inputs did', () => {
    const picked = new Date(2026, 8, 4, 9, 5);
    expect(toIsoValue('date', picked)).toBe('2026-09-04');
    expect(toIsoValue('time', picked)).toBe('09:05');
    expect(toIsoValue('datetime', picked)).toBe('2026-09-04T09:05');
    expect(toIsoValue('date', null)).toBe('');
    expect(toIsoValue('date', new Date(NaN))).toBe(UNREADABLE);
  });

  it('keeps early years whole', () => {
    const early = parseIsoValue('date', '0099-01-31')!;
    expect(early.getFullYear()).toBe(99);
    expect(toIsoValue('date', early)).toBe('0099-01-31');
  });

  it('round-trips every kind', () => {
    for (const [kind, text] of [
      ['date', '2024-02-29'],
      ['time', '23:59'],
      ['datetime', '2026-12-31T00:00'],
    ] as const)
      expect(toIsoValue(kind, parseIsoValue(kind, text))).toBe(text);
  });
});

describe('the date format follows the portal locale', () => {
  it('takes the region where it writes dates its own way, else the language', () => {
    expect(dateLocaleKey('en_US')).toBe('en-US');
    expect(dateLocaleKey('en-GB')).toBe('en-GB');
    expect(dateLocaleKey('nl_BE')).toBe('nl-BE');
    expect(dateLocaleKey('de_DE')).toBe('de');
    expect(dateLocaleKey('fr_BE')).toBe('fr');
    expect(dateLocaleKey('sv_FI')).toBe('sv');
    expect(dateLocaleKey('nn_NO')).toBe('nn');
  });

  it('falls back to the main country of a language, then to British English', () => {
    expect(dateLocaleKey('en')).toBe('en-GB');
    expect(dateLocaleKey('en_MT')).toBe('en-GB');
    expect(dateLocaleKey('zh_SG')).toBe('zh-CN');
    expect(dateLocaleKey('pt_BR')).toBe('en-GB');
    expect(dateLocaleKey('')).toBe('en-GB');
  });

  it('loads each locale once, with the day order the language writes', async () => {
    const german = await loadDateLocale('de_DE');
    expect(loadDateLocale('de_AT')).not.toBe(loadDateLocale('de_DE'));
    expect(loadDateLocale('de_CH')).toBe(loadDateLocale('de_DE'));
    expect(german.code).toBe('de');
    expect(german.formatLong?.date({ width: 'short' })).toBe('dd.MM.y');
    expect((await loadDateLocale('en_US')).formatLong?.date({ width: 'short' })).toBe('MM/dd/yyyy');
  });
});
