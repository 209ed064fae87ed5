import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@vitrine/contract';
import { localeRoutes } from '@vitrine/contract/routes/locales';
import { callRoute } from '@/shared/api/call-route';
import { takeBootData } from '@/shared/boot/boot-data';

/** GET /public/locale/: the locales the portal offers, one flagged as default (the locale gate, the console). */
export function getLocales(signal?: AbortSignal): Promise<Locale[]> {
  return callRoute(localeRoutes.listLocales, { signal });
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
