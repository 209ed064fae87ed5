import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRoutes } from '@vitrine/contract/routes/auth';
import { callRoute } from '@/shared/api/call-route';

/** GET /public/user/register/groups: the groups a visitor may sign up into. */
export function getRegisterGroups(signal?: AbortSignal) {
  return callRoute(authRoutes.listRegistrationGroups, { signal, token: null });
}

export const registerGroupsQueryOptions = queryOptions({
  queryKey: ['auth', 'register-groups'],
  queryFn: ({ signal }) => getRegisterGroups(signal),
});

export function useRegisterGroups() {
  return useQuery(registerGroupsQueryOptions);
}
