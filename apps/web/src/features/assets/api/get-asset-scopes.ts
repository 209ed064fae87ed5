import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssetScope } from '@vitrine/contract';
import { mediaRoutes } from '@vitrine/contract/routes/media';
import { callRoute } from '@/shared/api/call-route';

/** The tree of asset categories (scopes). */
export function getAssetScopes(signal?: AbortSignal): Promise<AssetScope[]> {
  return callRoute(mediaRoutes.listScopes, { signal });
}

export const assetScopesQueryOptions = queryOptions({
  queryKey: ['assets', 'scopes'] as const,
  queryFn: ({ signal }) => getAssetScopes(signal),
  staleTime: 5 * 60_000,
});

export function useAssetScopes() {
  return useQuery(assetScopesQueryOptions);
}
