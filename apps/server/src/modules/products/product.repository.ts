import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';
import type { AttributeValues } from '../../db/types.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { FilterPlan, SortPlan } from './product-plan.ts';
import {
  CODE_MATCHES,
  codeMatchRows,
  conditionsOf,
  orderOf,
  orderReadsAttrs,
  identifierMatches,
  notHidden,
  searchMatch,
  type ProductConditions,
} from './product-query.repository.ts';
import type { SearchPlan } from './product-search.ts';
import type { IdentifierSearch } from '../../search/identifier-search.ts';

export interface ProductRow {
  id: number;
  sku: string;
  parent_id: number | null;
  attribute_set_id: number | null;
  status: boolean;
  archived: boolean;
  attrs: AttributeValues;
  category_ids: number[];
  l_name: string | null;
  l_attrs: AttributeValues | null;
  d_name: string | null;
  d_attrs: AttributeValues | null;
  is_parent: boolean;
}

export interface PageQuery {
  filters: FilterPlan;
  search: SearchPlan | null;
  sort: SortPlan;
  locale: RequestLocale;
  /** null: every matching id (exports). */
  limit: number | null;
  offset: number;
  withTotal: boolean;
  /** Facet counts: all option keys of the matches, plus per filtered attribute its own option keys. */
  facets: { code: string; keys: number[] }[] | null;
  /** Name order only: start reading after this row (`offset` then counts from it). */
  after?: NameAnchor;
  /**
   * At most this many full-text and identifier matches are looked at (suggestions while typing:
   * the first few matches of a broad word serve, its total is not asked).
   */
  candidates?: number;
}

/** A row's place in ascending name order, where a deep page can start reading. */
export interface NameAnchor {
  sortName: string;
  id: number;
}

export interface PageResult {
  ids: number[];
  total: number | null;
  facets: Map<number, number> | null;
  facetsByAttribute: Map<string, Map<number, number>>;
}

const counts = (value: unknown) =>
  new Map(Object.entries((value ?? {}) as Record<string, number>).map(([k, n]) => [Number(k), n]));
const facetAgg = (from: RawBuilder<unknown>, where: RawBuilder<unknown>) =>
  sql`(select coalesce(json_object_agg(k, n), '{}') from (select k, count(*)::int as n from ${from} p, unnest(p.filter_keys) k where ${where} group by k) f)`;

/**
 * One statement for a list page: the matching products are gathered once (`base` by category,
 * visibility and search through the indexes, `matched` after the attribute filters) and the page of
 * ids, the total and every facet count are computed from them.
 */
export async function queryProductPage(db: Database, q: PageQuery): Promise<PageResult> {
  const conditions = conditionsOf(q.filters);
  if (!q.search && conditions.byAttribute.size === 0 && !q.facets && !q.withTotal)
    return queryIdsDirect(db, q, conditions);
  // An anchor would also cut the total and the facet counts short.
  if (q.after) throw new Error('A page can start after an anchor only without search, filters or counts');
  const attrs = q.filters.readsAttrs || orderReadsAttrs(q.sort);
  const attrConditions = [...conditions.byAttribute.values()];
  const allAttributes = attrConditions.length ? sql.join(attrConditions, sql` and `) : sql`true`;
  const page = sql`(select coalesce(json_agg(id), '[]') from (
      select p.id from matched p ${nameTranslation(q)}
      order by ${orderOf(q.sort, q.locale, !!q.search)}, p.id
      ${q.limit === null ? sql`` : sql`limit ${q.limit} offset ${q.offset}`}) page)`;
  const facetColumns = q.facets
    ? [
        sql`${facetAgg(sql`matched`, sql`k > 0`)} as facets`,
        ...q.facets.map(
          (f, i) =>
            sql`${facetAgg(sql`base`, sql`${whereWithout(conditions, f.code)} and k = any(${sql.val(f.keys)}::int[])`)} as ${sql.ref(`f${i}`)}`,
        ),
      ]
    : [];
  const columns = sql`p.id, p.filter_keys, p.sort_name, p.created_at, p.sku${attrs ? sql`, p.attrs` : sql``}`;
  const where = conditions.base.length ? sql.join(conditions.base, sql` and `) : sql`true`;
  // With a search, the identifier matches come through the identifiers' index, the full-text ones
  // through the search index (an identifier's tier is the better); either way the visibility,
  // category and id conditions apply. A search that cannot be a code is its full-text matches
  // alone, gathered once (no union, no second copy of every match).
  const fulltext = q.search && fullTextMatches(q, q.search, attrs);
  const coded = q.search?.identifier ? identifierMatches(q.search.identifier, q.candidates) : null;
  let base = sql`select ${columns}, 0 as tier, 0 as rank from product p where ${where}`;
  let searched = sql``;
  if (fulltext && coded) {
    base = sql`select ${columns}, c.tier, c.rank from product p join coded c on c.id = p.id where ${where}
        union all
        select * from fulltext f where not exists (select 1 from coded c where c.id = f.id)`;
    searched = sql`fulltext as materialized (${fulltext}), ${coded},`;
  } else if (fulltext) base = fulltext;
  // Without attribute filters the matches are the base itself, read where they are.
  const matched = attrConditions.length
    ? sql`matched as materialized (select * from base p where ${allAttributes})`
    : sql`matched as not materialized (select * from base)`;
  const result = await sql<Record<string, unknown>>`
    with ${searched}
    base as materialized (${base}),
    ${matched}
    select ${page} as ids
      ${q.withTotal ? sql`, (select count(*)::int from matched) as total` : sql``}
      ${facetColumns.length ? sql`, ${sql.join(facetColumns)}` : sql``}`.execute(db);
  const row = result.rows[0];
  return {
    ids: row.ids as number[],
    total: q.withTotal ? (row.total as number) : null,
    facets: q.facets ? counts(row.facets) : null,
    facetsByAttribute: new Map((q.facets ?? []).map((f, i) => [f.code, counts(row[`f${i}`])])),
  };
}

/**
 * The full-text matches of a page query with their tier and rank, as rows of `base`: listed
 * products from the narrow rows of `product_search` (the attributes, when asked, from the
 * product), a direct plan's (a parent's variants, ids) from `product`.
 */
function fullTextMatches(q: PageQuery, plan: SearchPlan, attrs: boolean): RawBuilder<unknown> {
  const listed = !q.filters.direct;
  const conditions = conditionsOf(q.filters, listed).base;
  const search = searchMatch(plan, listed);
  const joined = listed && attrs;
  const from = joined
    ? sql`product_search p join product w on w.id = p.id`
    : sql`${sql.table(listed ? 'product_search' : 'product')} p`;
  return sql`select p.id, p.filter_keys, p.sort_name, p.created_at, p.sku${attrs ? sql`, ${sql.ref(joined ? 'w.attrs' : 'p.attrs')}` : sql``},
      ${search.tier} as tier, ${search.rank} as rank
    from ${from} where ${sql.join([...conditions, search.match], sql` and `)}
    ${q.candidates ? sql`limit ${q.candidates}` : sql``}`;
}

/** Without search or attribute filters the ids come straight from an index-ordered scan. */
async function queryIdsDirect(
  db: Database,
  q: PageQuery,
  conditions: ProductConditions,
): Promise<PageResult> {
  const where = [...conditions.base];
  // The name index is read from the anchor on, instead of from the top past `offset` rows.
  if (q.after) where.push(sql`(p.sort_name, p.id) > (${q.after.sortName}, ${q.after.id})`);
  const result = await sql<{ id: number }>`
    select p.id from product p ${nameTranslation(q)}
    where ${where.length ? sql.join(where, sql` and `) : sql`true`}
    order by ${orderOf(q.sort, q.locale, false)}, p.id
    ${q.limit === null ? sql`` : sql`limit ${q.limit} offset ${q.offset}`}`.execute(db);
  return { ids: result.rows.map((r) => r.id), total: null, facets: null, facetsByAttribute: new Map() };
}

/** The name-order key of the row at `index` (from 0) under the conditions, or null past the end. */
export async function nameAnchor(
  db: Database,
  filters: FilterPlan,
  index: number,
): Promise<NameAnchor | null> {
  const conditions = conditionsOf(filters);
  const where = conditions.base.length ? sql.join(conditions.base, sql` and `) : sql`true`;
  const result = await sql<{ sort_name: string; id: number }>`
    select p.sort_name, p.id from product p where ${where}
    order by p.sort_name, p.id offset ${index} limit 1`.execute(db);
  const row = result.rows[0];
  return row ? { sortName: row.sort_name, id: row.id } : null;
}

/** Name order in another locale than the default joins that locale's translation as `tl`. */
const nameTranslation = (q: PageQuery) =>
  q.sort.by === 'name' && q.locale.code !== q.locale.defaultCode
    ? sql`left join product_translation tl on tl.product_id = p.id and tl.locale = ${q.locale.code}`
    : sql``;

/** Attribute conditions except one attribute's, over rows `p` of `base`. */
function whereWithout(conditions: ProductConditions, code: string): RawBuilder<unknown> {
  const rest = [...conditions.byAttribute].filter(([c]) => c !== code).map(([, condition]) => condition);
  return rest.length ? sql.join(rest, sql` and `) : sql`true`;
}

/** Precomputed counts for the whole catalogue (category null) or one category: total under key 0 for the catalogue. */
export async function precomputedFacets(
  db: Database,
  categoryId: number | null,
): Promise<Map<number, number>> {
  const rows =
    categoryId === null
      ? await db.selectFrom('facet_count').select(['key', 'count']).execute()
      : await db
          .selectFrom('category_facet_count')
          .select(['key', 'count'])
          .where('category_id', '=', categoryId)
          .execute();
  return new Map(rows.map((r) => [r.key, r.count]));
}

/** Products by id with their translations in the request and default locales, in the given order. */
export async function loadProducts(
  db: Database,
  ids: number[],
  locale: RequestLocale,
): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const same = locale.code === locale.defaultCode;
  const result = await sql<ProductRow>`
    select p.id, p.sku, p.parent_id, p.attribute_set_id, p.status, p.archived, p.attrs, p.category_ids,
      tl.name as l_name, tl.attrs as l_attrs,
      ${same ? sql`tl.name` : sql`td.name`} as d_name, ${same ? sql`tl.attrs` : sql`td.attrs`} as d_attrs,
      exists (select 1 from product c where c.parent_id = p.id) as is_parent
    from product p
    left join product_translation tl on tl.product_id = p.id and tl.locale = ${locale.code}
    ${same ? sql`` : sql`left join product_translation td on td.product_id = p.id and td.locale = ${locale.defaultCode}`}
    where p.id = any(${sql.val(ids)}::int[])`.execute(db);
  const byId = new Map(result.rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Associations of the given products, with type labels in the best locale. */
export function findAssociations(db: Database, productIds: number[], locale: RequestLocale) {
  return db
    .selectFrom('product_association as a')
    .innerJoin('association_type as ty', 'ty.id', 'a.type_id')
    .leftJoinLateral(
      translation('association_type_translation', 'type_id', 'ty.id', ['label', 'description'], locale),
      (join) => join.onTrue(),
    )
    .select(['a.product_id', 'ty.id as type_id', 'ty.code', 't.label', 't.description', 'a.related_id'])
    .where('a.product_id', 'in', productIds.length ? productIds : [0])
    .orderBy('ty.position')
    .orderBy('a.position')
    .execute();
}

/**
 * Active products (variants too) whose identifiers match a typed code, best identifier tier first,
 * then by sku: what a suggestion list shows for an article number. Ends and other parts of codes
 * are looked for only when whole codes and starts leave room (the codes holding "vt000" are most
 * of a catalogue's).
 */
export async function findCodeMatches(
  db: Database,
  code: IdentifierSearch,
  limit: number,
  hidden: readonly number[],
  candidates = CODE_MATCHES,
): Promise<number[]> {
  const seen = hidden.length ? sql`and ${notHidden(hidden)}` : sql``;
  const find = async (kinds: 'all' | 'whole and start') =>
    (
      await sql<{ id: number }>`
        select p.id from (${codeMatchRows(code, candidates, kinds)}) k join product p on p.id = k.product_id
        where p.status and not p.archived ${seen}
        order by k.tier, p.sku limit ${limit}`.execute(db)
    ).rows.map((r) => r.id);
  const first = await find('whole and start');
  return first.length < limit && code.inner ? find('all') : first;
}

/** Whether a product with this id exists (whatever its state) outside the `hidden` categories. */
export async function productExists(db: Database, id: number, hidden: readonly number[]): Promise<boolean> {
  let query = db.selectFrom('product as p').select('p.id').where('p.id', '=', id);
  if (hidden.length) query = query.where(notHidden(hidden));
  return !!(await query.executeTakeFirst());
}

/** One non-localised attribute's stored value of each product of `ids` that has it, as text. */
export async function attributeTexts(
  db: Database,
  ids: number[],
  code: string,
): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('product')
    .select(['id', sql<string | null>`attrs->>${code}`.as('value')])
    // One array parameter: a large demo asks for more ids than a statement takes parameters.
    .where(sql<boolean>`id = any(${ids}::int[])`)
    .execute();
  return new Map(rows.flatMap((r) => (r.value === null ? [] : [[r.id, r.value] as const])));
}

/**
 * The products of `ids` that may be ordered (switched on, not archived; variants too) with their
 * SKU and their name in the best locale (null when none is written).
 */
export function findOrderableProducts(db: Database, ids: number[], locale: RequestLocale) {
  return db
    .selectFrom('product as p')
    .leftJoinLateral(translation('product_translation', 'product_id', 'p.id', ['name'], locale), (join) =>
      join.onTrue(),
    )
    .select(['p.id', 'p.sku', 't.name'])
    .where('p.id', 'in', ids.length ? ids : [0])
    .where('p.status', '=', true)
    .where('p.archived', '=', false)
    .execute();
}

/** The first listed products (by id, variants left out) with their names in a locale. */
export function firstListedProducts(db: Database, count: number, locale: string) {
  return db
    .selectFrom('product as p')
    .leftJoin('product_translation as t', (join) =>
      join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', locale),
    )
    .select(['p.id', 'p.sku', 't.name', sql<string | null>`p.attrs->>'image'`.as('image')])
    .where('p.parent_id', 'is', null)
    .where('p.status', '=', true)
    .where('p.archived', '=', false)
    .orderBy('p.id')
    .limit(count)
    .execute();
}
