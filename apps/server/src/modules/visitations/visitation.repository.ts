import { type Updateable, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { VisitationTable } from './visitation.tables.ts';

/** Visitations as `v` (the names of their requester and assigned user are the auth area's). */
function visitations(db: Database) {
  return db
    .selectFrom('visitation as v')
    .select([
      'v.id',
      'v.status',
      'v.requester_id',
      'v.assigned_user_id',
      'v.address_name',
      'v.address_street',
      'v.address_street_number',
      'v.address_zip_code',
      'v.address_city',
      'v.address_country',
      'v.address_details',
      'v.wished_date',
      'v.time_from',
      'v.time_to',
      'v.note',
      'v.planned_date',
      'v.created_at',
      'v.updated_at',
    ]);
}

/** One visitation by id, whoever it belongs to (the service decides who may see it). */
export function findVisitation(db: Database, id: number) {
  return visitations(db).where('v.id', '=', id).executeTakeFirst();
}
export type VisitationRow = NonNullable<Awaited<ReturnType<typeof findVisitation>>>;

export interface VisitationFilter {
  requesterId?: number;
  assignedUserId?: number;
  status?: VisitationTable['status'];
  /** `created`: newest first; `due`: the planned (else wished) day, soonest first. */
  order: 'created' | 'due';
}

/** A page of visitations under a filter, and how many match in all. */
export async function visitationPage(db: Database, filter: VisitationFilter, limit: number, offset: number) {
  const where = <Q extends ReturnType<typeof visitations>>(query: Q): Q => {
    let q = query;
    if (filter.requesterId !== undefined) q = q.where('v.requester_id', '=', filter.requesterId) as Q;
    if (filter.assignedUserId !== undefined)
      q = q.where('v.assigned_user_id', '=', filter.assignedUserId) as Q;
    if (filter.status !== undefined) q = q.where('v.status', '=', filter.status) as Q;
    return q;
  };
  let page = where(visitations(db));
  page =
    filter.order === 'due'
      ? page.orderBy(sql`coalesce(v.planned_date, v.wished_date)`, 'asc').orderBy('v.id', 'asc')
      : page.orderBy('v.created_at', 'desc').orderBy('v.id', 'desc');
  const [rows, count] = await Promise.all([
    page.limit(limit).offset(offset).execute(),
    where(visitations(db))
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Changes a visitation if it still has the status the caller checked (another change may have
 * come between); answers whether it did.
 */
export async function updateVisitationRow(
  db: Database,
  id: number,
  expected: VisitationTable['status'],
  values: Updateable<VisitationTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('visitation')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', expected)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a visitation if it still has the status the caller checked; answers whether it did. */
export async function deleteVisitationRow(
  db: Database,
  id: number,
  expected: VisitationTable['status'],
): Promise<boolean> {
  const result = await db
    .deleteFrom('visitation')
    .where('id', '=', id)
    .where('status', '=', expected)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A visitation's address, column by column. */
const ADDRESS_COLUMNS = [
  'address_name',
  'address_street',
  'address_street_number',
  'address_zip_code',
  'address_city',
  'address_country',
  'address_details',
] as const;

/** The distinct addresses a user's visitations named, the most recently used first. */
export function usedAddresses(db: Database, userId: number, limit: number) {
  return db
    .selectFrom('visitation')
    .select([...ADDRESS_COLUMNS, sql<Date>`max(updated_at)`.as('last_used')])
    .where('requester_id', '=', userId)
    .groupBy([...ADDRESS_COLUMNS])
    .orderBy('last_used', 'desc')
    .limit(limit)
    .execute();
}
