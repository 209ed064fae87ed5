import { useQuery } from '@tanstack/react-query';
import type { MessageAnswer } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';
import { ApiError } from '@/shared/api/api-error';

/** POST /public/auth/reset/check: whether a reset link still works, before a password is typed. */
export function checkResetLink(token: string): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/public/auth/reset/check', { token }, { token: null });
}

/** True for the server's answer to a used, replaced or expired reset link. */
export const isResetLinkInvalid = (error: unknown) =>
  error instanceof ApiError && error.code === 'reset_link_invalid';

export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => checkResetLink(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
