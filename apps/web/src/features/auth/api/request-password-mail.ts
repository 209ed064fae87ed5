import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@vitrine/contract/routes/auth';
import type { RouteBody } from '@vitrine/contract/routes/route';
import { callRoute } from '@/shared/api/call-route';

/**
 * The address to mail, and the server locale code so the mail and its reset link use the
 * visitor's language.
 */
export type PasswordMailRequest = RouteBody<typeof authRoutes.requestPasswordReset>;

/** POST /public/mail/request: sends a password reset link. */
export function requestPasswordMail(body: PasswordMailRequest) {
  return callRoute(authRoutes.requestPasswordReset, { body });
}

export function useRequestPasswordMail() {
  return useMutation({ mutationFn: requestPasswordMail });
}
