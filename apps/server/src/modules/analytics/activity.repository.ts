import type { Database } from '../../db/database.ts';
import { localDay, rangeEnd, rangeStart, type DayRange } from '../../db/day-range.ts';

/** The page views of a range of days: the range's rows, only the people's when it names some. */
function pageViewsIn(db: Database, range: DayRange) {
  let select = db
    .selectFrom('analytics_event')
    .where('type', '=', 'page_view')
    .where('created_at', '>=', rangeStart(range))
    .where('created_at', '<', rangeEnd(range));
  if (range.people) select = select.where('user_id', 'in', range.people);
  return select;
}

/** Page views per local day of the range (days without any left out). */
export function pageViewsByDay(db: Database, range: DayRange) {
  return pageViewsIn(db, range)
    .select((eb) => [localDay('created_at', range).as('day'), eb.fn.countAll<number>().as('page_views')])
    .groupBy('day')
    .execute();
}

/** The pages viewed most often in the range (their addresses), most first. */
export function topPages(db: Database, range: DayRange, limit: number) {
  return pageViewsIn(db, range)
    .where('path', 'is not', null)
    .select((eb) => [eb.ref('path').$notNull().as('path'), eb.fn.countAll<number>().as('count')])
    .groupBy('path')
    .orderBy('count', 'desc')
    .orderBy('path')
    .limit(limit)
    .execute();
}
