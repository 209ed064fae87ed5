import { useEffect } from 'react';
import { getFeatures } from '@/features/profile/api/get-features';

/** A tab coming back into view asks again at most this often. */
const RETURN_PAUSE_MS = 10_000;
/** A tab left open in view asks this often. */
const OPEN_EVERY_MS = 5 * 60_000;

/**
 * A signed-in person's session may end while the page sits idle (expiry, a password changed or a
 * sign-out on another device): nothing is asked, so nothing tells them until they act, and what
 * they type next is refused. The shell asks the smallest call there is (the feature flags) when the
 * tab comes back into view and every few minutes while it is in view; an ended session answers
 * 401, which the API client turns into the session-ended notice where the person is.
 */
export function useSessionCheck(registered: boolean): void {
  useEffect(() => {
    if (!registered) return;
    let last = Date.now();
    const check = (pause: number) => {
      if (document.visibilityState !== 'visible' || Date.now() - last < pause) return;
      last = Date.now();
      // The answer matters only as a 401, which the client reports itself.
      getFeatures().catch(() => undefined);
    };
    const onVisibility = () => check(RETURN_PAUSE_MS);
    const timer = window.setInterval(() => check(OPEN_EVERY_MS), OPEN_EVERY_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [registered]);
}
