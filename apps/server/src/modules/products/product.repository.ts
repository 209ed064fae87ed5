import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AttributeValues } from '../../db/types.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { localePreference } from '../../lib/locale.ts';
import { type ProductConditions, whereClause } from './product-filter.ts';

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

const withHits = (hits: RawBuilder<unknown> | null) => (hits ? sql`with hits as (${hits}) ` : sql``);

/** One page of products with their translations in the request and default locales. */
export async function findProducts(
  db: Database,
  options: { conditions: ProductConditions; hits: RawBuilder<unknown> | null; locale: RequestLocale; orderBy: RawBuilder<unknown>; limit: number; offset: number },
): Promise<ProductRow[]> {
  const { conditions, hits, locale } = options;
  const sameLocale = locale.code === locale.defaultCode;
  const result = await sql<ProductRow>`
    ${withHits(hits)}
    select p.id, p.sku, p.parent_id, p.attribute_set_id, p.status, p.archived, p.attrs, p.category_ids,
      tl.name as l_name, tl.attrs as l_attrs,
      ${sameLocale ? sql`tl.name` : sql`td.name`} as d_name, ${sameLocale ? sql`tl.attrs` : sql`td.attrs`} as d_attrs,
      exists (select 1 from product c where c.parent_id = p.id) as is_parent
    from product p
    ${hits ? sql`join (select id, max(rank) as rank from hits group by id) h on h.id = p.id` : sql``}
    left join product_translation tl on tl.product_id = p.id and tl.locale = ${locale.code}
    ${sameLocale ? sql`` : sql`left join product_translation td on td.product_id = p.id and td.locale = ${locale.defaultCode}`}
    where ${whereClause(conditions)}
    order by ${options.orderBy}, p.id
    limit ${options.limit} offset ${options.offset}`.execute(db);
  return result.rows;
}

/** Ids of every matching product in list order: exports walk them in chunks with bounded memory. */
export async function findProductIds(
  db: Database,
  options: { conditions: ProductConditions; hits: RawBuilder<unknown> | null; locale: RequestLocale; orderBy: RawBuilder<unknown> },
): Promise<number[]> {
  const { conditions, hits, locale } = options;
  const sameLocale = locale.code === locale.defaultCode;
  const result = await sql<{ id: number }>`
    ${withHits(hits)}
    select p.id from product p
    ${hits ? sql`join (select id, max(rank) as rank from hits group by id) h on h.id = p.id` : sql``}
    left join product_translation tl on tl.product_id = p.id and tl.locale = ${locale.code}
    ${sameLocale ? sql`` : sql`left join product_translation td on td.product_id = p.id and td.locale = ${locale.defaultCode}`}
    where ${whereClause(conditions)}
    order by ${options.orderBy}, p.id`.execute(db);
  return result.rows.map((r) => r.id);
}

/** How many products match; the unfiltered catalogue total is kept in facet_count under key 0. */
export async function countProducts(db: Database, conditions: ProductConditions, hits: RawBuilder<unknown> | null): Promise<number> {
  if (conditions.unfiltered && !hits) {
    const row = await db.selectFrom('facet_count').select('count').where('key', '=', 0).executeTakeFirst();
    if (row) return row.count;
  }
  const result = await sql<{ n: number }>`${withHits(hits)} select count(*)::int as n from product p where ${whereClause(conditions)}`.execute(db);
  return result.rows[0].n;
}

/** Option counts (facet key → count) of the matching products, optionally leaving one attribute's filter out. */
export async function countFacets(
  db: Database,
  conditions: ProductConditions,
  hits: RawBuilder<unknown> | null,
  without?: { code: string; keys: number[] },
): Promise<Map<number, number>> {
  if (conditions.unfiltered && !hits && !without) {
    const rows = await db.selectFrom('facet_count').select(['key', 'count']).where('key', '>', 0).execute();
    return new Map(rows.map((r) => [r.key, r.count]));
  }
  const result = await sql<{ k: number; n: number }>`
    ${withHits(hits)}
    select k, count(*)::int as n from product p, unnest(p.filter_keys) k
    where ${whereClause(conditions, without?.code)} and k > 0
      ${without ? sql`and k = any(${sql.val(without.keys)}::int[])` : sql``}
    group by k`.execute(db);
  return new Map(result.rows.map((r) => [r.k, r.n]));
}

/** Associations of the given products, with type labels in the best locale. */
export function findAssociations(db: Database, productIds: number[], locale: RequestLocale) {
  return db
    .selectFrom('product_association as a')
    .innerJoin('association_type as ty', 'ty.id', 'a.type_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('association_type_translation as t')
          .select(['t.label', 't.description'])
          .whereRef('t.type_id', '=', 'ty.id')
          .orderBy(localePreference('t.locale', locale))
          .limit(1)
          .as('t'),
      (join) => join.onTrue(),
    )
    .select(['a.product_id', 'ty.id as type_id', 'ty.code', 't.label', 't.description', 'a.related_id'])
    .where('a.product_id', 'in', productIds.length ? productIds : [0])
    .orderBy('ty.position')
    .orderBy('a.position')
    .execute();
}
