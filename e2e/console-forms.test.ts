/**
 * The forms builder, end to end: an operator builds a form with every field type the portal draws
 * and assigns it to the group Dealers; the demo partner, a Dealer, is reminded of it, fills it in
 * and uploads a file; the operator opens the result in Received and downloads the file. A field is
 * added, named, moved and saved with the keyboard alone; axe on every screen; a phone's 375 px.
 */
import fs from 'node:fs';
import { BUILDER_FIELD_TYPES, type ConsoleFormDetail } from '@vitrine/contract';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { consoleText, expectAxeClean, openConsolePage, tokenOf } from './support/console.ts';
import {
  apiGet,
  consentDialog,
  notification,
  signIn,
  submitLogin,
  translation,
  waitForPath,
} from './support/flows.ts';
import { focused, tabTo } from './support/keyboard.ts';
import { DEMO, DESKTOP, PHONE, shot, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';

const ADMIN = { email: 'admin@vitrine.example', password: 'showroom-admin-2026', name: 'Avery Admin' };
const WAIT = { timeout: 20_000 };
const FORM_NAME = 'Dealer display audit';
const FILE_NAME = 'audit photo.pdf';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const CHOICES: readonly string[] = ['single_select', 'multi_select'];
const text = (key: string, values?: Record<string, string | number>) =>
  consoleText('en', `console.forms.${key}`, values);
const typeName = (type: string) => text(`types.${type}`);
const label = (type: string) => `${typeName(type)} question`;

let portal: Portal;
let browser: Browser;
let formId: number;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
});
afterAll(() => stopSuite({ portal, browser }));

/** The form as the builder's API reads it now. */
async function storedForm(): Promise<ConsoleFormDetail> {
  const token = await tokenOf(portal, ADMIN.email, ADMIN.password);
  return (await apiGet<ConsoleFormDetail>(portal.url, `/private/console/forms/${formId}`, token)).body;
}

/** The card of the builder's field at `index`. */
const card = (page: Page, index: number) =>
  page.locator(`#field-${index}-type`).locator('xpath=ancestor::section[1]');

test('English desktop: a form with every field type built, previewed and assigned to Dealers', async () => {
  const { context, page } = await openConsolePage(browser, DESKTOP, 'en-GB');
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.goto(`${portal.url}/en-GB/admin/received`);
    await page.getByRole('tab', { name: text('tab'), exact: true }).click();
    await waitForPath(page, '/en-GB/admin/forms');
    await page
      .getByRole('grid', { name: text('list_label') })
      .getByRole('row')
      .nth(1)
      .waitFor(WAIT);
    await expectAxeClean(page, 'forms list en 1440');
    // A category of its own, made on the list's page.
    await page.getByRole('button', { name: text('new_category') }).click();
    const categoryDialog = page.getByRole('dialog', { name: text('new_category') });
    await categoryDialog.getByLabel(text('name_in', { language: 'English (United Kingdom)' })).fill('Audits');
    await categoryDialog.getByRole('button', { name: translation('en', 'common.save') }).click();
    await categoryDialog.waitFor({ state: 'detached', ...WAIT });
    await page.getByText('Audits', { exact: true }).waitFor(WAIT);
    await page.getByRole('link', { name: text('new') }).click();
    await waitForPath(page, '/en-GB/admin/forms/new');

    await page.getByLabel(`${text('name')} (English (United Kingdom))`).fill(FORM_NAME);
    await page.getByLabel(text('flags.required_before_continuing')).check();
    await page.getByRole('combobox', { name: text('category') }).click();
    await page.getByRole('option', { name: 'Audits' }).click();
    for (const [index, type] of BUILDER_FIELD_TYPES.entries()) {
      await page.getByRole('button', { name: text('add_field') }).click();
      await page.getByRole('menuitem', { name: typeName(type), exact: true }).click();
      // The new field's type takes focus, so the keyboard carries on there.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`field-${index}-type`);
      const field = card(page, index);
      await page.locator(`#field-${index}-name`).fill(label(type));
      if (CHOICES.includes(type)) {
        await page.locator(`#field-${index}-option-0`).fill('Red');
        await field.getByRole('button', { name: text('add_option') }).click();
        await page.locator(`#field-${index}-option-1`).fill('Blue');
      }
      if (type === 'number') {
        await page.locator(`#field-${index}-min`).fill('1');
        await page.locator(`#field-${index}-max`).fill('10');
      }
      if (type === 'upload') await field.getByLabel(text('required')).check();
    }
    await page.getByRole('combobox', { name: text('groups') }).fill('Deal');
    await page.getByRole('option', { name: 'Dealers' }).click();

    // The preview is the visitor's own form: every field, labelled as built.
    const preview = page.getByRole('form', { name: FORM_NAME });
    await preview.getByText(label('number')).first().waitFor(WAIT);
    for (const type of BUILDER_FIELD_TYPES) await preview.getByText(label(type)).first().waitFor(WAIT);
    await preview.getByRole('button', { name: translation('en', 'forms.submit') }).click();
    // The required upload is said to be missing, as a visitor would be told.
    await preview.locator('[aria-invalid="true"], .Mui-error').first().waitFor(WAIT);
    await expectAxeClean(page, 'builder en 1440');
    await shot(page, 'console-forms-builder-en-1440');

    await page.getByRole('button', { name: translation('en', 'common.save') }).click();
    await notification(page, text('saved')).waitFor(WAIT);
    await page.waitForURL(/\/en-GB\/admin\/forms\/\d+$/, WAIT);
    formId = Number(new URL(page.url()).pathname.split('/').pop());
    const stored = await storedForm();
    expect(stored.fields.map((f) => f.type)).toEqual([...BUILDER_FIELD_TYPES]);
    expect(stored.fields.find((f) => f.type === 'number')).toMatchObject({ min: 1, max: 10 });
    expect(stored.fields.find((f) => f.type === 'single_select')!.options).toHaveLength(2);
    expect(stored).toMatchObject({
      names: { en_GB: FORM_NAME },
      required_before_continuing: true,
      category_id: expect.any(Number),
      audience: { users: [], groups: [{ name: 'Dealers' }] },
    });
  } finally {
    await context.close();
  }
});

test('keyboard only: a field added, named, moved up and the form saved', async () => {
  const { context, page } = await openConsolePage(browser, DESKTOP, 'en-GB');
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.goto(`${portal.url}/en-GB/admin/forms/${formId}`);
    await page.getByLabel(`${text('name')} (English (United Kingdom))`).waitFor(WAIT);
    await page.getByLabel(`${text('name')} (English (United Kingdom))`).focus();

    await tabTo(page, (f) => f.name === text('add_field'), { max: 400, what: 'Add field' });
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor(WAIT);
    await expect.poll(async () => (await focused(page))?.role).toBe('menuitem');
    await page.keyboard.press('Enter');
    const last = BUILDER_FIELD_TYPES.length;
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`field-${last}-type`);
    await page.keyboard.press('Tab');
    expect((await focused(page))?.name).toContain(text('label'));
    await page.keyboard.type('Remarks');
    const up = text('move_up', { name: `${last + 1}. Remarks` });
    await tabTo(page, (f) => f.name === up, { back: true, max: 10, what: 'Move up' });
    await page.keyboard.press('Enter');
    await card(page, last - 1)
      .getByText(`${last}. Remarks`)
      .waitFor(WAIT);

    await page.locator('#form-recurring').focus();
    await tabTo(page, (f) => f.name === translation('en', 'common.save'), { max: 40, what: 'Save' });
    await page.keyboard.press('Enter');
    await notification(page, text('saved')).waitFor(WAIT);
    const types = (await storedForm()).fields.map((f) => f.type);
    expect(types.slice(-2)).toEqual(['string', 'description']);
    expect((await storedForm()).fields.at(-2)!.names).toEqual({ en_GB: 'Remarks' });
  } finally {
    await context.close();
  }
});

test('the Dealer is reminded of the form, fills it in and uploads a file', async () => {
  const { context, page } = await openConsolePage(browser, DESKTOP, 'en-GB');
  try {
    await page.goto(`${portal.url}/en-GB/auth/login`);
    await submitLogin(page, DEMO.email, DEMO.password);
    const reminder = page.getByRole('dialog', { name: translation('en', 'forms.unresolved_title') });
    await consentDialog(page).or(reminder).first().waitFor(WAIT);
    if (await consentDialog(page).isVisible())
      await consentDialog(page).getByRole('button', { name: 'I agree' }).click();
    await reminder.getByRole('link', { name: FORM_NAME }).click();
    await waitForPath(page, `/en-GB/forms/detail/${formId}`);

    const form = page.getByRole('form', { name: FORM_NAME });
    await form.getByText(label('upload')).first().waitFor(WAIT);
    await form.locator('input[type="file"]').first().setInputFiles({
      name: FILE_NAME,
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await form.getByRole('textbox', { name: label('string') }).fill('All shelves lit');
    await expectAxeClean(page, 'member form en 1440');
    await form.getByRole('button', { name: translation('en', 'forms.submit') }).click();
    await notification(page, translation('en', 'common.success')).waitFor(WAIT);
  } finally {
    await context.close();
  }
});

/** The bytes of a finished download. */
async function bytesOf(download: Download): Promise<Buffer> {
  return fs.readFileSync(await download.path());
}

test('the operator opens the result in Received and downloads the uploaded file', async () => {
  const { context, page } = await openConsolePage(browser, DESKTOP, 'en-GB');
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.goto(`${portal.url}/en-GB/admin/received`);
    const grid = page.getByRole('grid', { name: consoleText('en', 'console.received.results.label') });
    const row = grid.getByRole('row').filter({ hasText: FORM_NAME }).filter({ hasText: DEMO.email });
    await row.waitFor(WAIT);
    await row.getByRole('link').click();
    await page.waitForURL(/\/en-GB\/admin\/received\/results\/\d+$/, WAIT);
    const fileLink = page.getByRole('link', { name: FILE_NAME });
    await fileLink.waitFor(WAIT);
    await page.getByText('All shelves lit').waitFor(WAIT);
    const [download] = await Promise.all([page.waitForEvent('download', WAIT), fileLink.click()]);
    expect(download.suggestedFilename()).toBe(FILE_NAME);
    expect((await bytesOf(download)).equals(PDF)).toBe(true);
    // The form now has a result: the builder says so and will not delete it.
    expect((await storedForm()).results).toBe(1);
  } finally {
    await context.close();
  }
});

test('phone, 375 px: the builder fits the screen and is axe clean', async () => {
  const { context, page } = await openConsolePage(browser, PHONE, 'en-GB');
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.goto(`${portal.url}/en-GB/admin/forms/${formId}`);
    await page.getByLabel(`${text('name')} (English (United Kingdom))`).waitFor(WAIT);
    await page.getByText(text('has_results_one', { count: 1 })).waitFor(WAIT);
    // The date pickers' code has arrived (their stand-ins are greyed out).
    await page
      .locator('.MuiFormHelperText-root.Mui-disabled')
      .first()
      .waitFor({ state: 'detached', ...WAIT });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAxeClean(page, 'builder en 375');
    await shot(page, 'console-forms-builder-en-375');
    await page.getByRole('button', { name: text('delete') }).click();
    const dialog = page.getByRole('dialog', { name: text('delete_title') });
    await dialog.getByText(text('delete_blocked_one', { count: 1 })).waitFor(WAIT);
    // Judged once it has faded in: half-way its colours are the backdrop's mixed with its own.
    await expect
      .poll(() => dialog.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container')!).opacity))
      .toBe('1');
    await expectAxeClean(page, 'delete refused en 375');
    await dialog.getByRole('button', { name: translation('en', 'common.cancel') }).click();
  } finally {
    await context.close();
  }
});
