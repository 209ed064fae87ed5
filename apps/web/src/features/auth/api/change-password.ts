import { authRoutes } from '@vitrine/contract/routes/auth';
import { callRoute } from '@/shared/api/call-route';

/** PATCH /private/profile/change with the reset token as the session token. */
export function changePassword(password: string, token: string) {
  return callRoute(authRoutes.changePassword, { body: { password }, token, resetSessionOn401: false });
}
