import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditQuery } from '@vitrine/contract';
import { consoleRoutes } from '@vitrine/contract/routes/console';
import { callRoute } from '@/shared/api/call-route';

/** A page of the audit log, newest first. */
export function useAuditLog(query: Partial<AuditQuery>) {
  return useQuery({
    queryKey: ['console', 'audit', query],
    queryFn: ({ signal }) => callRoute(consoleRoutes.listAudit, { signal, query }),
    placeholderData: keepPreviousData,
  });
}
