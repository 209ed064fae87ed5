import { useMutation } from '@tanstack/react-query';
import type { UrlAnswer } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

export interface ExportRequest {
  templateId: number;
  /** Session token and locale code, also sent as query parameters (spec 7). */
  authorization: string | null;
  locale: string;
  order?: string;
  orderdir: 'asc' | 'desc';
  search?: string;
  attributes?: string[];
  /** Grid filter, category and chosen values, as for the list. */
  filters: Record<string, unknown>;
  /** Selected product ids; none exports everything the filters match. */
  identifiers: number[];
}

/** GET /private/export/template/{id}/download: prepares the export file; the answer's url downloads it. */
export function prepareExport(request: ExportRequest): Promise<UrlAnswer> {
  const { templateId, authorization, locale, attributes, filters, identifiers, ...rest } = request;
  return api.get<UrlAnswer>(`/private/export/template/${templateId}/download`, {
    query: {
      authorization,
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
