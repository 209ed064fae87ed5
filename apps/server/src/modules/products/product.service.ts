import type { Mapping, Product, ProductListAnswer } from '@vitrine/contract';
import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import type { AttributeValues } from '../../db/types.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { attributeIndex, type AttributeIndex } from '../attributes/attribute.service.ts';
import { categoryIndex, type CategoryIndex } from '../categories/category.service.ts';
import { getSetting } from '../config/config.repository.ts';
import { buildConditions } from './product-filter.ts';
import { orderExpression } from './product-order.ts';
import { searchHits } from './product-search.ts';
import { countFacets, countProducts, findAssociations, findProducts, type ProductRow } from './product.repository.ts';

export interface ProductListQuery {
  limit: number;
  offset: number;
  order?: string;
  orderdir: 'asc' | 'desc';
  attributes?: string[];
  search?: string;
  filters?: Record<string, unknown>;
  facets?: boolean;
}

type Value = AttributeValues[string];
const empty = (v: Value | undefined) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A product value: translated (request locale, then default locale) for localizable attributes. */
export function valueOf(row: ProductRow, code: string, attributes: AttributeIndex): Value {
  if (code === 'name') return row.l_name || row.d_name || null;
  const attribute = attributes.byCode.get(code);
  if (attribute?.localizable) {
    const local = row.l_attrs?.[code];
    return empty(local) ? (row.d_attrs?.[code] ?? null) : (local ?? null);
  }
  return row.attrs[code] ?? null;
}

/** The first non-empty value among a mapping's candidate attributes. */
function mapped(row: ProductRow, candidates: string[], attributes: AttributeIndex): Value {
  for (const code of candidates) {
    const value = valueOf(row, code, attributes);
    if (!empty(value)) return value;
  }
  return null;
}

const asText = (v: Value) => (v === null ? null : Array.isArray(v) ? v.join(', ') : String(v));

function toProduct(row: ProductRow, ctx: { mapping: Mapping; attributes: AttributeIndex; categories: CategoryIndex; wanted?: string[]; associations: Product['associations'] }): Product {
  const codes = ctx.wanted ?? [...ctx.attributes.byCode.keys()];
  const stock = mapped(row, ctx.mapping.stock, ctx.attributes);
  return {
    id: row.id,
    name: asText(mapped(row, ctx.mapping.name, ctx.attributes)),
    title: asText(mapped(row, ctx.mapping.title, ctx.attributes)),
    image: asText(mapped(row, ctx.mapping.image, ctx.attributes)),
    stock: stock === null || Number.isNaN(Number(stock)) ? null : Number(stock),
    restock: asText(mapped(row, ctx.mapping.restock, ctx.attributes)),
    shortDescription: asText(mapped(row, ctx.mapping.shortDescription, ctx.attributes)),
    longDescription: asText(mapped(row, ctx.mapping.longDescription, ctx.attributes)),
    status: row.status,
    archived: row.archived,
    attributes: Object.fromEntries(codes.filter((c) => ctx.attributes.byCode.has(c)).map((c) => [c, valueOf(row, c, ctx.attributes)])),
    categories: row.category_ids.flatMap((id) => {
      const c = ctx.categories.byId.get(id);
      return c ? [{ id: c.id, code: c.code, title: c.title }] : [];
    }),
    parent: row.parent_id,
    is_parent: row.is_parent,
    is_child: row.parent_id !== null,
    associations: ctx.associations,
    attribute_set: row.attribute_set_id,
  };
}

/** Groups association rows per product and type code. */
async function associationsFor(deps: Deps, ids: number[], locale: RequestLocale) {
  const byProduct = new Map<number, Product['associations']>();
  for (const r of await findAssociations(deps.db, ids, locale)) {
    const map = byProduct.get(r.product_id) ?? {};
    map[r.code] ??= { id: r.type_id, label: r.label ?? r.code, description: r.description, related: [] };
    map[r.code].related.push({ id: r.related_id });
    byProduct.set(r.product_id, map);
  }
  return byProduct;
}

/** Facet counts by attribute code and option value; each attribute's counts ignore its own filter. */
async function facetsFor(deps: Deps, conditions: ReturnType<typeof buildConditions>, hits: ReturnType<typeof searchHits>, attributes: AttributeIndex) {
  const all = await countFacets(deps.db, conditions, hits);
  const facets: Record<string, Record<string, number>> = {};
  const put = (counts: Map<number, number>, only?: string) => {
    for (const [key, count] of counts) {
      const option = attributes.optionById.get(key);
      if (!option || (only && option.code !== only) || (!only && conditions.byAttribute.has(option.code))) continue;
      (facets[option.code] ??= {})[option.value] = count;
    }
  };
  put(all);
  for (const code of conditions.byAttribute.keys()) {
    const keys = attributes.byCode.get(code)?.options.map((o) => attributes.optionId.get(`${code}:${o.value}`)).filter((k): k is number => k !== undefined) ?? [];
    if (keys.length) put(await countFacets(deps.db, conditions, hits, { code, keys }), code);
  }
  return facets;
}

/** GET /private/product/: a page of products under filters and search, with total and facet counts. */
export async function listProducts(deps: Deps, locale: RequestLocale, query: ProductListQuery): Promise<ProductListAnswer> {
  const [attributes, categories, mapping] = await Promise.all([
    attributeIndex(deps, locale),
    categoryIndex(deps, locale),
    getSetting<Mapping>(deps.db, 'mapping'),
  ]);
  const filters = query.filters ?? {};
  const hits = query.search ? searchHits(query.search, locale) : null;
  const conditions = buildConditions(filters, attributes, categories, hits ? sql`select id from hits` : null);
  const orderBy = orderExpression(query.order, query.orderdir, { searching: !!hits, sameLocale: locale.code === locale.defaultCode, attributes });
  const [rows, total, facets] = await Promise.all([
    findProducts(deps.db, { conditions, hits, locale, orderBy, limit: query.limit, offset: query.offset }),
    countProducts(deps.db, conditions, hits),
    query.facets ? facetsFor(deps, conditions, hits, attributes) : Promise.resolve(undefined),
  ]);
  const associations = filters.id !== undefined ? await associationsFor(deps, rows.map((r) => r.id), locale) : new Map();
  const ctx = { mapping: mapping!, attributes, categories, wanted: query.attributes };
  return {
    products: rows.map((row) => toProduct(row, { ...ctx, associations: associations.get(row.id) ?? {} })),
    total,
    ...(facets ? { facets } : {}),
  };
}
