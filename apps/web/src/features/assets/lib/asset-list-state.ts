/** Spec 9: the library shows pages of 24 assets (the API's itemsPerPage). */
export const ASSETS_PER_PAGE = 24;

export type AssetOrderBy = 'created' | 'name';
export type OrderDir = 'asc' | 'desc';

/** Everything that shapes the asset library besides the scope (the route's code). */
export interface AssetListState {
  search: string;
  /** Tag ids; an asset must carry all of them. */
  tags: number[];
  orderBy: AssetOrderBy;
  orderDir: OrderDir;
  /** How many pages of the current list are shown (the next-page card adds one). */
  page: number;
}

/** Spec 9: assets sort by created, newest first, unless the visitor chooses otherwise. */
export const DEFAULT_ASSET_LIST_STATE: AssetListState = {
  search: '',
  tags: [],
  orderBy: 'created',
  orderDir: 'desc',
  page: 1,
};

const MAX_TAGS = 50;
const MAX_PAGES = 100;

function parseTags(values: string[]): number[] {
  const ids = values
    .flatMap((value) => value.split(','))
    .map((value) => Number(value.trim()))
    .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  return [...new Set(ids)].slice(0, MAX_TAGS).sort((a, b) => a - b);
}

/**
 * Reads the library's URL parameters (`search`, `tag` repeated or comma separated, `orderBy`,
 * `orderDir`, `page`). Lenient (spec 5): each unusable value falls back to its own default.
 */
export function parseAssetListState(params: URLSearchParams): AssetListState {
  const page = Number(params.get('page'));
  const orderBy = params.get('orderBy');
  const orderDir = params.get('orderDir')?.toLowerCase();
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    tags: parseTags(params.getAll('tag')),
    orderBy: orderBy === 'name' || orderBy === 'created' ? orderBy : DEFAULT_ASSET_LIST_STATE.orderBy,
    orderDir: orderDir === 'asc' || orderDir === 'desc' ? orderDir : DEFAULT_ASSET_LIST_STATE.orderDir,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGES ? page : 1,
  };
}

/**
 * Writes a state into URL parameters: only what differs from the defaults, so the plain library
 * keeps a clean address. Parameters that are not the library's are kept.
 */
export function writeAssetListState(state: AssetListState, into = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(into);
  for (const key of ['search', 'tag', 'orderBy', 'orderDir', 'page']) params.delete(key);
  if (state.search) params.set('search', state.search);
  for (const id of [...state.tags].sort((a, b) => a - b)) params.append('tag', String(id));
  if (state.orderBy !== DEFAULT_ASSET_LIST_STATE.orderBy) params.set('orderBy', state.orderBy);
  if (state.orderDir !== DEFAULT_ASSET_LIST_STATE.orderDir) params.set('orderDir', state.orderDir);
  if (state.page !== 1) params.set('page', String(state.page));
  return params;
}

/** Spec 4: a tag switched on or off; the list starts again at page 1. */
export function toggleTag(state: AssetListState, id: number): AssetListState {
  const tags = state.tags.includes(id) ? state.tags.filter((t) => t !== id) : [...state.tags, id];
  return { ...state, tags: tags.sort((a, b) => a - b), page: 1 };
}

/** Spec 9: the next-page card shows only when a page came back full; a shorter page is the last. */
export function hasNextPage(lastPageSize: number, limit = ASSETS_PER_PAGE): boolean {
  return lastPageSize === limit;
}

/** The asset library's address searching for a text (the search page's link to it). */
export function assetSearchPath(search: string): string {
  const query = writeAssetListState({ ...DEFAULT_ASSET_LIST_STATE, search: search.trim() }).toString();
  return `/asset/list${query ? `?${query}` : ''}`;
}
