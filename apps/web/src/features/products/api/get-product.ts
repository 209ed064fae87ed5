import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductListAnswer } from '@vitrine/contract';
import type { ProductListParams } from '../lib/product-request';
import { getProducts } from './get-products';

/**
 * One product by id: GET /private/product/?filters={"id":id}, first result (spec 7). Only this form
 * of the call fills the associations. Null when no product has the id.
 */
export async function getProduct(id: number, signal?: AbortSignal): Promise<Product | null> {
  return firstProduct(await getProducts(productRequest(id), signal));
}

/** The list call that answers one product by id. */
export const productRequest = (id: number): ProductListParams => ({
  limit: 1,
  offset: 0,
  orderdir: 'asc',
  filters: { id },
});

export const firstProduct = (answer: ProductListAnswer): Product | null => answer.products[0] ?? null;

export const productQueryKey = (id: number) => ['products', 'detail', id] as const;

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: productQueryKey(id), queryFn: ({ signal }) => getProduct(id, signal) });

/** Disabled (and never found) for an id that is not a positive whole number. */
export function useProduct(id: number | null) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });
}
