import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { localDay, rangeEnd, rangeStart, type DayRange } from '../../db/day-range.ts';
import type { SearchLogTable } from './search-log.tables.ts';

export async function insertSearch(db: Database, row: Insertable<SearchLogTable>): Promise<void> {
  await db.insertInto('search_log').values(row).execute();
}

/** The searches of a range of days: the range's rows, only the people's when it names some. */
function searchesIn(db: Database, range: DayRange) {
  let select = db
    .selectFrom('search_log')
    .where('created_at', '>=', rangeStart(range))
    .where('created_at', '<', rangeEnd(range));
  if (range.people) select = select.where('user_id', 'in', range.people);
  return select;
}

/** Searches, and those without a hit, per local day (days without any are left out). */
export function searchesByDay(db: Database, range: DayRange) {
  return searchesIn(db, range)
    .select((eb) => [
      localDay('created_at', range).as('day'),
      eb.fn.countAll<number>().as('searches'),
      eb.fn.countAll<number>().filterWhere('hits', '=', 0).as('without_results'),
    ])
    .groupBy('day')
    .execute();
}

/** The texts searched most often in the range (only those that found nothing, when asked), most first. */
export function topQueries(db: Database, range: DayRange, limit: number, withoutResults = false) {
  let select = searchesIn(db, range);
  if (withoutResults) select = select.where('hits', '=', 0);
  return select
    .select((eb) => ['query', eb.fn.countAll<number>().as('count')])
    .groupBy('query')
    .orderBy('count', 'desc')
    .orderBy('query')
    .limit(limit)
    .execute();
}

/** Removes the searches made before a moment (housekeeping); answers how many went. */
export async function deleteSearchesBefore(db: Database, before: Date): Promise<number> {
  const result = await db.deleteFrom('search_log').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
