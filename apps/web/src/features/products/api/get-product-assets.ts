import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductAssets } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

/**
 * GET /private/media/product/{id}?includeParent={parentId}: the product's assets, and for a variant
 * its parent's too, grouped by asset name.
 */
export function getProductAssets(
  id: number,
  parent: number | null,
  signal?: AbortSignal,
): Promise<ProductAssets> {
  return api.get<ProductAssets>(`/private/media/product/${id}`, {
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
