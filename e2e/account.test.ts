import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Request, Route } from 'playwright-core';
import { apiGet, apiSend, notification, signIn, storedUser, waitForPath } from './support/flows.ts';
import { DEMO, DESKTOP, launchBrowser, openPage, PHONE, startPortal, type Portal } from './support/portal.ts';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const isPost = (path: RegExp) => (request: Request) =>
  request.method() === 'POST' && path.test(new URL(request.url()).pathname);

describe('account request', () => {
  test('needs the country, then thanks the applicant', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/auth/request`);
      await page.getByRole('heading', { name: 'Request a company account' }).waitFor();
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
      for (const [name, value] of Object.entries(values))
        await page.locator(`input[name="${name}"]`).fill(value);

      // The country options load (with the guest token), so the country is required.
      const country = page.getByRole('combobox', { name: 'Country' });
      await country.waitFor();
      let posted = 0;
      page.on('request', (request) => {
        if (isPost(/\/public\/user\/request$/)(request)) posted++;
      });
      const submit = page.getByRole('button', { name: 'Send request' });
      await submit.click();
      await page.getByText('This field is required').waitFor();
      expect(await page.getByText('This field is required').count()).toBe(1);
      expect(posted).toBe(0);

      await country.click();
      await page.getByRole('option', { name: 'Netherlands', exact: true }).click();
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      const sent = page.waitForRequest(isPost(/\/public\/user\/request$/));
      await submit.click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ ...values, country: 'NL' });
      expect(body).not.toHaveProperty('job_title');

      const status = page.getByRole('status').filter({ hasText: 'Thank you' });
      await status.waitFor();
      expect(await status.getByRole('heading').textContent()).toBe('success');
      await status
        .getByText(
          'Thank you for filling in the request form. Our team has been contacted and will shortly review your request',
          { exact: true },
        )
        .waitFor();
      await status.getByRole('link', { name: 'Continue' }).click();
      await waitForPath(page, '/en-GB/auth/login');
    } finally {
      await context.close();
    }
  });
});

describe('password rule', () => {
  const RULE = '8 to 128 characters, not a commonly used password';

  test('stands under the new password before anything is sent; a short one stays in the form, a common one is refused at the field', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      let registrations = 0;
      page.on('request', (request) => {
        if (isPost(/\/public\/user\/register$/)(request)) registrations++;
      });
      await page.goto(`${portal.url}/en-GB/auth/register`);
      await page.getByRole('heading', { name: 'Create an account' }).waitFor();
      const password = page.locator('input[name="password"]');
      const passwordField = page.locator('.MuiFormControl-root').filter({ has: password });
      await passwordField.getByText(RULE).waitFor();
      // Read out with the field, not only seen near it.
      const describedBy = String(await password.getAttribute('aria-describedby'));
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(RULE);

      await page.locator('input[name="first_name"]').fill('Rita');
      await page.locator('input[name="last_name"]').fill('Rule');
      await page.locator('input[name="email"]').fill(`rita-${Date.now()}@example.com`);
      await password.fill('short7');
      await page.getByRole('button', { name: 'Register' }).click();
      await passwordField.getByText('Use at least 8 characters').waitFor();
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      expect(registrations).toBe(0);

      await password.fill('password123');
      const refused = page.waitForResponse(
        (r) => isPost(/\/public\/user\/register$/)(r.request()) && r.status() === 400,
      );
      await page.getByRole('button', { name: 'Register' }).click();
      await refused;
      await passwordField.getByText('This password is too common. Please choose another one.').waitFor();
      expect(registrations).toBe(1);

      // The profile's password change shows the same rule, in the reader's language.
      await signIn(page, portal.url, DEMO.email, DEMO.password, DEMO.name);
      await page.goto(`${portal.url}/de-DE/account/profile`);
      const section = page.locator('section[aria-labelledby="password-change"]');
      const newPassword = section.locator('input[name="password"]');
      await newPassword.waitFor();
      const newField = section
        .locator('.MuiFormControl-root')
        .filter({ has: page.locator('input[name="password"]') });
      await newField.getByText('8 bis 128 Zeichen, kein häufig verwendetes Passwort').waitFor();
      let changes = 0;
      page.on('request', (r) => {
        if (r.method() === 'PATCH' && r.url().endsWith('/private/profile/change')) changes++;
      });
      await section.locator('input[name="current_password"]').fill(DEMO.password);
      await newPassword.fill('kurz');
      await section.getByRole('button', { name: 'Passwort ändern' }).click();
      await newField.getByText('Verwenden Sie mindestens 8 Zeichen').waitFor();
      expect(changes).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('profile', () => {
  test('saves a changed street with a busy state, and refuses an emptied required field', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await signIn(page, portal.url, DEMO.email, DEMO.password, DEMO.name);
      await page.goto(`${portal.url}/en-GB/account/profile`);
      await page.getByRole('heading', { name: 'Personal information' }).waitFor();
      const street = page.locator('input[name="street"]');
      await street.waitFor();
      expect(await street.inputValue()).toBe('Keizersgracht');

      // Hold the save on the wire so the busy state can be seen for sure.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const saveCalls: string[] = [];
      await page.route(
        (url) => /\/private\/profile\/\d+$/.test(url.pathname),
        async (route: Route) => {
          if (route.request().method() !== 'POST') return route.fallback();
          saveCalls.push(route.request().postData() ?? '');
          await held;
          await route.fallback();
        },
      );

      await street.fill('Herengracht');
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await save.click();
      await page.locator('form[aria-busy="true"]').waitFor();
      expect(await save.isDisabled()).toBe(true);
      release();
      await notification(page, 'Success').waitFor();
      await page.locator('section[aria-labelledby="personal-info"] form[aria-busy="false"]').waitFor();
      expect(saveCalls).toHaveLength(1);
      expect(JSON.parse(saveCalls[0])).toMatchObject({
        street: 'Herengracht',
        city: 'Amsterdam',
        age: '1990-04-12T00:00:00+00:00',
      });

      await page.reload();
      await street.waitFor();
      await page.waitForFunction(
        () => (document.querySelector('input[name="street"]') as HTMLInputElement).value === 'Herengracht',
      );

      // An emptied required field: an error under it and nothing sent.
      const city = page.locator('input[name="city"]');
      await city.fill('');
      await save.click();
      const cityField = page.locator('.MuiFormControl-root').filter({ has: city });
      await cityField.getByText('This field is required').waitFor();
      expect(await city.getAttribute('aria-invalid')).toBe('true');
      expect(saveCalls).toHaveLength(1);

      const user = await storedUser(page);
      const profile = await apiGet<Record<string, unknown>>(
        portal.url,
        '/private/profile/',
        String(user?.token),
      );
      expect(profile.body).toMatchObject({ street: 'Herengracht', city: 'Amsterdam' });
    } finally {
      await context.close();
    }
  });

  test('the feedback field grows with its text and then scrolls the page, not itself, at phone width in German', async () => {
    const { context, page } = await openPage(browser, PHONE, 'de-DE');
    try {
      await signIn(page, portal.url, DEMO.email, DEMO.password, DEMO.name);
      await page.goto(`${portal.url}/de-DE/account/profile`);
      const description = page.locator('#root textarea[name="description"]');
      await description.waitFor();
      // One plain textarea (no hidden measuring copy), four rows high before anything is typed.
      expect(await page.locator('#root textarea').count()).toBe(1);
      const height = () => description.evaluate((e) => e.getBoundingClientRect().height);
      const lineHeight = await description.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight));
      const empty = await height();
      expect(empty).toBeGreaterThanOrEqual(4 * lineHeight - 1);
      await description.fill(['eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht'].join('\n'));
      await expect.poll(height).toBeGreaterThanOrEqual(8 * lineHeight - 1);
      expect(await description.evaluate((e) => e.scrollHeight <= e.clientHeight + 1)).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('changes the password with the current one, at phone width in French; other sessions end, this one stays', async () => {
    const { context, page } = await openPage(browser, PHONE);
    try {
      await signIn(page, portal.url, DEMO.email, DEMO.password, DEMO.name);
      const other = await apiSend<{ token: string }>(portal.url, 'POST', '/public/auth/token', {
        username: DEMO.email,
        password: DEMO.password,
      });
      await page.goto(`${portal.url}/fr-FR/account/profile`);
      const section = page.locator('section[aria-labelledby="password-change"]');
      await section.getByRole('heading', { name: 'Mot de passe' }).waitFor();
      await section.locator('input[name="current_password"]').fill('not-the-password');
      await section.locator('input[name="password"]').fill('harbour-lantern-2027');
      await section.getByRole('button', { name: 'Changer le mot de passe' }).click();
      await section.getByText("Le mot de passe actuel n'est pas correct.").waitFor();
      expect(await section.locator('input[name="current_password"]').getAttribute('aria-invalid')).toBe(
        'true',
      );

      const before = (await storedUser(page))?.token;
      await section.locator('input[name="current_password"]').fill(DEMO.password);
      await section.getByRole('button', { name: 'Changer le mot de passe' }).click();
      await notification(page, 'Votre mot de passe a été modifié').waitFor();
      expect(await section.locator('input[name="current_password"]').inputValue()).toBe('');
      const after = (await storedUser(page))?.token;
      expect(after).toBeTruthy();
      expect(after).not.toBe(before);
      expect((await apiGet(portal.url, '/private/profile/', other.body.token)).status).toBe(401);
      await page.reload();
      await page.getByRole('heading', { name: 'Mot de passe' }).waitFor();
      expect((await apiGet(portal.url, '/private/profile/', String(after))).status).toBe(200);

      // Back to the demo password for the other tests.
      const back = await apiSend(
        portal.url,
        'PATCH',
        '/private/profile/change',
        { password: DEMO.password, current_password: 'harbour-lantern-2027' },
        String(after),
      );
      expect(back.status).toBe(200);
    } finally {
      await context.close();
    }
  });
});
