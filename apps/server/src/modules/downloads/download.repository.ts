import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
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

/** A download link that has not expired, with its cart (JSON as stored) and whether it was revoked. */
export function findLiveDownload(db: Database, id: string) {
  return db
    .selectFrom('asset_download')
    .select(['id', 'file_name', 'entries', 'revoked_at'])
    .where('id', '=', id)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** Removes the rows of expired links; answers how many. */
export async function deleteExpiredDownloads(db: Database, before: Date): Promise<number> {
  const result = await db.deleteFrom('asset_download').where('expires_at', '<=', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Counts a download of a link (the archive started streaming). */
export async function countDownload(db: Database, id: string): Promise<void> {
  await db
    .updateTable('asset_download')
    .set((eb) => ({ download_count: eb('download_count', '+', 1), last_download_at: new Date() }))
    .where('id', '=', id)
    .execute();
}

const SHARE_COLUMNS = [
  'id',
  'file_name',
  'file_count',
  'user_id',
  'recipient',
  'created_at',
  'expires_at',
  'download_count',
  'last_download_at',
  'revoked_at',
  'revoked_by',
] as const;

/** A page of shares not yet expired, newest first, with the total; `q` finds a recipient. */
export async function listShares(
  db: Database,
  query: { page: number; pageSize: number; q?: string; state?: 'live' | 'revoked'; userId?: number },
) {
  let select = db
    .selectFrom('asset_download')
    .where('kind', '=', 'share')
    .where('expires_at', '>', new Date());
  if (query.q) select = select.where('recipient', 'ilike', containsPattern(query.q));
  if (query.state === 'live') select = select.where('revoked_at', 'is', null);
  if (query.state === 'revoked') select = select.where('revoked_at', 'is not', null);
  if (query.userId) select = select.where('user_id', '=', query.userId);
  const [rows, total] = await Promise.all([
    select
      .select(SHARE_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    select.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * A page of cart links, live or expired (the download history), newest first, with the total: of
 * one kind, made by one person, or holding one file (its storage key, originals and renditions).
 */
export async function listDownloads(
  db: Database,
  query: { page: number; pageSize: number; kind?: 'download' | 'share'; userId?: number; fileKey?: string },
) {
  let select = db.selectFrom('asset_download');
  if (query.kind) select = select.where('kind', '=', query.kind);
  if (query.userId) select = select.where('user_id', '=', query.userId);
  if (query.fileKey)
    select = select.where(
      sql<boolean>`entries @> ${JSON.stringify([{ source: { key: query.fileKey } }])}::jsonb`,
    );
  const [rows, total] = await Promise.all([
    select
      .select([...SHARE_COLUMNS, 'kind'])
      // The names of the first files, for the list (the whole cart stays in the record).
      .select(sql<string[]>`jsonb_path_query_array(entries, '$[0 to 19].name')`.as('names'))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    select.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findShare(db: Database, id: string) {
  return db
    .selectFrom('asset_download')
    .select(SHARE_COLUMNS)
    .where('id', '=', id)
    .where('kind', '=', 'share')
    .executeTakeFirst();
}

export type ShareRow = NonNullable<Awaited<ReturnType<typeof findShare>>>;

/** Revokes a share that is not revoked yet; false when it was (or is gone). */
export async function revokeShareRow(db: Database, id: string, by: number): Promise<boolean> {
  const result = await db
    .updateTable('asset_download')
    .set({ revoked_at: new Date(), revoked_by: by })
    .where('id', '=', id)
    .where('kind', '=', 'share')
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
