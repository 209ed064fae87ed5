import { z } from 'zod';
import { Id, isIsoDateTime } from './common.ts';

/**
 * The operator console's activity dashboard: what the portal recorded over a range of days (page
 * views, searches, cart downloads and shares), counted by day in the portal's time zone, for
 * everyone or for the members of one registration group.
 */

/** The days shown when none are asked for: today and the 29 before it. */
export const ACTIVITY_DEFAULT_DAYS = 30;
/** The longest range asked at once: a year, a leap year's too. */
export const ACTIVITY_MAX_DAYS = 366;

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30), between 2000 and 2100. */
export const ActivityDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine((s) => isIsoDateTime(s) && s >= '2000-01-01' && s <= '2100-12-31', {
    message: 'Invalid date',
    params: { kind: 'invalid_date' },
  });

const DAY_MS = 86_400_000;

/**
 * The days from `from` to `to`, both counted (0 or less when `to` comes first).
 *
 * @example activitySpan('2026-01-01', '2026-01-31') // 31
 */
export function activitySpan(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The day `days` after (or before, when negative) a day. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** What is wrong with a range, by the field to correct; undefined when it is right. */
export function activityRangeIssue(
  from: string,
  to: string,
): { field: 'from' | 'to'; message: string } | undefined {
  if (from > to) return { field: 'to', message: 'to must not be before from' };
  if (activitySpan(from, to) > ACTIVITY_MAX_DAYS)
    return { field: 'from', message: `A range is at most ${ACTIVITY_MAX_DAYS} days` };
  return undefined;
}

/**
 * `GET /private/console/activity`: the days `from` to `to` (local days of the portal; by default
 * the last 30 up to today), and optionally only what members of `group` did.
 */
export const ConsoleActivityQuery = z
  .strictObject({
    from: ActivityDay.optional(),
    to: ActivityDay.optional(),
    /** A registration group's id: only its members' activity. */
    group: Id.optional(),
  })
  .superRefine((query, ctx) => {
    const issue = query.from && query.to ? activityRangeIssue(query.from, query.to) : undefined;
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  });
export type ConsoleActivityQuery = z.infer<typeof ConsoleActivityQuery>;

const Count = z.number().int().min(0);

/** The figures of one day, or of the whole range. */
export const ActivityCounts = z.object({
  page_views: Count,
  searches: Count,
  /** Searches that found nothing in any section searched. */
  searches_without_results: Count,
  /** Carts downloaded as a zip (their links, kept DOWNLOAD_HISTORY_DAYS after they expire). */
  downloads: Count,
  /** Carts shared by e-mail (as downloads). */
  shares: Count,
});
export type ActivityCounts = z.infer<typeof ActivityCounts>;

export const ActivityDayCounts = ActivityCounts.extend({ day: z.string() });
export type ActivityDayCounts = z.infer<typeof ActivityDayCounts>;

/** A search text (lower case, single spaces) and how often it was searched. */
export const ActivityQueryCount = z.object({ query: z.string(), count: Count });
export type ActivityQueryCount = z.infer<typeof ActivityQueryCount>;

/** A page of the portal (its address) and how often it was viewed. */
export const ActivityPageCount = z.object({ path: z.string(), count: Count });
export type ActivityPageCount = z.infer<typeof ActivityPageCount>;

export const ConsoleActivity = z.object({
  /** The range counted (the defaults filled in). */
  from: z.string(),
  to: z.string(),
  /** The zone whose days are counted (the portal's). */
  time_zone: z.string(),
  group: z.number().int().nullable(),
  /**
   * Whether the setup records page views and searches now (its analytics switch): when off, theirs
   * are what was recorded while it was on. Cart downloads and shares are always counted.
   */
  recording: z.boolean(),
  totals: ActivityCounts,
  /** Every day of the range, in order, days without activity at zero. */
  days: z.array(ActivityDayCounts),
  /** The ten texts searched most often, most first. */
  top_queries: z.array(ActivityQueryCount),
  /** The ten texts most often searched in vain, most first. */
  no_result_queries: z.array(ActivityQueryCount),
  /** The ten pages viewed most often, most first. */
  top_pages: z.array(ActivityPageCount),
});
export type ConsoleActivity = z.infer<typeof ConsoleActivity>;
