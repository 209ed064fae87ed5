import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@vitrine/contract';
import { getProducts } from './get-products';

/** The call's page limit; more related products than this are not shown. */
export const MAX_RELATED = 200;

/** Products by id (the related products of associations): GET /private/product/?filters={"id":[…]}. */
export async function getProductsById(
  ids: number[],
  attributes: string[] | undefined,
  signal?: AbortSignal,
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const answer = await getProducts(
    {
      limit: MAX_RELATED,
      offset: 0,
      orderdir: 'asc',
      attributes,
      filters: { id: ids.slice(0, MAX_RELATED) },
    },
    signal,
  );
  return answer.products;
}

export const relatedProductsQueryOptions = (ids: number[], attributes: string[] | undefined) =>
  queryOptions({
    queryKey: ['products', 'by-id', ids, attributes] as const,
    queryFn: ({ signal }) => getProductsById(ids, attributes, signal),
  });

/** `ids` should be sorted and unique so equal sets share one cache entry. */
export function useRelatedProducts(ids: number[], attributes: string[] | undefined, enabled: boolean) {
  return useQuery({ ...relatedProductsQueryOptions(ids, attributes), enabled });
}
