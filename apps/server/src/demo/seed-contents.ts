import type { Database } from '../db/database.ts';
import type { AttributeValues } from '../db/types.ts';
import type { ChangeNotices } from '../db/changes.ts';
import { importContentCategory, writeContents, type NewContent } from '../modules/contents/index.ts';
import { assetUrl } from '../modules/media/index.ts';
import { ARTICLE_LANGUAGES, LOCALE_OF, tr } from './demo-languages.ts';
import {
  CONTENT_CATEGORIES,
  type ContentCategoryDef,
  DASHBOARD_TITLE,
  WELCOME,
} from './content-vocabulary.ts';
import {
  generateContents,
  type ContentAsset,
  type ContentAssets,
  type ContentProduct,
} from './generate-contents.ts';
import { pictureKey, type DemoImage } from './product-images.ts';
import type { Random } from './random.ts';

/** The standard number of demo articles; `--scale N` gives N times as many, up to the maximum. */
export const DEMO_CONTENTS = 150;
export const MAX_DEMO_CONTENTS = 20_000;
const BATCH = 500;

/** Listed products (parents and simple products) with the names and values articles mention. */
async function contentProducts(
  db: Database,
  pictures: ReadonlyMap<string, DemoImage>,
): Promise<ContentProduct[]> {
  const rows = await db
    .selectFrom('product as p')
    .select(['p.id', 'p.attrs'])
    .where('p.parent_id', 'is', null)
    .where('p.status', '=', true)
    .where('p.archived', '=', false)
    .orderBy('p.id')
    .limit(2000)
    .execute();
  const names = await db
    .selectFrom('product_translation')
    .select(['product_id', 'locale', 'name'])
    .where('product_id', 'in', rows.length ? rows.map((r) => r.id) : [0])
    .where(
      'locale',
      'in',
      ARTICLE_LANGUAGES.map((l) => LOCALE_OF[l]),
    )
    .execute();
  const byProduct = new Map<number, Record<string, string>>();
  for (const n of names) byProduct.set(n.product_id, { ...byProduct.get(n.product_id), [n.locale]: n.name });
  return rows.flatMap(({ id, attrs }) => {
    const a = attrs as AttributeValues;
    const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : v ? [String(v)] : []);
    const imageKey = pictureKey(a.image);
    const picture = pictures.get(imageKey ?? '');
    if (!picture) return [];
    return {
      id,
      names: byProduct.get(id) ?? {},
      brand: String(a.brand ?? ''),
      designer: String(a.designer ?? ''),
      materials: list(a.material),
      colors: list(a.color),
      imageKey,
      type: picture.type,
      lighting: a.power !== undefined,
    };
  });
}

/** The first 500 demo assets (the ones with files) by scope, and each product's own. */
async function contentAssets(db: Database): Promise<ContentAssets> {
  const rows = await db
    .selectFrom('asset as a')
    .innerJoin('asset_scope_link as l', 'l.asset_id', 'a.id')
    .innerJoin('asset_scope as s', 's.id', 'l.scope_id')
    .select(['a.id', 'a.name', 'a.ext', 'a.storage_key', 's.code'])
    .where('a.id', '<=', 500)
    .where('a.archived', '=', false)
    .orderBy('a.id')
    .execute();
  const links = await db
    .selectFrom('product_asset')
    .select(['product_id', 'asset_id'])
    .where('asset_id', '<=', 500)
    .orderBy('asset_id')
    .execute();
  const byScope: ContentAssets['byScope'] = new Map();
  const byId = new Map<number, ContentAsset & { scope: string }>();
  for (const r of rows) {
    const asset = { id: r.id, name: r.name, ext: r.ext, path: assetUrl(r.storage_key), scope: r.code };
    byId.set(r.id, asset);
    byScope.set(r.code, [...(byScope.get(r.code) ?? []), asset]);
  }
  const byProduct: ContentAssets['byProduct'] = new Map();
  for (const l of links) {
    const asset = byId.get(l.asset_id);
    if (asset) byProduct.set(l.product_id, [...(byProduct.get(l.product_id) ?? []), asset]);
  }
  return { byScope, byProduct };
}

/**
 * The content library: its category tree (with the dashboard's category, named by the setup),
 * a welcome article on the dashboard and `count` articles in batches.
 */
export async function seedContents(
  db: Database,
  count: number,
  random: Random,
  dashboardCode: string | null,
  pictures: ReadonlyMap<string, DemoImage>,
  changes: ChangeNotices,
  allLanguages = true,
): Promise<void> {
  changes.note('contents');
  const categoryIds = new Map<string, number>();
  const addCategory = async (def: ContentCategoryDef, parentId: number | null, position: number) => {
    const id = await importContentCategory(db, { code: def.code, parentId, position, titles: tr(def.title) });
    categoryIds.set(def.code, id);
    for (const [i, child] of (def.children ?? []).entries()) await addCategory(child, id, i);
  };
  for (const [i, def] of CONTENT_CATEGORIES.entries()) await addCategory(def, null, i);

  const [products, assets] = await Promise.all([contentProducts(db, pictures), contentAssets(db)]);
  if (dashboardCode) {
    await addCategory({ code: dashboardCode, title: DASHBOARD_TITLE }, null, CONTENT_CATEGORIES.length);
    await writeContents(db, [
      {
        status: true,
        link: null,
        sortingPriority: 100,
        thumbnail: assets.byScope.get('campaigns')?.[0]
          ? { assetId: assets.byScope.get('campaigns')![0].id }
          : null,
        // The portal's first article: older than every other.
        createdAt: new Date(Date.UTC(2025, 0, 6, 9)),
        translations: ARTICLE_LANGUAGES.map((lang) => ({
          locale: LOCALE_OF[lang],
          title: WELCOME.title[lang],
          introduction: WELCOME.introduction[lang],
          text: WELCOME.text[lang],
        })),
        categoryIds: [categoryIds.get(dashboardCode)!],
        productIds: [],
        attachments: [],
      },
    ]);
  }
  if (!products.length) return;
  let batch: NewContent[] = [];
  for (const content of generateContents(count, products, assets, categoryIds, random, allLanguages)) {
    batch.push(content);
    if (batch.length >= BATCH) {
      await writeContents(db, batch);
      batch = [];
    }
  }
  if (batch.length) await writeContents(db, batch);
}
