import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  consentDialog,
  notification,
  signIn,
  storedUser,
  submitLogin,
  waitForPath,
} from './support/flows.ts';
import { DEMO, DESKTOP, openPage, type Portal } from './support/portal.ts';
import { startMailSuite, stopSuite, type Smtp } from './support/suite.ts';

let portal: Portal;
let browser: Browser;
let smtp: Smtp;

beforeAll(async () => {
  ({ portal, browser, smtp } = await startMailSuite());
});

afterAll(() => stopSuite({ portal, browser, smtp }));

test('forgot password: a real mail with a reset link, a new password, signed in, and the new password works', async () => {
  const NEW_PASSWORD = 'lantern-meadow-orbit-77';
  const { context, page } = await openPage(browser, DESKTOP);
  try {
    await page.goto(`${portal.url}/en-GB/auth/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await waitForPath(page, '/en-GB/auth/forgot');

    const send = page.getByRole('button', { name: 'Send request' });
    await send.waitFor();
    expect(await send.isDisabled()).toBe(true);
    await page.locator('input[name="email"]').fill(DEMO.email);
    await send.click();
    await page.getByRole('status').filter({ hasText: 'Request sent' }).waitFor();
    expect(await page.locator('input[name="email"]').count()).toBe(0);

    // The mail really went out over SMTP, with a link to this portal in the visitor's locale.
    const mail = await smtp.waitFor(DEMO.email);
    expect(mail.subject).toContain('Vitrine');
    const match = new RegExp(`${portal.url.replace(/[.]/g, '\\.')}/en-GB/auth/reset/([A-Za-z0-9_-]+)`).exec(
      mail.text ?? '',
    );
    expect(match, mail.text).not.toBeNull();
    const link = match![0];

    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    const savePassword = page.getByRole('button', { name: 'Save password' });
    expect(await savePassword.isDisabled()).toBe(true);
    await page.locator('input[name="password"]').fill(NEW_PASSWORD);
    await savePassword.click();

    // Signed in straight away (the demo user still has the terms to accept), at the root.
    await notification(page, `Welcome, ${DEMO.name}`).waitFor();
    await waitForPath(page, '/en-GB');
    const dialog = consentDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'I agree' }).click();
    await dialog.waitFor({ state: 'detached' });
    const avatar = page.getByRole('button', { name: `Account menu of ${DEMO.name}` });
    await avatar.waitFor();
    const user = await storedUser(page);
    // The session runs on a fresh token, not on the one-time reset token.
    expect(user?.token).not.toBe(match![1]);

    await avatar.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, '/en-GB/auth/login');

    // The old password is gone, the new one works.
    await submitLogin(page, DEMO.email, DEMO.password);
    await notification(page, 'Wrong e-mail address or password').waitFor();
    await signIn(page, portal.url, DEMO.email, NEW_PASSWORD, DEMO.name);
    await waitForPath(page, '/en-GB');

    // The link works once only.
    await avatar.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, '/en-GB/auth/login');
    await page.goto(link);
    await page.locator('input[name="password"]').fill('another-password-99');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.locator('[role="alert"].MuiAlert-colorError').waitFor();
    await waitForPath(page, new URL(link).pathname);
    // Nobody is signed in by a used link (a full page load brings back the guest record, at most).
    expect((await storedUser(page))?.id ?? null).toBeNull();
  } finally {
    await context.close();
  }
});
