import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiGet, completeLogin, settle, uiText } from './support/flows.ts';
import { layoutShift, watchLayoutShifts } from './support/layout-shift.ts';
import {
  DEMO,
  DESKTOP,
  PHONE,
  launchBrowser,
  openPage,
  shot,
  startPortal,
  type Portal,
} from './support/portal.ts';

// Deep links to a product (each tab with data), the contents, an article, the search page and the
// sign-in arrive drawn by the server from the app's own pages (apps/web/src/first-screen/screens.tsx),
// with their data, in the address's locale.

let portal: Portal;
let browser: Browser;
/** A product's and an article's address under a locale segment, taken from the drawn lists. */
let product: string;
let article: string;
/** The contact form's address, which a guest is told needs an account. */
let contactForm: string;

beforeAll(async () => {
  [browser, portal] = await Promise.all([launchBrowser(), startPortal()]);
  const linkIn = async (list: string, pattern: RegExp) => {
    const html = await (await fetch(`${portal.url}/en-GB/${list}`)).text();
    return pattern.exec(html)![1];
  };
  product = await linkIn('products/list', /href="\/en-GB(\/products\/detail\/\d+\/[^"]+)"/);
  article = await linkIn('contents/list', /href="\/en-GB(\/contents\/detail\/\d+)"/);
  const config = await apiGet<{ setup: { contact_form: number } }>(portal.url, '/public/config/');
  contactForm = `/forms/detail/${config.body.setup.contact_form}`;
  await convertPictures();
}, 300_000);

/**
 * The drawn pages' pictures, converted before the browser comes: these checks are about drawing,
 * and on a cold portal the conversions a first visit starts hold the browser's six connections, so
 * the fonts wait behind them.
 */
async function convertPictures(): Promise<void> {
  const addresses = SCREENS.flatMap(([, address]) => ['en-GB', 'de-DE'].map((l) => `/${l}${address()}`));
  const pictures = new Set<string>();
  for (const address of addresses) {
    const html = await (await fetch(portal.url + address)).text();
    for (const [, src] of html.matchAll(/src="(?:https?:\/\/[^/"]+)?(\/pim\/media\/[^"]+)"/g))
      pictures.add(src.replaceAll('&amp;', '&'));
  }
  const queue = [...pictures];
  // Two at a time, as the portal converts; a picture that cannot be converted is the page's business.
  await Promise.all(
    [0, 1].map(async () => {
      for (let src = queue.shift(); src; src = queue.shift())
        await fetch(portal.url + src)
          .then((response) => response.arrayBuffer())
          .catch(() => undefined);
    }),
  );
}

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** The page's h1 under `root` and where it sits. */
const headingOf = (page: Page, root: string) =>
  page
    .locator(`${root} h1`)
    .first()
    .evaluate((h1) => ({ text: h1.textContent, box: h1.getBoundingClientRect().toJSON() as DOMRect }));

/**
 * Holds the app's scripts back until the answer is released: the page is what the server sent
 * (and its inline scripts), as on a slow line before the app has arrived.
 */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A product's address without its name: the tabs are below it. */
const productBase = () => product.split('/').slice(0, 4).join('/');

const SCREENS = [
  ['product', () => product],
  ['product-assets', () => `${productBase()}/assets`],
  ['product-contents', () => `${productBase()}/contents`],
  ['contents', () => '/contents/list'],
  ['article', () => article],
  ['search', () => '/search?q=Atelier'],
  ['login', () => '/auth/login'],
  ['forms-guest', () => '/forms'],
  ['cart', () => '/asset/cart'],
  ['contact-guest', () => contactForm],
  ['profile-guest', () => '/account/profile'],
] as const;

describe('server-drawn pages beyond the lists', () => {
  test('focus and text in a drawn field carry over to the app: typing goes on where it was', async () => {
    const { context, page } = await openPage(browser, DESKTOP, 'de-DE');
    try {
      const release = await holdAppScripts(page);
      await page.goto(`${portal.url}/de-DE/auth/login`, { waitUntil: 'domcontentloaded' });
      const drawn = page.locator('#vitrine-first-screen input[name="email"]');
      await drawn.focus();
      // Ringed for the keyboard before any script (the app marks focus itself later).
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(
        await drawn.evaluate(
          (el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none',
        ),
      ).toBe(true);
      await page.keyboard.type('demo@vit');
      release();
      await page.locator('#vitrine-first-screen').waitFor({ state: 'detached' });
      await page.keyboard.type('rine.example');
      const field = page.locator('#root input[name="email"]');
      expect(await field.inputValue()).toBe('demo@vitrine.example');
      expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('the forms list drawn for a guest steps aside before the first paint for a signed-in person', async () => {
    const { context, page } = await openPage(browser, PHONE, 'de-DE');
    try {
      await page.goto(`${portal.url}/en-GB/auth/login`);
      await completeLogin(page, DEMO.email, DEMO.password, DEMO.name);
      // The app's scripts held back: what the page shows is what the server sent and its inline check.
      const release = await holdAppScripts(page);
      const html = await (await fetch(`${portal.url}/de-DE/forms`)).text();
      expect(html).toContain('id="vitrine-first-screen"');
      await page.goto(`${portal.url}/de-DE/forms`, { waitUntil: 'domcontentloaded' });
      expect(await page.locator('#vitrine-first-screen').count()).toBe(0);
      release();
      // The person's forms, drawn by the app, with the link to what they sent.
      await page.getByRole('link', { name: uiText('de', 'forms.sent.link') }).waitFor();
      expect(await page.getByText(uiText('de', 'forms.guest_text')).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  for (const [locale, viewport] of [
    ['de-DE', PHONE],
    ['en-GB', DESKTOP],
  ] as const) {
    test(`the profile is drawn for a signed-in person in ${locale} at ${viewport.width} px: the page with the form's place held, then the app fills it without a shift`, async () => {
      const lang = locale.slice(0, 2);
      const { context, page } = await openPage(browser, viewport, locale);
      try {
        await page.goto(`${portal.url}/en-GB/auth/login`);
        await completeLogin(page, DEMO.email, DEMO.password, DEMO.name);
        await watchLayoutShifts(page);
        const release = await holdAppScripts(page);
        await page.goto(`${portal.url}/${locale}/account/profile`, { waitUntil: 'domcontentloaded' });
        const screen = page.locator('#vitrine-first-screen');
        expect(await screen.getAttribute('data-account')).toBe('user');
        // The page's sections in the address's language; the guest's prompt is not shown.
        for (const key of ['profile.personal_information', 'profile.password_title', 'reports.title'])
          expect(await screen.getByRole('heading', { name: uiText(lang, key) }).isVisible()).toBe(true);
        expect(await screen.getByText(uiText(lang, 'profile.guest_text')).isVisible()).toBe(false);
        expect(await screen.getByLabel(uiText(lang, 'common.loading')).isVisible()).toBe(true);
        const server = await headingOf(page, '#vitrine-first-screen');
        await shot(page, `first-screen-profile-user-${locale}-${viewport.width}-server`);
        release();
        await screen.waitFor({ state: 'detached' });
        // The app's page: the person's own values in the form.
        await page.locator('#root input[name="first_name"]').waitFor();
        expect(await page.locator('#root input[name="first_name"]').inputValue()).toBeTruthy();
        await settle(page, { fonts: 'if-they-come' });
        await shot(page, `first-screen-profile-user-${locale}-${viewport.width}-app`);
        const app = await headingOf(page, 'main');
        expect(app.text).toBe(server.text);
        expect(Math.abs(app.box.y - server.box.y), 'heading y').toBeLessThanOrEqual(2);
        const cls = await layoutShift(page);
        expect(cls.total, cls.shifts.join('\n')).toBeLessThanOrEqual(0.02);
      } finally {
        await context.close();
      }
    });
  }

  test('the cart is drawn for the files this browser holds: panels first, their counts, then the app adds the files without a shift', async () => {
    const { context, page } = await openPage(browser, PHONE, 'de-DE');
    try {
      const config = await apiGet<{ setup: { guest_token: string } }>(portal.url, '/public/config/');
      const { body: assets } = await apiGet<{ name: string; url: string; ext: string }[]>(
        portal.url,
        '/private/media/?itemsPerPage=200&page=1',
        config.body.setup.guest_token,
      );
      const files = ['jpg', 'pdf'].map((ext) => assets.find((a) => a.ext.toLowerCase() === ext)!);
      await page.addInitScript(
        (items) => localStorage.setItem('assets', JSON.stringify(items)),
        files.map((a) => ({ name: a.name, url: a.url, ext: a.ext, size: 'source', trim: false })),
      );
      await watchLayoutShifts(page);
      const release = await holdAppScripts(page);
      await page.goto(`${portal.url}/de-DE/asset/cart`, { waitUntil: 'domcontentloaded' });
      const screen = page.locator('#vitrine-first-screen');
      expect(await screen.getAttribute('data-cart')).toBe('full');
      // Panels above the files on a phone, with the browser's counts: two files, one picture.
      const downloads = screen.getByRole('heading', { name: uiText('de', 'assets.cart.downloads') });
      const bulk = screen.getByRole('heading', { name: uiText('de', 'assets.cart.bulk_title') });
      expect((await bulk.boundingBox())!.y).toBeLessThan((await downloads.boundingBox())!.y);
      expect(
        await downloads.evaluate((h) => getComputedStyle(h.querySelector('span span')!, '::before').content),
      ).toBe('"2"');
      const hint = screen.getByText(uiText('de', 'assets.cart.bulk_hint').split('(')[0].trim(), {
        exact: false,
      });
      expect(await hint.evaluate((p) => getComputedStyle(p.querySelector('span')!, '::before').content)).toBe(
        '"1"',
      );
      expect(await screen.getByText(uiText('de', 'common.no_results')).isVisible()).toBe(false);
      await shot(page, 'first-screen-cart-full-de-DE-375-server');
      release();
      await page.locator('#vitrine-first-screen').waitFor({ state: 'detached' });
      await page
        .getByRole('heading', { name: new RegExp(`^${uiText('de', 'assets.cart.downloads')}\\s*\\(2\\)$`) })
        .waitFor();
      await settle(page, { fonts: 'if-they-come' });
      await shot(page, 'first-screen-cart-full-de-DE-375-app');
      const cls = await layoutShift(page);
      expect(cls.total, cls.shifts.join('\n')).toBeLessThanOrEqual(0.02);
    } finally {
      await context.close();
    }
  });

  test('Enter in the drawn sign-in form before the app runs keeps the fields out of the address, and signs in once it runs', async () => {
    const { context, page } = await openPage(browser, PHONE, 'en-GB');
    try {
      const release = await holdAppScripts(page);
      await page.goto(`${portal.url}/en-GB/auth/login`, { waitUntil: 'domcontentloaded' });
      const screen = page.locator('#vitrine-first-screen');
      await screen.locator('input[name="email"]').fill('demo@vitrine.example');
      await screen.locator('input[name="password"]').fill('showroom-demo-2026');
      await screen.locator('input[name="password"]').press('Enter');
      await page.waitForTimeout(300);
      expect(page.url()).not.toContain('showroom');
      expect(page.url()).toBe(`${portal.url}/en-GB/auth/login`);
      release();
      // The app takes the typed fields and the held submit: the person is signed in.
      await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 30_000 });
      expect(page.url()).not.toContain('showroom');
    } finally {
      await context.close();
    }
  });

  test('the search page fetches its first product pictures first, the sections below wait, and the box takes the focus once the app runs', async () => {
    const html = await (await fetch(`${portal.url}/de-DE/search?q=Atelier`)).text();
    /** The pictures of one section of the drawn page, as the browser is told to fetch them. */
    const pictures = (section: string) => {
      const start = html.indexOf(`data-section="${section}"`);
      const end = html.indexOf('</section>', start);
      return [...html.slice(start, end).matchAll(/<img [^>]*>/g)].map(([tag]) => ({
        eager: tag.includes('loading="eager"'),
        first: /fetchpriority="high"/i.test(tag),
      }));
    };
    const products = pictures('products');
    expect(products.length).toBeGreaterThan(2);
    expect(products.slice(0, 2)).toEqual([
      { eager: true, first: true },
      { eager: true, first: true },
    ]);
    expect(products.slice(2).every((p) => !p.first)).toBe(true);
    for (const below of ['assets', 'contents']) {
      expect(pictures(below).length, below).toBeGreaterThan(0);
      expect(
        pictures(below).some((p) => p.first),
        below,
      ).toBe(false);
    }
    // The contents list keeps its first cards' pictures first.
    const list = await (await fetch(`${portal.url}/de-DE/contents/list`)).text();
    expect((list.match(/<img [^>]*fetchpriority="high"/gi) ?? []).length).toBeGreaterThan(0);

    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await openPage(browser, viewport, 'de-DE');
      try {
        await page.goto(`${portal.url}/de-DE/search?q=Atelier`);
        await page.locator('#vitrine-first-screen').waitFor({ state: 'detached' });
        const box = page.getByRole('searchbox', { name: uiText('de', 'search.field.label') });
        await expect
          .poll(() => box.evaluate((el) => el === document.activeElement), { timeout: 10_000 })
          .toBe(true);
        await page.keyboard.type(' Sol');
        expect(await box.inputValue()).toBe('Atelier Sol');
      } finally {
        await context.close();
      }
    }
  });

  for (const [kind, address] of SCREENS) {
    for (const locale of ['en-GB', 'de-DE']) {
      for (const viewport of [PHONE, DESKTOP]) {
        test(
          `${kind} in ${locale} at ${viewport.width} px: drawn before any script, taken over without a shift`,
          { timeout: 180_000 },
          async () => {
            const url = `${portal.url}/${locale}${address()}`;
            const name = `first-screen-${kind}-${locale}-${viewport.width}`;
            // The page as sent: its first screen, with the page's heading, before any script runs.
            const html = await (await fetch(url)).text();
            expect(html).toContain('id="vitrine-first-screen"');
            expect(html).toMatch(/<h1[^>]*>[^<]+/);

            const plain = await browser.newContext({ viewport, locale, javaScriptEnabled: false });
            const { context, page } = await openPage(browser, viewport, locale);
            const errors: string[] = [];
            page.on('console', (message) => {
              if (message.type() === 'error') errors.push(message.text());
            });
            page.on('pageerror', (error) => errors.push(error.message));
            try {
              const drawn = await plain.newPage();
              await drawn.goto(url);
              await settle(drawn, { fonts: 'if-they-come' });
              await shot(drawn, `${name}-server`);
              const server = await headingOf(drawn, '#vitrine-first-screen');
              expect(server.text?.trim()).toBeTruthy();
              expect(html).toContain(server.text!.replaceAll('&', '&amp;'));
              // The language of the address: the top bar's and the page's texts.
              expect(await drawn.locator('html').getAttribute('lang')).toBeTruthy();

              await watchLayoutShifts(page);
              await page.goto(url);
              await page.locator('#vitrine-first-screen').waitFor({ state: 'detached' });
              await settle(page, { fonts: 'if-they-come' });
              await shot(page, `${name}-app`);
              const app = await headingOf(page, 'main');
              expect(app.text).toBe(server.text);
              expect(Math.abs(app.box.y - server.box.y), 'heading y').toBeLessThanOrEqual(2);
              expect(Math.abs(app.box.x - server.box.x), 'heading x').toBeLessThanOrEqual(2);
              const cls = await layoutShift(page);
              expect(cls.total, cls.shifts.join('\n')).toBeLessThanOrEqual(0.02);
              // One id once: the server's screen is gone with the app's page in place.
              const ids = await page.evaluate(() =>
                [...document.querySelectorAll('[id]')].map((el) => el.id),
              );
              expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
              expect(errors).toEqual([]);
            } finally {
              await plain.close();
              await context.close();
            }
          },
        );
      }
    }
  }
});
