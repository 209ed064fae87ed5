/** What a date input asks for: a day, a time of day (24-hour), or both. */
export type DateKind = 'date' | 'time' | 'datetime';

/**
 * What a date input holds while its text is not a whole, real date yet: every date check refuses
 * it, so the form says the format is wrong instead of calling a half-typed field empty.
 */
export const UNREADABLE = 'invalid';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?)?/;

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** A local Date at that day and time, or an invalid one when the day does not exist (31 February). */
function localDate(year: number, month: number, day: number, hours = 0, minutes = 0): Date {
  const date = new Date(2000, 0, 1, hours, minutes);
  // setFullYear, not the constructor: the constructor reads years below 100 as 19xx.
  date.setFullYear(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : new Date(NaN);
}

/**
 * The local Date an ISO value stands for, as a picker shows it: `YYYY-MM-DD` (an API date-time
 * keeps its day), `HH:mm[:ss]`, `YYYY-MM-DDTHH:mm`. Empty is null; anything else an invalid Date.
 *
 * @example parseIsoValue('time', '14:30') // 14:30 today's picker reads, on 1 January 2000
 */
export function parseIsoValue(kind: DateKind, value: string | null | undefined): Date | null {
  if (!value) return null;
  if (kind === 'time') {
    const time = TIME.exec(value);
    return time ? new Date(2000, 0, 1, Number(time[1]), Number(time[2])) : new Date(NaN);
  }
  const day = DAY.exec(value);
  if (!day) return new Date(NaN);
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  if (kind === 'date') return localDate(year, month, date);
  return localDate(year, month, date, Number(day[4] ?? 0), Number(day[5] ?? 0));
}

/**
 * The ISO value a picker's Date is sent as, the same the native inputs sent: `YYYY-MM-DD`,
 * `HH:mm`, `YYYY-MM-DDTHH:mm` (local, no zone). Null is empty; an invalid Date is UNREADABLE.
 */
export function toIsoValue(kind: DateKind, date: Date | null): string {
  if (!date) return '';
  if (Number.isNaN(date.getTime())) return UNREADABLE;
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  if (kind === 'date') return day;
  return kind === 'time' ? time : `${day}T${time}`;
}
