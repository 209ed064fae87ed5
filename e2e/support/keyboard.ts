import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What a test may know of the focused element (document.activeElement), read in the page. */
export interface Focused {
  tag: string;
  /** Its accessible name as far as attributes and text tell (aria-label, label, text). */
  name: string;
  role: string | null;
  href: string | null;
  /** `name` attribute of a form field. */
  field: string | null;
  /** Inside a dialog or menu (a modal's paper). */
  inModal: boolean;
}

/** The focused element, described; null when focus is on the page itself (body). */
export function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    // Text as a screen reader takes it: parts hidden from it (an avatar's initials) left out.
    const textOf = (node: Node): string =>
      node instanceof Element
        ? node.getAttribute('aria-hidden') === 'true'
          ? ''
          : [...node.childNodes].map(textOf).join('')
        : (node.textContent ?? '');
    const labelled = el.getAttribute('aria-labelledby');
    const labelText = labelled
      ? labelled
          .split(/\s+/)
          .map((id) => {
            const target = document.getElementById(id);
            return target ? textOf(target) : '';
          })
          .join(' ')
      : '';
    const fieldLabel = el instanceof HTMLInputElement && el.labels?.length ? textOf(el.labels[0]) : '';
    const name = (el.getAttribute('aria-label') || labelText || fieldLabel || textOf(el)).trim();
    return {
      tag: el.tagName.toLowerCase(),
      name: name.replace(/\s+/g, ' '),
      role: el.getAttribute('role'),
      href: el.getAttribute('href'),
      field: el.getAttribute('name'),
      inModal: !!el.closest('.MuiModal-root'),
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, at most `max` times; throws with the
 * path taken when it never does. Focus must be visible at every stop on the way.
 */
export async function tabTo(
  page: Page,
  matches: (element: Focused) => boolean,
  { max = 60, back = false, what = 'the element' }: { max?: number; back?: boolean; what?: string } = {},
): Promise<Focused> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    seen.push(now ? `${now.tag}:${now.name.slice(0, 40)}` : 'body');
    // Past the last control focus rests on the document before it starts again at the top.
    if (now) await expectFocusVisible(page, `on the way to ${what} (${seen.join(' | ')})`);
    if (now && matches(now)) return now;
  }
  throw new Error(`${what} never took focus after ${max} presses; went through ${seen.join(' | ')}`);
}

/**
 * Whether the focus indicator shows: the focused element matches :focus-visible and it, or the MUI
 * part around it that draws the ring (a checkbox's button, a text field's frame), has an outline, a
 * box shadow or the 2 px focused border; and it lies in the viewport.
 */
export function focusVisible(page: Page): Promise<{ visible: boolean; why: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { visible: false, why: 'focus is on the page' };
    const described = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    if (!el.matches(':focus-visible')) return { visible: false, why: `${described} is not :focus-visible` };
    const ringed = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    const frame = el.closest('.Mui-focused')?.querySelector('.MuiOutlinedInput-notchedOutline');
    const framed = !!frame && parseFloat(getComputedStyle(frame).borderTopWidth) >= 2;
    if (!ringed(el) && !ringed(el.closest('.Mui-focusVisible')) && !framed) {
      return { visible: false, why: `${described} has no outline, shadow or focused frame` };
    }
    const box = el.getBoundingClientRect();
    const inView = box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    return inView
      ? { visible: true, why: described }
      : { visible: false, why: `${described} is out of view` };
  });
}

/** Asserts that focus shows where it is. */
export async function expectFocusVisible(page: Page, step: string): Promise<void> {
  const state = await focusVisible(page);
  expect(state.visible, `${step}: ${state.why}`).toBe(true);
}

/** Waits until the new page's h1 has focus (moved there after a navigation) and shows it. */
export async function expectHeadingFocused(page: Page, text: string, step: string): Promise<void> {
  await page
    .waitForFunction(
      (expected) => {
        const el = document.activeElement;
        return el?.tagName === 'H1' && el.textContent?.trim() === expected;
      },
      text,
      { timeout: 15_000 },
    )
    .catch(async () => {
      const now = await focused(page);
      throw new Error(`${step}: the h1 "${text}" did not take focus; it is on ${JSON.stringify(now)}`);
    });
  await expectFocusVisible(page, step);
}

/** Presses a key and checks focus still shows afterwards. */
export async function press(page: Page, key: string, step: string): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusVisible(page, step);
}
