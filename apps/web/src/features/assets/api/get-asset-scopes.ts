import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssetScope } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

/** GET /private/media/scopes: the tree of asset categories (scopes). */
export function getAssetScopes(signal?: AbortSignal): Promise<AssetScope[]> {
  return api.get<AssetScope[]>('/private/media/scopes', { signal });
}

export const assetScopesQueryOptions = queryOptions({
  queryKey: ['assets', 'scopes'] as const,
  queryFn: ({ signal }) => getAssetScopes(signal),
  staleTime: 5 * 60_000,
});

export function useAssetScopes() {
  return useQuery(assetScopesQueryOptions);
}
