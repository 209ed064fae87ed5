import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@vitrine/contract';
import { useLocalePath } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { clearUser, getUser, setUser } from '@/shared/session/session-store';
import { toSessionUser } from '@/shared/session/session-user';
import { changePassword } from '../api/change-password';
import { loadSessionUser } from '../api/get-session-profile';
import { useCompleteSignIn } from './use-complete-sign-in';

type ResetOutcome = { kind: 'signed-in'; user: User } | { kind: 'changed' };

/**
 * Spec 4 "Reset with token": the link's token becomes the session token, the new password is sent,
 * then the user is loaded. If the server does not let the reset token load the profile, the password
 * is still changed and the visitor signs in normally.
 */
export function useResetPassword(token: string) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const to = useLocalePath();
  const completeSignIn = useCompleteSignIn();

  return useMutation({
    mutationFn: async (password: string): Promise<ResetOutcome> => {
      const previous = getUser();
      setUser(toSessionUser({ token })!);
      let sessionToken = token;
      try {
        const answer = await changePassword(password, token);
        const issued = (answer as { token?: unknown } | undefined)?.token;
        if (typeof issued === 'string' && issued) sessionToken = issued;
      } catch (error) {
        if (previous) setUser(previous);
        else clearUser();
        throw error;
      }
      try {
        return { kind: 'signed-in', user: await loadSessionUser(sessionToken) };
      } catch {
        clearUser();
        return { kind: 'changed' };
      }
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'signed-in') return completeSignIn(outcome.user);
      notify(t('auth.reset.changed_sign_in'), 'success');
      void navigate(to('/auth/login'), { replace: true });
    },
    // Failures are the page's to show: some in place (a dead link, a common password).
  });
}
