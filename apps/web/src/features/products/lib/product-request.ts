import type { Attribute, ProductListQuery } from '@vitrine/contract';
import { NUMBER_TYPES, OPTION_TYPES } from '@vitrine/contract/attribute-types';
import { isEmptyFilter, type FilterValue, type ListQueryState } from './list-query-state';

/** The product list call's parameters (spec 7 GET /private/product/): the contract's own type. */
export type ProductListParams = ProductListQuery;

/** The setup parts the list call depends on. */
export interface ListSetup {
  grid_filter: Record<string, unknown>;
  grid_columns: string[];
  catalog_columns: string[];
}

/**
 * Chosen filters the server will accept: attributes it knows, option values it lists, ranges for
 * numbers. A link from another catalogue must not end in a 400. Without the attribute list (not
 * loaded yet) the filters pass unchanged.
 */
export function sanitizeFilters(
  filters: Record<string, FilterValue>,
  attributes: readonly Attribute[] | undefined,
): Record<string, FilterValue> {
  if (!attributes) return filters;
  const byCode = new Map(attributes.map((a) => [a.name, a]));
  const clean: Record<string, FilterValue> = {};
  for (const [code, value] of Object.entries(filters)) {
    const attribute = byCode.get(code);
    if (!attribute || isEmptyFilter(value)) continue;
    if (OPTION_TYPES.includes(attribute.type)) {
      const known = new Set(attribute.options.map((o) => o.value));
      const list = (typeof value === 'string' ? [value] : Array.isArray(value) ? value : []).filter((v) =>
        known.has(v),
      );
      if (list.length) clean[code] = list;
    } else if (NUMBER_TYPES.includes(attribute.type)) {
      if (typeof value === 'object' && !Array.isArray(value)) clean[code] = value;
    } else if (typeof value === 'string') clean[code] = value;
  }
  return clean;
}

/** The filters JSON: the setup's grid filter, the category, then the chosen attribute values (spec 7). */
export function buildFilters(
  state: Pick<ListQueryState, 'category' | 'filters'>,
  setup: Pick<ListSetup, 'grid_filter'>,
  attributes: readonly Attribute[] | undefined,
): Record<string, unknown> {
  return {
    ...setup.grid_filter,
    ...(state.category && { category_code: state.category }),
    ...sanitizeFilters(state.filters, attributes),
  };
}

/**
 * Sort field and direction as sent. Without a chosen field the server sorts by name, or by relevance
 * while searching; relevance always goes best first.
 */
export function effectiveSort(state: Pick<ListQueryState, 'order' | 'orderdir' | 'search'>): {
  order?: string;
  orderdir: 'asc' | 'desc';
} {
  const relevance = state.search.trim() !== '' && (!state.order || state.order === 'relevance');
  if (relevance) return { orderdir: 'desc' };
  return { order: state.order === 'relevance' ? undefined : state.order, orderdir: state.orderdir };
}

/** Attribute codes a list needs: the card and grid columns; undefined (all) when none are configured. */
export function listAttributes(
  setup: Pick<ListSetup, 'grid_columns' | 'catalog_columns'>,
): string[] | undefined {
  const codes = [...new Set([...setup.catalog_columns, ...setup.grid_columns])];
  return codes.length ? codes : undefined;
}

/** The list call for a state: paging, sort, search, filters and facet counts. */
export function buildListParams(
  state: ListQueryState,
  setup: ListSetup,
  attributes: readonly Attribute[] | undefined,
): ProductListParams {
  const search = state.search.trim();
  return {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    ...effectiveSort(state),
    attributes: listAttributes(setup),
    ...(search && { search }),
    filters: buildFilters(state, setup, attributes),
    facets: true,
  };
}
