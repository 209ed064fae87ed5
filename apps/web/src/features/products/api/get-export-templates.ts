import { queryOptions, useQuery } from '@tanstack/react-query';
import { exportRoutes } from '@vitrine/contract/routes/export';
import type { RouteAnswer } from '@vitrine/contract/routes/route';
import { callRoute } from '@/shared/api/call-route';

/** An export template to choose from, as the contract answers it. */
export type ExportTemplate = RouteAnswer<typeof exportRoutes.listExportTemplates>[number];

/** GET /private/export/template: the export templates to choose from. */
export function getExportTemplates(signal?: AbortSignal): Promise<ExportTemplate[]> {
  return callRoute(exportRoutes.listExportTemplates, { signal });
}

export const exportTemplatesQueryOptions = queryOptions({
  queryKey: ['products', 'export-templates'] as const,
  queryFn: ({ signal }) => getExportTemplates(signal),
  staleTime: 5 * 60_000,
});

export function useExportTemplates(enabled: boolean) {
  return useQuery({ ...exportTemplatesQueryOptions, enabled });
}
