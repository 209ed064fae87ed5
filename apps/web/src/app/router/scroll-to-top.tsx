import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** True for navigations that asked to stay put (e.g. a filter click in a side panel). */
export function keepsScroll(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true
  );
}

/** Spec 2 "Shell": every navigation starts at the top of the page. */
export function ScrollToTop() {
  const { pathname, search, state } = useLocation();
  const stay = keepsScroll(state);
  useEffect(() => {
    if (!stay) window.scrollTo(0, 0);
  }, [pathname, search, stay]);
  return null;
}
