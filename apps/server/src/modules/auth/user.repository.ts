import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PortalUserTable } from './auth.tables.ts';

export function findUserForLogin(db: Database, email: string) {
  return db
    .selectFrom('portal_user')
    .select(['id', 'password_hash', 'must_reset_password', 'disabled'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findUserIdByEmail(db: Database, email: string) {
  return db
    .selectFrom('portal_user')
    .select(['id', 'first_name', 'disabled'])
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

export function findPasswordHash(db: Database, userId: number) {
  return db.selectFrom('portal_user').select('password_hash').where('id', '=', userId).executeTakeFirst();
}

export async function updatePassword(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('portal_user')
    .set({ password_hash: passwordHash, must_reset_password: false, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** The account's personal columns, as the profile shows them. */
export function findUserProfileRow(db: Database, userId: number) {
  return db
    .selectFrom('portal_user')
    .select([
      'id',
      'email',
      'username',
      'first_name',
      'last_name',
      'gender',
      'date_of_birth',
      'street',
      'street_number',
      'zip_code',
      'city',
      'phone_number',
      'is_company',
      'country',
      'group_id',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export type UserProfileRow = NonNullable<Awaited<ReturnType<typeof findUserProfileRow>>>;

/** The registration group of an account (null for an unknown id). */
export async function findUserGroup(db: Database, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('portal_user')
    .select('group_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.group_id ?? null;
}

/** Whether the user is an administrator (false for an unknown id). */
export async function isAdmin(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('portal_user')
    .select('is_admin')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.is_admin ?? false;
}

export function findUserName(db: Database, userId: number) {
  return db
    .selectFrom('portal_user')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** First and last names of the accounts of `ids` (unknown ids left out). */
export function findUserNames(db: Database, ids: number[]) {
  return db
    .selectFrom('portal_user')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', ids.length ? ids : [0])
    .execute();
}

/** The accounts of `ids` that are not switched off, with name and e-mail, by last then first name. */
export function findActiveUsers(db: Database, ids: number[]) {
  return db
    .selectFrom('portal_user')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('id', 'in', ids.length ? ids : [0])
    .where('disabled', '=', false)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}
