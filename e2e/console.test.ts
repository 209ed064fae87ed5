/**
 * The operator console, as an administrator uses it: an account request approved (the applicant
 * sets a password from the mail and signs in), a person disabled (their open page is told the
 * session ended), and everyone else kept out. English on a desktop, German on a phone; axe on
 * every console screen.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { consoleText, expectAxeClean, openConsolePage } from './support/console.ts';
import {
  API,
  apiSend,
  disregardFormsReminder,
  notification,
  signIn,
  uiText,
  waitForPath,
} from './support/flows.ts';
import { DEMO, DESKTOP, PHONE, shot, type Portal } from './support/portal.ts';
import { startMailSuite, stopSuite, type Smtp } from './support/suite.ts';

const ADMIN = { email: 'admin@vitrine.example', password: 'showroom-admin-2026', name: 'Avery Admin' };
/** One of the demo's waiting requests (written in German: its mails are German). */
const APPLICANT = { email: 'greta.lindqvist@nordlicht.example', name: 'Greta Lindqvist' };

let portal: Portal;
let browser: Browser;
let smtp: Smtp;

beforeAll(async () => {
  ({ portal, browser, smtp } = await startMailSuite());
});

afterAll(() => stopSuite({ portal, browser, smtp }));

test('English desktop: a request approved from the console, the applicant sets a password from the mail and signs in', async () => {
  const admin = await openConsolePage(browser, DESKTOP, 'en-GB');
  try {
    const { page } = admin;
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    // The avatar menu leads administrators to the console.
    await page.getByRole('button', { name: `Account menu of ${ADMIN.name}` }).click();
    await page.getByRole('menuitem', { name: 'Operator console' }).click();
    await waitForPath(page, '/en-GB/admin');
    await page.getByRole('heading', { level: 1, name: 'Operator console' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Account requests' });
    await grid.getByRole('row').filter({ hasText: APPLICANT.email }).waitFor();
    await expectAxeClean(page, 'requests');
    await shot(page, 'console-requests-en-1440');

    // Search narrows the list on the server.
    await page.getByRole('searchbox').fill('nordlicht');
    await expect.poll(() => grid.getByRole('row').count()).toBe(2); // the header row and Greta's

    await grid.getByRole('button', { name: `Review the request of ${APPLICANT.email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Account request of ${APPLICANT.name}` });
    await dialog.getByText('Nordlicht Leuchten GmbH').waitFor();
    // A group must be chosen before approving.
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText(uiText('en', 'validation.required')).waitFor();
    await dialog.getByRole('combobox', { name: /Group of the new account/ }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('checkbox', { name: 'Visitation field staff' }).check();
    await expectAxeClean(page, 'request dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await notification(
      page,
      `Approved: ${APPLICANT.email} has been mailed a link to set a password.`,
    ).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The user is listed with the role; the audit log says who approved it.
    await page.getByRole('tab', { name: 'Users' }).click();
    const users = page.getByRole('grid', { name: 'Users' });
    await users
      .getByRole('row')
      .filter({ hasText: APPLICANT.email })
      .filter({ hasText: 'Visitation field staff' })
      .waitFor();
    await expectAxeClean(page, 'users');
    // A new group, named in English, closed to registration; then opened from its dialog.
    await page.getByRole('tab', { name: 'Groups' }).click();
    await page.getByRole('button', { name: 'New group' }).click();
    const groupDialog = page.getByRole('dialog', { name: 'New group' });
    await groupDialog.getByRole('textbox', { name: /^Code/ }).fill('architects');
    await groupDialog.getByRole('button', { name: 'Save' }).click();
    await groupDialog.getByText('Give the group a name in at least one language.').waitFor();
    await groupDialog
      .getByRole('textbox', { name: /^Name in English/ })
      .first()
      .fill('Architects');
    await expectAxeClean(page, 'group dialog');
    await groupDialog.getByRole('button', { name: 'Save' }).click();
    await groupDialog.waitFor({ state: 'detached' });
    const groupRows = page.getByRole('grid', { name: 'Groups' }).getByRole('row');
    await groupRows.filter({ hasText: 'Architects' }).filter({ hasText: 'Closed' }).waitFor();
    await page.getByRole('button', { name: 'Edit the group Architects' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit the group Architects' });
    await editDialog.getByRole('switch', { name: 'Visitors may choose it when they register' }).check();
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await groupRows.filter({ hasText: 'Architects' }).filter({ hasText: 'Open' }).waitFor();
    await expectAxeClean(page, 'groups');

    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page
      .getByRole('grid', { name: 'Audit log' })
      .getByRole('row')
      .filter({ hasText: 'Account request approved' })
      .filter({ hasText: ADMIN.name })
      .waitFor();
    await expectAxeClean(page, 'audit');
  } finally {
    await admin.context.close();
  }

  // The applicant's mail is German (the language they wrote in) and its link sets the password.
  const mail = await smtp.waitFor(APPLICANT.email, 15_000, /auth\/reset\//);
  expect(mail.subject).toContain('Konto');
  const link = new RegExp(`${portal.url.replace(/[.]/g, '\\.')}/de-DE/auth/reset/[A-Za-z0-9_-]+`).exec(
    mail.text ?? '',
  )![0];
  const applicant = await openConsolePage(browser, PHONE, 'de-DE');
  try {
    const { page } = applicant;
    await page.goto(link);
    await page.locator('input[name="password"]').fill('greta-chooses-2026');
    await page.getByRole('button', { name: uiText('de', 'auth.reset.submit') }).click();
    const consent = page.getByRole('dialog', { name: uiText('de', 'consent.title') });
    const avatar = page.getByRole('button', {
      name: uiText('de', 'nav.account_menu', { name: APPLICANT.name }),
    });
    await avatar.or(consent).first().waitFor({ timeout: 20_000 });
    if (await consent.isVisible())
      await consent.getByRole('button', { name: uiText('de', 'consent.agree') }).click();
    await disregardFormsReminder(page, 'de');
    await avatar.waitFor();
    // No console for her.
    await avatar.click();
    expect(await page.getByRole('menuitem', { name: uiText('de', 'nav.console') }).count()).toBe(0);
  } finally {
    await applicant.context.close();
  }
});

test('German phone: disabling a person ends the session on their open page; a plain user is kept out of the console', async () => {
  const person = await openConsolePage(browser, DESKTOP, 'en-GB');
  const admin = await openConsolePage(browser, PHONE, 'de-DE');
  try {
    await signIn(person.page, portal.url, DEMO.email, DEMO.password, DEMO.name);
    // The console is not for her: the address says so and shows nothing of it.
    await person.page.goto(`${portal.url}/en-GB/admin/users`);
    await person.page.getByText(consoleText('en', 'console.not_allowed')).waitFor();
    expect(await person.page.getByRole('grid').count()).toBe(0);
    await person.page.goto(`${portal.url}/en-GB/products/list`);
    await person.page.getByRole('heading', { level: 1 }).waitFor();

    const { page } = admin;
    await page.goto(`${portal.url}/de-DE/auth/login`);
    await page.locator('input[name="email"]').fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.getByRole('button', { name: uiText('de', 'auth.login.submit'), exact: true }).click();
    const consent = page.getByRole('dialog', { name: uiText('de', 'consent.title') });
    if (
      await consent.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      await consent.getByRole('button', { name: uiText('de', 'consent.agree') }).click();
    await disregardFormsReminder(page, 'de');
    await page.goto(`${portal.url}/de-DE/admin/users`);
    await page.getByRole('heading', { level: 1, name: consoleText('de', 'console.title') }).waitFor();
    const grid = page.getByRole('grid', { name: consoleText('de', 'console.nav.users') });
    await grid.getByRole('link', { name: DEMO.name }).click();
    await page.getByRole('heading', { name: DEMO.name }).waitFor();
    await expectAxeClean(page, 'user page de 375');
    await shot(page, 'console-user-de-375');
    await page.getByRole('button', { name: consoleText('de', 'console.users.disable') }).click();
    await notification(page, consoleText('de', 'console.users.disabled_done')).waitFor();
    await page.getByRole('button', { name: consoleText('de', 'console.users.enable') }).waitFor();

    // Her next step meets the ended session, on the page she is on.
    await person.page.getByRole('link', { name: 'Contents' }).first().click();
    const ended = person.page.getByRole('dialog', { name: uiText('en', 'session.ended_title') });
    await ended.waitFor({ timeout: 15_000 });

    // Enabled again, she signs in as before.
    await page.getByRole('button', { name: consoleText('de', 'console.users.enable') }).click();
    await notification(page, consoleText('de', 'console.users.enabled_done')).waitFor();

    // A share she sends is listed, revoked, and its link then says it was withdrawn.
    const { token } = (
      await apiSend<{ token: string }>(portal.url, 'POST', '/public/auth/token', {
        username: DEMO.email,
        password: DEMO.password,
      })
    ).body;
    const media = await fetch(`${portal.url}${API}/private/media/?itemsPerPage=10&page=1`, {
      headers: { Authorization: token },
    });
    const [asset] = (await media.json()) as { name: string; url: string }[];
    const recipient = 'einkauf@moebelhaus.example';
    const shared = await fetch(`${portal.url}/pim/asset/asset/share`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: recipient,
        files: [{ name: asset.name, url: asset.url }],
        locale: 'de_DE',
      }),
    });
    expect(shared.status).toBe(200);
    const mail = await smtp.waitFor(recipient, 15_000);
    const link = /https?:\/\/\S+\/pim\/asset\/download\/\S+/.exec(mail.text ?? '')![0];
    await page.getByRole('tab', { name: consoleText('de', 'console.nav.shares') }).click();
    const shares = page.getByRole('grid', { name: consoleText('de', 'console.nav.shares') });
    await shares.getByRole('row').filter({ hasText: recipient }).waitFor();
    await expectAxeClean(page, 'shares de 375');
    await shares
      .getByRole('button', { name: consoleText('de', 'console.shares.revoke_of', { recipient }) })
      .click();
    const confirm = page.getByRole('dialog', { name: consoleText('de', 'console.shares.revoke_title') });
    await confirm.getByRole('button', { name: consoleText('de', 'console.shares.revoke_confirm') }).click();
    await notification(page, consoleText('de', 'console.shares.revoked_done', { recipient })).waitFor();
    const gone = await page.context().newPage();
    const answer = await gone.goto(link);
    expect(answer?.status()).toBe(410);
    await gone.getByRole('heading', { level: 1, name: 'Dieser Link wurde zurückgezogen' }).waitFor();
    await gone.close();
  } finally {
    await person.context.close();
    await admin.context.close();
  }
});
