/**
 * "Open leaflet" opens a page in the portal's look, printable on A4, its numbers formatted as the
 * specifications show them; a cart download and a share are recorded as Download/Download and
 * Download/Share events (read from the portal's database once it has stopped).
 */
import fs from 'node:fs';
import type { Asset, CartItem, Product } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { catalogueApi, displayName } from './support/catalogue.ts';
import { apiGet, notification, signIn, uiText } from './support/flows.ts';
import { DEMO, DESKTOP, PHONE, openPage, shot, type Portal } from './support/portal.ts';
import { guestTokenOf, startMailSuite, stopSuite, type Smtp } from './support/suite.ts';

let portal: Portal;
let browser: Browser;
let smtp: Smtp;
let guestToken: string;
/** Set once a test has stopped the portal itself (to read its database). */
let portalStopped = false;

beforeAll(async () => {
  ({ portal, browser, smtp } = await startMailSuite());
  guestToken = await guestTokenOf(portal);
});

afterAll(async () => {
  await stopSuite({ portal: portalStopped ? undefined : portal, browser, smtp });
  if (portalStopped) fs.rmSync(portal.dataDir, { recursive: true, force: true });
});

/** A product whose price needs a thousands separator, so the formatting shows. */
async function pricedProduct(): Promise<Product> {
  const { products } = await catalogueApi(portal.url, guestToken, 'en_GB').products({ limit: 120 });
  const product = products.find((p) => typeof p.attributes.price === 'number' && p.attributes.price >= 1000);
  if (!product) throw new Error('no demo product of 1000 or more');
  return product;
}

const price = (value: number, tag: string) =>
  `€ ${new Intl.NumberFormat(tag, { maximumFractionDigits: 6 }).format(value)}`;

describe('leaflet', () => {
  test('"Open leaflet" opens a styled page, printable on A4, its price as the specifications show it', async () => {
    const lang = 'en';
    const product = await pricedProduct();
    const expected = price(product.attributes.price as number, 'en-GB');
    expect(expected).toMatch(/^€ \d{1,3},\d{3}/);
    const { context, page } = await openPage(browser, DESKTOP, 'en-GB');
    try {
      // The specifications show the price so...
      await page.goto(`${portal.url}/en-GB/products/detail/${product.id}`);
      const specs = page.locator('section[aria-labelledby="specifications-heading"]');
      await specs.getByText(expected, { exact: true }).first().waitFor();

      // ...and so does the leaflet inside the portal.
      await page.goto(`${portal.url}/en-GB/products/detail/${product.id}/leaflet`);
      const region = page.getByRole('region', { name: uiText(lang, 'products.menu.leaflet') });
      await region.locator('article.vitrine-leaflet h2').first().waitFor();
      expect(await region.locator('article.vitrine-leaflet').innerText()).toContain(expected);
      // One h1, the product's name; the leaflet's own headings are real h2 and h3 below it.
      expect(await page.locator('h1').count()).toBe(1);
      expect(await region.locator('h1, [role="heading"]').count()).toBe(0);

      const opened = context.waitForEvent('page');
      await page.getByRole('link', { name: uiText(lang, 'products.leaflet.open') }).click();
      const tab = await opened;
      await tab.waitForLoadState('load');
      expect(await tab.title()).toBe(`${displayName(product)} – Vitrine`);
      const sheet = tab.locator('main.sheet article.vitrine-leaflet');
      expect(await sheet.locator('h1').textContent()).toBe(displayName(product));
      expect(await sheet.innerText()).toContain(expected);

      // The portal's look on screen: its font and colours, the logo in a top bar, a sheet of A4.
      const screen = await tab.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
        const pageRule = [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .find((rule) => rule instanceof CSSPageRule) as CSSPageRule | undefined;
        return {
          font: style('body').fontFamily,
          heading: style('h1').color,
          sheetWidth: document.querySelector('main.sheet')!.getBoundingClientRect().width,
          sheetBackground: style('main.sheet').backgroundColor,
          logo: document.querySelector<HTMLImageElement>('header.bar img')?.getAttribute('src'),
          pageSize: pageRule?.style.getPropertyValue('size').toUpperCase(),
          scripts: document.scripts.length,
        };
      });
      expect(screen).toMatchObject({
        heading: 'rgb(11, 92, 173)',
        sheetBackground: 'rgb(255, 255, 255)',
        logo: '/brand/logo.svg',
        pageSize: 'A4',
        scripts: 0,
      });
      expect(screen.font).toMatch(/^Roboto/);
      expect(Math.round(screen.sheetWidth)).toBe(794); // 210 mm
      await shot(tab, 'leaflet-opened-desktop');

      // On paper: black text, no shadowed sheet, and a PDF of A4 pages.
      await tab.emulateMedia({ media: 'print' });
      const paper = await tab.evaluate(() => ({
        heading: getComputedStyle(document.querySelector('h1')!).color,
        shadow: getComputedStyle(document.querySelector('main.sheet')!).boxShadow,
      }));
      expect(paper).toEqual({ heading: 'rgb(0, 0, 0)', shadow: 'none' });
      const pdf = (await tab.pdf({ preferCSSPageSize: true })).toString('latin1');
      // A4 is 595 x 842 points.
      expect(pdf).toMatch(/\/MediaBox \[0 0 59[45](\.\d+)? 84[12](\.\d+)?\]/);
    } finally {
      await context.close();
    }
  });

  test('German on a phone: the opened leaflet fills the screen, its price as German writes it', async () => {
    const product = await pricedProduct();
    const expected = price(product.attributes.price as number, 'de-DE');
    expect(expected).toMatch(/^€ \d{1,3}\.\d{3}/);
    const { context, page } = await openPage(browser, PHONE, 'de-DE');
    try {
      await page.goto(`${portal.url}/de-DE/products/detail/${product.id}/leaflet`);
      await page.locator('article.vitrine-leaflet h2').first().waitFor();
      const opened = context.waitForEvent('page');
      await page.getByRole('link', { name: uiText('de', 'products.leaflet.open') }).click();
      const tab = await opened;
      await tab.waitForLoadState('load');
      expect(await tab.locator('html').getAttribute('lang')).toBe('de');
      expect(await tab.locator('main.sheet').innerText()).toContain(expected);
      expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await shot(tab, 'leaflet-opened-phone-de');
    } finally {
      await context.close();
    }
  });
});

describe('analytics', () => {
  test('a cart download and a share are recorded as Download/Download and Download/Share', async () => {
    const lang = 'en';
    const { body: assets } = await apiGet<Asset[]>(portal.url, '/private/media/?itemsPerPage=2', guestToken);
    const items: CartItem[] = assets.map((a) => ({
      name: a.name,
      url: a.url,
      ext: a.ext,
      size: 'source',
      trim: false,
    }));
    const { context, page } = await openPage(browser, DESKTOP, 'en-GB');
    try {
      await signIn(page, portal.url, DEMO.email, DEMO.password, DEMO.name);
      await page.evaluate((text) => localStorage.setItem('assets', text), JSON.stringify(items));
      await page.goto(`${portal.url}/en-GB/asset/cart`);
      await page.getByRole('heading', { level: 1 }).waitFor();

      await page.getByRole('button', { name: uiText(lang, 'assets.cart.prepare') }).click();
      await page
        .getByRole('link', { name: uiText(lang, 'assets.cart.download_zip') })
        .waitFor({ timeout: 30_000 });

      await page
        .getByRole('textbox', { name: uiText(lang, 'assets.cart.share_email') })
        .fill('friend@example.com');
      await page.getByRole('button', { name: uiText(lang, 'assets.cart.share'), exact: true }).click();
      await notification(page, uiText(lang, 'assets.successfully_shared_file')).waitFor({ timeout: 30_000 });
      await smtp.waitFor('friend@example.com');
    } finally {
      await context.close();
    }

    // The portal's own record, read from its database once it has stopped.
    await portal.stop({ keepData: true });
    portalStopped = true;
    const database = await openDatabase({ dataDir: portal.dataDir });
    try {
      const events = await database.db
        .selectFrom('analytics_event')
        .innerJoin('portal_user', 'portal_user.id', 'analytics_event.user_id')
        .select(['analytics_event.category', 'analytics_event.action', 'analytics_event.label'])
        .where('portal_user.email', '=', DEMO.email)
        .where('analytics_event.category', '=', 'Download')
        .orderBy('analytics_event.created_at')
        .execute();
      expect(events).toEqual([
        { category: 'Download', action: 'Download', label: '2 file(s)' },
        { category: 'Download', action: 'Share', label: '2 file(s)' },
      ]);
    } finally {
      await database.close();
    }
  });
});
