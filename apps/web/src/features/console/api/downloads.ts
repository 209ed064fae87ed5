import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsoleDownloadQuery } from '@vitrine/contract';
import { consoleRoutes } from '@vitrine/contract/routes/console';
import { mediaRoutes } from '@vitrine/contract/routes/media';
import { callRoute } from '@/shared/api/call-route';

/** A page of the download history: cart links, live or expired, newest first. */
export function useDownloads(query: Partial<ConsoleDownloadQuery>) {
  return useQuery({
    queryKey: ['console', 'downloads', query],
    queryFn: ({ signal }) => callRoute(consoleRoutes.listConsoleDownloads, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** Assets whose names hold the typed text, to choose one whose downloads to show. */
export function useAssetChoices(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: ['console', 'asset-choices', text],
    queryFn: ({ signal }) =>
      callRoute(mediaRoutes.listAssets, {
        signal,
        query: { search: text, itemsPerPage: 20, page: 1, orderBy: 'name', orderDir: 'asc' },
      }),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}
