import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { useLocalePath } from '@/shared/locale/locale-context';
import { forgetRedirect, rememberRedirect } from '@/shared/session/redirect-store';
import { clearUser, getUser } from '@/shared/session/session-store';
import { isGuest } from '@/shared/session/session-user';
import { clearArea } from '@/shared/storage/browser-storage';
import { FullPageLoader } from '@/shared/ui/full-page-loader';
import { deleteToken } from '../api/delete-token';

const KEEP_CACHED: readonly unknown[] = ['config', 'locales'];

/**
 * /{locale}/account/logout and /{locale}/auth/logout (spec 4 "Session"). A registered user's token is
 * revoked (failures ignored), all local storage is cleared and login follows. A guest leaves the
 * guest session for the login page, keeping the remembered path (or the page named by `?from=`, as
 * the guest's account icon does), so signing in goes straight back.
 */
export function LogoutPage() {
  const { setup } = usePortalConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const from = params.get('from');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // run once, also under StrictMode's double effects
    started.current = true;
    const user = getUser();
    if (!user || isGuest(user, setup.guest_token)) {
      if (from) rememberRedirect(from);
      clearArea('local');
      clearUser();
      void navigate(to('/auth/login'), { replace: true });
      return;
    }
    void deleteToken()
      .catch(() => undefined)
      .finally(() => {
        forgetRedirect();
        clearArea('local');
        clearUser();
        // Nothing loaded for this user may show to the next one.
        queryClient.removeQueries({ predicate: (q) => !KEEP_CACHED.includes(q.queryKey[0]) });
        void navigate(to('/auth/login'), { replace: true });
      });
  }, [from, navigate, queryClient, setup.guest_token, to]);

  return <FullPageLoader minHeight="40vh" />;
}
