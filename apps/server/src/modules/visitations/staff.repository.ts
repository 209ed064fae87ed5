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

/** The active accounts visits may be assigned to (field staff and planners), by name. */
export function assignableUsers(db: Database) {
  return db
    .selectFrom('visitation_staff as s')
    .innerJoin('portal_user as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 's.role'])
    .where('u.disabled', '=', false)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
}

/** Whether visits may be assigned to this user. */
export async function isAssignable(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('visitation_staff as s')
    .innerJoin('portal_user as u', 'u.id', 's.user_id')
    .select('u.id')
    .where('s.user_id', '=', userId)
    .where('u.disabled', '=', false)
    .executeTakeFirst();
  return !!row;
}
