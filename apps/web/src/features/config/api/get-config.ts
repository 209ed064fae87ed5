import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalConfig } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

/** GET /public/config/: setup, mapping, theme and setup translations. */
export function getConfig(signal?: AbortSignal): Promise<PortalConfig> {
  return api.get<PortalConfig>('/public/config/', { signal });
}

export const configQueryKey = ['config'] as const;

export const configQueryOptions = queryOptions({
  queryKey: configQueryKey,
  queryFn: ({ signal }) => getConfig(signal),
  staleTime: Infinity, // the setup changes with a deployment, not while a page is open
});

export function useConfigQuery() {
  return useQuery(configQueryOptions);
}
