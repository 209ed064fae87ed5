import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocalePath } from '@/shared/locale/locale-context';
import { rememberRedirect } from '@/shared/session/redirect-store';
import { useUser } from '@/shared/session/session-store';

function RedirectToLogin({ from, to }: { from: string; to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    rememberRedirect(from);
    void navigate(to, { replace: true });
  }, [from, to, navigate]);
  return null;
}

/**
 * Spec 2 "Access redirect": without a stored user (a guest record counts) every screen outside the
 * auth area sends to login, remembering where the visitor wanted to go.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const user = useUser();
  const { pathname, search, hash } = useLocation();
  const to = useLocalePath();
  if (!user) return <RedirectToLogin from={`${pathname}${search}${hash}`} to={to('/auth/login')} />;
  return children;
}
