import { useQuery } from '@tanstack/react-query';
import type { SentResultDetail } from '@vitrine/contract';
import { formRoutes } from '@vitrine/contract/routes/forms';
import { callRoute } from '@/shared/api/call-route';
import { sentResultsQueryKey } from './get-sent-results';

/** One of the person's results with its answers. */
export function getSentResult(id: number, signal?: AbortSignal): Promise<SentResultDetail> {
  return callRoute(formRoutes.getSentFormResult, { params: { id }, signal });
}

/** Disabled for an id that is not a positive whole number (the page shows 'No results'). */
export function useSentResult(id: number | null) {
  return useQuery({
    queryKey: [...sentResultsQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getSentResult(id ?? 0, signal),
    enabled: id !== null,
  });
}
