/**
 * What the server refuses is said in the reader's language: a failed sign-in and a refused
 * registration in German and in Russian at phone width, with the field named as the screen names
 * it, never as the API does ("password: …"), and never the server's English message.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PASSWORD_MIN_LENGTH } from '@vitrine/contract';
import { API, notification, storedUser, translation, uiText } from './support/flows.ts';
import { DEMO, openPage, PHONE, shot, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
});

afterAll(() => stopSuite({ portal, browser }));

const LOCALES = [
  ['de', 'de-DE'],
  ['ru', 'ru-RU'],
] as const;

/** The notification's text, checked to carry no API field name and no English server message. */
async function expectLocalNote(page: Page, text: string, english: RegExp): Promise<void> {
  const note = notification(page, text);
  await note.waitFor();
  const shown = await note.innerText();
  expect(shown).not.toMatch(/\b(password|email|username):/i);
  expect(shown).not.toMatch(english);
}

test.each(LOCALES)('a failed sign-in is said in %s at phone width', async (lang, locale) => {
  const { context, page } = await openPage(browser, PHONE, locale);
  try {
    await page.goto(`${portal.url}/${locale}/auth/login`);
    await page.locator('input[name="email"]').fill(DEMO.email);
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.getByRole('button', { name: translation(lang, 'auth.login.submit'), exact: true }).click();
    await expectLocalNote(page, uiText(lang, 'errors.codes.invalid_credentials'), /Wrong e-mail address/);
    expect(await storedUser(page).then((u) => u?.id ?? null)).toBeNull();
    await shot(page, `error-sign-in-${lang}-phone`);
  } finally {
    await context.close();
  }
});

test.each(LOCALES)(
  'a refused registration is said in %s at phone width, the field by its label',
  async (lang, locale) => {
    const { context, page } = await openPage(browser, PHONE, locale);
    try {
      // The screen checks the password's length itself; a request that reaches the server with a
      // short one anyway (an older page, a script) is refused there, and that answer is what is shown.
      await page.route(`**${API}/public/user/register`, (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
        return route.continue({ postData: JSON.stringify({ ...body, password: 'short' }) });
      });
      await page.goto(`${portal.url}/${locale}/auth/register`);
      await page.locator('input[name="first_name"]').fill('Jana');
      await page.locator('input[name="last_name"]').fill('Nováková');
      await page.locator('input[name="email"]').fill(`jana.${lang}@example.com`);
      await page.locator('input[name="password"]').fill('meadow-lantern-orbit-41');
      const answer = page.waitForResponse((r) => r.url().endsWith(`${API}/public/user/register`));
      await page
        .getByRole('button', { name: translation(lang, 'auth.register.submit'), exact: true })
        .click();
      const refused = (await (await answer).json()) as { code: string; field: string; kind: string };
      expect(refused).toMatchObject({ code: 'validation_error', field: 'password', kind: 'too_short' });

      const text = uiText(lang, 'errors.with_field', {
        field: translation(lang, 'auth.password'),
        message: uiText(lang, 'errors.validation.too_short', { min: PASSWORD_MIN_LENGTH }),
      });
      await expectLocalNote(page, text, /Use at least/);
      // Still on the form: nothing was registered.
      await page.locator('input[name="password"]').waitFor();
      await shot(page, `error-register-${lang}-phone`);
    } finally {
      await context.close();
    }
  },
);
