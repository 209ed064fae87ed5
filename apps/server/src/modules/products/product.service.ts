import type { Mapping, Product, ProductListAnswer, ProductListQuery } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import type { AttributeValues } from '../../db/types.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { attributeIndex, type AttributeIndex } from '../attributes/index.ts';
import { categoryIndex, type CategoryIndex } from '../categories/index.ts';
import { productMapping } from '../config/index.ts';
import { planFilters, planSort, type FilterPlan } from './product-plan.ts';
import { planSearch } from './product-search.ts';
import {
  findAssociations,
  loadProducts,
  nameAnchor,
  type NameAnchor,
  precomputedFacets,
  type ProductRow,
  queryProductPage,
} from './product.repository.ts';

type Value = AttributeValues[string];
const empty = (v: Value | undefined) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

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

function toProduct(
  row: ProductRow,
  ctx: {
    mapping: Mapping;
    attributes: AttributeIndex;
    categories: CategoryIndex;
    wanted?: string[];
    associations: Product['associations'];
  },
): Product {
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
    attributes: Object.fromEntries(
      codes.filter((c) => ctx.attributes.byCode.has(c)).map((c) => [c, valueOf(row, c, ctx.attributes)]),
    ),
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

/** Facet counts as {attribute code: {option value: count}}; each filtered attribute uses its own counts. */
function facetMap(
  all: Map<number, number>,
  own: Map<string, Map<number, number>>,
  attributes: AttributeIndex,
) {
  const facets: Record<string, Record<string, number>> = {};
  const put = (counts: Map<number, number>, only?: string) => {
    for (const [key, count] of counts) {
      const option = attributes.optionById.get(key);
      if (!option || (only ? option.code !== only : own.has(option.code))) continue;
      (facets[option.code] ??= {})[option.value] = count;
    }
  };
  put(all);
  for (const [code, counts] of own) put(counts, code);
  return facets;
}

const optionKeys = (code: string, attributes: AttributeIndex) =>
  (attributes.byCode.get(code)?.options ?? [])
    .map((o) => attributes.optionId.get(`${code}:${o.value}`))
    .filter((k): k is number => k !== undefined);

/** The filters, search and sort of a list request, validated (bad input is a 400 here). */
export async function planProductQuery(
  deps: Deps,
  locale: RequestLocale,
  query: Omit<ProductListQuery, 'limit' | 'offset' | 'attributes'>,
) {
  const [attributes, categories] = await Promise.all([
    attributeIndex(deps, locale),
    categoryIndex(deps, locale),
  ]);
  const filters = planFilters(query.filters ?? {}, attributes, categories);
  // A search without any word (only punctuation) is no search.
  const ranked = (query.order ?? 'relevance') === 'relevance';
  const search = query.search ? await planSearch(deps.db, query.search, locale, ranked) : null;
  const sort = planSort(query.order, query.orderdir, !!search, attributes);
  return { attributes, categories, filters, sort, search };
}

type ProductPlan = Awaited<ReturnType<typeof planProductQuery>>;

/** Totals and facets a page can take from the precomputed counts (whole catalogue or one category). */
async function precomputed(
  deps: Deps,
  conditions: FilterPlan,
  categories: CategoryIndex,
  searching: boolean,
) {
  if (searching || (!conditions.unfiltered && conditions.onlyCategory === null)) return null;
  const counts = await precomputedFacets(deps.db, conditions.onlyCategory);
  const total =
    conditions.onlyCategory === null
      ? (counts.get(0) ?? 0)
      : (categories.byId.get(conditions.onlyCategory)?.count ?? 0);
  counts.delete(0);
  return { total, counts };
}

// The catalogue changes only through imports, while the same category and filter pages are asked
// for again and again: answers are kept for half a minute (and computed once when asked together).
const answers = ttlCache<ProductListAnswer>(30_000, 500);

/** GET /private/product/: a page of products under filters and search, with total and facet counts. */
export function listProducts(
  deps: Deps,
  locale: RequestLocale,
  query: ProductListQuery,
): Promise<ProductListAnswer> {
  const key = JSON.stringify([locale.code, query]);
  return answers.get(deps.db, key, () => computeProductList(deps, locale, query));
}

/** Forgets cached list answers (after the catalogue changed in this process). */
export function clearProductListCache(): void {
  answers.clear();
  anchors.clear();
}

// Deep pages of the name-ordered list (the default): the key of every ANCHOR_STEP-th row is kept
// for half a minute, so page 1 000 reads the name index from the nearest such row instead of
// skipping 24 000 entries from the top; someone paging on pays for the skip once per 100 pages.
export const ANCHOR_STEP = 2400;
const anchors = ttlCache<NameAnchor | null>(30_000, 200);

/** Where a page of the list starts reading: after an anchor row when it is deep in name order. */
export async function pageStart(
  deps: Deps,
  locale: RequestLocale,
  query: Pick<ProductListQuery, 'offset' | 'order' | 'orderdir' | 'filters'>,
  plan: Pick<ProductPlan, 'filters' | 'search'>,
  step = ANCHOR_STEP,
): Promise<{ after?: NameAnchor; offset: number }> {
  const block = Math.floor(query.offset / step);
  const byName =
    (query.order ?? 'name') === 'name' && query.orderdir === 'asc' && locale.code === locale.defaultCode;
  if (!block || !byName || plan.search || plan.filters.byAttribute.size || plan.filters.direct)
    return { offset: query.offset };
  const key = JSON.stringify([query.filters ?? {}, block, step]);
  const after = await anchors.get(deps.db, key, () => nameAnchor(deps.db, plan.filters, block * step - 1));
  return after ? { after, offset: query.offset - block * step } : { offset: query.offset };
}

async function computeProductList(
  deps: Deps,
  locale: RequestLocale,
  query: ProductListQuery,
): Promise<ProductListAnswer> {
  const plan = await planProductQuery(deps, locale, query);
  const { attributes, categories, filters } = plan;
  const ready = await precomputed(deps, filters, categories, !!plan.search);
  const start = ready ? await pageStart(deps, locale, query, plan) : { offset: query.offset };
  const page = await queryProductPage(deps.db, {
    filters,
    search: plan.search,
    sort: plan.sort,
    locale,
    limit: query.limit,
    ...start,
    withTotal: !ready,
    facets:
      query.facets && !ready
        ? [...filters.byAttribute.keys()].map((code) => ({ code, keys: optionKeys(code, attributes) }))
        : null,
  });
  const [rows, mapping, associations] = await Promise.all([
    loadProducts(deps.db, page.ids, locale),
    productMapping(deps),
    query.filters?.id !== undefined ? associationsFor(deps, page.ids, locale) : Promise.resolve(new Map()),
  ]);
  const facets = query.facets
    ? facetMap(
        ready?.counts ?? page.facets ?? new Map(),
        ready ? new Map() : page.facetsByAttribute,
        attributes,
      )
    : undefined;
  const ctx = { mapping, attributes, categories, wanted: query.attributes };
  return {
    products: rows.map((row) => toProduct(row, { ...ctx, associations: associations.get(row.id) ?? {} })),
    total: ready?.total ?? page.total ?? 0,
    ...(facets ? { facets } : {}),
  };
}
