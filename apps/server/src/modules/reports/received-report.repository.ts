import { sql, type Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { rangeEnd, rangeStart, type PeopleIds } from '../../db/day-range.ts';
import type { ReportTable } from './report.tables.ts';

// Everyone's reports, as the operator console reads and marks them.

type ReportState = Selectable<ReportTable>['state'];

/** Which reports to list: in one state, of some people, sent on some local days of a zone. */
export interface ReceivedReportFilter {
  state?: ReportState;
  people?: PeopleIds;
  from?: string;
  to?: string;
  timeZone: string;
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const COLUMNS = [
  'id',
  'user_id',
  'name',
  'description',
  'created_at',
  'state',
  'read_at',
  'read_by',
  'answered_at',
  'answered_by',
] as const;

function filtered(db: Database, filter: ReceivedReportFilter) {
  const { from, to, timeZone } = filter;
  let query = db.selectFrom('report');
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.people) query = query.where('user_id', 'in', filter.people);
  if (from) query = query.where('created_at', '>=', rangeStart({ from, to: from, timeZone }));
  if (to) query = query.where('created_at', '<', rangeEnd({ from: to, to, timeZone }));
  return query;
}

/** A page of reports, newest (or oldest) first, and how many the filter finds in all. */
export async function receivedReportRows(db: Database, filter: ReceivedReportFilter) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(COLUMNS)
      .orderBy('created_at', filter.dir)
      .orderBy('id', filter.dir)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    filtered(db, filter)
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
export type ReceivedReportRow = Awaited<ReturnType<typeof receivedReportRows>>['rows'][number];

/** One report, whoever sent it. */
export function receivedReportRow(db: Database, id: number) {
  return db.selectFrom('report').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** A report's title and state, locked until the transaction ends (two operators marking it at once). */
export function lockReport(trx: Database, id: number) {
  return trx
    .selectFrom('report')
    .select(['id', 'name', 'state'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Writes a report's new state with who and when. */
export async function updateReportState(
  trx: Database,
  id: number,
  change: {
    state: ReportState;
    read_at?: Date;
    read_by?: number;
    answered_at?: Date;
    answered_by?: number;
  },
): Promise<void> {
  await trx.updateTable('report').set(change).where('id', '=', id).execute();
}
