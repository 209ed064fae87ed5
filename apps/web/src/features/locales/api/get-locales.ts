import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';
import { takeBootData } from '@/shared/boot/boot-data';

/** GET /public/locale/: the locales the portal offers, one flagged as default. */
export function getLocales(signal?: AbortSignal): Promise<Locale[]> {
  return api.get<Locale[]>('/public/locale/', { signal });
}

export const localesQueryKey = ['locales'] as const;

export const localesQueryOptions = queryOptions({
  queryKey: localesQueryKey,
  queryFn: ({ signal }) => getLocales(signal),
  initialData: () => takeBootData('locales'),
  staleTime: Infinity,
});

export function useLocalesQuery() {
  return useQuery(localesQueryOptions);
}
