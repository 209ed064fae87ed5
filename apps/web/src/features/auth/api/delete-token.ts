import { api } from '@/shared/api/api-client';

/** DELETE /private/auth/token: ends the session on the server; failures do not stop a logout. */
export function deleteToken(): Promise<unknown> {
  return api.delete('/private/auth/token', { resetSessionOn401: false });
}
