import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductAssets } from '@vitrine/contract';
import { mediaRoutes } from '@vitrine/contract/routes/media';
import { callRoute } from '@/shared/api/call-route';

/** The product's assets, and for a variant its parent's too (includeParent), grouped by asset name. */
export function getProductAssets(
  id: number,
  parent: number | null,
  signal?: AbortSignal,
): Promise<ProductAssets> {
  return callRoute(mediaRoutes.listProductAssets, {
    params: { id },
    signal,
    query: { includeParent: parent ?? undefined },
  });
}

export const productAssetsQueryOptions = (id: number, parent: number | null) =>
  queryOptions({
    queryKey: ['products', 'assets', id, parent] as const,
    queryFn: ({ signal }) => getProductAssets(id, parent, signal),
  });

export function useProductAssets(id: number, parent: number | null) {
  return useQuery(productAssetsQueryOptions(id, parent));
}
