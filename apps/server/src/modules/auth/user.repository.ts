import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PortalUserTable } from '../../db/types.ts';

export function findUserForLogin(db: Database, email: string) {
  return db
    .selectFrom('portal_user')
    .select(['id', 'password_hash', 'must_reset_password'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findUserIdByEmail(db: Database, email: string) {
  return db
    .selectFrom('portal_user')
    .select(['id', 'first_name'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Inserts a user unless the e-mail is taken; answers the new id or undefined. */
export async function insertUser(
  db: Database,
  user: Insertable<PortalUserTable>,
): Promise<number | undefined> {
  const row = await db
    .insertInto('portal_user')
    .values(user)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function updatePassword(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('portal_user')
    .set({ password_hash: passwordHash, must_reset_password: false, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
