import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { VisitationStaffTable, VisitationTable } from './visitation.tables.ts';

// A visitation's record (the visitation service, the demo's visits), and a person's staff role.

export async function insertVisitation(db: Database, values: Insertable<VisitationTable>): Promise<number> {
  const { id } = await db.insertInto('visitation').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Gives a user a part in visits (demo seeders, operators' tools). */
export async function setStaffRole(
  db: Database,
  userId: number,
  role: VisitationStaffTable['role'],
): Promise<void> {
  await db
    .insertInto('visitation_staff')
    .values({ user_id: userId, role })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ role }))
    .execute();
}

/** Takes a user's part in visits away (their visits stay, unassigned ones as they are). */
export async function removeStaffRole(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('visitation_staff').where('user_id', '=', userId).execute();
}
