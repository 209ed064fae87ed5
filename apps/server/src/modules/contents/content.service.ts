import {
  assetAttachment,
  type Attachment,
  type Content,
  type ContentCategory,
  type ContentListAnswer,
  type ContentListQuery,
} from '@vitrine/contract';
import { hasThumbnail } from '@vitrine/contract/rendition-url';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { fullTextQuery } from '../../search/search-query.ts';
import { dashboardContentCode } from '../config/index.ts';
import { localeSettings } from '../locales/index.ts';
import { assetFiles, assetUrl, type AssetFile } from '../media/index.ts';
import type { Sight } from '../visibility/index.ts';
import { categoryIndexes, type ContentCategoryIndex } from './content.cache.ts';
import {
  contentLinks,
  contentPage,
  contentRows,
  inCategories,
  insertCategory,
  insertContents,
  listCategoryRows,
  type ContentPageQuery,
  type ContentRow,
  type NewContent,
  type NewContentCategory,
} from './content.repository.ts';

/** The category tree of a locale, cached briefly: every content answer names its categories. */
function categoryIndex(db: Database, locale: RequestLocale): Promise<ContentCategoryIndex> {
  return categoryIndexes.get(db, locale.code, async () => {
    const rows = await listCategoryRows(db, locale);
    const nodes = new Map(
      rows.map((r) => [
        r.id,
        { id: r.id, code: r.code, title: r.title, order: r.position, children: [] as ContentCategory[] },
      ]),
    );
    const tree: ContentCategory[] = [];
    for (const r of rows) {
      const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
      (parent ? parent.children : tree).push(nodes.get(r.id)!);
    }
    return { tree, byId: nodes, byCode: new Map([...nodes.values()].map((c) => [c.code, c])) };
  });
}

/** A category and every category below it. */
function withDescendants(root: ContentCategory): number[] {
  const ids: number[] = [];
  const walk = (category: ContentCategory) => {
    ids.push(category.id);
    category.children.forEach(walk);
  };
  walk(root);
  return ids;
}

/** The category tree without the dashboard's category (spec 3), which only the home page shows. */
export async function contentCategoryTree(
  deps: Deps,
  locale: RequestLocale,
  sight: Sight,
): Promise<ContentCategory[]> {
  const [index, dashboard] = await Promise.all([categoryIndex(deps.db, locale), dashboardContentCode(deps)]);
  const hidden = new Set(sight.contentCategories);
  const copy = (nodes: ContentCategory[]): ContentCategory[] =>
    nodes
      .filter((c) => c.code !== dashboard && !hidden.has(c.id))
      .map(({ id, code, title, order, children }) => ({ id, code, title, order, children: copy(children) }));
  return copy(index.tree);
}

const extension = (key: string) => /\.([a-z0-9]+)$/i.exec(key)?.[1] ?? '';

/** An attachment's fields: a media asset fills the `media_*` ones, a stored file the plain ones. */
function toAttachment(
  row: { asset_id: number | null; storage_key: string | null },
  assets: Map<number, AssetFile>,
): Attachment | null {
  if (row.asset_id !== null) {
    // Archived assets are not offered.
    const asset = assets.get(row.asset_id);
    if (!asset) return null;
    return assetAttachment({ name: asset.fileName, url: asset.path }, asset.ext);
  }
  if (!row.storage_key) return null;
  const path = assetUrl(row.storage_key);
  const picture = hasThumbnail(extension(row.storage_key)) ? path : null;
  return {
    file: path,
    image_small: picture,
    image_large: picture,
    media_file: null,
    media_image_small: null,
    media_image_large: null,
  };
}

/** Only web addresses are offered as a content's external link; anything else is no link. */
function webLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The contents of `ids` in that order, as the API answers them; unknown or inactive ids are left out. */
async function loadContents(
  db: Database,
  index: ContentCategoryIndex,
  locale: RequestLocale,
  ids: number[],
): Promise<Content[]> {
  if (!ids.length) return [];
  const [rows, links] = await Promise.all([contentRows(db, ids, locale), contentLinks(db, ids)]);
  const assetIds = [
    ...rows.map((r) => r.thumbnail_asset_id),
    ...links.attachments.map((a) => a.asset_id),
  ].filter((id): id is number => id !== null);
  const assets = await assetFiles(db, assetIds);

  // Categories in tree order (position, then id), as the tree shows them.
  const categoryOrder = new Map([...index.byId.keys()].map((id, i) => [id, i]));
  const categories = new Map<number, number[]>();
  for (const l of links.categories)
    categories.set(l.content_id, [...(categories.get(l.content_id) ?? []), l.category_id]);
  const attachments = new Map<number, Attachment[]>();
  for (const a of links.attachments) {
    const attachment = toAttachment(a, assets);
    if (attachment) attachments.set(a.content_id, [...(attachments.get(a.content_id) ?? []), attachment]);
  }

  const toContent = (r: ContentRow): Content => {
    const thumbAsset = r.thumbnail_asset_id === null ? undefined : assets.get(r.thumbnail_asset_id);
    const thumbnail =
      thumbAsset && hasThumbnail(thumbAsset.ext)
        ? thumbAsset.path
        : r.thumbnail_key && hasThumbnail(extension(r.thumbnail_key))
          ? assetUrl(r.thumbnail_key)
          : null;
    return {
      id: r.id,
      title: r.title ?? '',
      // Both may hold HTML written by anyone with database access: cleaned in every answer.
      introduction: sanitizeRichText(r.introduction ?? ''),
      text: sanitizeRichText(r.text ?? ''),
      created: Math.floor(new Date(r.created_at).getTime() / 1000),
      link: webLink(r.link),
      categories: (categories.get(r.id) ?? [])
        .filter((id) => categoryOrder.has(id))
        .sort((a, b) => categoryOrder.get(a)! - categoryOrder.get(b)!)
        .map((id) => ({ title: index.byId.get(id)!.title })),
      sorting_priority: r.sorting_priority,
      attachments: attachments.get(r.id) ?? [],
      thumbnail,
    };
  };
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toContent(row)] : [];
  });
}

/**
 * The locales whose titles order a title-sorted list: the request's, another of its language (the
 * first known one: a language with three locales may fall back to the default where a translation
 * would take the third), the default.
 */
async function titleLocales(db: Database, locale: RequestLocale): Promise<[string, string, string]> {
  const { codes } = await localeSettings(db);
  const sameLanguage = codes.filter((c) => c !== locale.code && c.slice(0, 2) === locale.language).sort();
  return [locale.code, sameLanguage[0] ?? locale.defaultCode, locale.defaultCode];
}

/**
 * A page of contents, newest first unless another order is asked, under a category (with its
 * sub-categories) and a product. A search puts its relevance tiers first (title words whole, as
 * prefixes, with typos, then the text) and the order asked within a tier; `terms` carries what it looked for (the words,
 * CJK character pairs, typo corrections) for highlighting.
 */
export async function listContents(
  deps: Deps,
  locale: RequestLocale,
  query: ContentListQuery,
  options: Pick<ContentPageQuery, 'candidates'> & { sight: Sight },
): Promise<ContentListAnswer> {
  const { db } = deps;
  const [index, search] = await Promise.all([
    categoryIndex(db, locale),
    query.search ? fullTextQuery(db, query.search, locale) : null,
  ]);
  const terms = search ? { terms: search.terms } : {};
  let categoryIds: number[] | null = null;
  if (query.filters?.category !== undefined) {
    const root = index.byCode.get(query.filters.category);
    // An unknown category holds nothing (a list, not a resource: no 404).
    if (!root) return { results: [], total: 0, ...terms };
    categoryIds = withDescendants(root);
  }
  const { ids, total } = await contentPage(db, {
    categoryIds,
    titleLocales: query.orderby === 'title' && !search ? await titleLocales(db, locale) : ['', '', ''],
    productId: query.filters?.product ?? null,
    hiddenCategories: options.sight.contentCategories,
    search,
    locale,
    orderBy: query.orderby,
    orderDir: query.orderdir,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    candidates: options.candidates,
  });
  return { results: await loadContents(db, index, locale, ids), total, ...terms };
}

/** One listed content; a 404 for an unknown or inactive one. */
export async function contentById(
  deps: Deps,
  locale: RequestLocale,
  id: number,
  sight: Sight,
): Promise<Content> {
  if (await inCategories(deps.db, id, sight.contentCategories))
    throw notFound('Content not found', 'content_not_found');
  const [content] = await loadContents(deps.db, await categoryIndex(deps.db, locale), locale, [id]);
  if (!content) throw notFound('Content not found', 'content_not_found');
  return content;
}

/** Writes a content category (demo seeders, the import to come); answers its id. */
export function importContentCategory(db: Database, category: NewContentCategory): Promise<number> {
  return insertCategory(db, category);
}

/**
 * The contents area's bulk writer: contents in one transaction (the demo's). Their HTML passes the
 * portal's sanitiser on the way in, as it does again in every answer.
 */
export function writeContents(db: Database, contents: NewContent[]): Promise<number[]> {
  const clean = contents.map((c) => ({
    ...c,
    translations: c.translations.map((t) => ({
      ...t,
      introduction: sanitizeRichText(t.introduction),
      text: sanitizeRichText(t.text),
    })),
  }));
  return db.transaction().execute((trx) => insertContents(trx, clean));
}
