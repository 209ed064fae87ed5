import { sql } from 'kysely';
import type { CodedTree } from '../../db/coded-tree.ts';
import type { Database } from '../../db/database.ts';
import { oneColumn, replaceTranslations } from '../../db/translation-writer.ts';
import { mimeType } from '../../lib/media-types.ts';
import { refreshAssetWords } from './asset.repository.ts';

export interface NewAsset {
  name: string;
  ext: string;
  mime: string;
  storage_key: string;
  size: number;
  width: number | null;
  height: number | null;
  meta_read_at: Date | null;
  created_at?: Date;
  /** The file's SHA-256, by which an import finds the same file again. */
  file_hash?: string | null;
}

/** Products shown with assets: each link once (a link already there stays as it is). */
export async function linkProductAssets(
  db: Database,
  links: { product_id: number; asset_id: number; position: number }[],
): Promise<void> {
  for (let i = 0; i < links.length; i += 1000)
    await db
      .insertInto('product_asset')
      .values(links.slice(i, i + 1000))
      .onConflict((oc) => oc.columns(['product_id', 'asset_id']).doNothing())
      .execute();
}

/** Inserts an asset with its scope, tag and product links; answers its id. */
export async function insertAsset(
  db: Database,
  asset: NewAsset,
  links: { scopeIds: number[]; tagIds: number[]; productIds: number[] },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('asset')
      .values({ ...asset, sort_name: sql<string>`lower(unaccent(${asset.name}))` })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (links.scopeIds.length)
      await trx
        .insertInto('asset_scope_link')
        .values(links.scopeIds.map((scope_id) => ({ asset_id: id, scope_id })))
        .execute();
    if (links.tagIds.length)
      await trx
        .insertInto('asset_tag_link')
        .values(links.tagIds.map((tag_id) => ({ asset_id: id, tag_id })))
        .execute();
    if (links.productIds.length)
      await trx
        .insertInto('product_asset')
        .values(links.productIds.map((product_id, position) => ({ product_id, asset_id: id, position })))
        .execute();
    return id;
  });
}

/** Stores width, height and size read from the file of every asset under the key. */
export async function updateAssetMeta(
  db: Database,
  storageKey: string,
  meta: { size: number; width: number | null; height: number | null },
): Promise<void> {
  await db
    .updateTable('asset')
    .set({ ...meta, meta_read_at: new Date() })
    .where('storage_key', '=', storageKey)
    .execute();
}

/** Ids of scopes and tags by code. */
export async function idsByCode(db: Database, table: 'asset_scope' | 'asset_tag', codes: string[]) {
  if (!codes.length) return [];
  const rows = await db.selectFrom(table).select(['id', 'code']).where('code', 'in', codes).execute();
  return rows.map((r) => r.id);
}

/**
 * Archives (or with `archived: false` brings back) the assets with these source paths, never deleting them;
 * lists, counts and search follow at once. Answers each one found with its flag before the change,
 * and how many changed.
 */
export async function setAssetsArchived(
  db: Database,
  paths: string[],
  archived: boolean,
): Promise<{ stored: { code: string; flag: boolean }[]; changed: number }> {
  const stored = (
    await db
      .selectFrom('asset')
      .select(['source_path', 'archived'])
      .where('source_path', 'in', paths)
      .execute()
  ).map((r) => ({ code: r.source_path ?? '', flag: r.archived }));
  const result = await db
    .updateTable('asset')
    .set({ archived })
    .where('source_path', 'in', paths)
    .where('archived', '=', !archived)
    .executeTakeFirst();
  const changed = Number(result.numUpdatedRows);
  if (changed) await refreshAssetWords(db);
  return { stored, changed };
}

/** Writes an asset tag: created or moved, its names replaced; answers its id. */
export async function writeAssetTag(
  db: Database,
  change: { id: number | null; code: string; position: number; labels: Record<string, string> },
): Promise<number> {
  let id = change.id;
  if (id === null)
    ({ id } = await db
      .insertInto('asset_tag')
      .values({ code: change.code, position: change.position })
      .returning('id')
      .executeTakeFirstOrThrow());
  else await db.updateTable('asset_tag').set({ position: change.position }).where('id', '=', id).execute();
  await replaceTranslations(db, 'asset_tag_translation', 'tag_id', id, oneColumn('name', change.labels));
  return id;
}

/** The asset scopes' tables, as the coded-tree writer (db/coded-tree.ts) reads and writes them. */
export const ASSET_SCOPE_TABLES: CodedTree = {
  table: 'asset_scope',
  translation: { table: 'asset_scope_translation', owner: 'scope_id', text: 'name' },
};

/** A new asset that comes with its id (the demo's generated library), its file not read yet. */
export interface NumberedAsset {
  id: number;
  name: string;
  ext: string;
  storage_key: string;
  width: number | null;
  height: number | null;
  created_at: Date;
  scopeIds: number[];
  tagIds: number[];
  productIds: number[];
}

/**
 * Inserts new assets with their own ids and their scope, tag and product links (a product's
 * assets in the order of their ids); the id sequence is moved past them.
 */
export async function insertNumberedAssets(db: Database, assets: NumberedAsset[]): Promise<void> {
  if (!assets.length) return;
  await db
    .insertInto('asset')
    .values(
      assets.map((a) => ({
        id: a.id,
        name: a.name,
        sort_name: sql<string>`lower(unaccent(${a.name}))`,
        ext: a.ext,
        mime: mimeType(a.ext),
        storage_key: a.storage_key,
        size: 0,
        width: a.width,
        height: a.height,
        meta_read_at: null,
        created_at: a.created_at,
        updated_at: a.created_at,
      })),
    )
    .execute();
  const scopeLinks = assets.flatMap((a) => a.scopeIds.map((scope_id) => ({ asset_id: a.id, scope_id })));
  const tagLinks = assets.flatMap((a) => a.tagIds.map((tag_id) => ({ asset_id: a.id, tag_id })));
  if (scopeLinks.length) await db.insertInto('asset_scope_link').values(scopeLinks).execute();
  if (tagLinks.length) await db.insertInto('asset_tag_link').values(tagLinks).execute();
  await linkProductAssets(
    db,
    assets.flatMap((a) => a.productIds.map((product_id) => ({ product_id, asset_id: a.id, position: a.id }))),
  );
  await sql`select setval(pg_get_serial_sequence('asset', 'id'), (select coalesce(max(id), 1) from asset))`.execute(
    db,
  );
}
