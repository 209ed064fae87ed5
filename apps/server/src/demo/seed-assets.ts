import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { mimeType } from '../lib/media-types.ts';
import { linkProductAssets, refreshAssetWords } from '../modules/media/index.ts';
import { hasFfmpeg } from '../lib/video.ts';
import { SCOPES, TAGS, type ScopeDef } from './asset-vocabulary.ts';
import { tr } from './demo-languages.ts';
import { generateAssets, type DemoProduct, type GeneratedAsset } from './generate-assets.ts';
import { pictureKey, type DemoImage } from './product-images.ts';
import type { Random } from './random.ts';

/** The standard number of demo assets. */
export const DEMO_ASSETS = 500;
/** Large catalogues (`--scale`) get proportionally more assets, up to this many. */
export const MAX_DEMO_ASSETS = 100_000;
const BATCH = 500;

/** Scopes and tags with their translations; answers their ids by code. */
async function seedScopesAndTags(db: Database) {
  return db.transaction().execute(async (trx) => {
    const scopeIds = new Map<string, number>();
    const addScope = async (def: ScopeDef, parentId: number | null, position: number) => {
      const { id } = await trx
        .insertInto('asset_scope')
        .values({ code: def.code, parent_id: parentId, position })
        .returning('id')
        .executeTakeFirstOrThrow();
      scopeIds.set(def.code, id);
      await trx
        .insertInto('asset_scope_translation')
        .values(Object.entries(tr(def.name)).map(([locale, name]) => ({ scope_id: id, locale, name })))
        .execute();
      for (const [i, child] of (def.children ?? []).entries()) await addScope(child, id, i);
    };
    for (const [i, def] of SCOPES.entries()) await addScope(def, null, i);
    const tagIds = new Map<string, number>();
    for (const [position, def] of TAGS.entries()) {
      const { id } = await trx
        .insertInto('asset_tag')
        .values({ code: def.code, position })
        .returning('id')
        .executeTakeFirstOrThrow();
      tagIds.set(def.code, id);
      await trx
        .insertInto('asset_tag_translation')
        .values(Object.entries(tr(def.name)).map(([locale, name]) => ({ tag_id: id, locale, name })))
        .execute();
    }
    return { scopeIds, tagIds };
  });
}

/**
 * Listed products (parents and simple products) with their English names, for asset names and
 * links, and the product type their picture shows.
 */
async function listedProducts(
  db: Database,
  pictures: ReadonlyMap<string, DemoImage>,
): Promise<DemoProduct[]> {
  const rows = await db
    .selectFrom('product as p')
    .innerJoin('product_translation as t', (join) =>
      join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', 'en_GB'),
    )
    .select(['p.id', 'p.sku', 't.name', sql<string | null>`p.attrs->>'image'`.as('image')])
    .where('p.parent_id', 'is', null)
    .where('p.status', '=', true)
    .where('p.archived', '=', false)
    .orderBy('p.id')
    .limit(5000)
    .execute();
  return rows.flatMap(({ image, ...product }) => {
    const picture = pictures.get(pictureKey(image) ?? '');
    return picture ? [{ ...product, type: picture.type }] : [];
  });
}

/**
 * Asset scopes, tags and `count` asset records linked to products (`pictures`: the generation
 * records of the product pictures, by storage key). Only records are written here (fast, so every
 * test database gets them); the files are drawn by `generateAssetFiles`, which then reads each
 * file's real size and dimensions.
 */
export async function seedAssets(
  db: Database,
  count: number,
  random: Random,
  seed: string,
  pictures: ReadonlyMap<string, DemoImage>,
): Promise<void> {
  const { scopeIds, tagIds } = await seedScopesAndTags(db);
  const products = await listedProducts(db, pictures);
  let batch: GeneratedAsset[] = [];
  const flush = async () => {
    if (!batch.length) return;
    await db
      .insertInto('asset')
      .values(
        batch.map((a) => ({
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
    const scopeLinks = batch.flatMap((a) =>
      a.scopes.map((s) => ({ asset_id: a.id, scope_id: scopeIds.get(s)! })),
    );
    const tagLinks = batch.flatMap((a) => a.tags.map((t) => ({ asset_id: a.id, tag_id: tagIds.get(t)! })));
    const productLinks = batch.flatMap((a) =>
      a.productIds.map((product_id) => ({ product_id, asset_id: a.id, position: a.id })),
    );
    if (scopeLinks.length) await db.insertInto('asset_scope_link').values(scopeLinks).execute();
    if (tagLinks.length) await db.insertInto('asset_tag_link').values(tagLinks).execute();
    await linkProductAssets(db, productLinks);
    batch = [];
  };
  for (const asset of generateAssets(count, products, random, { seed, video: hasFfmpeg() })) {
    batch.push(asset);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  await sql`select setval(pg_get_serial_sequence('asset', 'id'), (select coalesce(max(id), 1) from asset))`.execute(
    db,
  );
  await refreshAssetWords(db);
}
