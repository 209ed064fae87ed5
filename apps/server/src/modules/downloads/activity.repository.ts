import type { Database } from '../../db/database.ts';
import { localDay, rangeEnd, rangeStart, type DayRange } from '../../db/day-range.ts';

/**
 * Cart links made per local day of the range: zips downloaded and carts shared, only the people's
 * when the range names some (days without any left out). Records of links expired more than
 * DOWNLOAD_HISTORY_DAYS ago are swept, so older days count what is left.
 */
export function cartLinksByDay(db: Database, range: DayRange) {
  let select = db
    .selectFrom('asset_download')
    // Both kinds named: the (kind, created_at) index serves the range.
    .where('kind', 'in', ['download', 'share'])
    .where('created_at', '>=', rangeStart(range))
    .where('created_at', '<', rangeEnd(range));
  if (range.people) select = select.where('user_id', 'in', range.people);
  return select
    .select((eb) => [
      localDay('created_at', range).as('day'),
      eb.fn.countAll<number>().filterWhere('kind', '=', 'download').as('downloads'),
      eb.fn.countAll<number>().filterWhere('kind', '=', 'share').as('shares'),
    ])
    .groupBy('day')
    .execute();
}
