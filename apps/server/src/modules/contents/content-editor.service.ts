import type {
  ConsoleArticle,
  ConsoleArticleCategory,
  ConsoleArticleList,
  ConsoleArticleQuery,
} from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { assetFiles, type AssetFile } from '../media/index.ts';
import { orderableProducts } from '../products/index.ts';
import {
  articleCategoryLinks,
  articlePage,
  articleRecord,
  type ArticleRecord,
} from './content-editor.repository.ts';
import { listCategoryRows } from './content.repository.ts';

// The console's views of articles: every one, drafts too, with every language's texts.

const iso = (value: Date | string) => new Date(value).toISOString();

/** Every content category in tree order (parents before their children), named in `locale`. */
export async function articleCategories(
  db: Database,
  locale: RequestLocale,
): Promise<ConsoleArticleCategory[]> {
  const rows = await listCategoryRows(db, locale);
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const ordered: ConsoleArticleCategory[] = [];
  const walk = (parent: number | null) => {
    for (const r of children.get(parent) ?? []) {
      ordered.push({ id: r.id, code: r.code, title: r.title, parent_id: r.parent_id });
      walk(r.id);
    }
  };
  walk(null);
  return ordered;
}

/** A page of articles for the console's grid. */
export async function articleList(
  db: Database,
  query: ConsoleArticleQuery,
  locale: RequestLocale,
): Promise<ConsoleArticleList> {
  const { rows, total } = await articlePage(db, {
    words: query.q || null,
    categoryId: query.category ?? null,
    state: query.state ?? null,
    sort: query.sort,
    dir: query.dir,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    locale,
  });
  const [links, categories] = await Promise.all([
    articleCategoryLinks(
      db,
      rows.map((r) => r.id),
    ),
    listCategoryRows(db, locale),
  ]);
  const titles = new Map(categories.map((c) => [c.id, c.title]));
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title ?? '',
      categories: links
        .filter((l) => l.content_id === r.id)
        .map((l) => ({ id: l.category_id, title: titles.get(l.category_id) ?? '' })),
      state: r.state,
      publish_at: r.publish_at === null ? null : iso(r.publish_at),
      locales: r.locales,
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
    })),
    total,
  };
}

const toAsset = (file: AssetFile) => ({
  id: file.id,
  name: file.fileName,
  url: file.path,
  ext: file.ext,
});

/** One article as the editor opens it; undefined when there is none. */
export async function articleView(
  db: Database,
  id: number,
  locale: RequestLocale,
  stored?: ArticleRecord,
): Promise<ConsoleArticle | undefined> {
  const record = stored ?? (await articleRecord(db, id));
  if (!record) return undefined;
  const thumbnailIds = record.thumbnail_asset_id === null ? [] : [record.thumbnail_asset_id];
  const [assets, products] = await Promise.all([
    assetFiles(db, [...record.attachmentIds, ...thumbnailIds]),
    orderableProducts(db, record.productIds, locale),
  ]);
  const thumbnail = record.thumbnail_asset_id === null ? undefined : assets.get(record.thumbnail_asset_id);
  return {
    id: record.id,
    state: record.state,
    published: record.status,
    publish_at: record.publish_at === null ? null : iso(record.publish_at),
    created_at: iso(record.created_at),
    updated_at: iso(record.updated_at),
    translations: Object.fromEntries(
      record.translations.map((t) => [
        t.locale,
        { title: t.title, introduction: t.introduction, text: t.text },
      ]),
    ),
    categories: record.categoryIds,
    attachments: record.attachmentIds.flatMap((assetId) => {
      const file = assets.get(assetId);
      return file ? [toAsset(file)] : [];
    }),
    products: products.map((p) => ({ id: p.id, name: p.name ?? p.sku })),
    thumbnail: thumbnail ? toAsset(thumbnail) : null,
    link: record.link,
    sorting_priority: record.sorting_priority,
  };
}
