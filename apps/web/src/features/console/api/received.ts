import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReceivedExportQuery, ReceivedReportQuery, ReceivedResultQuery } from '@vitrine/contract';
import { consoleReceivedRoutes } from '@vitrine/contract/routes/console-received';
import { callRoute } from '@/shared/api/call-route';
import { serverOrigin } from '@/shared/api/api-client';

const key = ['console', 'received'] as const;

/** Every form with how many results it holds: the choices of the form filter and the export. */
export function useReceivedForms() {
  return useQuery({
    queryKey: [...key, 'forms'],
    queryFn: ({ signal }) => callRoute(consoleReceivedRoutes.listReceivedForms, { signal }),
    staleTime: 60_000,
  });
}

/** A page of form results, the previous page kept on screen while the next arrives. */
export function useReceivedResults(query: Partial<ReceivedResultQuery>) {
  return useQuery({
    queryKey: [...key, 'results', query],
    queryFn: ({ signal }) => callRoute(consoleReceivedRoutes.listReceivedResults, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One result with its answers. Its files' links work for ten minutes, so a result left open asks
 * for fresh ones well before they expire.
 */
export function useReceivedResult(id: number) {
  return useQuery({
    queryKey: [...key, 'result', id],
    queryFn: ({ signal }) => callRoute(consoleReceivedRoutes.getReceivedResult, { signal, params: { id } }),
    staleTime: 4 * 60_000,
    refetchInterval: 5 * 60_000,
  });
}

/** A page of reports, the previous page kept on screen while the next arrives. */
export function useReceivedReports(query: Partial<ReceivedReportQuery>) {
  return useQuery({
    queryKey: [...key, 'reports', query],
    queryFn: ({ signal }) => callRoute(consoleReceivedRoutes.listReceivedReports, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function useReceivedReport(id: number) {
  return useQuery({
    queryKey: [...key, 'report', id],
    queryFn: ({ signal }) => callRoute(consoleReceivedRoutes.getReceivedReport, { signal, params: { id } }),
  });
}

/** Marks a report read or answered; the lists and the audit log follow. */
export function useMarkReport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (state: 'read' | 'answered') =>
      callRoute(consoleReceivedRoutes.changeReceivedReport, { params: { id }, body: { state } }),
    onSuccess: (report) => queryClient.setQueryData([...key, 'report', id], report),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}

/** A signed link's full address (the server may live on another origin, VITE_API_BASE). */
export const fileAddress = (url: string) => serverOrigin + url;

/**
 * Downloads every result of a form as XLSX or CSV: the server answers a short-lived link, which the
 * browser then opens itself, so the file streams to disk instead of passing through the page.
 */
export async function downloadResults(formId: number, format: ReceivedExportQuery['format']): Promise<void> {
  const { url } = await callRoute(consoleReceivedRoutes.prepareReceivedExport, {
    params: { id: formId },
    query: { format },
  });
  const link = Object.assign(document.createElement('a'), { href: fileAddress(url), download: '' });
  document.body.append(link);
  link.click();
  link.remove();
}
