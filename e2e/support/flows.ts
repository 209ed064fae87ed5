import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { API_BASE } from '@vitrine/contract/constants';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Where the portal API lives on a started portal. */
export const API = API_BASE;

/** The stored session record (`user` in local storage), parsed, or null. */
export async function storedUser(page: Page): Promise<Record<string, unknown> | null> {
  const text = await page.evaluate(() => localStorage.getItem('user'));
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

/** Calls the portal API from the test process, as the app would, with a token. */
export async function apiGet<T>(
  baseUrl: string,
  apiPath: string,
  token?: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${API}${apiPath}`, {
    headers: { Accept: 'application/json', ...(token ? { Authorization: token } : {}) },
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Sends a JSON body to the portal API from the test process, with a token when given. */
export async function apiSend<T>(
  baseUrl: string,
  method: 'POST' | 'PATCH',
  apiPath: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${API}${apiPath}`, {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: token } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Waits until the page's path is exactly `pathname` (query and hash ignored). */
export async function waitForPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

/**
 * The notification (bottom-right alert) carrying `text`. Matched by its role attribute rather than
 * through the accessibility tree: while a modal dialog is open everything else is aria-hidden.
 */
export function notification(page: Page, text: string | RegExp): Locator {
  return page.locator('[role="alert"]').filter({ hasText: text });
}

/** Fills the login form and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The blocking consent dialog shown after sign-in while the terms are unanswered. */
export function consentDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Terms of use' });
}

/**
 * Closes the 'Unresolved forms' reminder if it opens (a user with a required, unanswered form
 * gets it once per session, after the terms): the shell behind it is inert while it is open.
 */
export async function disregardFormsReminder(page: Page, language = 'en', timeout = 3000): Promise<void> {
  const reminder = page.getByRole('dialog', { name: translation(language, 'forms.unresolved_title') });
  const shown = await reminder.waitFor({ timeout }).then(
    () => true,
    () => false,
  );
  if (!shown) return;
  await reminder.getByRole('button', { name: translation(language, 'forms.disregard') }).click();
  await reminder.waitFor({ state: 'detached' });
}

/** A value of a built-in language file, read now (translators change these files). */
export function translation(language: string, key: string): string {
  const file = path.join(root, 'apps/web/src/i18n/locales', `${language}.json`);
  let node: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`${language}.json has no text at ${key}`);
  return node;
}

/**
 * On the login screen already shown: signs in and answers the consent dialog if it comes up;
 * resolves once the signed-in shell (the avatar menu) is usable.
 */
export async function completeLogin(
  page: Page,
  email: string,
  password: string,
  name: string,
): Promise<void> {
  await submitLogin(page, email, password);
  const avatar = page.getByRole('button', { name: `Account menu of ${name}` });
  const dialog = consentDialog(page);
  // The forms reminder may come first: a modal, it hides the avatar from the accessibility tree.
  const reminder = page.getByRole('dialog', { name: translation('en', 'forms.unresolved_title') });
  await avatar.or(dialog).or(reminder).first().waitFor();
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: 'I agree' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  await disregardFormsReminder(page);
  await avatar.waitFor();
}

/** Opens the login screen, then as completeLogin. */
export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
  name: string,
): Promise<void> {
  await page.goto(`${baseUrl}/en-GB/auth/login`);
  await completeLogin(page, email, password, name);
}

/**
 * Closes the suggestions under a search box (Escape) if they are open: they cover what lies below
 * the box, as the toolbar's buttons. A second Escape would clear the box.
 */
export async function closeSuggestions(page: Page, box: Locator): Promise<void> {
  const popup = page.locator('.MuiAutocomplete-popper');
  if (await popup.isVisible()) await box.press('Escape');
  await popup.waitFor({ state: 'detached' });
}

/** The section link in the shell's main navigation (not any other link of that name on the page). */
export function navLink(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });
}

/**
 * Waits until the images in view (logo) and the web fonts are in, so a screenshot shows the finished
 * screen. `fonts: 'if-they-come'` waits for the pictures and gives the fonts five seconds more, then
 * goes on with whatever font is drawn: a page opened without script in a fresh context has been seen
 * to keep its fonts loading for over a minute on a busy run.
 */
export async function settle(
  page: Page,
  { timeout = 30_000, fonts = 'required' }: { timeout?: number; fonts?: 'required' | 'if-they-come' } = {},
): Promise<void> {
  const ready = (withFonts: boolean) =>
    page.waitForFunction(
      (fontsToo) => {
        const images = [...document.images].filter(
          (img) => img.getBoundingClientRect().top < window.innerHeight && img.loading !== 'lazy',
        );
        return (!fontsToo || document.fonts.status === 'loaded') && images.every((img) => img.complete);
      },
      withFonts,
      { timeout },
    );
  await ready(fonts === 'required').catch(async (error: Error) => {
    // Says what it was waiting for: a font still loading, or which picture never came.
    const waiting = await page
      .evaluate(() => ({
        fonts: [...document.fonts]
          .filter((f) => f.status === 'loading')
          .map((f) => `${f.family} ${f.weight}`),
        images: [...document.images]
          .filter((img) => img.getBoundingClientRect().top < window.innerHeight && img.loading !== 'lazy')
          .filter((img) => !img.complete)
          .map((img) => img.src),
      }))
      .catch(() => null);
    throw new Error(`${error.message}; still waiting for ${JSON.stringify(waiting)}`);
  });
  if (fonts === 'if-they-come')
    await page
      .waitForFunction(() => document.fonts.status === 'loaded', undefined, { timeout: 5000 })
      .catch(() => undefined);
}

/**
 * A text of a built-in language file as the interface shows it: the plural form for a `count` when the
 * file has one, the {{placeholders}} filled in (numbers formatted as the language writes them). Throws when the file lacks it (no silent English).
 */
export function uiText(language: string, key: string, values: Record<string, string | number> = {}): string {
  const plural =
    typeof values.count === 'number' ? `${key}_${new Intl.PluralRules(language).select(values.count)}` : null;
  let text: string;
  try {
    text = translation(language, plural ?? key);
  } catch {
    text = translation(language, key);
  }
  // `{{count, number}}`: the number as the language writes it (1 234 in French, 1.234 in German).
  return text.replace(/\{\{\s*(\w+)\s*(,\s*number\s*)?\}\}/g, (match, name: string, number?: string) =>
    !(name in values)
      ? match
      : number && typeof values[name] === 'number'
        ? new Intl.NumberFormat(language).format(values[name])
        : String(values[name]),
  );
}
