import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@vitrine/contract/routes/auth';
import type { RouteBody } from '@vitrine/contract/routes/route';
import { callRoute } from '@/shared/api/call-route';

/** POST /public/user/request: an account request reviewed by the provider's team. */
export function requestAccount(body: RouteBody<typeof authRoutes.requestAccount>) {
  return callRoute(authRoutes.requestAccount, { body, token: null });
}

export function useRequestAccount() {
  return useMutation({ mutationFn: requestAccount });
}
