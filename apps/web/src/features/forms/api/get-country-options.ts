import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCountryOptions } from '@/shared/api/country-options';

export const countryOptionsQueryOptions = queryOptions({
  queryKey: ['form-country-options'] as const,
  queryFn: ({ signal }) => getCountryOptions({ signal }),
  staleTime: Infinity,
});

/** The countries a countries field offers, with the user's own token; only asked for when a form has one. */
export function useCountryOptions(enabled: boolean) {
  return useQuery({ ...countryOptionsQueryOptions, enabled });
}
