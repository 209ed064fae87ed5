import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { insertTranslations } from '../../db/translation-writer.ts';

/** What an import compares an asset of its folder with. */
export interface ImportedAssetState {
  id: number;
  sourcePath: string;
  fileHash: string | null;
  importHash: string | null;
  archived: boolean;
  storageKey: string;
}

/** Assets earlier imports wrote from these folder paths, by path. */
export async function importedAssets(
  db: Database,
  paths: string[],
): Promise<Map<string, ImportedAssetState>> {
  if (!paths.length) return new Map();
  const rows = await db
    .selectFrom('asset')
    .select(['id', 'source_path', 'file_hash', 'import_hash', 'archived', 'storage_key'])
    .where('source_path', 'in', paths)
    .execute();
  return new Map(
    rows.map((r) => [
      r.source_path!,
      {
        id: r.id,
        sourcePath: r.source_path!,
        fileHash: r.file_hash,
        importHash: r.import_hash,
        archived: r.archived,
        storageKey: r.storage_key,
      },
    ]),
  );
}

/** An asset as a folder import writes it. */
export interface ImportedAsset {
  sourcePath: string;
  name: string;
  /** Names by locale (the plain `name` stays the one every locale falls back to). */
  names: Record<string, string>;
  ext: string;
  mime: string;
  /** The stored file, when it is new or changed (else the asset keeps its file). */
  file?: { storageKey: string; hash: string; size: number; width: number | null; height: number | null };
  importHash: string;
  scopeIds: number[];
  tagIds: number[];
  productIds: number[];
}

/**
 * Inserts an imported asset, or updates one (by id) with what it carries: its file when given, its
 * names, and its scope, tag and product links replaced; brings it back from the archive.
 */
export async function writeImportedAsset(db: Database, asset: ImportedAsset, id?: number): Promise<number> {
  const now = new Date();
  const columns = {
    name: asset.name,
    sort_name: sql<string>`lower(unaccent(${asset.name}))`,
    import_hash: asset.importHash,
    archived: false,
    updated_at: now,
    ...(asset.file && {
      ext: asset.ext,
      mime: asset.mime,
      storage_key: asset.file.storageKey,
      file_hash: asset.file.hash,
      size: asset.file.size,
      width: asset.file.width,
      height: asset.file.height,
      meta_read_at: now,
    }),
  };
  let assetId: number;
  if (id === undefined) {
    if (!asset.file) throw new Error(`A new asset needs its file: ${asset.sourcePath}`);
    ({ id: assetId } = await db
      .insertInto('asset')
      .values({
        ...columns,
        ext: asset.ext,
        mime: asset.mime,
        storage_key: asset.file.storageKey,
        source_path: asset.sourcePath,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  } else {
    assetId = id;
    await db.updateTable('asset').set(columns).where('id', '=', id).execute();
    for (const table of ['asset_translation', 'asset_scope_link', 'asset_tag_link', 'product_asset'] as const)
      await db.deleteFrom(table).where('asset_id', '=', id).execute();
  }
  const names = Object.entries(asset.names).map(([locale, name]) => [
    locale,
    { name, sort_name: sql<string>`lower(unaccent(${name}))` },
  ]);
  await insertTranslations(db, 'asset_translation', 'asset_id', [[assetId, Object.fromEntries(names)]]);
  if (asset.scopeIds.length)
    await db
      .insertInto('asset_scope_link')
      .values([...new Set(asset.scopeIds)].map((scope_id) => ({ asset_id: assetId, scope_id })))
      .execute();
  if (asset.tagIds.length)
    await db
      .insertInto('asset_tag_link')
      .values([...new Set(asset.tagIds)].map((tag_id) => ({ asset_id: assetId, tag_id })))
      .execute();
  if (asset.productIds.length)
    await db
      .insertInto('product_asset')
      .values(
        [...new Set(asset.productIds)].map((product_id, position) => ({
          product_id,
          asset_id: assetId,
          position,
        })),
      )
      .execute();
  return assetId;
}

/** Archives (never deletes) the listed assets of earlier folder imports whose path is not among `paths`. */
export async function archiveImportedAssetsExcept(db: Database, paths: string[]): Promise<number> {
  const result = await db
    .updateTable('asset')
    .set({ archived: true, updated_at: new Date() })
    .where('archived', '=', false)
    .where('source_path', 'is not', null)
    .where('source_path', 'not in', paths.length ? paths : [''])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
