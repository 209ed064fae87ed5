import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { freshenStatistics } from '../../db/statistics.ts';
import { insertTranslations, oneColumn } from '../../db/translation-writer.ts';
import { translation } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { FullTextQuery } from '../../search/search-query.ts';
import { searchTier } from '../../search/search-rank.ts';
import { configOf, weightedText } from '../../search/text-config.ts';
import { replaceVocabulary } from '../../search/vocabulary.ts';

// Markup and character references are not words.
const withoutMarkup = (html: RawBuilder<unknown>) =>
  sql`regexp_replace(${html}, '<[^>]*>|&#?[a-z0-9]+;', ' ', 'gi')`;

/**
 * The weighted search vector of one translation, in its language's configuration (with the CJK
 * characters and pairs the search layer adds): title (A), introduction (B) and text without its
 * tags (C), as the product vector weighs name, short and long texts. A search reads it from the
 * translation's narrow row in `content_search` (migration 0020), whose index adds the prefixes of
 * A and B words (`search_with_prefixes`, migration 0004).
 */
export function contentSearchVector(parts: {
  locale: string | RawBuilder<unknown>;
  title: RawBuilder<unknown>;
  introduction: RawBuilder<unknown>;
  text: RawBuilder<unknown>;
}): RawBuilder<string> {
  const cfg = configOf(parts.locale);
  return sql<string>`(
    ${weightedText(cfg, parts.title, 'A')} ||
    ${weightedText(cfg, withoutMarkup(parts.introduction), 'B')} ||
    ${weightedText(cfg, withoutMarkup(parts.text), 'C')})`;
}

/**
 * After an import: lends the words of content titles, in every language, to the search's typo
 * tolerance, and freshens the tables' statistics (title order reads the titles from their index
 * alone, which needs the visibility map; the planner needs fresh statistics).
 */
export async function refreshContentSearch(db: Database): Promise<void> {
  await replaceVocabulary(
    db,
    'contents',
    sql<{ text: string }>`select title as text from content_translation`,
  );
  await freshenStatistics(db, ['content', 'content_translation']);
}

/** Every content category with its title in the best locale. */
export function listCategoryRows(db: Database, locale: RequestLocale) {
  return db
    .selectFrom('content_category as c')
    .innerJoinLateral(
      translation('content_category_translation', 'category_id', 'c.id', ['title'], locale),
      (join) => join.onTrue(),
    )
    .select(['c.id', 'c.code', 'c.parent_id', 'c.position', 't.title'])
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}

/** The parts of `fullTextQuery`'s answer the SQL uses. */
type FullTextSearch = Pick<FullTextQuery, 'match' | 'tiers'>;

export interface ContentPageQuery {
  /** Contents in any of these categories; null for all. */
  categoryIds: number[] | null;
  /** Contents linked to this product; null for all. */
  productId: number | null;
  /** Categories hidden from the asker's group: contents in any of them are left out. */
  hiddenCategories: readonly number[];
  /** Full-text queries (search-query.ts); null when not searching. */
  search: FullTextSearch | null;
  locale: RequestLocale;
  /**
   * Title order reads these locales' titles in turn (the request's, another of its language, the
   * default; the first any title): `translation()`'s rule, as joins the database can hash.
   */
  titleLocales: [string, string, string];
  orderBy: 'created' | 'title';
  orderDir: 'asc' | 'desc';
  limit: number;
  offset: number;
  /**
   * At most this many matching translations are looked at (suggestions while typing: the first
   * few matches of a broad word serve, its total is not asked).
   */
  candidates?: number;
}

/** Contents `c` in none of the `hidden` categories (hiding wins over any other category). */
const outsideCategories = (hidden: readonly number[]) =>
  sql<boolean>`not exists (select 1 from content_category_link h
    where h.content_id = c.id and h.category_id = any(${sql.val(hidden)}::int[]))`;

/** Whether a content is in any of the `hidden` categories. */
export async function inCategories(db: Database, id: number, hidden: readonly number[]): Promise<boolean> {
  if (!hidden.length) return false;
  const row = await db
    .selectFrom('content as c')
    .select('c.id')
    .where('c.id', '=', id)
    .where(sql<boolean>`not ${outsideCategories(hidden)}`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Published contents `c` whose time has come: a scheduled one shows from its `publish_at` on. */
const visible = sql<boolean>`c.status and (c.publish_at is null or c.publish_at <= now())`;

/** Listed (active) contents under the category and product filters, as `c`. */
function listed(db: Database, q: ContentPageQuery) {
  let query = db.selectFrom('content as c').where(visible);
  if (q.categoryIds) {
    const ids = q.categoryIds.length ? q.categoryIds : [0];
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('content_category_link as l')
          .select(sql`1`.as('one'))
          .whereRef('l.content_id', '=', 'c.id')
          .where('l.category_id', 'in', ids),
      ),
    );
  }
  if (q.hiddenCategories.length) query = query.where(outsideCategories(q.hiddenCategories));
  if (q.productId !== null) {
    const productId = q.productId;
    query = query.where('c.id', 'in', (eb) =>
      eb.selectFrom('content_product as p').select('p.content_id').where('p.product_id', '=', productId),
    );
  }
  return query;
}

/**
 * Per content, how its translations match a search: the best relevance tier (search-rank.ts:
 * title words whole, as prefixes, with typos, then the text) and the matched titles' sort key.
 * Only the translations a request may be answered in are searched: its locale, its language and
 * the default locale, the languages `fullTextQuery` took the words in.
 */
function searchHits(db: Database, search: FullTextSearch, locale: RequestLocale, candidates?: number) {
  let matching = db
    .selectFrom('content_search as t')
    .select(['t.content_id', 't.head', 't.sort_title'])
    .where(sql<boolean>`(search_with_prefixes(t.head) || t.words) @@ to_tsquery('simple', ${search.match})`)
    .where((eb) =>
      eb.or([
        eb('t.locale', '=', locale.code),
        eb(sql`left(t.locale, 2)`, '=', locale.language),
        eb('t.locale', '=', locale.defaultCode),
      ]),
    );
  if (candidates) matching = matching.limit(candidates);
  return db
    .selectFrom(matching.as('t'))
    .select([
      't.content_id',
      sql<number>`min(${searchTier(sql`t.head`, search.tiers)})`.as('tier'),
      sql<string>`min(t.sort_title)`.as('sort_title'),
    ])
    .groupBy('t.content_id');
}

/** The ids of one page of listed contents, in order, and how many there are in all. */
export async function contentPage(
  db: Database,
  q: ContentPageQuery,
): Promise<{ ids: number[]; total: number }> {
  if (q.search) {
    // Matches are ranked as a whole anyway, so the total comes with the page.
    const hits = searchHits(db, q.search, q.locale, q.candidates);
    const rows = await listed(db, q)
      .innerJoin(hits.as('h'), 'h.content_id', 'c.id')
      .select(['c.id', sql<string>`count(*) over ()`.as('total')])
      // The best tier first, the order asked for within a tier.
      .orderBy('h.tier')
      .orderBy(q.orderBy === 'title' ? 'h.sort_title' : 'c.created_at', q.orderDir)
      .orderBy('c.id', q.orderDir)
      .limit(q.limit)
      .offset(q.offset)
      .execute();
    if (rows.length || q.offset === 0)
      return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
    const { n } = await listed(db, q)
      .innerJoin(hits.as('h'), 'h.content_id', 'c.id')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return { ids: [], total: Number(n) };
  }
  const [first, second, third] = q.titleLocales;
  const page =
    q.orderBy === 'title'
      ? listed(db, q)
          .leftJoin('content_translation as t0', (join) =>
            join.onRef('t0.content_id', '=', 'c.id').on('t0.locale', '=', first),
          )
          .leftJoin('content_translation as t1', (join) =>
            join.onRef('t1.content_id', '=', 'c.id').on('t1.locale', '=', second),
          )
          .leftJoin('content_translation as t2', (join) =>
            join.onRef('t2.content_id', '=', 'c.id').on('t2.locale', '=', third),
          )
          .select('c.id')
          .orderBy(
            sql`coalesce(t0.sort_title, t1.sort_title, t2.sort_title,
              (select min(x.sort_title) from content_translation x where x.content_id = c.id))`,
            q.orderDir,
          )
          .orderBy('c.id', q.orderDir)
      : listed(db, q).select('c.id').orderBy('c.created_at', q.orderDir).orderBy('c.id', q.orderDir);
  const [rows, count] = await Promise.all([
    page.limit(q.limit).offset(q.offset).execute(),
    listed(db, q)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(count.n) };
}

/** Listed contents by id with their best translation (unordered). */
export function contentRows(db: Database, ids: number[], locale: RequestLocale) {
  return db
    .selectFrom('content as c')
    .leftJoinLateral(
      translation('content_translation', 'content_id', 'c.id', ['title', 'introduction', 'text'], locale),
      (join) => join.onTrue(),
    )
    .select([
      'c.id',
      'c.link',
      'c.sorting_priority',
      'c.thumbnail_asset_id',
      'c.thumbnail_key',
      'c.created_at',
      't.title',
      't.introduction',
      't.text',
    ])
    .where('c.id', 'in', ids.length ? ids : [0])
    .where(visible)
    .execute();
}
export type ContentRow = Awaited<ReturnType<typeof contentRows>>[number];

/** The category links and attachments (in their order) of the given contents. */
export async function contentLinks(db: Database, ids: number[]) {
  if (!ids.length) return { categories: [], attachments: [] };
  const [categories, attachments] = await Promise.all([
    db
      .selectFrom('content_category_link')
      .select(['content_id', 'category_id'])
      .where('content_id', 'in', ids)
      .execute(),
    db
      .selectFrom('content_attachment')
      .select(['content_id', 'asset_id', 'storage_key'])
      .where('content_id', 'in', ids)
      .orderBy('content_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return { categories, attachments };
}

/** A content category to write. */
export interface NewContentCategory {
  code: string;
  parentId: number | null;
  position: number;
  titles: Record<string, string>;
}

/** Writes a category with its titles; answers its id. */
export async function insertCategory(db: Database, category: NewContentCategory): Promise<number> {
  const { id } = await db
    .insertInto('content_category')
    .values({ code: category.code, parent_id: category.parentId, position: category.position })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertTranslations(db, 'content_category_translation', 'category_id', [
    [id, oneColumn('title', category.titles)],
  ]);
  return id;
}

/** A content to write, its HTML already sanitised. */
export interface NewContent {
  status: boolean;
  link: string | null;
  sortingPriority: number;
  thumbnail: { assetId: number } | { storageKey: string } | null;
  createdAt: Date;
  translations: { locale: string; title: string; introduction: string; text: string }[];
  categoryIds: number[];
  productIds: number[];
  attachments: ({ assetId: number } | { storageKey: string })[];
}

const TRANSLATION_BATCH = 2000;
const LINK_BATCH = 5000;

/**
 * Writes contents with their translations (sort title and search vector computed by the database
 * in the same insert), category and product links and attachments: a few statements per batch.
 */
export async function insertContents(db: Database, contents: NewContent[]): Promise<number[]> {
  if (!contents.length) return [];
  // A multi-row insert answers its rows in the order of its values.
  const inserted = await db
    .insertInto('content')
    .values(
      contents.map((c) => ({
        status: c.status,
        link: c.link,
        sorting_priority: c.sortingPriority,
        thumbnail_asset_id: c.thumbnail && 'assetId' in c.thumbnail ? c.thumbnail.assetId : null,
        thumbnail_key: c.thumbnail && 'storageKey' in c.thumbnail ? c.thumbnail.storageKey : null,
        created_at: c.createdAt,
        updated_at: c.createdAt,
      })),
    )
    .returning('id')
    .execute();
  const ids = inserted.map((r) => r.id);
  await insertContentParts(db, ids, contents);
  return ids;
}

/** Writes the translations, links and attachments of contents already inserted (`ids[i]` is `contents[i]`'s). */
export async function insertContentParts(db: Database, ids: number[], contents: NewContent[]): Promise<void> {
  const translations = contents.flatMap((c, i) => c.translations.map((t) => ({ id: ids[i], ...t })));
  for (let i = 0; i < translations.length; i += TRANSLATION_BATCH) {
    const part = translations.slice(i, i + TRANSLATION_BATCH);
    const column = <K extends keyof (typeof part)[number]>(key: K) => sql.val(part.map((t) => t[key]));
    const x = (name: string) => sql.ref(`x.${name}`);
    await sql`
      insert into content_translation (content_id, locale, title, sort_title, introduction, text, search)
      select x.content_id, x.locale, x.title, lower(unaccent(x.title)), x.introduction, x.text,
        ${contentSearchVector({ locale: x('locale'), title: x('title'), introduction: x('introduction'), text: x('text') })}
      from unnest(${column('id')}::int[], ${column('locale')}::text[], ${column('title')}::text[],
        ${column('introduction')}::text[], ${column('text')}::text[]) as x(content_id, locale, title, introduction, text)`.execute(
      db,
    );
  }

  const categoryLinks = contents.flatMap((c, i) =>
    [...new Set(c.categoryIds)].map((category_id) => ({ content_id: ids[i], category_id })),
  );
  const productLinks = contents.flatMap((c, i) =>
    [...new Set(c.productIds)].map((product_id) => ({ content_id: ids[i], product_id })),
  );
  const attachments = contents.flatMap((c, i) =>
    c.attachments.map((a, position) => ({
      content_id: ids[i],
      position,
      asset_id: 'assetId' in a ? a.assetId : null,
      storage_key: 'storageKey' in a ? a.storageKey : null,
    })),
  );
  for (let i = 0; i < categoryLinks.length; i += LINK_BATCH)
    await db
      .insertInto('content_category_link')
      .values(categoryLinks.slice(i, i + LINK_BATCH))
      .execute();
  for (let i = 0; i < productLinks.length; i += LINK_BATCH)
    await db
      .insertInto('content_product')
      .values(productLinks.slice(i, i + LINK_BATCH))
      .execute();
  for (let i = 0; i < attachments.length; i += LINK_BATCH)
    await db
      .insertInto('content_attachment')
      .values(attachments.slice(i, i + LINK_BATCH))
      .execute();
}
