import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryOption } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

/** A list of {name, alpha_code}; a plain {code: name} map is read too (spec 7 calls it a map). */
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

/** GET /private/order/options: the countries a countries field offers, with the user's own token. */
export async function getCountryOptions(signal?: AbortSignal): Promise<CountryOption[]> {
  return toOptions(await api.get<unknown>('/private/order/options', { signal }));
}

export const countryOptionsQueryOptions = queryOptions({
  queryKey: ['form-country-options'] as const,
  queryFn: ({ signal }) => getCountryOptions(signal),
  staleTime: Infinity,
});

/** Only asked for when a form has a countries field. */
export function useCountryOptions(enabled: boolean) {
  return useQuery({ ...countryOptionsQueryOptions, enabled });
}
