import type { Product, ProductListAnswer, ProductListQuery } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { attributeIndex } from '../attributes/index.ts';
import { categoryIndex, type CategoryIndex } from '../categories/index.ts';
import { productMapping } from '../config/index.ts';
import { planFilters, planSort, type FilterPlan } from './product-plan.ts';
import { planSearch } from './product-search.ts';
import { listAnswers } from './product.cache.ts';
import { facetMap, optionKeys } from './product-facets.ts';
import { pageStart } from './product-page-start.ts';
import { toProduct } from './product-row.ts';
import {
  findAssociations,
  findOrderableProducts,
  firstListedProducts,
  loadProducts,
  precomputedFacets,
  productExists,
  attributeTexts,
  queryProductPage,
  type ProductRow,
} from './product.repository.ts';
import type { Database } from '../../db/database.ts';
import type { Sight } from '../visibility/index.ts';

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

/** What a list query asks for, planned: attributes and categories known, filters, sort and search. */
export async function planProductQuery(
  deps: Deps,
  locale: RequestLocale,
  query: Omit<ProductListQuery, 'limit' | 'offset' | 'attributes'>,
  sight: Sight,
) {
  const [attributes, categories] = await Promise.all([
    attributeIndex(deps, locale),
    categoryIndex(deps.db, locale),
  ]);
  const filters = planFilters(query.filters ?? {}, attributes, categories, sight.categories);
  // A search without any word (only punctuation) is no search.
  const ranked = (query.order ?? 'relevance') === 'relevance';
  const search = query.search ? await planSearch(deps.db, query.search, locale, ranked) : null;
  const sort = planSort(query.order, query.orderdir, !!search, attributes);
  return { attributes, categories, filters, sort, search };
}

/** Every product a planned list query matches, in its order (an export's rows). */
export async function matchingProductIds(
  deps: Deps,
  locale: RequestLocale,
  plan: Awaited<ReturnType<typeof planProductQuery>>,
): Promise<number[]> {
  const page = await queryProductPage(deps.db, {
    ...plan,
    locale,
    limit: null,
    offset: 0,
    withTotal: false,
    facets: null,
  });
  return page.ids;
}

/** Products' stored rows with their texts in a locale (an export's lines, a leaflet's values). */
export const productRows = (db: Database, ids: number[], locale: RequestLocale): Promise<ProductRow[]> =>
  loadProducts(db, ids, locale);

/** One non-localised attribute's value of products as text, by product id (absent: no value). */
export const productAttributeTexts = (db: Database, ids: number[], code: string) =>
  attributeTexts(db, ids, code);

/**
 * Whether a product of this id is stored and the caller sees it (a cart's leaflet, a product's
 * assets, its leaflet page): a product hidden from the caller's group is as good as absent.
 */
export const isStoredProduct = (db: Database, id: number, sight: Sight): Promise<boolean> =>
  productExists(db, id, sight.categories);

/**
 * The products of `ids` that may be ordered (switched on, not archived; variants too), with their
 * SKU and their name in the best locale (null when none is written): an order's lines.
 */
export const orderableProducts = (db: Database, ids: number[], locale: RequestLocale) =>
  findOrderableProducts(db, ids, locale);

/** The first products of the list in a locale, with their name and picture (the demo's links). */
export const firstProducts = (db: Database, count: number, locale: string) =>
  firstListedProducts(db, count, locale);

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

/**
 * A page of the product list. The catalogue changes only through imports, while the same category
 * and filter pages are asked for again and again: answers are kept for half a minute (and computed
 * once when asked together).
 */
export function listProducts(
  deps: Deps,
  locale: RequestLocale,
  query: ProductListQuery,
  sight: Sight,
): Promise<ProductListAnswer> {
  const key = JSON.stringify([locale.code, query, sight.key]);
  return listAnswers.get(deps.db, key, () => computeProductList(deps, locale, query, sight));
}

async function computeProductList(
  deps: Deps,
  locale: RequestLocale,
  query: ProductListQuery,
  sight: Sight,
): Promise<ProductListAnswer> {
  const plan = await planProductQuery(deps, locale, query, sight);
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
    ...(plan.search ? { terms: plan.search.terms } : {}),
  };
}
