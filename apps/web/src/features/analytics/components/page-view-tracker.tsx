import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isLogoutPath } from '@/shared/session/redirect-store';
import { trackEvent } from '../api/post-event';

/**
 * Spec 4 "Analytics": one page view per navigation when the setup enables analytics. Logout is
 * skipped: its token is being revoked while the view would be sent.
 */
export function PageViewTracker({ enabled }: { enabled: boolean }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (enabled && !isLogoutPath(pathname)) trackEvent({ type: 'page_view', path: pathname });
  }, [enabled, pathname]);
  return null;
}
