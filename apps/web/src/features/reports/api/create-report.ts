import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportRoutes } from '@vitrine/contract/routes/reports';
import type { RouteBody } from '@vitrine/contract/routes/route';
import { callRoute } from '@/shared/api/call-route';

/** A feedback report from the signed-in user, as the contract takes it. */
export type NewReport = RouteBody<typeof reportRoutes.createReport>;

export function createReport(body: NewReport) {
  return callRoute(reportRoutes.createReport, { body });
}

export const reportsQueryKey = ['reports'] as const;

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
  });
}
