import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

/** GET /private/profile/: the signed-in user's personal data. */
export function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  return api.get<UserProfile>('/private/profile/', { signal });
}

export const profileQueryKey = (userId: number | null) => ['profile', 'detail', userId] as const;

export const profileQueryOptions = (userId: number | null) =>
  queryOptions({ queryKey: profileQueryKey(userId), queryFn: ({ signal }) => getProfile(signal) });

export function useProfile(userId: number | null, enabled: boolean) {
  return useQuery({ ...profileQueryOptions(userId), enabled });
}
