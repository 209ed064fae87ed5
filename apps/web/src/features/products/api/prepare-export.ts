import { useMutation } from '@tanstack/react-query';
import { exportRoutes } from '@vitrine/contract/routes/export';
import type { z } from 'zod';
import { callRoute } from '@/shared/api/call-route';

/** The export call's query as the server reads it (lists as lists, filters as an object). */
type ExportQuery = z.output<typeof exportRoutes.prepareExport.query>;

/** What the export dialog asks for: a template and the list's query. */
export type ExportRequest = Omit<
  ExportQuery,
  'authorization' | 'accept-language' | 'filters' | 'identifiers'
> &
  Required<Pick<ExportQuery, 'filters' | 'identifiers'>> & {
    templateId: number;
    /** Session token and locale code, also sent as query parameters (spec 7). */
    authorization: string | null;
    locale: string;
  };

/** GET /private/export/template/{id}/download: prepares the export file; the answer's url downloads it. */
export function prepareExport(request: ExportRequest) {
  const { templateId, authorization, locale, attributes, filters, identifiers, ...rest } = request;
  return callRoute(exportRoutes.prepareExport, {
    params: { id: templateId },
    query: {
      authorization: authorization ?? undefined,
      'accept-language': locale,
      ...rest,
      attributes: attributes?.join(','),
      filters: JSON.stringify(filters),
      identifiers: identifiers.join(','),
    },
  });
}

export function usePrepareExport() {
  return useMutation({ mutationFn: prepareExport });
}
