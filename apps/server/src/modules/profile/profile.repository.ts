import type { Database } from '../../db/database.ts';

/** The id of the user's newest profile image, if any. */
export async function newestMediaId(db: Database, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('profile_media')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
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
