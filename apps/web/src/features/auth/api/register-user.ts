import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, UserProfile } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

/** POST /public/user/register: answers the new user's profile including a session token. */
export function registerUser(body: RegisterRequest): Promise<UserProfile> {
  return api.post<UserProfile>('/public/user/register', body, { token: null });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
