import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssetTag } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

/** GET /private/media/tags/scopes[/{code}]: the tags carried by the assets of a scope (or of all). */
export function getAssetTags(scope: string | null, signal?: AbortSignal): Promise<AssetTag[]> {
  const path = scope
    ? `/private/media/tags/scopes/${encodeURIComponent(scope)}`
    : '/private/media/tags/scopes';
  return api.get<AssetTag[]>(path, { signal });
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
