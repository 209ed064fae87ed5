import { useSyncExternalStore } from 'react';

/** Dialogs other than the reminder, which carries this title id. */
const OTHER_DIALOG = '[role="dialog"]:not([aria-labelledby="unresolved-forms-title"])';

function subscribe(onChange: () => void): () => void {
  // Dialogs are portals, added to and removed from the body.
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

const otherDialogOpen = () => document.querySelector(OTHER_DIALOG) !== null;

/**
 * Whether another dialog is open (the blocking terms of use): the reminder waits for it, so
 * the two never stack and the terms keep the focus.
 */
export function useOtherDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, otherDialogOpen, () => false);
}
