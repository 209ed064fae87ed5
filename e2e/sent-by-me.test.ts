/**
 * A person finds what they sent: the account menu's "Sent by you" lists their form answers and
 * reports, newest first; an answer opens read-only in the reader's language (a form hidden once
 * answered included), and the form's own page points to it. English on a desktop, German on a phone.
 */
import type { Form } from '@vitrine/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, apiSend, settle, signIn, uiText, waitForPath } from './support/flows.ts';
import { DEMO, DESKTOP, PHONE, openPage, shot, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';

const WAIT = { timeout: 20_000 };
let portal: Portal;
let browser: Browser;
/** The required onboarding form, hidden once answered, which the demo user answered in beforeAll. */
let onboarding: Form;
let resultId: number;
const REPORT = 'Leaflet prints two pages';

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  const { body } = await apiSend<{ token: string }>(portal.url, 'POST', '/public/auth/token', {
    username: DEMO.email,
    password: DEMO.password,
  });
  const token = body.token;
  const forms = (await (
    await fetch(`${portal.url}${API}/private/form/`, { headers: { Authorization: token } })
  ).json()) as Form[];
  onboarding = forms.find((f) => f.required_before_continuing && f.hidden_after_completion)!;
  // Answered the way the form asks, as the web app sends it: a part per answer by field id.
  const answers = new FormData();
  for (const field of onboarding.fields) {
    const id = String(field.id);
    if (field.field_type === 'single_select') answers.append(id, String(field.options[0].id));
    else if (field.field_type === 'countries') ['NL', 'BE'].forEach((code) => answers.append(id, code));
    else if (field.field_type === 'number') answers.append(id, String(field.min ?? 120));
    else if (field.field_type === 'date') answers.append(id, '2026-09-14');
    else if (field.field_type === 'password') answers.append(id, 'partner-secret-7');
    else if (field.field_type === 'bool') answers.append(id, 'true');
  }
  const sent = await fetch(`${portal.url}${API}/private/form/${onboarding.id}/result`, {
    method: 'POST',
    headers: { Authorization: token },
    body: answers,
  });
  expect(sent.status).toBe(200);
  resultId = ((await sent.json()) as { id: number }).id;
  await apiSend(
    portal.url,
    'POST',
    '/private/report/',
    { name: REPORT, description: 'Only in Firefox.' },
    token,
  );
});
afterAll(() => stopSuite({ portal, browser }));

/** The answer shown under a field's name on the answers page. */
const answerOf = (page: Page, fieldId: number) => page.locator(`[data-answer-field="${fieldId}"] dd`);
const fieldOf = (type: string) => onboarding.fields.find((f) => f.field_type === type)!;

describe('what a person sent', () => {
  test('English desktop: from the account menu to the answers of a form hidden once answered, and a report', async () => {
    const lang = 'en';
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await signIn(page, portal.url, DEMO.email, DEMO.password, DEMO.name);
      await page.getByRole('button', { name: uiText(lang, 'nav.account_menu', { name: DEMO.name }) }).click();
      await page.getByRole('menuitem', { name: uiText(lang, 'sent.title') }).click();
      await waitForPath(page, '/en-GB/account/sent');
      await page.getByRole('heading', { level: 1, name: uiText(lang, 'sent.title') }).waitFor(WAIT);

      const answers = page.getByRole('region', { name: uiText(lang, 'sent.answers') });
      const reports = page.getByRole('region', { name: uiText(lang, 'sent.reports') });
      const answer = answers.getByRole('link', { name: new RegExp(onboarding.name) });
      await answer.first().waitFor(WAIT);
      await reports.getByRole('link', { name: new RegExp(REPORT) }).waitFor(WAIT);
      expect(await answer.first().textContent()).toMatch(/Sent on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
      await settle(page);
      await shot(page, 'sent-by-you-en');

      await answer.first().click();
      await waitForPath(page, `/en-GB/forms/sent/${resultId}`);
      await page.getByRole('heading', { level: 1, name: onboarding.name }).waitFor(WAIT);
      await expect.poll(() => answerOf(page, fieldOf('date').id).textContent(), WAIT).toBe('14/09/2026');
      expect(await answerOf(page, fieldOf('countries').id).locator('li').allTextContents()).toEqual([
        'Netherlands',
        'Belgium',
      ]);
      expect(await answerOf(page, fieldOf('password').id).textContent()).toBe(
        uiText(lang, 'forms.sent.hidden'),
      );
      expect(await answerOf(page, fieldOf('bool').id).textContent()).toBe(uiText(lang, 'forms.field.yes'));
      // Read-only: nothing to type into or send.
      expect(await page.locator('main input, main textarea').count()).toBe(0);
      await settle(page);
      await shot(page, 'sent-answers-en');

      // The form is no longer offered, but its page says when it was answered and leads there.
      await page.goto(`${portal.url}/en-GB/forms/detail/${onboarding.id}`);
      await page.getByText(uiText(lang, 'forms.not_available')).waitFor(WAIT);
      await page.getByText(/^You sent this form on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\.$/).waitFor(WAIT);
      await page.getByRole('link', { name: uiText(lang, 'forms.sent.see_answers') }).click();
      await waitForPath(page, `/en-GB/forms/sent/${resultId}`);

      // Everything sent, then the report.
      await page.getByRole('link', { name: uiText(lang, 'sent.all') }).click();
      await waitForPath(page, '/en-GB/account/sent');
      await reports.getByRole('link', { name: new RegExp(REPORT) }).click();
      await page.waitForURL((url) => /\/en-GB\/report\/detail\/\d+$/.test(url.pathname), WAIT);
      await page.getByRole('heading', { name: REPORT }).waitFor(WAIT);

      // Someone else's or an unknown result: no results.
      await page.goto(`${portal.url}/en-GB/forms/sent/999999`);
      await page.getByText(uiText(lang, 'common.no_results')).waitFor(WAIT);
    } finally {
      await context.close();
    }
  });

  test('German phone: from the forms list to the answers, written as German writes them', async () => {
    const lang = 'de';
    const { context, page } = await openPage(browser, PHONE, 'de-DE');
    try {
      await signIn(page, portal.url, DEMO.email, DEMO.password, DEMO.name);
      await page.goto(`${portal.url}/de-DE/forms`);
      await page.getByRole('link', { name: uiText(lang, 'forms.sent.link') }).click();
      await waitForPath(page, '/de-DE/account/sent');
      const answers = page.getByRole('region', { name: uiText(lang, 'sent.answers') });
      const answer = answers.getByRole('link').first();
      await answer.waitFor(WAIT);
      expect(await answer.textContent()).toMatch(/Gesendet am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await settle(page);
      await shot(page, 'sent-by-you-de-phone');

      await page.goto(`${portal.url}/de-DE/forms/sent/${resultId}`);
      await expect.poll(() => answerOf(page, fieldOf('date').id).textContent(), WAIT).toBe('14.09.2026');
      expect(await answerOf(page, fieldOf('countries').id).locator('li').allTextContents()).toEqual([
        'Niederlande',
        'Belgien',
      ]);
      expect(await answerOf(page, fieldOf('password').id).textContent()).toBe(
        uiText(lang, 'forms.sent.hidden'),
      );
      await settle(page);
      await shot(page, 'sent-answers-de-phone');
    } finally {
      await context.close();
    }
  });
});
