import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileRoutes } from '@vitrine/contract/routes/profile';
import type { RouteBody } from '@vitrine/contract/routes/route';
import { callRoute } from '@/shared/api/call-route';
import { toApiDateTime } from '@/shared/forms/date-of-birth';
import { profileQueryKey } from './get-profile';

type ProfileValues = RouteBody<typeof profileRoutes.updateProfile>;

/** POST /private/profile/{id}; the date of birth goes as an ISO date-time (spec 7). */
export function updateProfile(id: number, values: ProfileValues) {
  return callRoute(profileRoutes.updateProfile, {
    params: { id },
    body: { ...values, age: toApiDateTime(values.age.slice(0, 10)) ?? values.age },
  });
}

export function useUpdateProfile(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) => {
      if (id === null) throw new Error('Only a registered user has a profile to save');
      return updateProfile(id, values);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey(id) }),
  });
}
