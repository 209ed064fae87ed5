import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Asset, MediaListParams } from '@vitrine/contract';
import { mediaRoutes } from '@vitrine/contract/routes/media';
import { callRoute } from '@/shared/api/call-route';
import { ASSETS_PER_PAGE, hasNextPage, type AssetListState } from '../lib/asset-list-state';

/** What one asset list request depends on: the scope and the settings, without the page. */
export interface AssetListParams extends Omit<AssetListState, 'page'> {
  scope: string | null;
}

/**
 * One page of assets, of a scope or of all. There is no total; a page with exactly `itemsPerPage`
 * assets may have a next one.
 */
export function getAssets(params: AssetListParams, page: number, signal?: AbortSignal): Promise<Asset[]> {
  const query: MediaListParams = {
    itemsPerPage: ASSETS_PER_PAGE,
    page,
    orderBy: params.orderBy,
    orderDir: params.orderDir,
    tag: params.tags.length ? params.tags.join(',') : undefined,
    search: params.search || undefined,
  };
  return params.scope
    ? callRoute(mediaRoutes.listScopeAssets, { params: { code: params.scope }, signal, query })
    : callRoute(mediaRoutes.listAssets, { signal, query });
}

/** Prefix of every asset list query, e.g. to cancel the ones in flight when the search changes. */
export const assetListKey = ['assets', 'list'] as const;

export const assetsQueryOptions = (params: AssetListParams) =>
  infiniteQueryOptions({
    queryKey: [...assetListKey, params],
    // The signal aborts the request when a newer search replaces this one (spec 4).
    queryFn: ({ pageParam, signal }) => getAssets(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (hasNextPage(last.length) ? lastPage + 1 : undefined),
  });
