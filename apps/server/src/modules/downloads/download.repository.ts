import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AssetDownloadTable } from './download.tables.ts';
import type { ZipEntry } from './download-manifest.ts';

/** Records a download link and the cart it names. */
export async function insertDownload(
  db: Database,
  row: Omit<Insertable<AssetDownloadTable>, 'entries'> & { entries: ZipEntry[] },
): Promise<void> {
  await db
    .insertInto('asset_download')
    .values({ ...row, entries: JSON.stringify(row.entries) })
    .execute();
}

/** A download link that has not expired, with its cart (JSON as stored). */
export function findLiveDownload(db: Database, id: string) {
  return db
    .selectFrom('asset_download')
    .select(['id', 'file_name', 'entries'])
    .where('id', '=', id)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** Removes the rows of expired links; answers how many. */
export async function deleteExpiredDownloads(db: Database): Promise<number> {
  const result = await db
    .deleteFrom('asset_download')
    .where('expires_at', '<=', new Date())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
