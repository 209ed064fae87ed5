import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryOption } from '@vitrine/contract';
import { orderRoutes } from '@vitrine/contract/routes/orders';
import { callRoute } from './call-route';

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

/**
 * GET /private/order/options: the countries of address and form fields. With `guestToken` the
 * call is made as the guest (a visitor asking for an account has none of their own).
 */
export async function getCountryOptions(
  options: { guestToken?: string | null; signal?: AbortSignal } = {},
): Promise<CountryOption[]> {
  const answer = await callRoute(orderRoutes.listOrderCountries, {
    signal: options.signal,
    ...(options.guestToken !== undefined && { token: options.guestToken, resetSessionOn401: false }),
  });
  return toOptions(answer);
}

/**
 * The countries, asked once per token: the guest's for an account request (the visitor has no
 * account yet), the person's own for a form's countries field.
 */
export const countryOptionsQueryOptions = (guestToken?: string | null) =>
  queryOptions({
    queryKey: ['country-options', guestToken ?? 'own'] as const,
    queryFn: ({ signal }) => getCountryOptions({ guestToken, signal }),
    staleTime: Infinity,
  });

/** The countries of address and form fields; asked for only when `enabled`. */
export function useCountryOptions({ guestToken, enabled }: { guestToken?: string | null; enabled: boolean }) {
  return useQuery({ ...countryOptionsQueryOptions(guestToken), enabled });
}
