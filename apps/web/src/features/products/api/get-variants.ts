import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListParams } from '../lib/product-request';
import { getProducts } from './get-products';

const MAX_VARIANTS = 200;

/** The list call for the variants of a parent product: filters={"parent":id}, by name. */
export function variantsRequest(parentId: number, attributes: string[] | undefined): ProductListParams {
  return {
    limit: MAX_VARIANTS,
    offset: 0,
    order: 'name',
    orderdir: 'asc',
    attributes,
    filters: { parent: parentId },
  };
}

/** The variants of a parent product: GET /private/product/?filters={"parent":id}, by name. */
export function getVariants(parentId: number, attributes: string[] | undefined, signal?: AbortSignal) {
  return getProducts(variantsRequest(parentId, attributes), signal);
}

export const variantsQueryOptions = (parentId: number, attributes: string[] | undefined) =>
  queryOptions({
    queryKey: ['products', 'variants', parentId, attributes] as const,
    queryFn: ({ signal }) => getVariants(parentId, attributes, signal),
  });

export function useVariants(parentId: number, attributes: string[] | undefined, enabled: boolean) {
  return useQuery({ ...variantsQueryOptions(parentId, attributes), enabled });
}
