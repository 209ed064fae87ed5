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
