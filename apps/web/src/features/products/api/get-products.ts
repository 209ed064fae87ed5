import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListAnswer } from '@vitrine/contract';
import { productRoutes } from '@vitrine/contract/routes/products';
import { callRoute } from '@/shared/api/call-route';
import type { ProductListParams } from '../lib/product-request';

/** GET /private/product/: a page of products, the total and (facets) the filter counts. */
export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductListAnswer> {
  const { filters, attributes, facets, ...rest } = params;
  return callRoute(productRoutes.listProducts, {
    signal,
    query: {
      ...rest,
      attributes: attributes?.join(','),
      filters: filters && Object.keys(filters).length ? JSON.stringify(filters) : undefined,
      facets: facets ? '1' : undefined,
    },
  });
}

/** Prefix of every product list query, e.g. to cancel the ones in flight when the search changes. */
export const productListKey = ['products', 'list'] as const;

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: [...productListKey, params],
    // The signal aborts the request when a newer query replaces this one (spec 4).
    queryFn: ({ signal }) => getProducts(params, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useProducts(params: ProductListParams, enabled = true) {
  return useQuery({ ...productsQueryOptions(params), enabled });
}
