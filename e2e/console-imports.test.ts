/**
 * Imports from the operator console, as an administrator runs them: a file chosen, its import
 * followed while it runs, its report with the refused rows, the run in the history. English on a
 * desktop (categories, from the users page's button on), German on a phone (users, the kind told
 * from the file); axe on every screen.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { consoleText, expectAxeClean, openConsolePage } from './support/console.ts';
import { disregardFormsReminder, signIn, uiText, waitForPath } from './support/flows.ts';
import { DESKTOP, PHONE, shot, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';

const ADMIN = { email: 'admin@vitrine.example', password: 'showroom-admin-2026', name: 'Avery Admin' };

let portal: Portal;
let browser: Browser;
let files: string;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'console-imports-e2e-'));
});

afterAll(async () => {
  await stopSuite({ portal, browser });
  fs.rmSync(files, { recursive: true, force: true });
});

test('English desktop: a categories CSV imported from the console, followed while it runs, its refused row in the report, the run in the history', async () => {
  // Enough rows that the run is seen on its way; one names a parent that exists nowhere.
  const rows = Array.from({ length: 2500 }, (_, i) => `e2e-cat-${i},,E2E category ${i}`);
  rows.splice(1200, 0, 'e2e-lost,e2e-nowhere,Lost category');
  const csv = path.join(files, 'categories-e2e.csv');
  fs.writeFileSync(csv, `code,parent,label-en_GB\n${rows.join('\n')}\n`);
  const { context, page } = await openConsolePage(browser, DESKTOP, 'en-GB');
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    // The users page leads to the import, its kind chosen, with the users file described.
    await page.goto(`${portal.url}/en-GB/admin/users`);
    await page.getByRole('link', { name: 'Import users (CSV)' }).click();
    await waitForPath(page, '/en-GB/admin/imports');
    await page.getByRole('heading', { level: 2, name: 'Import a file' }).waitFor();
    await page.getByText('The users file').waitFor();
    await page.getByRole('button', { name: 'Download a sample file' }).waitFor();
    await expectAxeClean(page, 'imports page');

    // Nothing chosen yet: the form says so.
    await page.getByRole('button', { name: 'Start the import' }).click();
    await page.getByRole('alert').filter({ hasText: 'Choose a file to import.' }).waitFor();

    await page.getByRole('combobox', { name: 'Kind of data' }).click();
    await page.getByRole('option', { name: 'Categories' }).click();
    await page.locator('input[type="file"]').setInputFiles(csv);
    await page.getByText(/Chosen: categories-e2e\.csv/).waitFor();
    await page.getByRole('button', { name: 'Start the import' }).click();

    const run = page.getByRole('region', { name: 'Import of categories-e2e.csv' });
    // On its way: a progress bar, then done.
    await run.getByRole('progressbar', { name: 'Import progress' }).waitFor({ timeout: 15_000 });
    await run.getByRole('status').filter({ hasText: 'Done' }).waitFor({ timeout: 60_000 });
    await expect.poll(() => run.getByRole('progressbar').count()).toBe(0);
    const created = run.locator('dd').nth(1);
    expect(await created.textContent()).toBe('2,500');
    const refused = run.getByRole('grid', { name: 'Refused rows' });
    const row = refused.getByRole('row').filter({ hasText: 'e2e-nowhere' });
    await row.waitFor();
    expect(await row.getByRole('gridcell').first().textContent()).toBe('1202');
    await expectAxeClean(page, 'import report');
    await shot(page, 'console-imports-report-en-1440');

    // The history lists it, started by the administrator; its link opens the report.
    const history = page.getByRole('grid', { name: 'Import history' });
    const listed = history.getByRole('row').filter({ hasText: 'categories-e2e.csv' });
    await listed.filter({ hasText: ADMIN.name }).filter({ hasText: 'Done' }).waitFor({ timeout: 15_000 });
    await listed.getByRole('link', { name: 'Open the report of categories-e2e.csv' }).click();
    await page.waitForURL(/\/en-GB\/admin\/imports\/[0-9a-f-]{36}$/);
    await page
      .getByRole('grid', { name: 'Refused rows' })
      .getByRole('row')
      .filter({ hasText: 'e2e-nowhere' })
      .waitFor();
    await page.getByRole('link', { name: 'All imports' }).waitFor();
    await expectAxeClean(page, 'import page');
  } finally {
    await context.close();
  }
});

test('German phone: a users file, its kind told from the file, and its report', async () => {
  const csv = path.join(files, 'Kontakte.csv');
  fs.writeFileSync(
    csv,
    'email,first_name,last_name,country\n' +
      'jana.berger@import.example,Jana,Berger,DE\n' +
      'kein-e-mail,Karl,Klein,AT\n',
  );
  const { context, page } = await openConsolePage(browser, PHONE, 'de-DE');
  try {
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
    await page.goto(`${portal.url}/de-DE/admin/imports`);
    await page
      .getByRole('heading', { level: 2, name: consoleText('de', 'console.imports.start_title') })
      .waitFor();
    // "Detect from the file" is the kind at first.
    await page
      .getByRole('combobox', { name: consoleText('de', 'console.imports.kind') })
      .filter({ hasText: consoleText('de', 'console.imports.kinds.auto') })
      .waitFor();
    await expectAxeClean(page, 'imports page de 375');
    await page.locator('input[type="file"]').setInputFiles(csv);
    await page.getByRole('button', { name: consoleText('de', 'console.imports.start') }).click();

    const run = page.getByRole('region', {
      name: consoleText('de', 'console.imports.run.title', { file: 'Kontakte.csv' }),
    });
    await run
      .getByRole('status')
      .filter({ hasText: consoleText('de', 'console.imports.states.done') })
      .waitFor({ timeout: 30_000 });
    await run.getByText(consoleText('de', 'console.imports.kinds.users'), { exact: false }).first().waitFor();
    const refused = run.getByRole('grid', { name: consoleText('de', 'console.imports.run.refused_rows') });
    await refused.getByRole('row').filter({ hasText: 'kein-e-mail' }).waitFor();
    await expectAxeClean(page, 'import report de 375');
    await shot(page, 'console-imports-report-de-375');
  } finally {
    await context.close();
  }
});
