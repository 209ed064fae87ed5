import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@vitrine/contract';
import { useLocalePath } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { afterSignInPath } from '@/shared/session/redirect-store';
import { setUser } from '@/shared/session/session-store';
import { fullName } from '@/shared/session/session-user';

/**
 * Stores a freshly signed-in user, greets them by name and leaves the auth area: to the remembered
 * path (spec 2 "Access redirect"), or straight home when `home` is set (registration).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { t } = useTranslation();
  const to = useLocalePath();
  return useCallback(
    (user: User, options: { home?: boolean } = {}) => {
      setUser(user);
      notify(t('auth.login.welcome', { name: fullName(user) }), 'success');
      void navigate(options.home ? to() : afterSignInPath(to()), { replace: true });
    },
    [navigate, notify, t, to],
  );
}
