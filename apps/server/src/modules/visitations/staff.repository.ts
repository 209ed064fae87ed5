import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { VisitationStaffTable } from './visitation.tables.ts';

/** A user's part in visits: `field`, `planner`, or undefined for everyone else. */
export async function staffRole(
  db: Database,
  userId: number,
): Promise<VisitationStaffTable['role'] | undefined> {
  const row = await db
    .selectFrom('visitation_staff')
    .select('role')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role;
}

/** Every staff member's user id and role (their names and accounts are the auth area's). */
export function staffMembers(db: Database) {
  return db.selectFrom('visitation_staff').select(['user_id', 'role']).execute();
}

/** The visit roles of the accounts of `ids`, by id (accounts without one left out). */
export async function staffRolesOf(db: Database, ids: readonly number[]) {
  if (!ids.length) return new Map<number, VisitationStaffTable['role']>();
  const rows = await db
    .selectFrom('visitation_staff')
    .select(['user_id', 'role'])
    .where('user_id', '=', sql<number>`any(${[...ids]}::int[])`)
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.role]));
}

/** The ids of the accounts holding a visit role. */
export async function staffWithRole(db: Database, role: VisitationStaffTable['role']): Promise<number[]> {
  const rows = await db.selectFrom('visitation_staff').select('user_id').where('role', '=', role).execute();
  return rows.map((r) => r.user_id);
}
