import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  apiGet,
  completeLogin,
  disregardFormsReminder,
  storedUser,
  submitLogin,
  waitForPath,
} from './support/flows.ts';
import { DEMO, DESKTOP, launchBrowser, openPage, startPortal, type Portal } from './support/portal.ts';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal({ GUEST_MODE: 'false' });
  browser = await launchBrowser();
  const config = await apiGet<{ setup: { guest_token: string | null } }>(portal.url, '/public/config/');
  expect(config.body.setup.guest_token).toBeNull();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('access redirect without guest mode', () => {
  test('a private page sends to login and, after signing in, back to that page', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/asset/list?page=2`);
      await waitForPath(page, '/en-GB/auth/login');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await storedUser(page)).toBeNull();
      // No guest token, so no way in without an account.
      expect(await page.getByRole('button', { name: 'Continue as guest' }).count()).toBe(0);

      await submitLogin(page, DEMO.email, DEMO.password);
      const dialog = page.getByRole('dialog', { name: 'Terms of use' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'I agree' }).click();
      await dialog.waitFor({ state: 'detached' });
      await disregardFormsReminder(page);
      await waitForPath(page, '/en-GB/asset/list');
      expect(new URL(page.url()).search).toBe('?page=2');
      await page.getByRole('button', { name: `Account menu of ${DEMO.name}` }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('a stored user whose session the server does not know is told so on the page, and login brings them back', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      // Plant a session the server does not know, as an expired one would look.
      await page.goto(`${portal.url}/en-GB/auth/login`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.evaluate(() =>
        localStorage.setItem(
          'user',
          JSON.stringify({
            id: 7,
            token: 'bogus-token',
            username: 'x@example.com',
            first_name: 'Ex',
            last_name: 'Pired',
            data: {},
          }),
        ),
      );

      let documents = 0;
      const rejected: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
      });
      page.on('response', (response) => {
        if (response.status() === 401 && response.request().headers().authorization === 'bogus-token') {
          rejected.push(new URL(response.url()).pathname);
        }
      });
      await page.goto(`${portal.url}/en-GB/contents/list`);
      // A private call answered 401: the page stays, the person is told, nothing is cleared or reloaded.
      const ended = page.getByRole('dialog', { name: 'Your session has ended' });
      await ended.waitFor();
      expect(rejected.length).toBeGreaterThan(0);
      expect(documents).toBe(1);
      expect(new URL(page.url()).pathname).toBe('/en-GB/contents/list');
      expect(await storedUser(page)).toMatchObject({ first_name: 'Ex', last_name: 'Pired' });

      await ended.getByRole('link', { name: 'Sign in', exact: true }).click();
      await waitForPath(page, '/en-GB/auth/login');
      await completeLogin(page, DEMO.email, DEMO.password, DEMO.name);
      await waitForPath(page, '/en-GB/contents/list');
      const user = await storedUser(page);
      expect(user).toMatchObject({ first_name: 'Dana', last_name: 'Demo' });
      expect(user?.token).not.toBe('bogus-token');
    } finally {
      await context.close();
    }
  });
});
