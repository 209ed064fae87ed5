import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@vitrine/contract/routes/profile';
import { callRoute } from '@/shared/api/call-route';

/** GET /private/profile/consent: a terms text the user may still have to accept. */
export function getConsent(signal?: AbortSignal) {
  return callRoute(profileRoutes.getConsent, { signal });
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
