import { describe, expect, it } from 'vitest';
import { formatIsoValue, formatMoment } from '../src/shared/format/date-time';

describe('dates and times as the reader’s language writes them', () => {
  it('writes a day in the language’s order with the year whole', () => {
    expect(formatIsoValue('date', '2026-09-14', 'de-DE')).toBe('14.09.2026');
    expect(formatIsoValue('date', '2026-09-14', 'en-GB')).toBe('14/09/2026');
    expect(formatIsoValue('date', '2026-09-14', 'en-US')).toBe('09/14/2026');
    expect(formatIsoValue('date', '2026-09-14', 'zh-CN')).toBe('2026/09/14');
  });

  it('always on a 24-hour clock, also in American English', () => {
    expect(formatIsoValue('time', '16:45', 'en-US')).toBe('16:45');
    expect(formatIsoValue('time', '07:05', 'en-GB')).toBe('07:05');
    expect(formatIsoValue('datetime', '2026-09-14T16:45', 'de-DE')).toBe('14.09.2026, 16:45');
    expect(formatIsoValue('datetime', '2026-09-14T00:30', 'en-US')).toBe('09/14/2026, 00:30');
  });

  it('gives back text that is no date as it is', () => {
    expect(formatIsoValue('date', 'next Tuesday', 'de-DE')).toBe('next Tuesday');
    expect(formatIsoValue('time', '', 'de-DE')).toBe('');
  });

  it('writes a moment in the reader’s zone', () => {
    const moment = new Date(2026, 8, 14, 16, 45).toISOString();
    expect(formatMoment(moment, 'de-DE')).toBe('14.09.2026, 16:45');
    expect(formatMoment('not a moment', 'de-DE')).toBe('not a moment');
  });
});
