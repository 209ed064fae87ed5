import type { Database } from '../../db/database.ts';
import { insertTranslations, oneColumn, replaceTranslations } from '../../db/translation-writer.ts';
import type { PortalUserTable } from './auth.tables.ts';
import type { Insertable, Updateable } from 'kysely';

// Accounts written in bulk (the users import): the area's rules for them, beside the repository.

/** What no argon2 hash can be: the account cannot sign in until its owner sets a password. */
export const NO_PASSWORD = '!imported';

/** An imported account: its address (lower case) and the columns of portal_user it sets. */
export interface ImportedUser {
  email: string;
  values: Partial<{
    first_name: string;
    last_name: string;
    street: string;
    street_number: string;
    zip_code: string;
    city: string;
    phone_number: string;
    group_id: number | null;
    is_company: boolean;
    country: string | null;
    gender: string | null;
    date_of_birth: string | null;
    locale: string | null;
    disabled: boolean;
  }>;
}

const differs = (stored: Record<string, unknown>, values: ImportedUser['values']) =>
  Object.entries(values).some(([k, v]) => (stored[k] ?? null) !== (v ?? null));

/**
 * Writes imported accounts: new ones without a usable password (their owners set one through the
 * reset mail), changed ones where a value changed. Answers the counts.
 */
export async function upsertImportedUsers(
  db: Database,
  drafts: ImportedUser[],
): Promise<{ created: number; updated: number; unchanged: number }> {
  const stored = await db
    .selectFrom('portal_user')
    .selectAll()
    .where(
      (eb) => eb.fn('lower', ['email']),
      'in',
      drafts.map((d) => d.email),
    )
    .execute();
  const byEmail = new Map(stored.map((u) => [u.email.toLowerCase(), u]));
  const counts = { created: 0, updated: 0, unchanged: 0 };
  for (const draft of drafts) {
    const before = byEmail.get(draft.email);
    if (!before) {
      await db
        .insertInto('portal_user')
        .values({
          email: draft.email,
          username: draft.email,
          password_hash: NO_PASSWORD,
          must_reset_password: true,
          first_name: '',
          last_name: '',
          ...draft.values,
        })
        .execute();
      counts.created++;
    } else if (differs(before as unknown as Record<string, unknown>, draft.values)) {
      await db
        .updateTable('portal_user')
        .set({ ...draft.values, updated_at: new Date() })
        .where('id', '=', before.id)
        .execute();
      counts.updated++;
    } else counts.unchanged++;
  }
  return counts;
}

/**
 * Disables (never deletes) enabled users whose address the file does not hold; an administrator
 * only while another enabled one stays, so the portal always keeps one.
 */
export async function disableUsersAbsentFrom(db: Database, present: Set<string>): Promise<number> {
  const enabled = await db
    .selectFrom('portal_user')
    .select(['id', 'email', 'is_admin'])
    .where('disabled', '=', false)
    .where('hidden', '=', false)
    .execute();
  const absent = enabled.filter((u) => !present.has(u.email.toLowerCase()));
  let adminsLeft = enabled.filter((u) => u.is_admin).length;
  const ids: number[] = [];
  for (const user of absent) {
    if (user.is_admin) {
      if (adminsLeft <= 1) continue;
      adminsLeft--;
    }
    ids.push(user.id);
  }
  if (ids.length)
    await db
      .updateTable('portal_user')
      .set({ disabled: true, updated_at: new Date() })
      .where('id', 'in', ids)
      .execute();
  return ids.length;
}

/** A registration group with its names by locale, offered at registration when public; answers its id. */
export async function insertRegistrationGroup(
  db: Database,
  group: { code: string; position: number; isPublic: boolean; names: Record<string, string> },
): Promise<number> {
  const { id } = await db
    .insertInto('registration_group')
    .values({ code: group.code, position: group.position, is_public: group.isPublic })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertTranslations(db, 'registration_group_translation', 'group_id', [
    [id, oneColumn('name', group.names)],
  ]);
  return id;
}

/** Changes a group: its flag, its place, and (replacing them all) its names by locale. */
export async function updateRegistrationGroup(
  db: Database,
  id: number,
  change: { isPublic?: boolean; position?: number; names?: Record<string, string> },
): Promise<void> {
  if (change.isPublic !== undefined || change.position !== undefined)
    await db
      .updateTable('registration_group')
      .set({ is_public: change.isPublic, position: change.position })
      .where('id', '=', id)
      .execute();
  if (change.names)
    await replaceTranslations(
      db,
      'registration_group_translation',
      'group_id',
      id,
      oneColumn('name', change.names),
    );
}

/** An account as it is stored (its password already hashed): the demo's person. */
export async function insertAccount(db: Database, account: Insertable<PortalUserTable>): Promise<void> {
  await db.insertInto('portal_user').values(account).execute();
}

/** A person's profile as they saved it (the profile area's answer to "Save"). */
export async function updateUserProfile(db: Database, userId: number, values: Updateable<PortalUserTable>) {
  await db
    .updateTable('portal_user')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
