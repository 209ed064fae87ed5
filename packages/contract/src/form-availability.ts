/**
 * When a form can be filled in (spec 4, "Form availability" and "Form status"), decided by this one
 * module on the server (which refuses results for a form that is not available) and in the web app
 * (which shows, links and reminds). Times are instants; calendar dates are read in the portal's
 * time zone, so a window opens at local midnight whatever the daylight-saving offset.
 *
 * Decisions where the spec leaves room (docs/areas/forms.md):
 * - The start/stop window always applies: `start_date` opens at local midnight of that day (or
 *   at the instant given), `stop_date` closes at the end of that day (or at the instant given);
 *   a missing bound is open.
 * - A non-recurring form is available inside its window unless it is hidden after completion
 *   and already answered.
 * - A recurring form ("0,2,4": week offsets, 7 days per step) opens a week-long window at
 *   `start_date` + offset weeks for each offset, and is available in such a window when its last
 *   result is not newer than the window's start. Without a `start_date` the offsets count from
 *   the Monday of the week the form is looked at, every week: "0" is weekly, "0,2" still weekly.
 *   So a recurring form is answered once per window.
 */

/** The form values availability reads. */
export interface FormTiming {
  hidden_after_completion: boolean | null;
  recurring: string | null;
  start_date: string | null;
  stop_date: string | null;
  last_result_date: string | null;
}

/** A week per step of a recurrence (spec 9). */
export const RECURRENCE_STEP_DAYS = 7;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The zone's offset from UTC at an instant, in ms (Europe/Amsterdam in summer: +7 200 000). */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of local midnight of a calendar day (UTC fields y, m (1-12), d) in the zone. */
export function localMidnight(year: number, month: number, day: number, timeZone: string): number {
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - zoneOffset(guess, timeZone);
  // Across a change of offset the first guess lands an hour off: take the offset at the result.
  return guess - zoneOffset(first, timeZone);
}

/** The local calendar day (y, m, d) of an instant in the zone. */
function localDay(instant: number, timeZone: string): [number, number, number] {
  const d = new Date(instant + zoneOffset(instant, timeZone));
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

/** Local midnight `days` calendar days after the given day. */
function addDays(day: [number, number, number], days: number, timeZone: string): number {
  const d = new Date(Date.UTC(day[0], day[1] - 1, day[2] + days));
  return localMidnight(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), timeZone);
}

/** A stored date or date-time as an instant; a bare date is local midnight; null when unreadable. */
function instantOf(value: string | null, timeZone: string): number | null {
  if (!value) return null;
  const day = DATE_ONLY.exec(value.trim());
  if (day) return localMidnight(Number(day[1]), Number(day[2]), Number(day[3]), timeZone);
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/** The window's end: the end of a bare stop date's day, or the instant given. */
function stopOf(value: string | null, timeZone: string): number | null {
  if (!value) return null;
  const day = DATE_ONLY.exec(value.trim());
  if (!day) return instantOf(value, timeZone);
  return addDays([Number(day[1]), Number(day[2]), Number(day[3])], 1, timeZone);
}

/** The week offsets of a recurrence ("0, 2,4" → [0, 2, 4]); empty when there is none. */
export function recurrenceOffsets(recurring: string | null): number[] {
  if (!recurring) return [];
  const offsets = recurring
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,4}$/.test(part))
    .map(Number);
  return [...new Set(offsets)].sort((a, b) => a - b);
}

/** The start of the recurrence window `now` lies in, or null outside every window. */
export function recurrenceWindowStart(form: FormTiming, now: number, timeZone: string): number | null {
  const offsets = recurrenceOffsets(form.recurring);
  if (!offsets.length) return null;
  const start = instantOf(form.start_date, timeZone);
  if (start === null) {
    // No anchor: every week, from local Monday midnight.
    const today = localDay(now, timeZone);
    const weekday = (new Date(Date.UTC(today[0], today[1] - 1, today[2])).getUTCDay() + 6) % 7;
    return addDays(today, -weekday, timeZone);
  }
  const anchor = localDay(start, timeZone);
  for (const offset of [...offsets].reverse()) {
    const opens = addDays(anchor, offset * RECURRENCE_STEP_DAYS, timeZone);
    if (opens > now) continue;
    const closes = addDays(anchor, (offset + 1) * RECURRENCE_STEP_DAYS, timeZone);
    return now < closes ? opens : null;
  }
  return null;
}

/** Whether the form can be filled in now. */
export function isFormAvailable(form: FormTiming, now: number, timeZone: string): boolean {
  const start = instantOf(form.start_date, timeZone);
  const stop = stopOf(form.stop_date, timeZone);
  if ((start !== null && now < start) || (stop !== null && now >= stop)) return false;
  const last = instantOf(form.last_result_date, timeZone);
  if (recurrenceOffsets(form.recurring).length) {
    const opens = recurrenceWindowStart(form, now, timeZone);
    return opens !== null && (last === null || last <= opens);
  }
  return !(form.hidden_after_completion === true && last !== null);
}

/** Whether the form is shown at all: available, or kept in view after completion (explicitly false). */
export function isFormViewable(form: FormTiming, now: number, timeZone: string): boolean {
  return isFormAvailable(form, now, timeZone) || form.hidden_after_completion === false;
}

/** The status icon of a form (spec 4): answered (green), unanswered and required (red), optional (yellow). */
export type FormStatus = 'answered' | 'required' | 'optional';

export function formStatus(
  form: FormTiming & { required_before_continuing: boolean },
  now: number,
  timeZone: string,
): FormStatus {
  const answered = recurrenceOffsets(form.recurring).length
    ? !isFormAvailable(form, now, timeZone) && form.last_result_date !== null
    : form.last_result_date !== null;
  if (answered) return 'answered';
  return form.required_before_continuing ? 'required' : 'optional';
}

/** The forms the reminder asks for (spec 2): required before continuing, unanswered, available. */
export function unresolvedForms<T extends FormTiming & { required_before_continuing: boolean }>(
  forms: readonly T[],
  now: number,
  timeZone: string,
): T[] {
  return forms.filter(
    (form) =>
      form.required_before_continuing &&
      isFormAvailable(form, now, timeZone) &&
      (form.last_result_date === null || recurrenceOffsets(form.recurring).length > 0),
  );
}
