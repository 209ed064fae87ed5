import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureList } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

/** GET /private/profile/feature: feature flags of the signed-in user. */
export function getFeatures(signal?: AbortSignal): Promise<FeatureList> {
  return api.get<FeatureList>('/private/profile/feature', { signal });
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
