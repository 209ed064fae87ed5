/**
 * What people sent, as an operator reads it in the console: a partner's form result opened with
 * its file downloaded through its short-lived link, the form's results exported as XLSX, and a
 * report marked answered. English on a desktop, German on a phone; axe on each screen.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Form } from '@vitrine/contract';
import type { Browser, Download } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { consoleText, expectAxeClean, gridsLoaded, openConsolePage, tokenOf } from './support/console.ts';
import { API, apiGet, apiSend, notification, signIn, waitForPath } from './support/flows.ts';
import { DEMO, DESKTOP, PHONE, shot, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';

const ADMIN = { email: 'admin@vitrine.example', password: 'showroom-admin-2026', name: 'Avery Admin' };
const WAIT = { timeout: 20_000 };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const FILE_NAME = 'display notes.pdf';
const REPORT = { name: 'Pendant leaflet prints two pages', description: 'Only in Firefox.\nSecond line.' };

let portal: Portal;
let browser: Browser;
/** The demo's form with a file field, which the demo partner answered in beforeAll. */
let form: Form;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  const demo = await tokenOf(portal, DEMO.email, DEMO.password);
  const forms = (await apiGet<Form[]>(portal.url, '/private/form/', demo)).body;
  form = forms.find((f) => f.fields.some((field) => field.field_type === 'upload'))!;
  // Answered as the web app sends a result: a part per answer, named by the field's id.
  const answers = new FormData();
  for (const field of form.fields) {
    const id = String(field.id);
    if (field.field_type === 'upload')
      answers.append(id, new Blob([PDF], { type: 'application/pdf' }), FILE_NAME);
    else if (field.field_type === 'number') answers.append(id, String(field.min ?? 3));
    else if (['single_select', 'multi_select'].includes(field.field_type))
      answers.append(id, String(field.options[0].id));
    else if (field.field_type === 'time') answers.append(id, '14:30');
    else if (field.field_type === 'date') answers.append(id, '2026-09-14');
    else if (field.is_required) answers.append(id, 'Checked');
  }
  const sent = await fetch(`${portal.url}${API}/private/form/${form.id}/result`, {
    method: 'POST',
    headers: { Authorization: demo },
    body: answers,
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  expect((await apiSend(portal.url, 'POST', '/private/report/', REPORT, demo)).status).toBe(200);
});

afterAll(() => stopSuite({ portal, browser }));

/** The bytes of a finished download. */
async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFileSync(file);
}

test('English desktop: a partner’s result opened, its file downloaded, the form’s results exported as XLSX', async () => {
  const { context, page } = await openConsolePage(browser, DESKTOP, 'en-GB');
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.getByRole('button', { name: `Account menu of ${ADMIN.name}` }).click();
    await page.getByRole('menuitem', { name: 'Operator console' }).click();
    await waitForPath(page, '/en-GB/admin');
    await page.getByRole('tab', { name: consoleText('en', 'console.received.tab') }).click();
    await waitForPath(page, '/en-GB/admin/received');

    const grid = page.getByRole('grid', { name: consoleText('en', 'console.received.results.label') });
    const row = grid.getByRole('row').filter({ hasText: form.name }).filter({ hasText: DEMO.email });
    await row.waitFor(WAIT);
    await gridsLoaded(page, 'en');
    await expectAxeClean(page, 'results en 1440');
    await shot(page, 'console-received-en-1440');

    // Narrowed to the form, then to the partner by a part of their name.
    await page.getByRole('combobox', { name: consoleText('en', 'console.received.filters.form') }).click();
    await page.getByRole('option', { name: new RegExp(`^${form.name} \\(\\d+\\)$`) }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('form'), WAIT).toBe(String(form.id));
    await page
      .getByRole('searchbox', { name: consoleText('en', 'console.received.filters.person') })
      .fill('dana');
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), WAIT).toBe('dana');
    await expect.poll(() => grid.getByRole('row').count(), WAIT).toBe(2); // the header row and the result
    await page
      .getByRole('searchbox', { name: consoleText('en', 'console.received.filters.person') })
      .fill('nobody');
    await expect.poll(() => grid.getByRole('row').count(), WAIT).toBe(1);
    await page
      .getByRole('searchbox', { name: consoleText('en', 'console.received.filters.person') })
      .fill('');
    await row.waitFor(WAIT);

    // The result: every answer under its field's name, the file a link that downloads it.
    await row.getByRole('link').click();
    await page.waitForURL(/\/en-GB\/admin\/received\/results\/\d+$/);
    await page.getByRole('heading', { level: 2, name: form.name }).waitFor(WAIT);
    const upload = form.fields.find((field) => field.field_type === 'upload')!;
    const answers = page.getByRole('region', { name: consoleText('en', 'console.received.result.answers') });
    await answers.getByText(upload.name, { exact: true }).waitFor();
    const fileLink = answers.getByRole('link', { name: FILE_NAME });
    expect(await fileLink.getAttribute('href')).toMatch(
      /^\/pim\/received\/file\/\d+\/\d+\/[^?]+\?expires=\d+&signature=/,
    );
    await expectAxeClean(page, 'result en 1440');
    await shot(page, 'console-received-result-en-1440');
    const [download] = await Promise.all([page.waitForEvent('download', WAIT), fileLink.click()]);
    expect(download.suggestedFilename()).toBe(FILE_NAME);
    expect((await bytesOf(download)).equals(PDF)).toBe(true);

    // Back to the list as it was left, then every result of the form as XLSX.
    await page.getByRole('link', { name: consoleText('en', 'console.received.result.back') }).click();
    await waitForPath(page, '/en-GB/admin/received');
    expect(new URL(page.url()).searchParams.get('form')).toBe(String(form.id));
    await row.waitFor(WAIT);
    await page.getByText(consoleText('en', 'console.received.export.of_form', { name: form.name })).waitFor();
    const [sheet] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: consoleText('en', 'console.received.export.xlsx') }).click(),
    ]);
    expect(sheet.suggestedFilename()).toMatch(/^display-check-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(sheet)) as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0].slice(1, 5)).toEqual(['Sent at', 'Person', 'E-mail', 'Company']);
    expect(rows[0]).toContain(upload.name);
    const mine = rows.slice(1).find((r) => r.includes(FILE_NAME));
    expect(mine).toBeDefined();
    expect(mine).toContain(DEMO.name);
    expect(mine).toContain(DEMO.email);
  } finally {
    await context.close();
  }
});

test('German phone: a report read and marked answered', async () => {
  const { context, page } = await openConsolePage(browser, PHONE, 'de-DE');
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.goto(`${portal.url}/de-DE/admin/received`);
    await page.getByRole('button', { name: consoleText('de', 'console.received.views.reports') }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view'), WAIT).toBe('reports');
    const grid = page.getByRole('grid', { name: consoleText('de', 'console.received.reports.label') });
    await page.getByRole('combobox', { name: consoleText('de', 'console.received.reports.state') }).click();
    await page.getByRole('option', { name: consoleText('de', 'console.received.states.new') }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('state'), WAIT).toBe('new');
    const open = grid.getByRole('link', { name: new RegExp(REPORT.name) });
    await open.waitFor(WAIT);
    // The list asked for with the filter has arrived (none is loading).
    await gridsLoaded(page, 'de');
    await expectAxeClean(page, 'reports de 375');
    await shot(page, 'console-received-reports-de-375');

    await open.click();
    await page.waitForURL(/\/de-DE\/admin\/received\/reports\/\d+$/);
    await page.getByRole('heading', { level: 2, name: REPORT.name }).waitFor(WAIT);
    await page.getByText('Second line.').waitFor();
    await page.getByText(consoleText('de', 'console.received.states.new'), { exact: true }).waitFor();
    await expectAxeClean(page, 'report de 375');
    await page
      .getByRole('button', { name: consoleText('de', 'console.received.report.mark_answered') })
      .click();
    await notification(page, consoleText('de', 'console.received.report.marked_answered')).waitFor(WAIT);
    await page.getByText(consoleText('de', 'console.received.states.answered'), { exact: true }).waitFor();
    await page
      .getByText(
        new RegExp(
          consoleText('de', 'console.received.report.answered_by', { name: ADMIN.name, date: '.+' }),
        ),
      )
      .waitFor();
    // Nothing is left to mark: a report never goes back.
    expect(
      await page
        .getByRole('button', { name: consoleText('de', 'console.received.report.mark_answered') })
        .isDisabled(),
    ).toBe(true);
    expect(
      await page
        .getByRole('button', { name: consoleText('de', 'console.received.report.mark_read') })
        .isDisabled(),
    ).toBe(true);
    await expectAxeClean(page, 'report answered de 375');
    await shot(page, 'console-received-report-de-375');

    // The change is in the audit log, and the list shows it answered.
    const admin = await tokenOf(portal, ADMIN.email, ADMIN.password);
    const audit = await apiGet<{ items: { action: string; target_label: string }[] }>(
      portal.url,
      '/private/console/audit',
      admin,
    );
    expect(audit.body.items).toContainEqual(
      expect.objectContaining({ action: 'report.answered', target_label: REPORT.name }),
    );
    await page.getByRole('link', { name: consoleText('de', 'console.received.report.back') }).click();
    await page.getByRole('combobox', { name: consoleText('de', 'console.received.reports.state') }).click();
    await page.getByRole('option', { name: consoleText('de', 'console.received.states.answered') }).click();
    await grid.getByRole('link', { name: new RegExp(REPORT.name) }).waitFor(WAIT);
  } finally {
    await context.close();
  }
});
