import { sql, type RawBuilder } from 'kysely';
import type { RequestLocale } from '../../lib/locale.ts';
import { localePreference } from '../../lib/locale.ts';
import { INDEXED_SEARCH, LISTED } from './product-index.repository.ts';
import type { AttributeFilter, FilterPlan, SortPlan } from './product-plan.ts';
import type { SearchPlan } from './product-search.ts';
import { CODE_TIER, type IdentifierSearch } from '../../search/identifier-search.ts';
import { searchRank, searchTier } from '../../search/search-rank.ts';

/** A plan's filters as conditions on rows `p` of `product`. */
export interface ProductConditions {
  /** Conditions that always apply (visibility, category, ids, parent). */
  base: RawBuilder<unknown>[];
  /** Attribute conditions by attribute code. */
  byAttribute: Map<string, RawBuilder<unknown>>;
}

function attributeCondition(code: string, filter: AttributeFilter): RawBuilder<unknown> {
  switch (filter.kind) {
    case 'options':
      // Option ids live in `filter_keys`, served by its GIN index.
      return sql`p.filter_keys && ${sql.val(filter.keys)}::int[]`;
    case 'range': {
      const value = sql`(p.attrs->>${code})::numeric`;
      const parts = [sql`jsonb_typeof(p.attrs->${code}) = 'number'`];
      if (filter.min !== undefined) parts.push(sql`${value} >= ${filter.min}`);
      if (filter.max !== undefined) parts.push(sql`${value} <= ${filter.max}`);
      return sql`(${sql.join(parts, sql` and `)})`;
    }
    case 'dates':
      return sql`p.attrs->>${code} between ${filter.from} and ${filter.to}`;
    case 'text':
      return sql`p.attrs->>${code} = ${filter.value}`;
  }
}

/**
 * Rows `p` in none of the `hidden` categories: a product lists its categories with their ancestors,
 * negated, in `filter_keys` (as category filters read them), so any hidden one is found there.
 */
export const notHidden = (hidden: readonly number[]): RawBuilder<boolean> =>
  sql<boolean>`not (p.filter_keys && ${sql.val(hidden.map((id) => -id))}::int[])`;

/**
 * Category and option filters become array conditions on `p.filter_keys` (categories negated).
 * `listedRows`: the rows `p` are listed products already (`product_search`).
 */
export function conditionsOf(plan: FilterPlan, listedRows = false): ProductConditions {
  const base: RawBuilder<unknown>[] = [];
  if (!plan.direct && !listedRows) base.push(LISTED);
  if (plan.category === 'none') base.push(sql`false`);
  else if (plan.category !== null) base.push(sql`p.filter_keys @> ${sql.val([-plan.category])}::int[]`);
  if (plan.ids) base.push(sql`p.id = any(${sql.val(plan.ids)}::int[])`);
  // Hidden from the caller's group, even asked for by id.
  if (plan.hidden.length) base.push(notHidden(plan.hidden));
  if (plan.parent !== null) base.push(sql`p.parent_id = ${plan.parent}`);
  const byAttribute = new Map([...plan.byAttribute].map(([code, f]) => [code, attributeCondition(code, f)]));
  return { base, byAttribute };
}

/**
 * ORDER BY over rows `p` carrying id, sort_name, created_at, sku, tier, rank and attrs, and the
 * name translation `tl`. While searching, the relevance tier comes first and the order asked for
 * decides within a tier (relevance: the closest first, whatever direction is asked).
 */
export function orderOf(sort: SortPlan, locale: RequestLocale, searching: boolean): RawBuilder<unknown> {
  if (sort.by === 'relevance') return sql`p.tier, p.rank desc, p.sort_name`;
  const order = columnOrder(sort, locale);
  return searching ? sql`p.tier, ${order}` : order;
}

function columnOrder(
  sort: Exclude<SortPlan, { by: 'relevance' }>,
  locale: RequestLocale,
): RawBuilder<unknown> {
  const dir = sql.raw(sort.dir === 'desc' ? 'desc nulls last' : 'asc nulls last');
  switch (sort.by) {
    case 'name':
      return locale.code === locale.defaultCode
        ? sql`p.sort_name ${dir}`
        : sql`coalesce(tl.sort_name, p.sort_name) ${dir}`;
    case 'created':
      return sql`p.created_at ${dir}`;
    case 'id':
      return sql`p.id ${dir}`;
    case 'sku':
      return sql`p.sku ${dir}`;
    case 'number':
      return sql`(case when jsonb_typeof(p.attrs->${sort.code}) = 'number' then (p.attrs->>${sort.code})::numeric end) ${dir}`;
    case 'translated':
      return sql`(select t.attrs->>${sort.code} from product_translation t where t.product_id = p.id order by ${localePreference('t.locale', locale)} limit 1) ${dir}`;
    case 'value':
      return sql`p.attrs->>${sort.code} ${dir}`;
  }
}

/** Whether the order reads `p.attrs` (the gathered rows then carry it). */
export const orderReadsAttrs = (sort: SortPlan) => sort.by === 'number' || sort.by === 'value';

/**
 * Full-text match, tier and rank of a search over rows `p`: of `product_search` for listed
 * products (its words index; the tiers and the rank read the row's `head`), of `product` for a
 * direct plan (a parent's variants, given ids: few rows, each vector checked).
 */
export function searchMatch(search: SearchPlan, listed: boolean) {
  const vector = listed ? sql`p.head` : sql`p.search`;
  const indexed = listed ? INDEXED_SEARCH : sql`p.search`;
  // Words that are all stop words still look for identifiers and names in the fallback.
  const match = search.match ? sql`${indexed} @@ ${search.match}::tsquery` : sql`false`;
  const rank = search.rank ? searchRank(vector, { rank: search.rank, exact: search.exactRank }) : sql`0`;
  return { match, rank, tier: searchTier(vector, search.tiers) };
}

/**
 * Codes that start, end or hold a typed one, at most, per kind: a few characters common to every
 * number of a large catalogue ("vt0") would otherwise read every product before the first page.
 * Whole codes are all found; the start of one shared by more products lists the first by code,
 * until more is typed.
 */
export const CODE_MATCHES = 1000;

/**
 * `(product_id, tier)` of the products whose codes match a typed one (`product_code`, migration
 * 0018): whole keys, then keys' starts in code order, then (4+ characters) ends and other parts,
 * each through its own index, each kind at most `candidates`; a product's best tier.
 */
export function codeMatchRows(
  code: IdentifierSearch,
  candidates: number,
  kinds: 'all' | 'whole and start' = 'all',
): RawBuilder<unknown> {
  const parts = [
    sql`select c.product_id, ${sql.lit(CODE_TIER.whole)} as tier from product_code c
      where c.code = any(${sql.val(code.keys)}::text[])`,
    ...code.keys.map(
      (key) => sql`(select c.product_id, ${sql.lit(CODE_TIER.start)} as tier from product_code c
        where c.code like ${`${key}%`} order by c.code limit ${candidates})`,
    ),
  ];
  if (code.inner && kinds === 'all')
    parts.push(
      ...code.keys.flatMap((key) => [
        sql`(select c.product_id, ${sql.lit(CODE_TIER.end)} as tier from product_code c
          where reverse(c.code) like ${`${[...key].reverse().join('')}%`} limit ${candidates})`,
        sql`(select c.product_id, ${sql.lit(CODE_TIER.inside)} as tier from product_code c
          where c.code like ${`%${key}%`} limit ${candidates})`,
      ]),
    );
  return sql`select product_id, min(tier) as tier from (${sql.join(parts, sql` union all `)}) k
    group by product_id`;
}

/**
 * The `coded(id, tier, rank)` CTE of a search: the active products whose codes match the code the
 * search may be (search/identifier-search.ts), in their identifier tier (below the full-text
 * ones). A variant's match also brings the product it belongs to (its parent, or its parent's),
 * which lists show in its place, after the products matching by their own code in the same tier.
 */
export function identifierMatches(
  code: NonNullable<SearchPlan['identifier']>,
  candidates = CODE_MATCHES,
): RawBuilder<unknown> {
  return sql`
      coded as materialized (
        select r.id, min(m.tier) as tier, max(case when r.id = m.id then 100 else 99 end)::real as rank
        from (select p.id, p.parent_id, k.tier from (${codeMatchRows(code, candidates)}) k
          join product p on p.id = k.product_id where p.status and not p.archived) m
        left join product v on v.id = m.parent_id
        cross join lateral (values (m.id), (coalesce(v.parent_id, m.parent_id))) r(id)
        where r.id is not null
        group by r.id)`;
}
