import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SentResult, SentResultList, SentResultListQuery } from '@vitrine/contract';
import { formRoutes } from '@vitrine/contract/routes/forms';
import { callRoute } from '@/shared/api/call-route';
import { formsQueryKey } from './get-forms';

/** Results per page of the person's list. */
export const SENT_RESULTS_PAGE = 20;

/** The person's own results, newest first; of one form when given. */
export function getSentResults(query: SentResultListQuery, signal?: AbortSignal): Promise<SentResultList> {
  return callRoute(formRoutes.listSentFormResults, { signal, query });
}

export const sentResultsQueryKey = [...formsQueryKey, 'sent'] as const;

export const sentResultsQueryOptions = infiniteQueryOptions({
  queryKey: [...sentResultsQueryKey, 'list'] as const,
  queryFn: ({ pageParam, signal }) =>
    getSentResults({ page: pageParam, limit: SENT_RESULTS_PAGE }, signal).then((answer) => answer.results),
  initialPageParam: 1,
  getNextPageParam: (last: SentResult[], all: SentResult[][]) =>
    last.length === SENT_RESULTS_PAGE ? all.length + 1 : undefined,
});

/** Every result the person sent, a page at a time. */
export function useSentResults() {
  return useInfiniteQuery(sentResultsQueryOptions);
}

/** The person's latest result of one form, or null; off for a guest (`enabled` false). */
export function useLatestSentResult(formId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...sentResultsQueryKey, 'latest', formId] as const,
    queryFn: ({ signal }): Promise<SentResult | null> =>
      getSentResults({ form: formId ?? 0, page: 1, limit: 1 }, signal).then((a) => a.results[0] ?? null),
    enabled: enabled && formId !== null,
  });
}
