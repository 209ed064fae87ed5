import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleAssetBulkDraft, ConsoleAssetDraft, ConsoleAssetQuery } from '@vitrine/contract';
import { consoleAssetRoutes } from '@vitrine/contract/routes/console-assets';
import { callRoute } from '@/shared/api/call-route';

const key = ['console', 'assets'] as const;

/** A page of assets, the previous page kept on screen while the next arrives. */
export function useConsoleAssets(query: Partial<ConsoleAssetQuery>) {
  return useQuery({
    queryKey: [...key, 'list', query],
    queryFn: ({ signal }) => callRoute(consoleAssetRoutes.listConsoleAssets, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** Every scope and tag, and the portal's languages: the filters' and pickers' choices. */
export function useAssetChoices() {
  return useQuery({
    queryKey: [...key, 'choices'],
    queryFn: ({ signal }) => callRoute(consoleAssetRoutes.getConsoleAssetChoices, { signal }),
    staleTime: 60_000,
  });
}

/** One asset as the edit form opens it. */
export function useConsoleAsset(id: number) {
  return useQuery({
    queryKey: [...key, 'one', id],
    queryFn: ({ signal }) => callRoute(consoleAssetRoutes.getConsoleAsset, { signal, params: { id } }),
    // What is being edited is not swapped under the writer's hands.
    staleTime: Infinity,
  });
}

/** Writes an asset whole; the lists follow. */
export function useSaveAsset(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleAssetDraft) =>
      callRoute(consoleAssetRoutes.updateConsoleAsset, { params: { id }, body }),
    onSuccess: (asset) => queryClient.setQueryData([...key, 'one', id], asset),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...key, 'list'] }),
  });
}

/** Changes tags, scopes and rights of a selection; the lists and the open assets follow. */
export function useBulkEditAssets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleAssetBulkDraft) =>
      callRoute(consoleAssetRoutes.bulkUpdateConsoleAssets, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
