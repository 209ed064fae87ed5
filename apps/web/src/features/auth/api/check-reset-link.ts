import { useQuery } from '@tanstack/react-query';
import { authRoutes } from '@vitrine/contract/routes/auth';
import { ApiError } from '@/shared/api/api-error';
import { callRoute } from '@/shared/api/call-route';

/** POST /public/auth/reset/check: whether a reset link still works, before a password is typed. */
export function checkResetLink(token: string) {
  return callRoute(authRoutes.checkPasswordResetLink, { body: { token }, token: null });
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
