import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@vitrine/contract';
import { categoryRoutes } from '@vitrine/contract/routes/categories';
import { callRoute } from '@/shared/api/call-route';

/** GET /private/category/: the category tree with product counts. */
export function getCategories(signal?: AbortSignal): Promise<ProductCategory[]> {
  return callRoute(categoryRoutes.listCategories, { signal });
}

export const categoriesQueryOptions = queryOptions({
  queryKey: ['products', 'categories'] as const,
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: 5 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
