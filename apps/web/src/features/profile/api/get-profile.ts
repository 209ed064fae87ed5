import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@vitrine/contract/routes/profile';
import { callRoute } from '@/shared/api/call-route';

/** GET /private/profile/: the signed-in user's personal data. */
export function getProfile(signal?: AbortSignal) {
  return callRoute(profileRoutes.getProfile, { signal });
}

export const profileQueryKey = (userId: number | null) => ['profile', 'detail', userId] as const;

export const profileQueryOptions = (userId: number | null) =>
  queryOptions({ queryKey: profileQueryKey(userId), queryFn: ({ signal }) => getProfile(signal) });

export function useProfile(userId: number | null, enabled: boolean) {
  return useQuery({ ...profileQueryOptions(userId), enabled });
}
