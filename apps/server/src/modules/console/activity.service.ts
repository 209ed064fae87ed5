import {
  ACTIVITY_DEFAULT_DAYS,
  activityRangeIssue,
  activitySpan,
  shiftDay,
  type ActivityCounts,
  type ConsoleActivity,
  type ConsoleActivityQuery,
} from '@vitrine/contract';
import type { DayRange } from '../../db/day-range.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Principal } from '../../lib/principal.ts';
import { analyticsEnabled, pageViewsByDay, topPages } from '../analytics/index.ts';
import { groupExists, groupMemberIds, requireAdministrator } from '../auth/index.ts';
import { portalTimeZone } from '../config/index.ts';
import { cartLinksByDay } from '../downloads/index.ts';
import { searchesByDay, topQueries } from '../search/index.ts';

/** The queries and pages listed: the ten most frequent. */
const TOP = 10;

/** The day it is now where the portal is (`YYYY-MM-DD`). */
export function todayIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The range asked for with its defaults: up to today, the 30 days before `to`. A range that is
 * wrong is refused naming the field the caller gave (from after today: `from`).
 */
function rangeOf(query: ConsoleActivityQuery, today: string): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? shiftDay(to, 1 - ACTIVITY_DEFAULT_DAYS);
  const issue = activityRangeIssue(from, to);
  if (issue) {
    const field = query[issue.field] !== undefined ? issue.field : issue.field === 'to' ? 'from' : 'to';
    throw badRequest(issue.message, field, 'validation_error', { kind: 'invalid' });
  }
  return { from, to };
}

const ZERO: ActivityCounts = {
  page_views: 0,
  searches: 0,
  searches_without_results: 0,
  downloads: 0,
  shares: 0,
};

/**
 * The console's activity dashboard: per local day of the range (the portal's time zone), page views
 * (analytics), searches (the search log) and cart downloads and shares (the cart's links), with the
 * top queries and pages; a group's members only when one is given. Each series is one grouped
 * query over the table of the area that owns it.
 */
export async function activityFigures(
  deps: Deps,
  principal: Principal,
  query: ConsoleActivityQuery,
): Promise<ConsoleActivity> {
  await requireAdministrator(deps.db, principal);
  if (query.group !== undefined && !(await groupExists(deps.db, query.group)))
    throw badRequest('There is no such group', 'group', 'unknown_group');
  const timeZone = await portalTimeZone(deps);
  const { from, to } = rangeOf(query, todayIn(timeZone));
  const range: DayRange = {
    from,
    to,
    timeZone,
    people: query.group === undefined ? undefined : groupMemberIds(deps.db, query.group),
  };
  const [views, searches, links, topQueried, inVain, pages, recording] = await Promise.all([
    pageViewsByDay(deps.db, range),
    searchesByDay(deps.db, range),
    cartLinksByDay(deps.db, range),
    topQueries(deps.db, range, TOP),
    topQueries(deps.db, range, TOP, true),
    topPages(deps.db, range, TOP),
    analyticsEnabled(deps.db),
  ]);
  // Bigint counts come as numbers (database.ts); a day without rows counts zero.
  const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((row) => [row.day, row]));
  const viewsOn = byDay(views);
  const searchesOn = byDay(searches);
  const linksOn = byDay(links);
  const days = Array.from({ length: activitySpan(from, to) }, (_, i) => {
    const day = shiftDay(from, i);
    return {
      day,
      page_views: viewsOn.get(day)?.page_views ?? 0,
      searches: searchesOn.get(day)?.searches ?? 0,
      searches_without_results: searchesOn.get(day)?.without_results ?? 0,
      downloads: linksOn.get(day)?.downloads ?? 0,
      shares: linksOn.get(day)?.shares ?? 0,
    };
  });
  const totals = { ...ZERO };
  for (const day of days)
    for (const key of Object.keys(ZERO) as (keyof ActivityCounts)[]) totals[key] += day[key];
  return {
    from,
    to,
    time_zone: timeZone,
    group: query.group ?? null,
    recording,
    totals,
    days,
    top_queries: topQueried,
    no_result_queries: inVain,
    top_pages: pages,
  };
}
