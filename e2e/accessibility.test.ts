/**
 * Accessibility of every screen of the route table (spec 2), signed in as the demo user and, for the
 * auth area, signed out: axe (WCAG 2.0–2.2 A/AA and best practices) finds nothing serious or
 * critical at 1440 and 375 px in English and German, and each screen has one h1, a title naming it,
 * a main landmark, headings in order and named product and asset pictures. Also the theme with a
 * light brand colour, reduced motion, and notifications that are announced and stay.
 */
import type { Asset, CartItem, ContentCategory, ProductCategory } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeFindings, pageStructure } from './support/axe.ts';
import { catalogueApi } from './support/catalogue.ts';
import { apiGet, apiSend, settle, signIn, storedUser, uiText } from './support/flows.ts';
import { DEMO, DESKTOP, PHONE, shot, type Portal } from './support/portal.ts';
import { guestTokenOf, startSuite, stopSuite } from './support/suite.ts';

let portal: Portal;
let browser: Browser;
/** One signed-in context for the whole sweep (both widths by resizing, both languages by address). */
let signedIn: BrowserContext;
let page: Page;
/** Paths after the locale segment, in spec 2's order. */
let routes: string[];
/** The portal's own name: a title that is only this names no page. */
let portalTitle: string;

const AUTH_ROUTES = ['auth/login', 'auth/register', 'auth/request', 'auth/forgot', 'auth/reset/a1b2c3d4e5'];
const LANGUAGES = [
  ['en-GB', 'en'],
  ['de-DE', 'de'],
] as const;
const WIDTHS = [
  ['1440', DESKTOP],
  ['375', PHONE],
] as const;

/** A content category with contents in it, depth first. */
function firstCode(nodes: { code: string; children: unknown[] }[]): string {
  if (nodes.length === 0) throw new Error('no categories');
  return nodes[0].code;
}

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  const guest = await guestTokenOf(portal);
  portalTitle = (await apiGet<{ setup: { title: string } }>(portal.url, '/public/config/')).body.setup.title;
  const api = catalogueApi(portal.url, guest, 'en_GB');
  const { products } = await api.products({ limit: 48 });
  const [associated] = (await api.byIds(products.map((p) => p.id))).filter((p) =>
    Object.values(p.associations).some((a) => a.related.length > 0),
  );
  const productCategory = firstCode((await api.categories()) as ProductCategory[]);

  // The portal's CSP allows no injected script: axe comes in past it.
  signedIn = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB', bypassCSP: true });
  page = await signedIn.newPage();
  await signIn(page, portal.url, DEMO.email, DEMO.password, DEMO.name);
  const token = String((await storedUser(page))!.token);

  const assets = (await apiGet<Asset[]>(portal.url, '/private/media/?itemsPerPage=40', token)).body;
  const scopes = (
    await apiGet<{ code: string; children: unknown[] }[]>(portal.url, '/private/media/scopes', token)
  ).body;
  const contents = (
    await apiGet<{ results: { id: number; link: string | null }[] }>(
      portal.url,
      '/private/content/?limit=20',
      token,
    )
  ).body.results;
  const contentCategories = (
    await apiGet<ContentCategory[]>(portal.url, '/private/content/categories', token)
  ).body;
  const forms = (await apiGet<{ id: number }[]>(portal.url, '/private/form/', token)).body;
  const report = await apiSend<{ id: number }>(
    portal.url,
    'POST',
    '/private/report/',
    { name: 'Colour filter', description: 'The colour filter could offer more shades.' },
    token,
  );
  expect(report.status).toBeLessThan(300);

  // A cart with a picture, a document and a film: each card kind of the cart page.
  const kinds = ['jpg', 'pdf', 'mp4'];
  const cart: CartItem[] = kinds
    .map((ext) => assets.find((a) => a.ext === ext) ?? assets[0])
    .map((a) => ({ name: a.name, url: a.url, ext: a.ext, size: 'source', trim: false }));
  await page.evaluate((text) => localStorage.setItem('assets', text), JSON.stringify(cart));

  const product = products[0];
  const content = contents.find((c) => !c.link) ?? contents[0];
  routes = [
    'products/list',
    `products/list/${productCategory}`,
    `products/detail/${product.id}`,
    `products/detail/${associated.id}/assets`,
    `products/detail/${associated.id}/contents`,
    `products/detail/${associated.id}/associations`,
    `products/detail/${associated.id}/leaflet`,
    'products/detail/99999999',
    'asset/list',
    `asset/list/${firstCode(scopes)}`,
    'asset/cart',
    'contents/list',
    `contents/list/${firstCode(contentCategories as never)}`,
    `contents/detail/${content.id}`,
    'forms',
    `forms/detail/${forms[0].id}`,
    'report/detail/new',
    `report/detail/${report.body.id}`,
    'search',
    `search?q=${encodeURIComponent('Atelier')}`,
    'account/profile',
  ];
});

afterAll(async () => {
  await signedIn?.close();
  await stopSuite({ portal, browser });
});

/** Waits until the screen is drawn: its h1 is there and nothing is loading any more. */
async function drawn(target: Page): Promise<void> {
  await target.locator('#vitrine-first-screen').waitFor({ state: 'detached' });
  await target.locator('main h1').first().waitFor({ timeout: 15_000 });
  // A moment for late answers; pictures may still be coming (axe does not read them).
  await target.waitForLoadState('networkidle', { timeout: 800 }).catch(() => undefined);
  await target
    .waitForFunction(
      () =>
        document.querySelectorAll(
          'main [role="progressbar"], main .MuiSkeleton-root, header [role="progressbar"]',
        ).length === 0,
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/**
 * Which portal pictures a screen must name: product pictures on product screens and in search,
 * asset thumbnails on asset screens. (Pictures on content cards illustrate a title next to them.)
 */
function pictureRule(path: string): RegExp | null {
  if (/\/asset\/|\/assets$/.test(path)) return /\/pim\/media\/(products|assets)\//;
  if (/\/(products|search)/.test(path)) return /\/pim\/media\/products\//;
  return null;
}

/** Everything a screen owes a reader; returns the problems found, as readable lines. */
async function audit(target: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const finding of await axeFindings(target))
    problems.push(
      `${label}: axe ${finding.impact} ${finding.rule} (${finding.help}) ${finding.nodes.join(' | ')}`,
    );
  const structure = await pageStructure(target, pictureRule(label.split(' ')[0]));
  if (structure.h1.length !== 1)
    problems.push(`${label}: ${structure.h1.length} h1 (${structure.h1.join(', ')})`);
  // The title names the page before the portal (a category page may name its section).
  if (!structure.title || structure.title === portalTitle)
    problems.push(`${label}: title "${structure.title}" does not name the page "${structure.h1[0]}"`);
  if (structure.mains !== 1) problems.push(`${label}: ${structure.mains} main landmarks`);
  for (const skip of structure.skipped) problems.push(`${label}: heading skipped ${skip}`);
  for (const src of structure.unnamedImages) problems.push(`${label}: picture without a name ${src}`);
  return problems;
}

async function sweep(target: Page, segment: string, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const [width, viewport] of WIDTHS) {
    await target.setViewportSize(viewport);
    for (const route of paths) {
      await target.goto(`${portal.url}/${segment}/${route}`);
      await drawn(target);
      problems.push(...(await audit(target, `${segment}/${route} @${width}`)));
    }
  }
  return problems;
}

describe('axe and page structure on every screen', () => {
  for (const [segment] of LANGUAGES) {
    test(`${segment}: signed-in screens at 1440 and 375 px`, { timeout: 240_000 }, async () => {
      expect(await sweep(page, segment, routes)).toEqual([]);
    });

    test(`${segment}: the auth area at 1440 and 375 px`, async () => {
      const context = await browser.newContext({ viewport: DESKTOP, locale: segment, bypassCSP: true });
      try {
        const guestPage = await context.newPage();
        expect(await sweep(guestPage, segment, AUTH_ROUTES)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  test('German screens look whole at 375 and 1440 px', async () => {
    for (const [width, viewport] of WIDTHS) {
      await page.setViewportSize(viewport);
      for (const route of ['products/list', routes[6], 'asset/cart']) {
        await page.goto(`${portal.url}/de-DE/${route}`);
        await drawn(page);
        await settle(page);
        await shot(page, `a11y-de-${route.replace(/\W+/g, '-')}-${width}`);
        // Whole: German's long words wrap instead of pushing the page sideways, and the page says
        // what it is, in German.
        const look = await page.evaluate(() => ({
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          lang: document.documentElement.lang,
          heading: document.querySelector('main h1')?.textContent?.trim() ?? '',
        }));
        expect(look.overflow, `${route} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        expect(look.lang).toBe('de');
        expect(look.heading, `${route} at ${width} px has a heading`).not.toBe('');
      }
    }
  });
});

/** Waits until open dialogs and drawers have finished coming in (axe reads colours mid-fade wrong). */
async function faded(target: Page): Promise<void> {
  await target.waitForFunction(() =>
    [...document.querySelectorAll('.MuiModal-root:not(.MuiModal-hidden) > :not(.MuiBackdrop-root)')].every(
      (element) =>
        getComputedStyle(element).opacity === '1' && getComputedStyle(element).transform === 'none',
    ),
  );
}

describe('dialogs and the drawer', () => {
  test('the navigation drawer at 375 px and the language dialog pass axe', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${portal.url}/de-DE/products/list`);
    await drawn(page);
    await page.getByRole('button', { name: uiText('de', 'nav.open_menu') }).click();
    await page.locator('.MuiDrawer-paper').waitFor();
    await faded(page);
    expect((await axeFindings(page)).map((f) => `drawer: ${f.rule} ${f.nodes.join(' | ')}`)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('.MuiDrawer-paper').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: uiText('de', 'nav.language') }).click();
    await page.getByRole('dialog', { name: uiText('de', 'locale.dialog_title') }).waitFor();
    await faded(page);
    expect((await axeFindings(page)).map((f) => `language: ${f.rule} ${f.nodes.join(' | ')}`)).toEqual([]);
    await page.keyboard.press('Escape');
  });
});

describe('a theme with a light brand colour', () => {
  test('text stays AA on and in the brand colours', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB', bypassCSP: true });
    try {
      // The setup's palette as a light-branded portal would configure it.
      await context.route('**/public/config/**', async (route) => {
        const response = await route.fetch();
        const config = (await response.json()) as { theme: { palette: Record<string, unknown> } };
        config.theme.palette = {
          ...config.theme.palette,
          primary: { main: '#7fd3ff' },
          secondary: { main: '#ffd400' },
          highlightedText: '#9ad0ff',
        };
        await route.fulfill({ response, json: config });
      });
      const light = await context.newPage();
      await signIn(light, portal.url, DEMO.email, DEMO.password, DEMO.name);
      const problems: string[] = [];
      for (const route of ['products/list', routes[2], 'asset/list', 'asset/cart', 'account/profile']) {
        await light.goto(`${portal.url}/en-GB/${route}`);
        await drawn(light);
        for (const finding of await axeFindings(light))
          problems.push(`${route}: ${finding.rule} ${finding.nodes.join(' | ')}`);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('motion and notifications', () => {
  test('with reduced motion asked for, transitions and animations end at once', async () => {
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      await page.goto(`${portal.url}/en-GB/products/list`);
      await drawn(page);
      const durations = await page.evaluate(() =>
        [...document.querySelectorAll('main button, header a, main a')].slice(0, 20).flatMap((element) => {
          const style = getComputedStyle(element);
          return [...style.transitionDuration.split(','), ...style.animationDuration.split(',')].map((d) =>
            parseFloat(d),
          );
        }),
      );
      expect(durations.length).toBeGreaterThan(0);
      expect(Math.max(...durations)).toBeLessThanOrEqual(0.001);
      // A dialog appears without its fade.
      await page.getByRole('button', { name: uiText('en', 'nav.language') }).click();
      const dialog = page.getByRole('dialog', { name: uiText('en', 'locale.dialog_title') });
      await dialog.waitFor();
      const transition = await page
        .locator('.MuiDialog-container')
        .evaluate((el) => getComputedStyle(el).transitionDuration);
      expect(parseFloat(transition)).toBeLessThanOrEqual(0.001);
      await page.keyboard.press('Escape');
    } finally {
      await page.emulateMedia({ reducedMotion: null });
    }
  });

  test('a notification is announced, stays its 5 s, and stays while focus is inside it', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${portal.url}/en-GB/asset/list`);
    await drawn(page);
    const card = page.locator('[data-asset-preview]').first();
    const name = (await card.getAttribute('aria-label'))!;
    const asset = name.replace(uiText('en', 'assets.library.preview', { name: '' }), '').trim();
    const add = page.getByRole('button', {
      name: uiText('en', 'assets.library.cart_add_named', { name: asset }),
    });
    const remove = page.getByRole('button', {
      name: uiText('en', 'assets.library.cart_remove_named', { name: asset }),
    });
    await add.or(remove).first().click();
    const message = page
      .locator('.MuiSnackbar-root [role="alert"], .MuiSnackbar-root [role="status"]')
      .first();
    await message.waitFor();
    await page.mouse.move(10, 10);
    await page.waitForTimeout(4000);
    expect(await message.isVisible()).toBe(true);
    // Focus inside holds it past its time; leaving lets it go.
    await message.getByRole('button', { name: uiText('en', 'common.close') }).focus();
    await page.waitForTimeout(3000);
    expect(await message.isVisible()).toBe(true);
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await message.waitFor({ state: 'detached', timeout: 10_000 });
  });
});
