/**
 * Dates and countries as the reader writes them: the birth date in the language's format with the
 * value still sent as ISO, the calendar in the language, and the country fields found by typing in
 * the reader's language, one country or several. English on a desktop, German on a phone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { shownDate, typeDate } from './support/dates.ts';
import { settle, signIn, uiText, waitForPath } from './support/flows.ts';
import { DEMO, DESKTOP, PHONE, openPage, shot, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';

const WAIT = { timeout: 20_000 };
let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
});
afterAll(async () => {
  await stopSuite({ portal, browser });
});

const isPost = (path: RegExp) => (request: { method(): string; url(): string }) =>
  request.method() === 'POST' && path.test(new URL(request.url()).pathname);

/** The account request form filled in except for its country. */
async function fillRequest(page: Page): Promise<void> {
  const values: Record<string, string> = {
    company: 'Lumen Lighting BV',
    vat_number: 'NL123456789B01',
    first_name: 'Ada',
    last_name: 'Applicant',
    street: 'Damrak',
    street_number: '1',
    zip_code: '1012 LG',
    city: 'Amsterdam',
    email: 'ada@lumen.example',
    phone_number: '+31 20 555 0101',
  };
  for (const [name, value] of Object.entries(values)) await page.locator(`input[name="${name}"]`).fill(value);
}

describe('dates in the language’s format', () => {
  test('English desktop: the birth date of registration is typed day first and sent as ISO', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/auth/register`);
      await page.getByRole('heading', { name: uiText('en', 'auth.register.title') }).waitFor(WAIT);
      const birth = page.getByRole('group', { name: uiText('en', 'fields.date_of_birth') });
      await birth.waitFor(WAIT);
      // The format is the hint: day, month, year.
      expect((await birth.textContent())?.replace(/\s/g, '')).toContain('DD/MM/YYYY');
      await typeDate(birth, '1990-09-14');
      expect(await shownDate(birth)).toBe('14/09/1990');
      await page.locator('input[name="first_name"]').fill('Ivo');
      await page.locator('input[name="last_name"]').fill('Installer');
      await page.locator('input[name="email"]').fill(`ivo-${Date.now()}@example.com`);
      await page.locator('input[name="password"]').fill('ladder-copper-harbour-42');
      await settle(page);
      await shot(page, 'dates-register-en');
      const sent = page.waitForRequest(isPost(/\/public\/user\/register$/));
      await page.getByRole('button', { name: uiText('en', 'auth.register.submit') }).click();
      expect((await sent).postDataJSON()).toMatchObject({ age: '1990-09-14T00:00:00+00:00' });
    } finally {
      await context.close();
    }
  });

  test('German phone: the profile shows the birth date as German writes it; the calendar changes it', async () => {
    const { context, page } = await openPage(browser, PHONE, 'de-DE');
    // A visitor's date field fetches the date pickers' chunk, never the console's libraries.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    try {
      await signIn(page, portal.url, DEMO.email, DEMO.password, DEMO.name);
      await page.goto(`${portal.url}/de-DE/account/profile`);
      const birth = page.getByRole('group', { name: uiText('de', 'fields.date_of_birth') });
      await birth.waitFor(WAIT);
      await expect.poll(() => shownDate(birth), WAIT).toBe('12.04.1990');
      expect(scripts.some((script) => /\/date-pickers-[\w-]+\.js$/.test(script))).toBe(true);
      expect(scripts.filter((script) => /\/console-vendor-[\w-]+\.js$/.test(script))).toEqual([]);
      await birth.scrollIntoViewIfNeeded();
      await settle(page);
      await shot(page, 'dates-profile-de-phone');

      // The calendar speaks German and starts the week on Monday.
      await birth.getByRole('button').click();
      const calendar = page.getByRole('dialog').or(page.getByRole('grid')).first();
      await calendar.waitFor();
      const weekdays = await page.locator('.MuiDayCalendar-weekDayLabel').allTextContents();
      expect(weekdays[0].toUpperCase()).toBe('M');
      await page.getByText('April 1990', { exact: false }).waitFor();
      // A day is picked once the calendar has finished opening, as a person sees it.
      await expect
        .poll(() => page.locator('.MuiPickerPopper-paper').evaluate((e) => getComputedStyle(e).opacity))
        .toBe('1');
      await page.getByRole('gridcell', { name: '20', exact: true }).click();
      await expect.poll(() => shownDate(birth)).toBe('20.04.1990');
      await shot(page, 'dates-profile-de-phone-picked');

      const saved = page.waitForRequest(
        (r) => r.method() === 'POST' && /\/private\/profile\/\d+$/.test(new URL(r.url()).pathname),
      );
      await page.getByRole('button', { name: uiText('de', 'common.save') }).click();
      expect((await saved).postDataJSON()).toMatchObject({ age: expect.stringMatching(/^1990-04-20/) });
      // A half-typed date is called what it is, not empty.
      await typeDate(birth, '1990-04-20');
      await birth.getByRole('spinbutton').first().click();
      await page.keyboard.press('Backspace');
      await page.getByRole('button', { name: uiText('de', 'common.save') }).click();
      await birth.locator('..').getByText(uiText('de', 'validation.date')).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('countries found by typing', () => {
  test('English desktop: the account request finds the Netherlands by a word of its name', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/auth/request`);
      await fillRequest(page);
      const country = page.getByRole('combobox', { name: uiText('en', 'fields.country') });
      await country.fill('nether');
      const options = page.getByRole('listbox').getByRole('option');
      await expect.poll(() => options.first().textContent(), WAIT).toBe('Netherlands');
      await settle(page);
      await shot(page, 'countries-request-en');
      await country.press('Enter');
      expect(await country.inputValue()).toBe('Netherlands');
      const sent = page.waitForRequest(isPost(/\/public\/user\/request$/));
      await page.getByRole('button', { name: uiText('en', 'auth.request.submit') }).click();
      expect((await sent).postDataJSON()).toMatchObject({ country: 'NL' });
    } finally {
      await context.close();
    }
  });

  test('German phone: names in German, accents ignored; a form field takes several countries', async () => {
    const { context, page } = await openPage(browser, PHONE, 'de-DE');
    try {
      await page.goto(`${portal.url}/de-DE/auth/request`);
      const country = page.getByRole('combobox', { name: uiText('de', 'fields.country') });
      await country.fill('osterr');
      await page.getByRole('option', { name: 'Österreich', exact: true }).click();
      expect(await country.inputValue()).toBe('Österreich');

      await signIn(page, portal.url, DEMO.email, DEMO.password, DEMO.name);
      const forms = await page.evaluate(async () => {
        const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { token: string };
        const answer = await fetch('/pim/portal/api/private/form/', {
          headers: { Authorization: user.token, 'Accept-Language': 'de_DE' },
        });
        return (await answer.json()) as {
          id: number;
          fields: { id: number; field_type: string; name: string; max: number | null }[];
        }[];
      });
      const form = forms.find((f) => f.fields.some((x) => x.field_type === 'countries' && x.max === null))!;
      const field = form.fields.find((x) => x.field_type === 'countries')!;
      await page.goto(`${portal.url}/de-DE/forms/detail/${form.id}`);
      await waitForPath(page, `/de-DE/forms/detail/${form.id}`);
      const markets = page.getByRole('combobox', { name: field.name });
      await markets.waitFor(WAIT);
      await markets.scrollIntoViewIfNeeded();
      for (const [typed, name] of [
        ['nieder', 'Niederlande'],
        ['belg', 'Belgien'],
      ]) {
        await markets.fill(typed);
        await page.getByRole('option', { name, exact: true }).click();
      }
      await markets.press('Escape');
      const box = page.locator(`[data-field-id="${field.id}"]`);
      expect(await box.locator('.MuiChip-label').allTextContents()).toEqual(['Niederlande', 'Belgien']);
      await box.getByText(uiText('de', 'forms.field.countries_several')).waitFor();
      await settle(page);
      await shot(page, 'countries-form-de-phone');
    } finally {
      await context.close();
    }
  });
});
