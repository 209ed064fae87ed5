import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@vitrine/contract/routes/auth';
import type { RouteBody } from '@vitrine/contract/routes/route';
import { callRoute } from '@/shared/api/call-route';
import { getUser, setUser } from '@/shared/session/session-store';

/**
 * PATCH /private/profile/change with the current password: the server ends every other session and
 * answers a fresh token, which replaces the stored one so this tab stays signed in.
 */
export function changePassword(body: RouteBody<typeof authRoutes.changePassword>) {
  return callRoute(authRoutes.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => {
      const user = getUser();
      if (user && token) setUser({ ...user, token });
    },
  });
}
