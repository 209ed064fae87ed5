import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCountryOptions } from '@/shared/api/country-options';

/** The account request's countries, asked with the guest token: the visitor has no account yet. */
export const countryOptionsQueryOptions = (guestToken: string | null) =>
  queryOptions({
    queryKey: ['auth', 'country-options', guestToken],
    queryFn: ({ signal }) => getCountryOptions({ guestToken, signal }),
    staleTime: Infinity,
  });

export function useCountryOptions(guestToken: string | null) {
  return useQuery({ ...countryOptionsQueryOptions(guestToken), enabled: guestToken !== null });
}
