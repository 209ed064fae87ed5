import type { Database } from '../../db/database.ts';
import { localDay, rangeEnd, rangeStart, type DayRange } from '../../db/day-range.ts';

/** The cart's events (spec 4 "Analytics"): category Download, action Download or Share. */
const CART = { category: 'Download', download: 'Download', share: 'Share' } as const;

/** The events of a range of days: the range's rows, only the people's when it names some. */
function eventsIn(db: Database, range: DayRange) {
  let select = db
    .selectFrom('analytics_event')
    .where('created_at', '>=', rangeStart(range))
    .where('created_at', '<', rangeEnd(range));
  if (range.people) select = select.where('user_id', 'in', range.people);
  return select;
}

/** Page views, cart downloads and cart shares per local day, in one pass (days without any left out). */
export function eventsByDay(db: Database, range: DayRange) {
  return eventsIn(db, range)
    .where((eb) => eb.or([eb('type', '=', 'page_view'), eb('category', '=', CART.category)]))
    .select((eb) => [
      localDay('created_at', range).as('day'),
      eb.fn.countAll<string>().filterWhere('type', '=', 'page_view').as('page_views'),
      eb.fn
        .countAll<string>()
        .filterWhere((f) => f.and([f('category', '=', CART.category), f('action', '=', CART.download)]))
        .as('downloads'),
      eb.fn
        .countAll<string>()
        .filterWhere((f) => f.and([f('category', '=', CART.category), f('action', '=', CART.share)]))
        .as('shares'),
    ])
    .groupBy('day')
    .execute();
}

/** The pages viewed most often in the range (their addresses), most first. */
export function topPages(db: Database, range: DayRange, limit: number) {
  return eventsIn(db, range)
    .where('type', '=', 'page_view')
    .where('path', 'is not', null)
    .select((eb) => [eb.ref('path').$notNull().as('path'), eb.fn.countAll<string>().as('count')])
    .groupBy('path')
    .orderBy('count', 'desc')
    .orderBy('path')
    .limit(limit)
    .execute();
}
