/**
 * Pages do not jump and the shell knows who you are from the first frame. The 'Unresolved forms'
 * reminder is a dialog over the page: on every screen where it comes, the page's layout shift
 * (PerformanceObserver 'layout-shift', summed) stays at most 0.02, and 'Disregard' lasts for the
 * sign-in, in every tab, until the next sign-in. The avatar shows the person's initials on the
 * first frame it is painted in, on the server-drawn first screen too. English on a desktop,
 * German on a phone.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACCOUNT_SLOT_SCRIPT } from '@vitrine/contract/account-slot';
import { API, settle, storedUser, uiText, waitForPath } from './support/flows.ts';
import { DEMO, DESKTOP, PHONE, openPage, shot, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';
import { layoutShift, watchLayoutShifts } from './support/layout-shift.ts';

let portal: Portal;
let browser: Browser;
let productId: number;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  const token = await fetch(`${portal.url}${API}/public/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO.email, password: DEMO.password }),
  });
  const { token: demoToken } = (await token.json()) as { token: string };
  const list = await fetch(`${portal.url}${API}/private/product/?limit=50`, {
    headers: { Authorization: demoToken },
  });
  const { products } = (await list.json()) as { products: { id: number; is_parent: boolean }[] };
  // A parent product: its page has the most parts (specifications and variants).
  productId = (products.find((p) => p.is_parent) ?? products[0]).id;
});

afterAll(() => stopSuite({ portal, browser }));

const CASES = [
  { lang: 'en', segment: 'en-GB', viewport: DESKTOP, size: '1440' },
  { lang: 'de', segment: 'de-DE', viewport: PHONE, size: '375' },
] as const;

/** Signs the demo user in and answers the terms, leaving the forms reminder as it comes. */
async function signInKeepingReminder(page: Page, lang: string, segment: string): Promise<void> {
  await page.goto(`${portal.url}/${segment}/auth/login`);
  await page.locator('input[name="email"]').fill(DEMO.email);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.getByRole('button', { name: uiText(lang, 'auth.login.submit'), exact: true }).click();
  const terms = page.getByRole('dialog', { name: uiText(lang, 'consent.title') });
  const reminder = page.getByRole('dialog', { name: uiText(lang, 'forms.unresolved_title') });
  await terms.or(reminder).first().waitFor();
  if (await terms.isVisible()) {
    await terms.getByRole('button', { name: uiText(lang, 'consent.agree') }).click();
    await terms.waitFor({ state: 'detached' });
  }
  await reminder.waitFor();
}

describe('the unresolved-forms reminder moves nothing', () => {
  for (const { lang, segment, viewport, size } of CASES) {
    test(`${segment} at ${size} px: a dialog over every screen, layout shift at most 0.02; Disregard lasts for the sign-in`, async () => {
      const { context, page } = await openPage(browser, viewport, segment);
      try {
        await watchLayoutShifts(context);
        await signInKeepingReminder(page, lang, segment);
        const reminder = page.getByRole('dialog', { name: uiText(lang, 'forms.unresolved_title') });
        const screens = [
          '/products/list',
          `/products/detail/${productId}`,
          '/asset/list',
          '/contents/list',
          '/search',
          '/forms',
          '/account/profile',
          '/asset/cart',
        ];
        for (const screen of screens) {
          await page.goto(`${portal.url}/${segment}${screen}`);
          await reminder.waitFor();
          await page.locator('main h1').first().waitFor({ state: 'attached' });
          // Late content (pictures, counts) has time to arrive and move things, if anything did.
          await page.waitForTimeout(1500);
          const shift = await layoutShift(page);
          expect(shift.total, `${screen}: ${shift.shifts.join('\n')}`).toBeLessThanOrEqual(0.02);
        }
        await settle(page);
        await shot(page, `reminder-dialog-${segment}-${size}`);

        // Disregard: gone on a reload, and in another tab of the same sign-in.
        await reminder.getByRole('button', { name: uiText(lang, 'forms.disregard') }).click();
        await reminder.waitFor({ state: 'detached' });
        await page.reload();
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const other = await context.newPage();
        await other.goto(`${portal.url}/${segment}/contents/list`);
        await other.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForTimeout(2000);
        expect(await reminder.count()).toBe(0);
        expect(
          await other.getByRole('dialog', { name: uiText(lang, 'forms.unresolved_title') }).count(),
        ).toBe(0);
        await other.close();

        // A new sign-in asks again.
        await page.goto(`${portal.url}/${segment}/account/logout`);
        await waitForPath(page, `/${segment}/auth/login`);
        await signInKeepingReminder(page, lang, segment);
      } finally {
        await context.close();
      }
    }, 240_000);
  }
});

/**
 * The account control of the top bar in every painted frame, from the start of each page load:
 * the first frame that has one records whether it is the guest's icon or the avatar, and its text.
 */
async function watchFirstAccountFrame(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __account?: string };
    const look = () => {
      const control = [...document.querySelectorAll<HTMLElement>('header [data-account]')].find(
        (element) => !element.hidden && element.getClientRects().length > 0,
      );
      if (control) w.__account = `${control.dataset.account}:${control.textContent ?? ''}`;
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

describe('the avatar from the first frame', () => {
  for (const { lang, segment, viewport, size } of CASES) {
    test(`${segment} at ${size} px: the initials on the first painted frame, on a server-drawn list and on other pages`, async () => {
      const { context, page } = await openPage(browser, viewport, segment);
      try {
        await signInKeepingReminder(page, lang, segment);
        const name = uiText(lang, 'nav.account_menu', { name: DEMO.name });
        await watchFirstAccountFrame(context);
        for (const screen of [
          '/products/list',
          '/asset/list',
          '/contents/list',
          `/products/detail/${productId}`,
        ]) {
          await page.goto(`${portal.url}/${segment}${screen}`);
          await page.waitForFunction(() => (window as { __account?: string }).__account !== undefined);
          const first = await page.evaluate(() => (window as { __account?: string }).__account);
          expect(first, screen).toBe(`user:${name}DD`);
        }
        // The browser may paint a page it has read only in part. Cut right before the account
        // button's script (and without the app, which would draw the avatar itself), the guest's
        // icon is already hidden from a signed-in person: no frame shows it.
        const cutPage = `${portal.url}/${segment}/contents/list`;
        const whole = await fetch(cutPage);
        const drawn = await whole.text();
        const cut = drawn.indexOf(`<script>${ACCOUNT_SLOT_SCRIPT}`);
        expect(cut, 'the account button script in the page').toBeGreaterThan(0);
        // The page's own headers (its Content-Security-Policy among them), for the shorter body.
        const headers = Object.fromEntries(
          [...whole.headers].filter(([key]) => key !== 'content-length' && key !== 'content-encoding'),
        );
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.route(cutPage, (route) =>
          route.fulfill({ status: whole.status, headers, body: drawn.slice(0, cut) }),
        );
        await page.goto(cutPage);
        const guestIcon = page.locator('header [data-account="guest"]');
        await guestIcon.waitFor({ state: 'attached' });
        // The screen knew the stored account before the top bar: the icon is there, and not shown.
        expect(await page.locator('#vitrine-first-screen').getAttribute('data-account')).toBe('user');
        expect(await guestIcon.isVisible()).toBe(false);
        await page.unrouteAll();
        // The list pages are drawn by the server first: there the avatar is its button too.
        const html = await (await fetch(`${portal.url}/${segment}/products/list`)).text();
        expect(html).toContain('id="vitrine-first-screen"');
        expect(html).toContain('data-account-slot');
        await page.goto(`${portal.url}/${segment}/products/list`);
        await page.getByRole('button', { name }).waitFor();
        await settle(page);
        await shot(page, `avatar-first-frame-${segment}-${size}`);
        expect(await storedUser(page)).toMatchObject({ first_name: 'Dana' });
      } finally {
        await context.close();
      }
    });
  }

  test('a guest keeps the generic icon, which leads to the login', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await watchFirstAccountFrame(context);
      await page.goto(`${portal.url}/en-GB/products/list`);
      await page.waitForFunction(() => (window as { __account?: string }).__account !== undefined);
      expect(await page.evaluate(() => (window as { __account?: string }).__account)).toBe('guest:');
      await page.getByRole('link', { name: 'Account', exact: true }).click();
      await waitForPath(page, '/en-GB/auth/login');
    } finally {
      await context.close();
    }
  });
});
