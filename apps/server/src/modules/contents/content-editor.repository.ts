import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';

// The console's reads of articles, drafts included (visitors' reads are in
// content.repository.ts and see published articles only).

export type ArticleStateName = 'draft' | 'scheduled' | 'published';

/** An article's state, worked out by the database's clock (the one visitors' reads use). */
const stateOf = sql<ArticleStateName>`case when not c.status then 'draft'
  when c.publish_at > now() then 'scheduled' else 'published' end`;

export interface ArticlePageQuery {
  words: string | null;
  categoryId: number | null;
  state: ArticleStateName | null;
  sort: 'updated_at' | 'created_at' | 'title';
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
  locale: RequestLocale;
}

/** `%`, `_` and `\` match themselves in a `like` pattern. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of every article with its best title, state and the locales it is written in. */
export async function articlePage(db: Database, q: ArticlePageQuery) {
  let query = db
    .selectFrom('content as c')
    .leftJoinLateral(
      translation('content_translation', 'content_id', 'c.id', ['title', 'sort_title'], q.locale),
      (join) => join.onTrue(),
    );
  if (q.words) {
    const pattern = likeText(q.words);
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('content_translation as w')
          .select(sql`1`.as('one'))
          .whereRef('w.content_id', '=', 'c.id')
          .where('w.title', 'ilike', pattern),
      ),
    );
  }
  if (q.categoryId !== null) {
    const categoryId = q.categoryId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('content_category_link as l')
          .select(sql`1`.as('one'))
          .whereRef('l.content_id', '=', 'c.id')
          .where('l.category_id', '=', categoryId),
      ),
    );
  }
  if (q.state) query = query.where(stateOf, '=', q.state);
  const order = q.sort === 'title' ? sql`t.sort_title` : sql.ref(`c.${q.sort}`);
  const rows = await query
    .select([
      'c.id',
      't.title',
      'c.publish_at',
      'c.created_at',
      'c.updated_at',
      stateOf.as('state'),
      sql<string[]>`array(select x.locale from content_translation x
        where x.content_id = c.id order by x.locale)`.as('locales'),
      sql<string>`count(*) over ()`.as('total'),
    ])
    .orderBy(order, q.dir)
    .orderBy('c.id', q.dir)
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** The category ids of the given articles. */
export function articleCategoryLinks(db: Database, ids: number[]) {
  return db
    .selectFrom('content_category_link')
    .select(['content_id', 'category_id'])
    .where('content_id', 'in', ids.length ? ids : [0])
    .execute();
}

/** One article as stored, for the editor; undefined when there is none. `lock` holds it till commit. */
export async function articleRecord(db: Database, id: number, lock = false) {
  let query = db
    .selectFrom('content as c')
    .select([
      'c.id',
      'c.status',
      'c.publish_at',
      'c.created_at',
      'c.updated_at',
      'c.link',
      'c.sorting_priority',
      'c.thumbnail_asset_id',
      stateOf.as('state'),
    ])
    .where('c.id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [translations, categories, attachments, products] = await Promise.all([
    db
      .selectFrom('content_translation')
      .select(['locale', 'title', 'introduction', 'text'])
      .where('content_id', '=', id)
      .orderBy('locale')
      .execute(),
    db.selectFrom('content_category_link').select('category_id').where('content_id', '=', id).execute(),
    db
      .selectFrom('content_attachment')
      .select('asset_id')
      .where('content_id', '=', id)
      .where('asset_id', 'is not', null)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db.selectFrom('content_product').select('product_id').where('content_id', '=', id).execute(),
  ]);
  return {
    ...row,
    translations,
    categoryIds: categories.map((r) => r.category_id),
    attachmentIds: attachments.map((r) => r.asset_id!),
    productIds: products.map((r) => r.product_id),
  };
}
export type ArticleRecord = NonNullable<Awaited<ReturnType<typeof articleRecord>>>;

/** The ids among `ids` that are content categories. */
export async function existingCategoryIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('content_category').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}
