import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { freshenStatistics } from '../../db/statistics.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { translation } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { identifierSearch } from '../../search/identifier-search.ts';
import { replaceVocabulary } from '../../search/vocabulary.ts';
import { assetSeen, WITHIN_RIGHTS, type AssetSight } from './asset-sight.ts';

/**
 * An asset's name in the request's locale, by the portal's fallback rule (the translated-join
 * helper: requested locale, same language, default, any), else its own name (the file's): names by
 * locale come from imports. Selected over a `translated` join.
 */
const localName = sql<string>`coalesce(nullif(t.name, ''), a.name)`.as('name');
const translated = (locale: RequestLocale) =>
  translation('asset_translation', 'asset_id', 'a.id', ['name'], locale);

/** The columns an asset answer is made of (with its name, `localName`). */
const COLUMNS = [
  'a.id',
  'a.ext',
  'a.storage_key',
  'a.size',
  'a.width',
  'a.height',
  'a.archived',
  'a.created_at',
  'a.updated_at',
] as const;

export interface AssetListQuery {
  /** Assets linked to any of these scopes; null for all. */
  scopeIds: number[] | null;
  /** What the asker sees: assets in a hidden scope or (visitors) outside their rights' window are left out. */
  sight: AssetSight;
  /** Assets carrying every one of these tags. */
  tagIds: number[];
  /** Per search word, the plain forms any of which the name must hold (the word, its typo corrections). */
  words: string[][];
  /** The search as typed: a name equal to it comes first. */
  name: string;
  orderBy: 'created' | 'name';
  orderDir: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** The locale names are answered in. */
  locale: RequestLocale;
  /** Whether any asset has names by locale: search looks in them too (else the plain index path alone). */
  translatedNames: boolean;
}

/** A query over `a` narrowed to what the asker sees (assetSeen). */
function seen<QB extends { where(condition: RawBuilder<boolean>): QB }>(qb: QB, sight: AssetSight): QB {
  const condition = assetSeen(sight);
  return condition ? qb.where(condition) : qb;
}

const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, (c) => `\\${c}`);

/**
 * A word whole in the name (a regular expression's word boundaries). Between spaces, the common
 * case, it is told by LIKE first: a regular expression over each of the 30 000 names a broad word
 * matches cost more than finding them.
 */
const wholeWord = (typed: string) =>
  sql<boolean>`(' ' || a.sort_name || ' ' like ${`% ${escapeLike(typed)} %`}
    or a.sort_name ~ ${`\\m${escapeRegex(typed)}\\M`})`;

/** The name without spaces and punctuation, as codes are compared (migration 0018, indexed). */
const COMPACT = sql`asset_compact_name(a.sort_name)`;

/**
 * A search word that is a code ("vt0000022", "VT-0000022_Front": a digit, 4+ characters) also
 * matches a name beginning with it whatever the separators ("VT-0000022 Front"): file names
 * begin with their article number.
 */
function asCode(typed: string) {
  const code = identifierSearch(typed);
  return code?.inner ? code.keys[0] : null;
}

/** A word found inside the name, as typed, or (a code) at its start whatever its separators. */
function inside(typed: string, form = typed): RawBuilder<boolean> {
  const code = asCode(typed);
  const plain = sql<boolean>`a.sort_name like ${`%${escapeLike(form)}%`}`;
  return code ? sql<boolean>`(${plain} or ${COMPACT} like ${`${code}%`})` : plain;
}

/**
 * The relevance tier of a name that matched a search, as the full-text areas have (search-rank.ts):
 * the file name as typed (a code: whatever its separators), every word whole, every word as typed
 * inside a word, then with typos.
 */
function nameTier(q: AssetListQuery) {
  const all = (parts: RawBuilder<boolean>[]) => sql.join(parts, sql` and `);
  const whole = q.words.map(([typed]) => wholeWord(typed));
  const code = asCode(q.name);
  // A subquery, so the name is unaccented once, not once for every match.
  const name = sql`(select lower(unaccent(${q.name})))`;
  const named = code ? sql`(a.sort_name = ${name} or ${COMPACT} = ${code})` : sql`a.sort_name = ${name}`;
  return sql`(case when ${named} then 0
    when ${all(whole)} then 1 when ${all(q.words.map(([typed]) => inside(typed)))} then 2 else 3 end)`;
}

/** Per search word, a name (own or by locale) that holds it: what a listed asset must meet. */
function wordConditions(q: Pick<AssetListQuery, 'words' | 'translatedNames'>): RawBuilder<boolean>[] {
  return q.words.map((forms) => {
    // Names are stored lower-cased and unaccented, as the forms are.
    const own = sql.join(
      forms.map((form) => inside(forms[0], form)),
      sql` or `,
    );
    const translated = sql.join(
      forms.map((form) => sql`t.sort_name like ${`%${escapeLike(form)}%`}`),
      sql` or `,
    );
    return q.translatedNames
      ? sql<boolean>`(${own} or a.id in (select t.asset_id from asset_translation t where ${translated}))`
      : sql<boolean>`(${own})`;
  });
}

/**
 * Listed assets to suggest while a search is typed: among the first `candidates` names holding
 * every word, the best tier first, then by name. Two characters, which no trigram index serves,
 * suggest names beginning with them; a code alone, names holding it as typed and names beginning
 * with it, each read on its own (together, each index would first find every match of a broad
 * start such as "vt000").
 */
export function suggestAssetRows(db: Database, q: AssetListQuery, candidates: number) {
  const only = q.words.length === 1 ? q.words[0][0] : null;
  const code = only === null ? null : asCode(only);
  const listed = db
    .selectFrom('asset as a')
    .selectAll('a')
    .select(nameTier(q).as('tier'))
    .where('a.archived', '=', false)
    .$call((qb) => seen(qb, q.sight));
  // Wrapped, so each part keeps its own limit inside the union.
  const first = (condition: RawBuilder<boolean>) =>
    db.selectFrom(listed.where(condition).limit(candidates).as('m')).selectAll();
  const matching =
    only !== null && q.name.length < 3
      ? first(sql<boolean>`a.sort_name >= ${only} and a.sort_name < (${only} || chr(1114111))`)
      : code !== null && only !== null && !q.translatedNames
        ? first(sql<boolean>`a.sort_name like ${`%${escapeLike(only)}%`}`).union(
            first(sql<boolean>`${COMPACT} like ${`${code}%`}`),
          )
        : db
            .selectFrom(
              wordConditions(q)
                .reduce((query, condition) => query.where(condition), listed)
                .limit(candidates)
                .as('m'),
            )
            .selectAll();
  return db
    .selectFrom(matching.as('a'))
    .leftJoinLateral(translated(q.locale), (join) => join.onTrue())
    .select(COLUMNS)
    .select(localName)
    .orderBy('a.tier')
    .orderBy('a.sort_name')
    .orderBy('a.id')
    .limit(q.limit)
    .execute();
}

/**
 * One page of listed (not archived) assets; a search's best tier first. The page is cut before the
 * names by locale are looked up: a broad word ("terra") matches a tenth of a library, and a
 * translation lookup for each match cost more than finding them.
 */
export function listAssetRows(db: Database, q: AssetListQuery) {
  let query = db
    .selectFrom('asset as a')
    .selectAll('a')
    .select((q.words.length ? nameTier(q) : sql<number>`0`).as('tier'))
    .where('a.archived', '=', false)
    .$call((qb) => seen(qb, q.sight));
  if (q.scopeIds) {
    const ids = q.scopeIds.length ? q.scopeIds : [0];
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('asset_scope_link as s')
          .select(sql`1`.as('one'))
          .whereRef('s.asset_id', '=', 'a.id')
          .where('s.scope_id', 'in', ids),
      ),
    );
  }
  for (const tagId of q.tagIds) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('asset_tag_link as t')
          .select(sql`1`.as('one'))
          .whereRef('t.asset_id', '=', 'a.id')
          .where('t.tag_id', '=', tagId),
      ),
    );
  }
  for (const condition of wordConditions(q)) query = query.where(condition);
  const key = q.orderBy === 'name' ? 'a.sort_name' : 'a.created_at';
  const page = query
    .orderBy('tier')
    .orderBy(key, q.orderDir)
    .orderBy('a.id', q.orderDir)
    .limit(q.limit)
    .offset(q.offset);
  return db
    .selectFrom(page.as('a'))
    .leftJoinLateral(translated(q.locale), (join) => join.onTrue())
    .select(COLUMNS)
    .select(localName)
    .orderBy('a.tier')
    .orderBy(key, q.orderDir)
    .orderBy('a.id', q.orderDir)
    .execute();
}
export type AssetRow = Awaited<ReturnType<typeof listAssetRows>>[number];

/** Scope and tag links of the given assets. */
export async function assetLinks(db: Database, ids: number[]) {
  if (!ids.length) return { scopes: [], tags: [] };
  const [scopes, tags] = await Promise.all([
    // Ordered, so an asset's scopes and tags come in the same order however the rows are stored.
    db
      .selectFrom('asset_scope_link')
      .select(['asset_id', 'scope_id'])
      .where('asset_id', 'in', ids)
      .orderBy('scope_id')
      .execute(),
    db
      .selectFrom('asset_tag_link')
      .select(['asset_id', 'tag_id'])
      .where('asset_id', 'in', ids)
      .orderBy('tag_id')
      .execute(),
  ]);
  return { scopes, tags };
}

/** Listed assets linked to any of the products, in link order (the first product's first). */
export function productAssetRows(
  db: Database,
  productIds: number[],
  locale: RequestLocale,
  sight: AssetSight,
) {
  return db
    .selectFrom('product_asset as pa')
    .innerJoin('asset as a', 'a.id', 'pa.asset_id')
    .leftJoinLateral(translated(locale), (join) => join.onTrue())
    .select([...COLUMNS, 'pa.product_id'])
    .select(localName)
    .where('pa.product_id', 'in', productIds)
    .where('a.archived', '=', false)
    .$call((qb) => seen(qb, sight))
    .orderBy(sql`array_position(${sql.val(productIds)}::int[], pa.product_id)`)
    .orderBy('pa.position')
    .orderBy('a.sort_name')
    .execute();
}

export function assetById(db: Database, id: number) {
  return db
    .selectFrom('asset as a')
    .select([...COLUMNS, 'a.name'])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/** Whether any asset has names by locale (only imports write them). */
export async function hasAssetTranslations(db: Database): Promise<boolean> {
  const row = await db.selectFrom('asset_translation').select('asset_id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Assets whose file has not been read yet, newest first, a row for each product they are linked
 * to (product_id null for none); `keys` narrows them to those stored under the keys.
 */
export function assetsAwaitingFileMeta(db: Database, keys?: string[]) {
  let query = db
    .selectFrom('asset as a')
    .leftJoin('product_asset as l', 'l.asset_id', 'a.id')
    .select(['a.name', 'a.ext', 'a.storage_key', 'a.width', 'a.height', 'l.product_id'])
    .where('a.meta_read_at', 'is', null)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id');
  if (keys) query = query.where('a.storage_key', 'in', keys.length ? keys : ['']);
  return query.execute();
}

/** Listed assets by id: what another area needs to link to their files. */
export function listedAssetsByIds(db: Database, ids: number[]) {
  return (
    db
      .selectFrom('asset as a')
      .select(['a.id', 'a.name', 'a.ext', 'a.storage_key'])
      .where('a.id', 'in', ids.length ? ids : [0])
      .where('a.archived', '=', false)
      // Articles are cached alike for everyone: a file outside its rights' window is left out for all.
      .where(WITHIN_RIGHTS)
      .execute()
  );
}

/** Listed assets stored under any of the keys, outside the hidden scopes (a cart names its files by path). */
export function listedAssetsByKeys(db: Database, keys: string[], sight: AssetSight) {
  return db
    .selectFrom('asset as a')
    .select(['a.id', 'a.name', 'a.ext', 'a.storage_key'])
    .where('a.storage_key', 'in', keys.length ? keys : [''])
    .where('a.archived', '=', false)
    .$call((qb) => seen(qb, sight))
    .execute();
}

/**
 * After an import: lends the words of asset names to the search's typo tolerance, and freshens the
 * table's statistics (the planner needs them to read a rare word's names through the trigram
 * index instead of every row, and name-ordered pages the visibility map).
 */
export async function refreshAssetWords(db: Database): Promise<void> {
  await replaceVocabulary(
    db,
    'assets',
    sql<{ text: string }>`select name as text from asset where not archived
      union all select t.name from asset_translation t join asset a on a.id = t.asset_id where not a.archived`,
  );
  await freshenStatistics(db, ['asset']);
}

/** Which of these stored files belong to assets outside their rights' window now. */
export async function keysOutOfRights(db: Database, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const rows = await db
    .selectFrom('asset as a')
    .select('a.storage_key')
    .where('a.storage_key', 'in', keys)
    .where(sql<boolean>`not ${WITHIN_RIGHTS}`)
    .execute();
  return rows.map((r) => r.storage_key);
}
