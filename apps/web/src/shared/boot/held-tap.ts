/** A tap on the server's screen before the app ran, as the starter (public/start-app.js) noted it. */
interface HeldTap {
  tag: string;
  type: string;
  label: string;
}

/** A control's label as its twin is found by: a field's label, placeholder or name, else its text. */
const labelOf = (element: Element) =>
  element.getAttribute('aria-label') ||
  (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? element.getAttribute('placeholder') || element.name
    : element.textContent?.trim()) ||
  '';

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
  if (!(twin instanceof HTMLElement)) return;
  // A button the replayed text enables (the sign-in's) may take a while to turn enabled on a busy
  // phone: asked again every 50 ms for up to 5 s.
  const click = (tries: number) => {
    if (!twin.matches(':disabled')) twin.click();
    else if (tries > 0) window.setTimeout(() => click(tries - 1), 50);
  };
  window.setTimeout(() => click(100));
}

/** What was typed into the server screen's text fields, each by its field's label. */
export function typedValues(screen: Element): Map<string, string> {
  const typed = new Map<string, string>();
  for (const field of screen.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const label = labelOf(field);
    if (label && field.value && field.value !== field.defaultValue) typed.set(label, field.value);
  }
  return typed;
}

/**
 * Puts text typed before the app ran into the app's twin fields (same label), as if typed there:
 * the value through the element's own setter, then an input event React's onChange hears.
 */
export function replayTyped(typed: Map<string, string>): void {
  if (!typed.size) return;
  const root = document.getElementById('root');
  for (const field of root?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ??
    []) {
    const label = labelOf(field);
    const value = label ? typed.get(label) : undefined;
    if (value === undefined || field.value) continue;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    setter?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (document.activeElement === document.body) field.focus();
  }
}

/** The focused control of the server's screen, told as its twin in the app would be found. */
export function focusedControl(screen: Element): HeldTap | null {
  const element = document.activeElement;
  if (!element || !screen.contains(element)) return null;
  return {
    tag: element.tagName.toLowerCase(),
    type: element.getAttribute('role') ?? '',
    label: labelOf(element),
  };
}

/**
 * Keyboard focus goes on in the app: its twin of the control focused on the server's screen (same
 * element, role and label) takes it, so a person tabbing through the page is not sent back to
 * the start when the screen is replaced.
 */
export function replayFocus(control: HeldTap | null): void {
  if (!control?.label) return;
  const twin = [...(document.getElementById('root')?.querySelectorAll(control.tag) ?? [])].find(
    (element) => (element.getAttribute('role') ?? '') === control.type && labelOf(element) === control.label,
  );
  if (twin instanceof HTMLElement) twin.focus();
}
