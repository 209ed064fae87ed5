import type { Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PortalUserTable } from '../../db/types.ts';

/** The profile columns plus the newest profile image id, in one round trip. */
export function getProfileRow(db: Database, userId: number) {
  return db
    .selectFrom('portal_user')
    .select((eb) =>
      eb
        .selectFrom('profile_media')
        .select('profile_media.id')
        .whereRef('profile_media.user_id', '=', 'portal_user.id')
        .orderBy('profile_media.created_at', 'desc')
        .limit(1)
        .as('media_id'),
    )
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

export async function updateProfileRow(db: Database, userId: number, values: Updateable<PortalUserTable>) {
  await db
    .updateTable('portal_user')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export function getMedia(db: Database, userId: number, id: string) {
  return db
    .selectFrom('profile_media')
    .select(['id', 'storage_key', 'content_type', 'size'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertMedia(
  db: Database,
  row: { id: string; user_id: number; storage_key: string; content_type: string; size: number },
) {
  await db.insertInto('profile_media').values(row).execute();
}

export async function deleteMedia(db: Database, userId: number, id: string) {
  await db.deleteFrom('profile_media').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Features for everyone plus those of the user's group. */
export async function listFeatures(db: Database, groupId: number | null): Promise<string[]> {
  let query = db.selectFrom('feature').select('code').where('for_everyone', '=', true);
  if (groupId !== null) {
    query = query.union(
      db.selectFrom('group_feature').select('feature_code as code').where('group_id', '=', groupId),
    );
  }
  return (await query.execute()).map((r) => r.code).sort();
}
