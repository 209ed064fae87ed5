import { useEffect } from 'react';

/** While `when` holds, closing or reloading the tab gets the browser's own question. */
export function useAskBeforeClosing(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
}
