import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@vitrine/contract/routes/auth';
import type { RouteBody } from '@vitrine/contract/routes/route';
import { callRoute } from '@/shared/api/call-route';

/**
 * POST /public/user/register: the server mails a link and answers alike whether or not the address
 * already has an account, so the screen can only say to check the mail.
 */
export function registerUser(body: RouteBody<typeof authRoutes.register>) {
  return callRoute(authRoutes.register, { body, token: null });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}

/** POST /public/user/register/confirm: the mailed link's token creates the account, signed in. */
export function confirmRegistration(token: string) {
  return callRoute(authRoutes.confirmRegistration, { body: { token }, token: null });
}
