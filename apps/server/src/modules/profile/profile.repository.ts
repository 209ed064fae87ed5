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

/**
 * Records the user's new picture and forgets the ones it replaces, in one transaction; answers
 * the storage keys of the replaced files, for the caller to delete.
 */
export function replaceMedia(
  db: Database,
  row: { id: string; user_id: number; storage_key: string; content_type: string; size: number },
): Promise<string[]> {
  return db.transaction().execute(async (tx) => {
    await tx.insertInto('profile_media').values(row).execute();
    const replaced = await tx
      .deleteFrom('profile_media')
      .where('user_id', '=', row.user_id)
      .where('id', '<>', row.id)
      .returning('storage_key')
      .execute();
    return replaced.map((r) => r.storage_key);
  });
}

/** Which of these storage keys a picture record names. */
export async function referencedMediaKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .selectFrom('profile_media')
    .select('storage_key')
    .where('storage_key', 'in', keys)
    .execute();
  return new Set(rows.map((r) => r.storage_key));
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

/** Forgets a person's pictures (their account is being deleted); answers the files' keys to delete. */
export async function deleteMediaOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('profile_media')
    .where('user_id', '=', userId)
    .returning('storage_key')
    .execute();
  return rows.map((r) => r.storage_key);
}
