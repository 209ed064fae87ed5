/** The page's own heading: the first h1 of the main landmark (shell and auth area alike). */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/**
 * Moves focus to the page's heading (made focusable by script only, so Tab never stops on it); false
 * when the page has none yet. Used after a navigation and when a control that had focus goes away.
 */
export function focusPageHeading(): boolean {
  const heading = pageHeading();
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}
