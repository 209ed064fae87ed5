import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExportTemplate as ExportTemplateSchema } from '@vitrine/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api-client';

export type ExportTemplate = z.infer<typeof ExportTemplateSchema>;

/** GET /private/export/template: the export templates to choose from. */
export function getExportTemplates(signal?: AbortSignal): Promise<ExportTemplate[]> {
  return api.get<ExportTemplate[]>('/private/export/template', { signal });
}

export const exportTemplatesQueryOptions = queryOptions({
  queryKey: ['products', 'export-templates'] as const,
  queryFn: ({ signal }) => getExportTemplates(signal),
  staleTime: 5 * 60_000,
});

export function useExportTemplates(enabled: boolean) {
  return useQuery({ ...exportTemplatesQueryOptions, enabled });
}
