/**
 * Who you are never changes silently. A signed-in person whose session the server ends (a password
 * changed elsewhere, a sign-out of that session, expiry) is told so on the page they are on, keeps
 * being shown as themselves, and signing in brings them back there; a guest stays a guest without
 * a word. Guests meet no dead ends: Contact, Reports and the forms tell them up front that these
 * need an account, with Sign in and (where registration is open) Create an account.
 * English on a desktop, German on a phone.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  API,
  apiSend,
  completeLogin,
  navLink,
  settle,
  signIn,
  storedUser,
  uiText,
  waitForPath,
} from './support/flows.ts';
import { DEMO, DESKTOP, PHONE, openPage, shot, type Portal } from './support/portal.ts';
import { guestTokenOf, startSuite, stopSuite } from './support/suite.ts';

let portal: Portal;
let browser: Browser;
let guestToken: string;
let contactForm: number;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  guestToken = await guestTokenOf(portal);
  const config = await fetch(`${portal.url}${API}/public/config/`);
  contactForm = ((await config.json()) as { setup: { contact_form: number } }).setup.contact_form;
});

afterAll(() => stopSuite({ portal, browser }));

/** The 'Your session has ended' dialog in a language. */
const endedDialog = (page: Page, lang: string) =>
  page.getByRole('dialog', { name: uiText(lang, 'session.ended_title') });

/** Ends a session on the server as signing out on another device does: its token is revoked. */
async function revoke(token: string): Promise<void> {
  const response = await fetch(`${portal.url}${API}/private/auth/token`, {
    method: 'DELETE',
    headers: { Authorization: token },
  });
  expect(response.status).toBe(204);
}

/** Signs the demo user in on a locale's login screen, answering the terms if asked. */
async function signInAs(page: Page, lang: string, segment: string): Promise<void> {
  await page.goto(`${portal.url}/${segment}/auth/login`);
  await page.locator('input[name="email"]').fill(DEMO.email);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.getByRole('button', { name: uiText(lang, 'auth.login.submit'), exact: true }).click();
  await settleSignIn(page, lang);
}

/**
 * After the sign-in button: answers the terms if they come up and disregards the forms reminder
 * (it opens once per sign-in, 1–3 s late, and hides the avatar from the accessibility tree while
 * it is open); resolves once the avatar menu is there.
 */
async function settleSignIn(page: Page, lang: string): Promise<void> {
  const avatar = page.getByRole('button', { name: uiText(lang, 'nav.account_menu', { name: DEMO.name }) });
  const terms = page.getByRole('dialog', { name: uiText(lang, 'consent.title') });
  const reminder = page.getByRole('dialog', { name: uiText(lang, 'forms.unresolved_title') });
  await avatar.or(terms).or(reminder).first().waitFor();
  if (await terms.isVisible()) {
    await terms.getByRole('button', { name: uiText(lang, 'consent.agree') }).click();
    await terms.waitFor({ state: 'detached' });
  }
  const shown = await reminder.waitFor({ timeout: 3000 }).then(
    () => true,
    () => false,
  );
  if (shown) await reminder.getByRole('button', { name: uiText(lang, 'forms.disregard') }).click();
  await avatar.waitFor();
}

describe('a session the server ends', () => {
  test('English desktop: a password changed elsewhere is told on the page in use; signing in comes back to it', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    const newPassword = 'lantern-harbour-2031';
    try {
      await signIn(page, portal.url, DEMO.email, DEMO.password, DEMO.name);
      await page.goto(`${portal.url}/en-GB/contents/list?page=2`);
      await page.getByRole('heading', { level: 1 }).waitFor();

      // Elsewhere the password is changed, which ends every other session.
      const other = await apiSend<{ token: string }>(portal.url, 'POST', '/public/auth/token', {
        username: DEMO.email,
        password: DEMO.password,
      });
      const changed = await apiSend<{ token: string }>(
        portal.url,
        'PATCH',
        '/private/profile/change',
        { password: newPassword, current_password: DEMO.password },
        other.body.token,
      );
      expect(changed.status).toBe(200);

      // The next thing the page asks for tells it: a notice over the page, never a guest session.
      await navLink(page, 'Assets').click();
      await waitForPath(page, '/en-GB/asset/list');
      const dialog = endedDialog(page, 'en');
      await dialog.waitFor();
      await dialog.getByText(uiText('en', 'session.ended_text')).waitFor();
      expect(await storedUser(page)).toMatchObject({ first_name: 'Dana', last_name: 'Demo' });
      await settle(page);
      await shot(page, 'session-ended-en-1440');

      // A reload does not turn the person into a guest either: the notice is still there.
      await page.reload();
      await dialog.waitFor();
      expect(await storedUser(page)).toMatchObject({ first_name: 'Dana', last_name: 'Demo' });
      // Escape does not dismiss it into a guest session.
      await page.keyboard.press('Escape');
      expect(await dialog.isVisible()).toBe(true);

      await dialog.getByRole('link', { name: 'Sign in', exact: true }).click();
      await waitForPath(page, '/en-GB/auth/login');
      await page
        .getByRole('alert')
        .filter({ hasText: uiText('en', 'session.ended_login') })
        .waitFor();
      await shot(page, 'session-ended-login-en-1440');
      await completeLogin(page, DEMO.email, newPassword, DEMO.name);
      await waitForPath(page, '/en-GB/asset/list');
      expect(await endedDialog(page, 'en').count()).toBe(0);
      const user = await storedUser(page);
      expect(user?.token).not.toBe(other.body.token);
      expect(
        await page
          .getByRole('alert')
          .filter({ hasText: uiText('en', 'session.ended_login') })
          .count(),
      ).toBe(0);
    } finally {
      // Back to the demo password for the other tests.
      const back = await apiSend<{ token: string }>(portal.url, 'POST', '/public/auth/token', {
        username: DEMO.email,
        password: newPassword,
      });
      if (back.status === 200)
        await apiSend(
          portal.url,
          'PATCH',
          '/private/profile/change',
          { password: DEMO.password, current_password: newPassword },
          back.body.token,
        );
      await context.close();
    }
  });

  test('English desktop: a session ended while the tab was in the background is told when it comes back, before anything is typed', async () => {
    const { context, page } = await openPage(browser, DESKTOP, 'en-GB');
    try {
      await signInAs(page, 'en', 'en-GB');
      const token = String((await storedUser(page))?.token);
      await page.goto(`${portal.url}/en-GB/contents/list`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settle(page);
      // Away for a while (another tab in front); meanwhile the session is signed out elsewhere.
      const flip = (state: 'hidden' | 'visible') =>
        page.evaluate((value) => {
          Object.defineProperty(document, 'visibilityState', { value, configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
        }, state);
      await flip('hidden');
      await page.waitForTimeout(10_500);
      await revoke(token);
      await flip('visible');
      const dialog = endedDialog(page, 'en');
      await dialog.waitFor({ timeout: 10_000 });
      await dialog.getByText(uiText('en', 'session.ended_text')).waitFor();
      expect(new URL(page.url()).pathname).toBe('/en-GB/contents/list');
    } finally {
      await context.close();
    }
  });

  test('German phone: a session signed out elsewhere is told on the server-drawn product list, in every open tab', async () => {
    const { context, page } = await openPage(browser, PHONE, 'de-DE');
    try {
      await signInAs(page, 'de', 'de-DE');
      const token = String((await storedUser(page))?.token);
      await page.goto(`${portal.url}/de-DE/products/list`);
      await page.getByRole('heading', { name: 'Produkte', level: 1 }).waitFor();
      const second = await context.newPage();
      await second.goto(`${portal.url}/de-DE/contents/list`);
      await second.getByRole('heading', { level: 1 }).waitFor();

      await revoke(token);
      await page.reload();
      const dialog = endedDialog(page, 'de');
      await dialog.waitFor();
      await dialog.getByText(uiText('de', 'session.ended_text')).waitFor();
      await settle(page);
      await shot(page, 'session-ended-de-375');
      // The other tab says the same at once, without a click.
      await endedDialog(second, 'de').waitFor();
      expect(await storedUser(page)).toMatchObject({ first_name: 'Dana' });

      await dialog.getByRole('link', { name: uiText('de', 'auth.login.submit'), exact: true }).click();
      await waitForPath(page, '/de-DE/auth/login');
      await page
        .getByRole('alert')
        .filter({ hasText: uiText('de', 'session.ended_login') })
        .waitFor();
      await page.locator('input[name="email"]').fill(DEMO.email);
      await page.locator('input[name="password"]').fill(DEMO.password);
      await page.getByRole('button', { name: uiText('de', 'auth.login.submit'), exact: true }).click();
      await waitForPath(page, '/de-DE/products/list');
      await settleSignIn(page, 'de');
      // Signing in again in one tab ends the notice in the other as well.
      await endedDialog(second, 'de').waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  test('a guest stays a guest without a word, also when the guest token has changed', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/auth/login`);
      await page.evaluate(() =>
        localStorage.setItem(
          'user',
          JSON.stringify({
            id: null,
            token: 'an-old-guest-token',
            username: 'guest',
            first_name: '',
            last_name: '',
          }),
        ),
      );
      await page.goto(`${portal.url}/en-GB/contents/list`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Account', exact: true }).waitFor();
      // The stored guest takes the portal's guest token once the app has asked for it.
      await expect.poll(async () => (await storedUser(page))?.token, { timeout: 10_000 }).toBe(guestToken);
      await page.waitForTimeout(500);
      expect(await endedDialog(page, 'en').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/en-GB/contents/list');
    } finally {
      await context.close();
    }
  });
});

/** No text box, text area or send button on the page's main content: nothing a guest could type in vain. */
async function nothingToType(page: Page): Promise<void> {
  expect(await page.locator('main input, main textarea, main [contenteditable="true"]').count()).toBe(0);
  expect(await page.locator('main button[type="submit"]').count()).toBe(0);
}

describe('guests meet no dead ends', () => {
  test('English desktop: Contact and Reports say up front that they need an account, and Sign in comes back', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/auth/login`);
      await page.getByRole('button', { name: 'Continue as guest' }).click();
      await waitForPath(page, '/en-GB');

      await navLink(page, 'Contact').click();
      await waitForPath(page, `/en-GB/forms/detail/${contactForm}`);
      await page.getByRole('heading', { name: 'Contact', level: 1 }).waitFor();
      await page.getByText(uiText('en', 'forms.guest_contact_text')).waitFor();
      await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Create an account' }).waitFor();
      await nothingToType(page);
      await settle(page);
      await shot(page, 'guest-contact-en-1440');

      await navLink(page, 'Reports').click();
      await waitForPath(page, '/en-GB/report/detail/new');
      await page.getByText(uiText('en', 'reports.guest_text')).waitFor();
      await nothingToType(page);
      await shot(page, 'guest-report-en-1440');

      await page.getByRole('link', { name: 'Create an account' }).click();
      await waitForPath(page, '/en-GB/auth/register');
      await page.goBack();
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await waitForPath(page, '/en-GB/auth/login');
      await completeLogin(page, DEMO.email, DEMO.password, DEMO.name);
      // Back where the guest was, now with the form to fill in.
      await waitForPath(page, '/en-GB/report/detail/new');
      await page.locator('main input[name="name"]').waitFor();
    } finally {
      await context.close();
    }
  });

  test('German phone: the forms and a report are offered only with the sign-in; no register button where registration is closed', async () => {
    const { context, page } = await openPage(browser, PHONE, 'de-DE');
    try {
      // A portal whose registration is closed: its configuration says so, in the page and in the API.
      await context.route(
        (url) =>
          !/\.\w+$/.test(url.pathname) &&
          (!url.pathname.startsWith('/pim/') || /\/public\/config\/$/.test(url.pathname)),
        async (route) => {
          const response = await route.fetch();
          const headers = { ...response.headers() };
          delete headers['content-encoding'];
          delete headers['content-length'];
          const body = (await response.text()).replace(
            /"registration_open":true/g,
            '"registration_open":false',
          );
          await route.fulfill({ status: response.status(), headers, body });
        },
      );
      await page.goto(`${portal.url}/de-DE/auth/login`);
      await page.getByRole('button', { name: uiText('de', 'auth.login.continue_as_guest') }).click();
      await waitForPath(page, '/de-DE');

      for (const [path, text] of [
        [`/de-DE/forms/detail/${contactForm}`, 'forms.guest_contact_text'],
        ['/de-DE/report/detail/new', 'reports.guest_text'],
        ['/de-DE/forms', 'forms.guest_text'],
        ['/de-DE/report/detail/1', 'reports.guest_text'],
      ] as const) {
        await page.goto(`${portal.url}${path}`);
        // The app's page (the server draws the forms list with the portal's own configuration,
        // which this test changes only in the answers).
        await page.locator('#vitrine-first-screen').waitFor({ state: 'detached' });
        await page.getByText(uiText('de', text)).waitFor();
        await page.getByRole('link', { name: uiText('de', 'auth.login.submit'), exact: true }).waitFor();
        expect(await page.getByRole('link', { name: uiText('de', 'auth.login.register_link') }).count()).toBe(
          0,
        );
        await nothingToType(page);
      }
      await page.goto(`${portal.url}/de-DE/forms/detail/${contactForm}`);
      await page.getByText(uiText('de', 'forms.guest_contact_text')).waitFor();
      await settle(page);
      await shot(page, 'guest-contact-de-375');
    } finally {
      await context.close();
    }
  });
});
