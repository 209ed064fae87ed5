import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleAssetFileRoutes } from '@vitrine/contract/routes/console-asset-files';
import { mediaRoutes } from '@vitrine/contract/routes/media';
import { routePath } from '@vitrine/contract/routes/route';
import { callRoute } from '@/shared/api/call-route';
import { serverOrigin } from '@/shared/api/api-client';

const key = ['console', 'asset-files'] as const;

/** Where new files and replacements are uploaded (the tus endpoint). */
export const assetUploadEndpoint = serverOrigin + routePath(consoleAssetFileRoutes.createAssetUpload);

/** The asset library's scopes (an administrator sees every one), for the upload's scope picker. */
export function useUploadScopes() {
  return useQuery({
    queryKey: [...key, 'scopes'],
    queryFn: ({ signal }) => callRoute(mediaRoutes.listScopes, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** An asset's current file and its earlier versions. */
export function useAssetFile(id: number) {
  return useQuery({
    queryKey: [...key, 'file', id],
    queryFn: ({ signal }) => callRoute(consoleAssetFileRoutes.getAssetFile, { signal, params: { id } }),
  });
}

/** Where an asset is used, asked when the delete dialog opens. */
export function useAssetUsage(id: number) {
  return useQuery({
    queryKey: [...key, 'usage', id],
    queryFn: ({ signal }) => callRoute(consoleAssetFileRoutes.getAssetUsage, { signal, params: { id } }),
    staleTime: 0,
  });
}

/** Refreshes what the console shows of an asset after its file changed. */
export function useRefreshAssetFile(id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...key, 'file', id] });
}

/** Deletes an asset everywhere; the console's asset lists follow. */
export function useDeleteAsset(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(consoleAssetFileRoutes.deleteAsset, { params: { id } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: [...key, 'file', id] });
      await queryClient.invalidateQueries({ queryKey: ['console'] });
    },
  });
}
