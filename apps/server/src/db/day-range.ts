import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { DB } from './types.ts';

/** Some people's ids as a subquery (a group's members): a query keeps only their rows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table that lists ids
export type PeopleIds = SelectQueryBuilder<DB, any, { id: number }>;

/**
 * Local days of a time zone, `from` to `to` (both counted, `YYYY-MM-DD`), as activity is counted:
 * by the day it happened on where the portal is. `people`: only what they did.
 */
export interface DayRange {
  from: string;
  to: string;
  timeZone: string;
  people?: PeopleIds;
}

/**
 * The moment `range.from` begins in its zone, and the one after `range.to` ends, worked out by the
 * database (it knows every zone's daylight saving): a column compared with these uses its index.
 */
export const rangeStart = (range: DayRange): RawBuilder<Date> =>
  sql<Date>`(${range.from}::date::timestamp at time zone ${range.timeZone})`;
export const rangeEnd = (range: DayRange): RawBuilder<Date> =>
  sql<Date>`((${range.to}::date + 1)::timestamp at time zone ${range.timeZone})`;

/**
 * The local day a moment of `column` falls on in the range's zone: a `date`, which both drivers
 * hand over as `YYYY-MM-DD` (database.ts). Grouped as a date, not as text: formatting each row
 * would double the time a year of events takes.
 */
export const localDay = (column: string, range: DayRange): RawBuilder<string> =>
  sql<string>`(${sql.ref(column)} at time zone ${range.timeZone})::date`;
