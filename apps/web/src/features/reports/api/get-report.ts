import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Report } from '@vitrine/contract';
import { reportRoutes } from '@vitrine/contract/routes/reports';
import { callRoute } from '@/shared/api/call-route';
import { reportsQueryKey } from './create-report';

/** One report of the signed-in user. */
export function getReport(id: number, signal?: AbortSignal): Promise<Report> {
  return callRoute(reportRoutes.getReport, { params: { id }, signal });
}

export const reportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getReport(id, signal),
  });

/** Disabled for an id that is not a positive whole number (the page shows 'No results'). */
export function useReport(id: number | null) {
  return useQuery({ ...reportQueryOptions(id ?? 0), enabled: id !== null });
}

/** The id of a /report/detail/{id} address, or null when it is not a positive whole number. */
export function parseReportId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
