import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Consent } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

/** GET /private/profile/consent: a terms text the user may still have to accept. */
export function getConsent(signal?: AbortSignal): Promise<Consent> {
  return api.get<Consent>('/private/profile/consent', { signal });
}

export const consentQueryKey = (userId: number | null) => ['profile', 'consent', userId] as const;

export const consentQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: consentQueryKey(userId),
    queryFn: ({ signal }) => getConsent(signal),
    staleTime: Infinity,
  });

export function useConsent(userId: number | null, enabled: boolean) {
  return useQuery({ ...consentQueryOptions(userId), enabled });
}
