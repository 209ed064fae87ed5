import { useLayoutEffect, useSyncExternalStore } from 'react';
import { focusedControl, replayFocus, replayHeldTap, replayTyped, typedValues } from './held-tap';

const ID = 'vitrine-first-screen';

/**
 * The server draws the first cards of a list page before the app runs, and hides the app's root
 * while they are there. The app takes over in one frame: when it has drawn that page, when it goes
 * somewhere else, or when it fails — nobody is left looking at a screen that does not answer.
 */
export function showApp(): void {
  const screen = document.getElementById(ID);
  if (!screen) return;
  const tap = screen.dataset.tap;
  const typed = typedValues(screen);
  const focus = focusedControl(screen);
  screen.remove();
  for (const listener of listeners) listener();
  // A control tapped before the app ran is tapped again, now that it answers; text typed into a
  // field of the server's screen goes on in the app's.
  replayFocus(focus);
  replayHeldTap(tap);
  replayTyped(typed);
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * True while the server's screen stands in for the app (what the app draws is not seen yet); on
 * the server, which is drawing that screen, always.
 */
export function useFirstScreenUp(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => firstScreenPath() !== null,
    () => true,
  );
}

/** The path the server drew, while its screen is still up. */
export function firstScreenPath(): string | null {
  return document.getElementById(ID)?.dataset.path ?? null;
}

/** Shows the app once `ready` (the page's own content is drawn), before the browser paints. */
export function useShowAppWhen(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) showApp();
  }, [ready]);
}

/** A last resort: a page that never reports ready still appears. */
export function showAppAfter(ms: number): void {
  if (firstScreenPath() !== null) window.setTimeout(showApp, ms);
}
