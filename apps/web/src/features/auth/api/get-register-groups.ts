import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationGroup } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

/** GET /public/user/register/groups: the groups a visitor may sign up into. */
export function getRegisterGroups(signal?: AbortSignal): Promise<RegistrationGroup[]> {
  return api.get<RegistrationGroup[]>('/public/user/register/groups', { signal, token: null });
}

export const registerGroupsQueryOptions = queryOptions({
  queryKey: ['auth', 'register-groups'],
  queryFn: ({ signal }) => getRegisterGroups(signal),
});

export function useRegisterGroups() {
  return useQuery(registerGroupsQueryOptions);
}
