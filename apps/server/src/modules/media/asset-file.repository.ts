import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';

/** What the console shows of an asset's current file. */
export const assetFileRow = (db: Database, id: number) =>
  db
    .selectFrom('asset')
    .select(['id', 'name', 'ext', 'mime', 'storage_key', 'size', 'width', 'height', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();

/** An asset's earlier files, newest first. */
export const assetVersionRows = (db: Database, id: number) =>
  db.selectFrom('asset_version').selectAll().where('asset_id', '=', id).orderBy('version', 'desc').execute();

/**
 * Keeps the asset's current file as its next version and points the asset at a new one, in one
 * transaction (the row is locked, so two replacements number their versions one after the other).
 * Answers the kept version's number, or null when the asset is gone.
 */
export async function swapAssetFile(
  db: Database,
  id: number,
  file: { ext: string; mime: string; storage_key: string; size: number },
  meta: { width: number | null; height: number | null },
  by: number,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('asset')
      .select(['name', 'ext', 'mime', 'storage_key', 'size'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return null;
    const { last } = await trx
      .selectFrom('asset_version')
      .select(sql<number>`coalesce(max(version), 0)`.as('last'))
      .where('asset_id', '=', id)
      .executeTakeFirstOrThrow();
    const version = Number(last) + 1;
    await trx
      .insertInto('asset_version')
      .values({ asset_id: id, version, ...current, replaced_by: by })
      .execute();
    await trx
      .updateTable('asset')
      .set({ ...file, ...meta, meta_read_at: new Date(), updated_at: new Date(), file_hash: null })
      .where('id', '=', id)
      .execute();
    return version;
  });
}

/**
 * Deletes an asset and, through the keys' cascades, its links, versions and article attachments
 * (an article's thumbnail is cleared). Answers every storage key it held, or null when it was gone.
 */
export async function deleteAssetRow(db: Database, id: number): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('asset')
      .select('storage_key')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return null;
    const versions = await trx
      .selectFrom('asset_version')
      .select('storage_key')
      .where('asset_id', '=', id)
      .execute();
    await trx.deleteFrom('asset').where('id', '=', id).execute();
    return [row.storage_key, ...versions.map((v) => v.storage_key)];
  });
}

/** Whether another asset (or another asset's version) still names a key: such a file stays. */
export async function keysStillNamed(db: Database, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .selectFrom('asset')
    .select('storage_key as key')
    .where('storage_key', 'in', keys)
    .union(db.selectFrom('asset_version').select('storage_key as key').where('storage_key', 'in', keys))
    .execute();
  return new Set(rows.map((r) => r.key));
}

/** The products showing an asset (their ids, by position) and its scopes' names. */
export async function assetLinksForUsage(db: Database, id: number, locale: RequestLocale) {
  const products = await db
    .selectFrom('product_asset')
    .select('product_id')
    .where('asset_id', '=', id)
    .orderBy('product_id')
    .limit(500)
    .execute();
  const scopes = await db
    .selectFrom('asset_scope_link as l')
    .innerJoin('asset_scope as s', 's.id', 'l.scope_id')
    .leftJoinLateral(translation('asset_scope_translation', 'scope_id', 's.id', ['name'], locale), (j) =>
      j.onTrue(),
    )
    .select(['s.id', 's.code', 't.name'])
    .where('l.asset_id', '=', id)
    .orderBy('s.position')
    .execute();
  return {
    productIds: products.map((p) => p.product_id),
    scopes: scopes.map((s) => ({ id: s.id, name: s.name ?? s.code })),
  };
}

/** The ids among these that are asset scopes. */
export async function existingScopeIds(db: Database, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('asset_scope').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}
