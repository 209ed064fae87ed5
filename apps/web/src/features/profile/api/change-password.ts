import { useMutation } from '@tanstack/react-query';
import type { PasswordChange, TokenAnswer } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';
import { getUser, setUser } from '@/shared/session/session-store';

/**
 * PATCH /private/profile/change with the current password: the server ends every other session and
 * answers a fresh token, which replaces the stored one so this tab stays signed in.
 */
export function changePassword(body: PasswordChange): Promise<TokenAnswer> {
  return api.patch<TokenAnswer>('/private/profile/change', body);
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
