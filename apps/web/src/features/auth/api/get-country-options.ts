import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryOption } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

/** A list of {name, alpha_code}; a plain {code: name} map is accepted too (spec 7 calls it a map). */
function toOptions(answer: unknown): CountryOption[] {
  if (Array.isArray(answer)) {
    return answer.filter(
      (o): o is CountryOption => typeof o?.name === 'string' && typeof o?.alpha_code === 'string',
    );
  }
  if (answer && typeof answer === 'object') {
    return Object.entries(answer)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([alpha_code, name]) => ({ alpha_code, name }));
  }
  return [];
}

/** GET /private/order/options with the guest token: the visitor has no account yet. */
export async function getCountryOptions(
  guestToken: string | null,
  signal?: AbortSignal,
): Promise<CountryOption[]> {
  const answer = await api.get<unknown>('/private/order/options', {
    signal,
    token: guestToken,
    resetSessionOn401: false,
  });
  return toOptions(answer);
}

export const countryOptionsQueryOptions = (guestToken: string | null) =>
  queryOptions({
    queryKey: ['auth', 'country-options', guestToken],
    queryFn: ({ signal }) => getCountryOptions(guestToken, signal),
    staleTime: Infinity,
  });

export function useCountryOptions(guestToken: string | null) {
  return useQuery({ ...countryOptionsQueryOptions(guestToken), enabled: guestToken !== null });
}
