import type { Database } from '../db/database.ts';
import { writeNode } from '../db/coded-tree.ts';
import type { ChangeNotices } from '../db/changes.ts';
import { ASSET_SCOPE_TABLES, insertNumberedAssets, writeAssetTag } from '../modules/media/index.ts';
import { firstProducts } from '../modules/products/index.ts';
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
    const addScope = async (def: ScopeDef, parent: string | null, position: number) => {
      const change = { id: null, code: def.code, parent, names: tr(def.name), position };
      scopeIds.set(def.code, await writeNode(trx, ASSET_SCOPE_TABLES, change));
      for (const [i, child] of (def.children ?? []).entries()) await addScope(child, def.code, i);
    };
    for (const [i, def] of SCOPES.entries()) await addScope(def, null, i);
    const tagIds = new Map<string, number>();
    for (const [position, def] of TAGS.entries())
      tagIds.set(
        def.code,
        await writeAssetTag(trx, { id: null, code: def.code, position, labels: tr(def.name) }),
      );
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
  const rows = await firstProducts(db, 5000, 'en_GB');
  return rows.flatMap(({ image, ...product }) => {
    const picture = pictures.get(pictureKey(image) ?? '');
    return picture ? [{ ...product, name: product.name ?? product.sku, type: picture.type }] : [];
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
  changes: ChangeNotices,
): Promise<void> {
  const { scopeIds, tagIds } = await seedScopesAndTags(db);
  const products = await listedProducts(db, pictures);
  let batch: GeneratedAsset[] = [];
  const flush = async () => {
    await insertNumberedAssets(
      db,
      batch.map((a) => ({
        ...a,
        scopeIds: a.scopes.map((s) => scopeIds.get(s)!),
        tagIds: a.tags.map((t) => tagIds.get(t)!),
      })),
    );
    batch = [];
  };
  for (const asset of generateAssets(count, products, random, { seed, video: hasFfmpeg() })) {
    batch.push(asset);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  changes.note('assets');
}
