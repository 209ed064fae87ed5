import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer, RegisterRequest, UserProfile } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

/**
 * POST /public/user/register: the server mails a link and answers alike whether or not the address
 * already has an account, so the screen can only say to check the mail.
 */
export function registerUser(body: RegisterRequest): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/public/user/register', body, { token: null });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}

/** POST /public/user/register/confirm: the mailed link's token creates the account, signed in. */
export function confirmRegistration(token: string): Promise<UserProfile> {
  return api.post<UserProfile>('/public/user/register/confirm', { token }, { token: null });
}
