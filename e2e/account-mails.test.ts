import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  disregardFormsReminder,
  apiGet,
  apiSend,
  consentDialog,
  notification,
  signIn,
  storedUser,
  submitLogin,
  uiText,
  waitForPath,
} from './support/flows.ts';
import { DEMO, DESKTOP, openPage, PHONE, type Portal } from './support/portal.ts';
import { startMailSuite, stopSuite, type Smtp } from './support/suite.ts';

let portal: Portal;
let browser: Browser;
let smtp: Smtp;

beforeAll(async () => {
  ({ portal, browser, smtp } = await startMailSuite());
});

afterAll(() => stopSuite({ portal, browser, smtp }));

const RULE = '8 to 128 characters, not a commonly used password';
const LINK_INVALID = 'This link has expired or was already used.';

/** The reset link of the first mail to the demo user after the first `seen` mails. */
async function nextResetLink(seen: number): Promise<string> {
  const pattern = new RegExp(`${portal.url.replace(/[.]/g, '\\.')}/[\\w-]+/auth/reset/[A-Za-z0-9_-]+`);
  for (let i = 0; i < 200; i++) {
    const mail = smtp.mails
      .slice(seen)
      .find((m) => JSON.stringify(m.to).includes(DEMO.email) && pattern.test(m.text ?? ''));
    if (mail) return pattern.exec(mail.text ?? '')![0];
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('No new reset mail');
}

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
    const mail = await smtp.waitFor(DEMO.email, 10_000, /auth\/reset\//);
    expect(mail.subject).toContain('Vitrine');
    const match = new RegExp(`${portal.url.replace(/[.]/g, '\\.')}/en-GB/auth/reset/([A-Za-z0-9_-]+)`).exec(
      mail.text ?? '',
    );
    expect(match, mail.text).not.toBeNull();
    const link = match![0];

    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    // The rule is told before anything is sent, and a too short password never leaves the form.
    const passwordField = page
      .locator('.MuiFormControl-root')
      .filter({ has: page.locator('input[name="password"]') });
    await passwordField.getByText(RULE).waitFor();
    const savePassword = page.getByRole('button', { name: 'Save password' });
    expect(await savePassword.isDisabled()).toBe(true);
    let changes = 0;
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().endsWith('/private/profile/change')) changes++;
    });
    await page.locator('input[name="password"]').fill('short7');
    await savePassword.click();
    await passwordField.getByText('Use at least 8 characters').waitFor();
    expect(changes).toBe(0);
    await page.locator('input[name="password"]').fill(NEW_PASSWORD);
    await savePassword.click();

    // Signed in straight away (the demo user still has the terms to accept), at the root.
    await notification(page, `Welcome, ${DEMO.name}`).waitFor();
    await waitForPath(page, '/en-GB');
    const dialog = consentDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'I agree' }).click();
    await dialog.waitFor({ state: 'detached' });
    await disregardFormsReminder(page);
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

    // The link works once only: opened again, it says so (not 'sign in again') and mails a new one.
    await avatar.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, '/en-GB/auth/login');
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: LINK_INVALID }).waitFor();
    expect(await page.locator('input[name="password"]').count()).toBe(0);
    expect(await page.getByText('Your session has ended').count()).toBe(0);
    // Nobody is signed in by a used link (a full page load brings back the guest record, at most).
    expect((await storedUser(page))?.id ?? null).toBeNull();
    const seen = smtp.mails.length;
    await page.locator('input[name="email"]').fill(DEMO.email);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await page.getByRole('status').filter({ hasText: 'Request sent' }).waitFor();
    const fresh = await nextResetLink(seen);
    expect(fresh).not.toBe(link);
    await page.goto(fresh);
    await page.locator('input[name="password"]').waitFor();
    expect(await page.getByText(LINK_INVALID).count()).toBe(0);
  } finally {
    await context.close();
  }
});

test('a reset link replaced by a newer mail says so on submit, in German at phone width, and offers a new mail there', async () => {
  const { context, page } = await openPage(browser, PHONE);
  try {
    let seen = smtp.mails.length;
    await apiSend(portal.url, 'POST', '/public/mail/request', { email: DEMO.email, locale: 'de_DE' });
    const first = (await nextResetLink(seen)).replace('/en-GB/', '/de-DE/');
    await page.goto(first);
    const password = page.locator('input[name="password"]');
    await password.waitFor();
    // A newer mail replaces this link while its page is open.
    seen = smtp.mails.length;
    await apiSend(portal.url, 'POST', '/public/mail/request', { email: DEMO.email, locale: 'de_DE' });
    await nextResetLink(seen);
    await password.fill('replaced-link-password-1');
    await page.getByRole('button', { name: uiText('de', 'auth.reset.submit') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: uiText('de', 'auth.reset.link_invalid') })
      .waitFor();
    expect(await password.count()).toBe(0);
    await page.getByRole('button', { name: uiText('de', 'auth.reset.new_link_submit') }).waitFor();
    expect((await storedUser(page))?.id ?? null).toBeNull();
  } finally {
    await context.close();
  }
});

test('registration: the screen says to check the mail, the mailed link creates the account in the chosen group and signs in at home', async () => {
  const groups = await apiGet<{ id: number; name: string }[]>(portal.url, '/public/user/register/groups');
  expect(groups.body.length).toBeGreaterThan(1);
  const [first, second] = groups.body;
  const { context, page } = await openPage(browser, DESKTOP);
  try {
    await page.goto(`${portal.url}/en-GB/auth/register`);
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();

    // Several groups: a selector with the first one preselected.
    const group = page.getByRole('combobox', { name: 'Group' });
    await group.waitFor();
    expect(await group.textContent()).toBe(first.name);
    await group.click();
    await page.getByRole('option', { name: second.name, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await group.textContent()).toBe(second.name);

    const email = `installer-${Date.now()}@example.com`;
    await page.locator('input[name="first_name"]').fill('Ivo');
    await page.locator('input[name="last_name"]').fill('Installer');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('ladder-copper-harbour-42');
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/public\/user\/register$/.test(new URL(r.url()).pathname),
    );
    await page.getByRole('button', { name: 'Register' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      first_name: 'Ivo',
      last_name: 'Installer',
      username: email,
      email,
      registerGroup: second.id,
    });
    const status = page.getByRole('status').filter({ hasText: 'Check your e-mail' });
    await status.getByText(`We have sent a message to ${email}.`, { exact: false }).waitFor();
    expect(await storedUser(page).then((u) => u?.id ?? null)).toBeNull();

    const mail = await smtp.waitFor(email);
    const link = new RegExp(`${portal.url.replace(/[.]/g, '\\.')}/en-GB/auth/register/[\\w-]+`).exec(
      mail.text ?? '',
    );
    expect(link, mail.text).not.toBeNull();
    await page.goto(link![0]);

    // Signed in and home; a new user still has the terms to accept.
    await waitForPath(page, '/en-GB');
    await notification(page, 'Welcome, Ivo Installer').waitFor();
    const dialog = consentDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'I agree' }).click();
    await dialog.waitFor({ state: 'detached' });
    await disregardFormsReminder(page);
    const avatar = page.getByRole('button', { name: 'Account menu of Ivo Installer' });
    // The initials on the avatar (the button is named by its hidden text).
    expect(await avatar.locator('.MuiAvatar-root').textContent()).toBe('II');
    const user = await storedUser(page);
    const profile = await apiGet<Record<string, unknown>>(
      portal.url,
      '/private/profile/',
      String(user?.token),
    );
    expect(profile.body).toMatchObject({ id: user?.id, email, first_name: 'Ivo', guest: false });
    // In the chosen group, whose features differ from the first one's.
    const features = await apiGet<{ features: string[] }>(
      portal.url,
      '/private/profile/feature',
      String(user?.token),
    );
    expect(features.body.features).not.toContain('export');

    // The link works once: opened again, it says so and offers to register again.
    await avatar.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, '/en-GB/auth/login');
    await page.goto(link![0]);
    await page.getByRole('alert').filter({ hasText: 'This link has expired or was already used' }).waitFor();
    await page.getByRole('link', { name: 'Register again' }).click();
    await waitForPath(page, '/en-GB/auth/register');
  } finally {
    await context.close();
  }
});

test('registration with an address that has an account: the same screen, in German at phone width, and a note to the owner', async () => {
  const { context, page } = await openPage(browser, PHONE);
  try {
    await page.goto(`${portal.url}/de-DE/auth/register`);
    await page.locator('input[name="first_name"]').fill('Eva');
    await page.locator('input[name="last_name"]').fill('Eindringling');
    await page.locator('input[name="email"]').fill(DEMO.email);
    await page.locator('input[name="password"]').fill('not-my-account-2026');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Prüfen Sie Ihre E-Mails' })
      .getByText(`Wir haben eine Nachricht an ${DEMO.email} gesendet.`, { exact: false })
      .waitFor();
    const note = await smtp.waitFor(DEMO.email, 10_000, /Registrierungsversuch/);
    expect(note.text).toContain(`${portal.url}/de-DE/auth/forgot`);
    expect(await storedUser(page).then((u) => u?.id ?? null)).toBeNull();
  } finally {
    await context.close();
  }
});
