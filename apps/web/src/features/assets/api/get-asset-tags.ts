import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssetTag } from '@vitrine/contract';
import { mediaRoutes } from '@vitrine/contract/routes/media';
import { callRoute } from '@/shared/api/call-route';

/** The tags carried by the assets of a scope (or of all). */
export function getAssetTags(scope: string | null, signal?: AbortSignal): Promise<AssetTag[]> {
  return scope
    ? callRoute(mediaRoutes.listScopeAssetTags, { params: { code: scope }, signal })
    : callRoute(mediaRoutes.listAssetTags, { signal });
}

export const assetTagsQueryOptions = (scope: string | null) =>
  queryOptions({
    queryKey: ['assets', 'tags', scope] as const,
    queryFn: ({ signal }) => getAssetTags(scope, signal),
    staleTime: 5 * 60_000,
  });

export function useAssetTags(scope: string | null) {
  return useQuery(assetTagsQueryOptions(scope));
}
