import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../shared/lists/page-sizes';

// Spec 9: the page sizes are shared with the other paged lists.
export { DEFAULT_PAGE_SIZE, PAGE_SIZES };

/** A min–max range of a number or float attribute; either end may be open. */
export interface RangeValue {
  min?: number;
  max?: number;
}

/** Option values for select and bool attributes, a range for numbers, a text for anything else. */
export type FilterValue = string[] | RangeValue | string;

export type ProductView = 'cards' | 'grid';

/** Everything that shapes the product list; kept in the URL parameter `query` as JSON (spec 2). */
export interface ListQueryState {
  search: string;
  /** 1-based. */
  page: number;
  limit: number;
  /** Sort field; undefined leaves it to the server (name, or relevance while searching). */
  order?: string;
  orderdir: 'asc' | 'desc';
  filters: Record<string, FilterValue>;
  /** Category code; the route's code wins over this one. */
  category: string | null;
  view: ProductView;
}

export const DEFAULT_LIST_STATE: ListQueryState = {
  search: '',
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
  orderdir: 'asc',
  filters: {},
  category: null,
  view: 'cards',
};

const CODE = /^[A-Za-z0-9_-]{1,100}$/;
const MAX_FILTERS = 50;
const MAX_VALUES = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const finite = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** One filter value read leniently; anything unusable yields undefined (dropped). */
export function parseFilterValue(raw: unknown): FilterValue | undefined {
  if (Array.isArray(raw)) {
    const values = raw
      .filter((v) => ['string', 'number', 'boolean'].includes(typeof v))
      .map(String)
      .filter((v) => v !== '' && v.length <= 200)
      .slice(0, MAX_VALUES);
    return values.length ? [...new Set(values)] : undefined;
  }
  if (typeof raw === 'number' || typeof raw === 'boolean') return [String(raw)];
  if (typeof raw === 'string') return raw.trim() ? raw.slice(0, 200) : undefined;
  if (isRecord(raw)) {
    const min = finite(raw.min);
    const max = finite(raw.max);
    if (min === undefined && max === undefined) return undefined;
    return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
  }
  return undefined;
}

function parseFilters(raw: unknown): Record<string, FilterValue> {
  if (!isRecord(raw)) return {};
  const filters: Record<string, FilterValue> = {};
  for (const [code, value] of Object.entries(raw).slice(0, MAX_FILTERS)) {
    const parsed = CODE.test(code) ? parseFilterValue(value) : undefined;
    if (parsed !== undefined) filters[code] = parsed;
  }
  return filters;
}

/**
 * Reads the `query` parameter. Lenient (spec 5): bad JSON gives the defaults, and each field that is
 * missing or unusable falls back to its own default without spoiling the others.
 */
export function parseListQuery(text: string | null | undefined): ListQueryState {
  if (!text) return DEFAULT_LIST_STATE;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return DEFAULT_LIST_STATE;
  }
  if (!isRecord(raw)) return DEFAULT_LIST_STATE;
  const page = finite(raw.page);
  const limit = finite(raw.limit);
  return {
    search: typeof raw.search === 'string' ? raw.search.slice(0, 200) : '',
    page: page !== undefined && Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit ?? NaN) ? limit! : DEFAULT_PAGE_SIZE,
    ...(typeof raw.order === 'string' && /^[A-Za-z0-9_]{1,100}$/.test(raw.order) && { order: raw.order }),
    orderdir: raw.orderdir === 'desc' ? 'desc' : 'asc',
    filters: parseFilters(raw.filters),
    category: typeof raw.category === 'string' && CODE.test(raw.category) ? raw.category : null,
    view: raw.view === 'grid' ? 'grid' : 'cards',
  };
}

/** The `query` parameter for a state: only what differs from the defaults; null when nothing does. */
export function serialiseListQuery(state: ListQueryState): string | null {
  const out: Record<string, unknown> = {};
  if (state.search) out.search = state.search;
  if (state.page !== 1) out.page = state.page;
  if (state.limit !== DEFAULT_PAGE_SIZE) out.limit = state.limit;
  if (state.order) out.order = state.order;
  if (state.orderdir !== 'asc') out.orderdir = state.orderdir;
  if (Object.keys(state.filters).length) out.filters = state.filters;
  if (state.category) out.category = state.category;
  if (state.view !== 'cards') out.view = state.view;
  return Object.keys(out).length ? JSON.stringify(out) : null;
}

/** True when a filter value selects nothing (an empty list, text or range). */
export function isEmptyFilter(value: FilterValue | undefined): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'string') return value.trim() === '';
  return value.min === undefined && value.max === undefined;
}

/** Filters with one attribute's value replaced (or removed when empty). */
export function withFilter(
  filters: Record<string, FilterValue>,
  code: string,
  value: FilterValue | undefined,
): Record<string, FilterValue> {
  const next = { ...filters };
  if (isEmptyFilter(value)) delete next[code];
  else next[code] = value!;
  return next;
}

/** The product list's address searching for a text (the search page's link to it). */
export function productSearchPath(search: string): string {
  const query = serialiseListQuery({ ...DEFAULT_LIST_STATE, search: search.trim() });
  return `/products/list${query ? `?query=${encodeURIComponent(query)}` : ''}`;
}
