import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Report } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

export interface NewReport {
  name: string;
  description: string;
  portal_user: { id: number | null };
}

/** POST /private/report/: a feedback report from the signed-in user. */
export function createReport(body: NewReport): Promise<Report> {
  return api.post<Report>('/private/report/', body);
}

export const reportsQueryKey = ['reports'] as const;

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
  });
}
