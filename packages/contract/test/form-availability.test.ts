import { describe, expect, it } from 'vitest';
import {
  formStatus,
  isFormAvailable,
  isFormViewable,
  localMidnight,
  recurrenceOffsets,
  recurrenceWindowStart,
  unresolvedForms,
  zoneOffset,
  type FormTiming,
} from '../src/form-availability.ts';

const form = (over: Partial<FormTiming> = {}): FormTiming => ({
  hidden_after_completion: null,
  recurring: null,
  start_date: null,
  stop_date: null,
  last_result_date: null,
  ...over,
});
const at = (iso: string) => Date.parse(iso);
const AMS = 'Europe/Amsterdam';
const UTC = 'UTC';

describe('time zones', () => {
  it('reads local midnight across daylight-saving changes', () => {
    expect(zoneOffset(at('2026-07-01T12:00:00Z'), AMS)).toBe(2 * 3_600_000);
    expect(zoneOffset(at('2026-01-01T12:00:00Z'), AMS)).toBe(3_600_000);
    // 29 March 2026: clocks go forward at 02:00; midnight is still +01:00.
    expect(new Date(localMidnight(2026, 3, 29, AMS)).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(localMidnight(2026, 3, 30, AMS)).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(new Date(localMidnight(2026, 10, 25, AMS)).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(new Date(localMidnight(2026, 10, 26, AMS)).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(new Date(localMidnight(2026, 1, 1, 'America/New_York')).toISOString()).toBe(
      '2026-01-01T05:00:00.000Z',
    );
  });
});

describe('recurrence offsets', () => {
  it('reads a comma list of week numbers, leniently', () => {
    expect(recurrenceOffsets('0,2,4')).toEqual([0, 2, 4]);
    expect(recurrenceOffsets(' 4, 0 ,2,2, x, -1')).toEqual([0, 2, 4]);
    expect(recurrenceOffsets('')).toEqual([]);
    expect(recurrenceOffsets(null)).toEqual([]);
  });
});

describe('form availability', () => {
  // [case, form, now, zone, available, viewable]
  const cases: [string, FormTiming, string, string, boolean, boolean][] = [
    ['no window, no result', form(), '2026-11-24T10:00:00Z', UTC, true, true],
    [
      'no window, answered, hidden absent',
      form({ last_result_date: '2026-11-01T10:00:00Z' }),
      '2026-11-24T10:00:00Z',
      UTC,
      true,
      true,
    ],
    [
      'no window, answered, hidden false',
      form({ hidden_after_completion: false, last_result_date: '2026-11-01T10:00:00Z' }),
      '2026-11-24T10:00:00Z',
      UTC,
      true,
      true,
    ],
    [
      'answered, hidden after completion',
      form({ hidden_after_completion: true, last_result_date: '2026-11-01T10:00:00Z' }),
      '2026-11-24T10:00:00Z',
      UTC,
      false,
      false,
    ],
    [
      'unanswered, hidden after completion',
      form({ hidden_after_completion: true }),
      '2026-11-24T10:00:00Z',
      UTC,
      true,
      true,
    ],
    [
      'inside the window',
      form({ start_date: '2026-11-01', stop_date: '2026-11-30' }),
      '2026-11-24T10:00:00Z',
      UTC,
      true,
      true,
    ],
    ['before the window', form({ start_date: '2026-12-01' }), '2026-11-24T10:00:00Z', UTC, false, false],
    ['after the window', form({ stop_date: '2026-11-23' }), '2026-11-24T10:00:00Z', UTC, false, false],
    [
      'closed window, kept in view',
      form({ stop_date: '2026-11-23', hidden_after_completion: false }),
      '2026-11-24T10:00:00Z',
      UTC,
      false,
      true,
    ],
    [
      'stop date lasts its whole local day',
      form({ stop_date: '2026-11-24' }),
      '2026-11-24T22:30:00Z',
      AMS,
      true,
      true,
    ],
    [
      'stop date over in the local zone',
      form({ stop_date: '2026-11-24' }),
      '2026-11-24T23:30:00Z',
      AMS,
      false,
      false,
    ],
    [
      'start date opens at local midnight',
      form({ start_date: '2026-11-25' }),
      '2026-11-24T23:30:00Z',
      AMS,
      true,
      true,
    ],
    [
      'start date not yet open in UTC',
      form({ start_date: '2026-11-25' }),
      '2026-11-24T23:30:00Z',
      UTC,
      false,
      false,
    ],
    [
      'start given as an instant',
      form({ start_date: '2026-11-24T12:00:00Z' }),
      '2026-11-24T11:59:59Z',
      UTC,
      false,
      false,
    ],
    [
      'unreadable dates are no bound',
      form({ start_date: 'soon', stop_date: '31/02/2026' }),
      '2026-11-24T10:00:00Z',
      UTC,
      true,
      true,
    ],
    // Recurring from Monday 2 Nov 2026: weeks 0, 2 and 4 open (2–8 Nov, 16–22 Nov, 30 Nov–6 Dec).
    [
      'recurring, week 0, unanswered',
      form({ recurring: '0,2,4', start_date: '2026-11-02' }),
      '2026-11-05T10:00:00Z',
      UTC,
      true,
      true,
    ],
    [
      'recurring, week 1 is closed',
      form({ recurring: '0,2,4', start_date: '2026-11-02' }),
      '2026-11-10T10:00:00Z',
      UTC,
      false,
      false,
    ],
    [
      'recurring, week 2, answered in week 0',
      form({ recurring: '0,2,4', start_date: '2026-11-02', last_result_date: '2026-11-03T10:00:00Z' }),
      '2026-11-17T10:00:00Z',
      UTC,
      true,
      true,
    ],
    [
      'recurring, week 2, answered in week 2',
      form({ recurring: '0,2,4', start_date: '2026-11-02', last_result_date: '2026-11-16T10:00:00Z' }),
      '2026-11-17T10:00:00Z',
      UTC,
      false,
      false,
    ],
    [
      'recurring, answered this week, kept in view',
      form({
        recurring: '0,2,4',
        start_date: '2026-11-02',
        last_result_date: '2026-11-16T10:00:00Z',
        hidden_after_completion: false,
      }),
      '2026-11-17T10:00:00Z',
      UTC,
      false,
      true,
    ],
    [
      'recurring, after the last offset',
      form({ recurring: '0,2,4', start_date: '2026-11-02' }),
      '2026-12-08T10:00:00Z',
      UTC,
      false,
      false,
    ],
    [
      'recurring, window ends at the step',
      form({ recurring: '0', start_date: '2026-11-02' }),
      '2026-11-08T23:59:59Z',
      UTC,
      true,
      true,
    ],
    [
      'recurring, the day after',
      form({ recurring: '0', start_date: '2026-11-02' }),
      '2026-11-09T00:00:00Z',
      UTC,
      false,
      false,
    ],
    // Across the year: from Monday 28 Dec 2026, week 1 is 4–10 Jan 2027.
    [
      'recurring across the new year',
      form({ recurring: '1', start_date: '2026-12-28' }),
      '2027-01-05T10:00:00Z',
      UTC,
      true,
      true,
    ],
    [
      'recurring, before the new year week',
      form({ recurring: '1', start_date: '2026-12-28' }),
      '2027-01-03T10:00:00Z',
      UTC,
      false,
      false,
    ],
    // Across the change to winter time (25 Oct 2026, Amsterdam): week 1 opens at local midnight of 26 Oct.
    [
      'recurring over a DST change, open',
      form({ recurring: '1', start_date: '2026-10-19' }),
      '2026-10-25T23:00:00Z',
      AMS,
      true,
      true,
    ],
    [
      'recurring over a DST change, not yet',
      form({ recurring: '1', start_date: '2026-10-19' }),
      '2026-10-25T22:59:59Z',
      AMS,
      false,
      false,
    ],
    [
      'recurring inside its stop date',
      form({ recurring: '0,1,2', start_date: '2026-11-02', stop_date: '2026-11-10' }),
      '2026-11-11T10:00:00Z',
      UTC,
      false,
      false,
    ],
    [
      'recurring without a start: weekly',
      form({ recurring: '0', last_result_date: '2026-11-20T10:00:00Z' }),
      '2026-11-24T10:00:00Z',
      UTC,
      true,
      true,
    ],
    [
      'recurring without a start, answered this week',
      form({ recurring: '0', last_result_date: '2026-11-23T08:00:00Z' }),
      '2026-11-24T10:00:00Z',
      UTC,
      false,
      false,
    ],
  ];
  it.each(cases)('%s', (_name, f, now, zone, available, viewable) => {
    expect(isFormAvailable(f, at(now), zone)).toBe(available);
    expect(isFormViewable(f, at(now), zone)).toBe(viewable);
  });

  it('finds the window of the current week step', () => {
    const f = form({ recurring: '0,2', start_date: '2026-11-02' });
    expect(new Date(recurrenceWindowStart(f, at('2026-11-18T00:00:00Z'), UTC)!).toISOString()).toBe(
      '2026-11-16T00:00:00.000Z',
    );
    expect(recurrenceWindowStart(f, at('2026-11-10T00:00:00Z'), UTC)).toBeNull();
  });
});

describe('form status and reminder', () => {
  const now = at('2026-11-24T10:00:00Z');
  const required = { ...form(), required_before_continuing: true };
  const optional = { ...form(), required_before_continuing: false };
  it('colours unanswered required forms red, answered green, the rest yellow', () => {
    expect(formStatus(required, now, UTC)).toBe('required');
    expect(formStatus(optional, now, UTC)).toBe('optional');
    expect(formStatus({ ...required, last_result_date: '2026-11-01T00:00:00Z' }, now, UTC)).toBe('answered');
    // A recurring form answered in an earlier window is due again.
    const weekly = { ...required, recurring: '0', last_result_date: '2026-11-10T00:00:00Z' };
    expect(formStatus(weekly, now, UTC)).toBe('required');
    expect(formStatus({ ...weekly, last_result_date: '2026-11-23T08:00:00Z' }, now, UTC)).toBe('answered');
  });

  it('reminds of required, unanswered, available forms only', () => {
    const list = [
      { ...required, name: 'due' },
      { ...optional, name: 'optional' },
      { ...required, name: 'done', last_result_date: '2026-11-01T00:00:00Z' },
      { ...required, name: 'closed', stop_date: '2026-11-01' },
      { ...required, name: 'weekly', recurring: '0', last_result_date: '2026-11-10T00:00:00Z' },
    ];
    expect(unresolvedForms(list, now, UTC).map((f) => f.name)).toEqual(['due', 'weekly']);
  });
});
