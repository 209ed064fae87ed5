import { DEFAULT_PAGE_SIZE, parsePageSize } from '../../../shared/lists/page-sizes';

export type ContentOrderBy = 'created' | 'title';
export type OrderDir = 'asc' | 'desc';

/** Everything that shapes the content list besides the category (the route's code). */
export interface ContentListState {
  search: string;
  /** 1-based. */
  page: number;
  orderBy: ContentOrderBy;
  orderDir: OrderDir;
  limit: number;
}

/** Spec 9: contents sort by created, newest first, unless the visitor chooses otherwise. */
export const DEFAULT_CONTENT_LIST_STATE: ContentListState = {
  search: '',
  page: 1,
  orderBy: 'created',
  orderDir: 'desc',
  limit: DEFAULT_PAGE_SIZE,
};

const KEYS = ['search', 'page', 'orderBy', 'orderDir', 'limit'] as const;
const MAX_PAGE = 100_000;

/**
 * Reads the list's URL parameters (`search`, `page`, `orderBy`, `orderDir`, `limit`), the same
 * names the asset library uses. Lenient (spec 5): an unusable value falls back to its default.
 */
export function parseContentListState(params: URLSearchParams): ContentListState {
  const page = Number(params.get('page'));
  const orderBy = params.get('orderBy');
  const orderDir = params.get('orderDir')?.toLowerCase();
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    orderBy: orderBy === 'title' || orderBy === 'created' ? orderBy : DEFAULT_CONTENT_LIST_STATE.orderBy,
    orderDir: orderDir === 'asc' || orderDir === 'desc' ? orderDir : DEFAULT_CONTENT_LIST_STATE.orderDir,
    limit: parsePageSize(params.get('limit')),
  };
}

/**
 * Writes a state into URL parameters: only what differs from the defaults, so the plain list keeps
 * a clean address. Parameters that are not the list's are kept.
 */
export function writeContentListState(
  state: ContentListState,
  into = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(into);
  for (const key of KEYS) params.delete(key);
  const defaults = DEFAULT_CONTENT_LIST_STATE;
  if (state.search) params.set('search', state.search);
  if (state.page !== defaults.page) params.set('page', String(state.page));
  if (state.orderBy !== defaults.orderBy) params.set('orderBy', state.orderBy);
  if (state.orderDir !== defaults.orderDir) params.set('orderDir', state.orderDir);
  if (state.limit !== defaults.limit) params.set('limit', String(state.limit));
  return params;
}

/** The address of the content list searching for a text (the search page's link to it). */
export function contentSearchPath(search: string): string {
  const params = writeContentListState({ ...DEFAULT_CONTENT_LIST_STATE, search: search.trim() });
  const query = params.toString();
  return `/contents/list${query ? `?${query}` : ''}`;
}
