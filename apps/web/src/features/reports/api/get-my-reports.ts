import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Report } from '@vitrine/contract';
import { reportRoutes } from '@vitrine/contract/routes/reports';
import { callRoute } from '@/shared/api/call-route';
import { reportsQueryKey } from './create-report';

/** Reports per page of the person's own list. */
export const MY_REPORTS_PAGE = 20;

/** The signed-in person's own reports (`mine=true`), newest first. */
export function getMyReports(page: number, signal?: AbortSignal): Promise<Report[]> {
  return callRoute(reportRoutes.listReports, {
    signal,
    query: { mine: 'true', page, limit: MY_REPORTS_PAGE },
  });
}

// Under the reports key, so a report just sent is listed.
export const myReportsQueryOptions = infiniteQueryOptions({
  queryKey: [...reportsQueryKey, 'mine'] as const,
  queryFn: ({ pageParam, signal }) => getMyReports(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (last: Report[], all: Report[][]) =>
    last.length === MY_REPORTS_PAGE ? all.length + 1 : undefined,
});

export function useMyReports() {
  return useInfiniteQuery(myReportsQueryOptions);
}
