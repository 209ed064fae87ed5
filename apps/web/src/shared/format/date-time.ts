import { parseIsoValue, type DateKind } from '../dates/iso-value';

/** Day, month and year in digits, as the date pickers show them (14.09.2026, 14/09/2026, 2026/09/14). */
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
/** Hours and minutes on a 24-hour clock. */
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * A date, time or date-time answer (the ISO text a picker sends) as the reader's language writes
 * it, with a 24-hour clock; text that is no such value is given back as it is.
 *
 * @example formatIsoValue('datetime', '2026-09-14T16:45', 'de-DE') // '14.09.2026, 16:45'
 */
export function formatIsoValue(kind: DateKind, value: string, locale: string): string {
  const date = parseIsoValue(kind, value);
  if (!date || Number.isNaN(date.getTime())) return value;
  const options = kind === 'date' ? DAY : kind === 'time' ? TIME : { ...DAY, ...TIME };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** A moment (an ISO date-time with its zone) as the reader's language writes it, in their time zone, 24-hour clock. */
export function formatMoment(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { ...DAY, ...TIME }).format(date);
}
