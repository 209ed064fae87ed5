import { useQuery } from '@tanstack/react-query';
import type { SentResultDetail } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';
import { sentResultsQueryKey } from './get-sent-results';

/** GET /private/form/result/{id}: one of the person's results with its answers. */
export function getSentResult(id: number, signal?: AbortSignal): Promise<SentResultDetail> {
  return api.get<SentResultDetail>(`/private/form/result/${id}`, { signal });
}

/** Disabled for an id that is not a positive whole number (the page shows 'No results'). */
export function useSentResult(id: number | null) {
  return useQuery({
    queryKey: [...sentResultsQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getSentResult(id ?? 0, signal),
    enabled: id !== null,
  });
}
