import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@vitrine/contract/routes/profile';
import { callRoute } from '@/shared/api/call-route';

/** GET /private/profile/feature: feature flags of the signed-in user. */
export function getFeatures(signal?: AbortSignal) {
  return callRoute(profileRoutes.listFeatures, { signal });
}

export const featuresQueryKey = (userId: number | null) => ['profile', 'features', userId] as const;

export const featuresQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: featuresQueryKey(userId),
    queryFn: ({ signal }) => getFeatures(signal),
    staleTime: Infinity,
  });

export function useFeatures(userId: number | null, enabled: boolean) {
  return useQuery({ ...featuresQueryOptions(userId), enabled });
}
