import type { Database } from '../../db/database.ts';
import type { Insertable } from 'kysely';
import type { AssetDownloadTable } from '../../db/types.ts';

export async function insertDownload(db: Database, row: Insertable<AssetDownloadTable>): Promise<void> {
  await db.insertInto('asset_download').values(row).execute();
}

/** A prepared download that has not expired. */
export function findLiveDownload(db: Database, id: string) {
  return db
    .selectFrom('asset_download')
    .select(['id', 'storage_key', 'file_name', 'size'])
    .where('id', '=', id)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** Removes expired downloads and answers their storage keys. */
export async function deleteExpiredDownloads(db: Database, limit = 500): Promise<string[]> {
  const rows = await db
    .deleteFrom('asset_download')
    .where('id', 'in', (eb) =>
      eb.selectFrom('asset_download').select('id').where('expires_at', '<=', new Date()).limit(limit),
    )
    .returning('storage_key')
    .execute();
  return rows.map((r) => r.storage_key);
}

export function userName(db: Database, userId: number) {
  return db
    .selectFrom('portal_user')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
