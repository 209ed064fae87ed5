/**
 * Forms and reports as the demo user, against the real forms API and demo forms: in English on a
 * desktop and in German on a phone. The 'Unresolved forms' reminder, the forms table with its
 * status icons, the dynamic form of every field type with a file upload, 'Form not available', a
 * log entry, the Contact link, and a report sent and opened.
 */
import type { Form, FormField } from '@vitrine/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { typeDate, shownDate } from './support/dates.ts';
import { API, apiSend, notification, settle, uiText, waitForPath } from './support/flows.ts';
import { DEMO, DESKTOP, PHONE, openPage, shot, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';

const WAIT = { timeout: 20_000 };

let portal: Portal;
let browser: Browser;
let token: string;
let picture: Buffer;

type Lang = 'en' | 'de';

/** The demo user's forms as the API answers them in a locale (xx_YY). */
async function formsOf(locale: string): Promise<Form[]> {
  const response = await fetch(`${portal.url}${API}/private/form/`, {
    headers: { Accept: 'application/json', Authorization: token, 'Accept-Language': locale },
  });
  if (!response.ok) throw new Error(`/private/form/ answered ${response.status}`);
  return (await response.json()) as Form[];
}

async function config(): Promise<{ setup: { contact_form: number | null; feedback_form: number | null } }> {
  const response = await fetch(`${portal.url}${API}/public/config/`);
  return (await response.json()) as never;
}

const reminder = (page: Page, lang: Lang) =>
  page.getByRole('dialog', { name: uiText(lang, 'forms.unresolved_title') });

/** Signs the demo user in on the login screen of a locale, answering the terms if asked. */
async function signIn(page: Page, lang: Lang, segment: string): Promise<void> {
  await page.goto(`${portal.url}/${segment}/auth/login`);
  await page.locator('input[name="email"]').fill(DEMO.email);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.getByRole('button', { name: uiText(lang, 'auth.login.submit'), exact: true }).click();
  const avatar = page.getByRole('button', { name: uiText(lang, 'nav.account_menu', { name: DEMO.name }) });
  const terms = page.getByRole('dialog', { name: uiText(lang, 'consent.title') });
  // The terms come first; the reminder is modal: while open, the avatar is hidden from the tree.
  await avatar.or(terms).or(reminder(page, lang)).first().waitFor(WAIT);
  if (await terms.isVisible()) {
    await terms.getByRole('button', { name: uiText(lang, 'consent.agree') }).click();
    await terms.waitFor({ state: 'detached' });
  }
}

/** The row of a form in the forms table. */
const row = (page: Page, id: number): Locator => page.locator(`tr[data-form-id="${id}"]`);

/** A section link: in the bar on a desktop, in the drawer on a phone. */
async function openSection(page: Page, lang: Lang, label: string, phone: boolean): Promise<void> {
  // The bar's links are hidden on a phone, so only the drawer's are found there.
  if (phone) await page.getByRole('button', { name: uiText(lang, 'nav.open_menu') }).click();
  await page
    .getByRole('navigation', { name: uiText(lang, 'nav.main') })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/** The forms table through the avatar menu's Forms entry. */
async function openForms(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: uiText(lang, 'nav.account_menu', { name: DEMO.name }) }).click();
  await page.getByRole('menuitem', { name: uiText(lang, 'forms.title') }).click();
}

/** Nothing on the page is wider than the screen. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** What the date fields are answered with (ISO, as sent) and how each language shows it. */
const DATE_ANSWERS: Record<string, string> = {
  date: '2026-09-14',
  time: '14:30',
  datetime: '2026-09-14T16:45',
};
const SHOWN_DATES: Record<Lang, Record<string, string>> = {
  en: { date: '14/09/2026', time: '14:30', datetime: '14/09/2026 16:45' },
  de: { date: '14.09.2026', time: '14:30', datetime: '14.09.2026 16:45' },
};

/** Fills one field the way its type asks for; checks clamping on numbers and the chosen file's name. */
async function fillField(page: Page, lang: Lang, field: FormField): Promise<void> {
  const box = page.locator(`[data-field-id="${field.id}"]`);
  const text = box
    .locator('input:not([type="hidden"]):not([type="file"]), textarea:not([aria-hidden])')
    .first();
  switch (field.field_type) {
    case 'title':
    case 'description':
      await expect.poll(() => box.textContent()).toContain(field.name);
      return;
    case 'single_select':
      if (field.options.length > 5) {
        await box.getByRole('combobox').click();
        await page.getByRole('option', { name: field.options[0].name }).click();
      } else await box.getByRole('radio', { name: field.options[0].name }).check();
      return;
    case 'multi_select':
      await box.getByRole('checkbox', { name: field.options[0].name }).check();
      if (field.allow_custom_options) {
        await box.getByRole('textbox').fill('Faded posters');
        await box.getByRole('button', { name: uiText(lang, 'forms.field.custom_add'), exact: true }).click();
        await box.getByText('Faded posters').waitFor();
      }
      return;
    case 'countries': {
      // Found by typing part of its name in the reader's language; several where the field allows.
      const input = box.getByRole('combobox');
      const several = field.max === null || field.max > 1;
      for (const code of several ? ['NL', 'BE'] : ['NL']) {
        const name = new Intl.DisplayNames([lang], { type: 'region' }).of(code)!;
        await input.fill(name.slice(0, 4));
        await page.getByRole('option', { name, exact: true }).click();
      }
      if (several) await input.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      return;
    }
    case 'bool':
      await box.getByRole('radio', { name: uiText(lang, 'forms.field.yes') }).check();
      return;
    case 'upload':
    case 'file':
      await box.locator('input[type="file"]').setInputFiles({
        name: `shelf-${field.id}.png`,
        mimeType: 'image/png',
        buffer: picture,
      });
      await expect.poll(() => box.getByTestId('chosen-file').textContent()).toBe(`shelf-${field.id}.png`);
      return;
    case 'number': {
      // Spec 5: a number past its maximum is clamped once the field is left.
      const over = (field.max ?? 100) + 7;
      await text.fill(String(over));
      await text.blur();
      await expect.poll(() => text.inputValue()).toBe(String(field.max ?? over));
      await text.fill(String(field.min ?? 1));
      return;
    }
    case 'date':
    case 'time':
    case 'datetime': {
      // The language's own format with a 24-hour clock: 14.09.2026 16:45, 14/09/2026 16:45.
      const picker = box.getByRole('group', { name: field.name });
      await typeDate(picker, DATE_ANSWERS[field.field_type]);
      await expect.poll(() => shownDate(picker), WAIT).toBe(SHOWN_DATES[lang][field.field_type]);
      return;
    }
    case 'password':
      await text.fill('shelf-code-2026');
      return;
    case 'email':
      await text.fill('dana@vitrine.example');
      return;
    default:
      await text.fill(`Answer to ${field.name}`);
  }
}

/** Fills every field of a form in its order, sends it, and waits for 'Success' and the forms list. */
async function fillAndSend(page: Page, lang: Lang, segment: string, form: Form): Promise<void> {
  const fields = [...form.fields].sort((a, b) => a.order - b.order);
  // Sending empty first: every required field says so.
  await page.getByRole('button', { name: uiText(lang, 'forms.submit') }).click();
  const required = fields.filter((f) => f.is_required).length;
  await expect.poll(() => page.getByText(uiText(lang, 'validation.required')).count(), WAIT).toBe(required);
  for (const field of fields) await fillField(page, lang, field);
  await page.getByRole('button', { name: uiText(lang, 'forms.submit') }).click();
  await notification(page, uiText(lang, 'common.success')).waitFor(WAIT);
  await waitForPath(page, `/${segment}/forms`);
}

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  const answer = await apiSend<{ token: string }>(portal.url, 'POST', '/public/auth/token', {
    username: DEMO.email,
    password: DEMO.password,
  });
  token = answer.body.token;
  picture = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await stopSuite({ portal, browser });
});

describe('forms', () => {
  test('English desktop: reminder disregarded, contact and recurring forms sent, log entry, closed form, report', async () => {
    const lang = 'en';
    const segment = 'en-GB';
    const { setup } = await config();
    expect(setup.contact_form).not.toBeNull();
    const forms = await formsOf('en_GB');
    const unresolved = forms.filter((f) => f.required_before_continuing && f.last_result_date === null);
    expect(unresolved.length).toBeGreaterThan(0);
    const { context, page } = await openPage(browser, DESKTOP, segment);
    try {
      await signIn(page, lang, segment);

      // The reminder names the required form; Disregard keeps it closed for the session.
      const dialog = reminder(page, lang);
      await dialog.waitFor(WAIT);
      for (const form of unresolved) await dialog.getByRole('link', { name: form.name }).waitFor();
      await shot(page, 'forms-reminder-en');
      await dialog.getByRole('button', { name: uiText(lang, 'forms.disregard') }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('navigation', { name: uiText(lang, 'nav.main') }).waitFor();
      await page.waitForTimeout(1500);
      expect(await reminder(page, lang).count()).toBe(0);

      // The forms table from the avatar menu: status icons, links only to available forms.
      await openForms(page, lang);
      await waitForPath(page, `/${segment}/forms`);
      await row(page, setup.contact_form!).waitFor(WAIT);
      const required = unresolved[0];
      expect(await row(page, required.id).locator('[data-status]').getAttribute('data-status')).toBe(
        'required',
      );
      await settle(page);
      await shot(page, 'forms-list-en');

      // A category keeps its own forms.
      const category = forms.find((f) => f.category)!.category!;
      await page
        .getByRole('navigation', { name: uiText(lang, 'forms.categories') })
        .getByRole('link', { name: category.name })
        .click();
      await waitForPath(page, `/${segment}/forms/list/${category.id}`);
      await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
      await page.locator('tr[data-form-id]').first().waitFor(WAIT);
      const listed = await page
        .locator('tr[data-form-id]')
        .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-form-id'))));
      expect(listed.length).toBeGreaterThan(0);
      for (const id of listed) expect(forms.find((f) => f.id === id)?.category?.id).toBe(category.id);

      // The Contact link opens the contact form; sent, it shows the green tick.
      await openSection(page, lang, uiText(lang, 'nav.contact'), false);
      await waitForPath(page, `/${segment}/forms/detail/${setup.contact_form}`);
      const contact = forms.find((f) => f.id === setup.contact_form)!;
      await page.getByRole('heading', { level: 1, name: contact.name }).waitFor(WAIT);
      await fillAndSend(page, lang, segment, contact);
      await expect
        .poll(() => row(page, contact.id).locator('[data-status]').getAttribute('data-status'), WAIT)
        .toBe('answered');

      // The recurring form with a multi-select of custom values, a time and an upload.
      const recurring = forms.find(
        (f) => f.recurring && f.fields.some((x) => x.field_type === 'multi_select'),
      )!;
      await row(page, recurring.id).getByRole('link', { name: recurring.name }).click();
      await waitForPath(page, `/${segment}/forms/detail/${recurring.id}`);
      await page.getByRole('heading', { level: 1, name: recurring.name }).waitFor(WAIT);
      await settle(page);
      await shot(page, 'form-detail-en');
      await fillAndSend(page, lang, segment, recurring);
      // Answered for this week's window: no longer offered until the next one.
      await row(page, contact.id).waitFor(WAIT);
      await expect.poll(() => row(page, recurring.id).count(), WAIT).toBe(0);

      // A log entry: the description is required, then 'Success'.
      const logged = forms.find((f) => f.allow_logging)!;
      await row(page, logged.id)
        .getByRole('button', { name: uiText(lang, 'forms.log.add_label', { name: logged.name }) })
        .click();
      const logDialog = page.getByRole('dialog', { name: uiText(lang, 'forms.log.title') });
      await logDialog.getByRole('button', { name: uiText(lang, 'forms.log.submit') }).click();
      await logDialog.getByText(uiText(lang, 'validation.required')).waitFor();
      await logDialog.getByRole('textbox').fill('Spot light above the entrance flickers.');
      await logDialog.getByRole('button', { name: uiText(lang, 'forms.log.submit') }).click();
      await notification(page, uiText(lang, 'common.success')).waitFor(WAIT);
      await logDialog.waitFor({ state: 'detached' });

      // A form that is closed (or no longer shown): 'Form not available'.
      const ids = forms.map((f) => f.id);
      const hidden = Array.from({ length: Math.max(...ids) }, (_, i) => i + 1).find(
        (id) => !ids.includes(id),
      )!;
      await page.goto(`${portal.url}/${segment}/forms/detail/${hidden}`);
      await page.getByText(uiText(lang, 'forms.not_available')).waitFor(WAIT);

      // A report: sent from the Reports link, then its detail page; an unknown one has no results.
      await openSection(page, lang, uiText(lang, 'nav.reports'), false);
      await waitForPath(page, `/${segment}/report/detail/new`);
      await page.getByRole('button', { name: uiText(lang, 'reports.submit') }).click();
      expect(await page.getByText(uiText(lang, 'validation.required')).count()).toBe(2);
      await page.getByLabel(uiText(lang, 'reports.name')).fill('Catalogue filters');
      await page
        .getByLabel(uiText(lang, 'reports.description'))
        .fill('The colour filter could offer more shades.');
      await page.getByRole('button', { name: uiText(lang, 'reports.submit') }).click();
      await notification(page, uiText(lang, 'common.success')).waitFor(WAIT);
      await page.waitForURL((url) => /\/report\/detail\/\d+$/.test(url.pathname), WAIT);
      await page.getByRole('heading', { name: 'Catalogue filters' }).waitFor(WAIT);
      await page.getByText('The colour filter could offer more shades.').waitFor();
      await settle(page);
      await shot(page, 'report-detail-en');
      await page.goto(`${portal.url}/${segment}/report/detail/999999`);
      await page.getByText(uiText(lang, 'common.no_results')).waitFor(WAIT);
    } finally {
      await context.close();
    }
  });

  test('German phone: the reminder leads to the required form, which is sent with every kind of input', async () => {
    const lang = 'de';
    const segment = 'de-DE';
    const forms = await formsOf('de_DE');
    const required = forms.find((f) => f.required_before_continuing && f.last_result_date === null)!;
    const { context, page } = await openPage(browser, PHONE, segment);
    try {
      await signIn(page, lang, segment);
      const dialog = reminder(page, lang);
      await dialog.waitFor(WAIT);
      await shot(page, 'forms-reminder-de-phone');
      await dialog.getByRole('link', { name: required.name }).click();
      await waitForPath(page, `/${segment}/forms/detail/${required.id}`);
      await page.getByRole('heading', { level: 1, name: required.name }).waitFor(WAIT);
      await expect.poll(() => reminder(page, lang).count()).toBe(0);
      // The field's picture is shown.
      const withMedia = required.fields.find((f) => f.media);
      if (withMedia) await page.locator(`[data-field-id="${withMedia.id}"] img`).waitFor();
      await settle(page);
      await expectNoSideScroll(page);
      await shot(page, 'form-detail-de-phone');
      await fillAndSend(page, lang, segment, required);

      // Hidden after completion: no longer listed, and no reminder on the next load.
      await page.locator('tr[data-form-id]').first().waitFor(WAIT);
      await expect.poll(() => row(page, required.id).count(), WAIT).toBe(0);
      await settle(page);
      await expectNoSideScroll(page);
      await shot(page, 'forms-list-de-phone');
      await page.goto(`${portal.url}/${segment}/products/list`);
      await page.waitForTimeout(1500);
      expect(await reminder(page, lang).count()).toBe(0);
      await openForms(page, lang);
      await waitForPath(page, `/${segment}/forms`);
      await page.locator('tr[data-form-id]').first().waitFor(WAIT);

      // The Contact link in the drawer opens the contact form.
      const { setup } = await config();
      await openSection(page, lang, uiText(lang, 'nav.contact'), true);
      await waitForPath(page, `/${segment}/forms/detail/${setup.contact_form}`);
      const contact = forms.find((f) => f.id === setup.contact_form)!;
      await page.getByRole('heading', { level: 1, name: contact.name }).waitFor(WAIT);
      await expectNoSideScroll(page);
    } finally {
      await context.close();
    }
  });
});
