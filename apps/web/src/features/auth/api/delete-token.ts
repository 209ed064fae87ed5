import { authRoutes } from '@vitrine/contract/routes/auth';
import { callRoute } from '@/shared/api/call-route';

/** DELETE /private/auth/token: ends the session on the server; failures do not stop a logout. */
export function deleteToken() {
  return callRoute(authRoutes.signOut, { resetSessionOn401: false });
}
