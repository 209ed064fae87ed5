import { useQuery } from '@tanstack/react-query';
import { searchRoutes } from '@vitrine/contract/routes/search';
import { callRoute } from '@/shared/api/call-route';

/** Products found by name or article number for a picker, once two characters are typed. */
export function useProductChoices(search: string) {
  return useQuery({
    queryKey: ['console', 'product-choices', search],
    queryFn: ({ signal }) =>
      callRoute(searchRoutes.suggestSearch, { signal, query: { search, limit: 10, sections: 'products' } }),
    enabled: search.trim().length >= 2,
    select: (answer) => answer.products,
  });
}
