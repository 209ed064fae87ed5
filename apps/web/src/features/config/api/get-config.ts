import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalConfig } from '@vitrine/contract';
import { configRoutes } from '@vitrine/contract/routes/config';
import { callRoute } from '@/shared/api/call-route';
import { takeBootData } from '@/shared/boot/boot-data';
import { ensureSession } from '@/shared/session/session-store';

/** GET /public/config/: setup, mapping, theme and setup translations. */
export function getConfig(signal?: AbortSignal): Promise<PortalConfig> {
  return callRoute(configRoutes.getConfig, { signal });
}

/**
 * Spec 4 "Session": on configuration load a missing or stale user record is replaced by the guest
 * record, before anything that checks for a user renders.
 */
function settled(config: PortalConfig): PortalConfig {
  ensureSession(config.setup?.guest_token ?? null);
  return config;
}

export const configQueryKey = ['config'] as const;

export const configQueryOptions = queryOptions({
  queryKey: configQueryKey,
  queryFn: async ({ signal }) => settled(await getConfig(signal)),
  // The page carries the configuration: the first render has it, without a loading state.
  initialData: () => {
    const config = takeBootData('config');
    return config && settled(config);
  },
  staleTime: Infinity, // the setup changes with a deployment, not while a page is open
});

export function useConfigQuery() {
  return useQuery(configQueryOptions);
}
