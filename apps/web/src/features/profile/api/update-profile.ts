import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, UserProfile } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';
import { toApiDateTime } from '@/shared/forms/date-of-birth';
import { profileQueryKey } from './get-profile';

/** POST /private/profile/{id}; the date of birth goes as an ISO date-time (spec 7). */
export function updateProfile(id: number, values: ProfileUpdate): Promise<Partial<UserProfile> | undefined> {
  return api.post<Partial<UserProfile> | undefined>(`/private/profile/${id}`, {
    ...values,
    age: toApiDateTime(values.age.slice(0, 10)) ?? values.age,
  });
}

export function useUpdateProfile(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileUpdate) => {
      if (id === null) throw new Error('Only a registered user has a profile to save');
      return updateProfile(id, values);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey(id) }),
  });
}
