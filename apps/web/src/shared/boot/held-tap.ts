/** A tap on the server's screen before the app ran, as the starter (public/start-app.js) noted it. */
interface HeldTap {
  tag: string;
  type: string;
  label: string;
}

const labelOf = (element: Element) => element.getAttribute('aria-label') || element.textContent?.trim() || '';

/**
 * Makes a held tap again on the app's own control: the same kind of element with the same label.
 * The server's screen is drawn from the same components, so a toolbar button, a menu button or a
 * card's checkbox has its twin in the app.
 */
export function replayHeldTap(note: string | undefined): void {
  if (!note) return;
  let tap: HeldTap;
  try {
    tap = JSON.parse(note) as HeldTap;
  } catch {
    return;
  }
  if (!tap.label) return;
  const twin = [...(document.getElementById('root')?.querySelectorAll(tap.tag) ?? [])].find(
    (element) => (element.getAttribute('type') ?? '') === tap.type && labelOf(element) === tap.label,
  );
  if (twin instanceof HTMLElement) window.setTimeout(() => twin.click());
}
