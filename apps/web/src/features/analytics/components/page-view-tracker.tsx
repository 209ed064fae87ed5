import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackEvent } from '../api/post-event';

/** Spec 4 "Analytics": one page view per navigation when the setup enables analytics. */
export function PageViewTracker({ enabled }: { enabled: boolean }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (enabled) trackEvent({ type: 'page_view', path: pathname });
  }, [enabled, pathname]);
  return null;
}
