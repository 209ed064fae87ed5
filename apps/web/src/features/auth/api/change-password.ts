import { api } from '@/shared/api/api-client';

/** PATCH /private/profile/change with the reset token as the session token. */
export function changePassword(password: string, token: string): Promise<unknown> {
  return api.patch('/private/profile/change', { password }, { token, resetSessionOn401: false });
}
