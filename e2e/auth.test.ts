import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  disregardFormsReminder,
  apiGet,
  completeLogin,
  consentDialog,
  navLink,
  notification,
  settle,
  storedUser,
  submitLogin,
  waitForPath,
} from './support/flows.ts';
import { DEMO, DESKTOP, PHONE, openPage, shot, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
});

afterAll(() => stopSuite({ portal, browser }));

describe('login page', () => {
  test('keeps the sign-in button disabled while a field is empty', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/auth/login`);
      const submit = page.getByRole('button', { name: 'Sign in', exact: true });
      const email = page.locator('input[name="email"]');
      const password = page.locator('input[name="password"]');
      await submit.waitFor();
      expect(await submit.isDisabled()).toBe(true);

      await email.fill(DEMO.email);
      expect(await submit.isDisabled()).toBe(true);

      await password.fill(DEMO.password);
      await page.waitForFunction(() => {
        const button = [...document.querySelectorAll('button[type="submit"]')][0] as
          HTMLButtonElement | undefined;
        return button && !button.disabled;
      });

      await email.fill('   ');
      await page.waitForFunction(
        () => (document.querySelector('button[type="submit"]') as HTMLButtonElement).disabled,
      );

      await email.fill(DEMO.email);
      await password.fill('');
      await page.waitForFunction(
        () => (document.querySelector('button[type="submit"]') as HTMLButtonElement).disabled,
      );

      // The login screen's promised parts are there too.
      await page.getByText('Security upgrade').waitFor();
      await page.getByRole('button', { name: 'Continue as guest' }).waitFor();
      for (const link of ['Create an account', 'Request a company account', 'Forgot your password?']) {
        await page.getByRole('link', { name: link }).waitFor();
      }
    } finally {
      await context.close();
    }
  });

  test('looks right on a phone and on a desktop', async () => {
    for (const [viewport, name] of [
      [PHONE, 'login-phone'],
      [DESKTOP, 'login-desktop'],
    ] as const) {
      const { context, page } = await openPage(browser, viewport);
      try {
        await page.goto(`${portal.url}/en-GB/auth/login`);
        await page.getByRole('heading', { name: 'Sign in' }).waitFor();
        await page.locator('footer').getByText(`© ${new Date().getFullYear()}`).waitFor();
        await settle(page);
        await shot(page, name);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
      } finally {
        await context.close();
      }
    }
  });

  test('shows the server message for a wrong password', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/auth/login`);
      await submitLogin(page, DEMO.email, 'not-the-password');
      await notification(page, 'Wrong e-mail address or password').waitFor();
      await waitForPath(page, '/en-GB/auth/login');
      // Loading has ended: the form can be sent again, and no session was stored.
      await page.waitForFunction(
        () => !(document.querySelector('button[type="submit"]') as HTMLButtonElement).disabled,
      );
      const user = await storedUser(page);
      expect(user?.id ?? null).toBeNull();

      // A notification can be closed by hand.
      const alert = notification(page, 'Wrong e-mail address or password');
      await alert.getByRole('button', { name: 'Close' }).click();
      await alert.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

describe('sign in and out', () => {
  test('signs the demo user in through the consent dialog, then out again', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/auth/login`);
      await submitLogin(page, DEMO.email, DEMO.password);

      // Consent blocks the portal until 'I agree'; Escape does not dismiss it.
      const dialog = consentDialog(page);
      await dialog.waitFor();
      await dialog.getByRole('heading', { name: 'Terms of use' }).waitFor();
      await notification(page, `Welcome, ${DEMO.name}`).waitFor();
      await waitForPath(page, '/en-GB');
      await page.keyboard.press('Escape');
      await page.mouse.click(5, DESKTOP.height - 5);
      expect(await dialog.isVisible()).toBe(true);
      // The shell behind it is inert while the dialog is open.
      const avatar = page.getByRole('button', { name: `Account menu of ${DEMO.name}` });
      expect(await avatar.isVisible()).toBe(false);

      await dialog.getByRole('button', { name: 'I agree' }).click();
      await dialog.waitFor({ state: 'detached' });
      await disregardFormsReminder(page);

      // The initials on the avatar (the button is named by its hidden text).
      expect(await avatar.locator('.MuiAvatar-root').textContent()).toBe('DD');
      const user = await storedUser(page);
      expect(user).toMatchObject({ first_name: 'Dana', last_name: 'Demo', username: DEMO.email });
      expect(typeof user?.token).toBe('string');

      // The answer sticks: a reload does not ask again.
      await page.reload();
      await avatar.waitFor();
      await navLink(page, 'Products').waitFor();
      expect(await consentDialog(page).count()).toBe(0);

      await avatar.click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await waitForPath(page, '/en-GB/auth/login');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      const storage = await page.evaluate(() => ({ ...localStorage }));
      expect(storage).toEqual({});

      // The old token no longer opens the API.
      const profile = await fetch(`${portal.url}/pim/portal/api/private/profile/`, {
        headers: { Authorization: String(user?.token) },
      });
      expect(profile.status).toBe(401);
    } finally {
      await context.close();
    }
  });

  test('the consent, once agreed, is not asked again at the next sign-in', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/auth/login`);
      await submitLogin(page, DEMO.email, DEMO.password);
      await notification(page, `Welcome, ${DEMO.name}`).waitFor();
      await disregardFormsReminder(page);
      await page.getByRole('button', { name: `Account menu of ${DEMO.name}` }).waitFor();
      await navLink(page, 'Products').waitFor();
      expect(await consentDialog(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

// After 'sign in and out': the demo user's consent is answered by then.
describe('guest', () => {
  test('continue as guest stores the guest record and goes home', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/auth/login`);
      await page.evaluate(() => localStorage.removeItem('user'));
      await page.getByRole('button', { name: 'Continue as guest' }).click();
      await waitForPath(page, '/en-GB');
      await page.getByRole('link', { name: 'Account', exact: true }).waitFor();
      const user = await storedUser(page);
      expect(user).toMatchObject({ id: null, username: 'guest' });
      const config = await apiGet<{ setup: { guest_token: string } }>(portal.url, '/public/config/');
      expect(user?.token).toBe(config.body.setup.guest_token);
    } finally {
      await context.close();
    }
  });

  test("the guest's account icon leads to login, and signing in comes back to the same page", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/contents/list`);
      await page.getByRole('link', { name: 'Account', exact: true }).click();
      await waitForPath(page, '/en-GB/auth/login');
      // The guest session is left behind.
      expect(await storedUser(page)).toBeNull();
      await completeLogin(page, DEMO.email, DEMO.password, DEMO.name);
      await waitForPath(page, '/en-GB/contents/list');
    } finally {
      await context.close();
    }
  });
});
