/**
 * A product's pictures shown large: the main picture opens a dialog named by the product, paged by
 * the arrow keys or a swipe, closed by Escape with focus back on the picture. And the leaflet page's
 * headings: one h1, the leaflet's own titles real h2 and h3 below it. English on a desktop, German
 * on a phone (touch), as a guest.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogueApi, displayName } from './support/catalogue.ts';
import { settle, uiText } from './support/flows.ts';
import { DESKTOP, PHONE, openPage, shot, type Portal } from './support/portal.ts';
import { guestTokenOf, startSuite, stopSuite } from './support/suite.ts';

const WAIT = { timeout: 15_000 };
let portal: Portal;
let browser: Browser;
let guestToken: string;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  guestToken = await guestTokenOf(portal);
});
afterAll(() => stopSuite({ portal, browser }));

/** The first listed product with a picture and at least two picture assets, in a locale (xx_YY). */
async function productWithPictures(locale: string) {
  const api = catalogueApi(portal.url, guestToken, locale);
  const { products } = await api.products({ limit: 12 });
  for (const product of products.filter((p) => p.image)) {
    const response = await fetch(`${portal.url}/pim/portal/api/private/media/product/${product.id}`, {
      headers: { Authorization: guestToken, 'Accept-Language': locale },
    });
    const groups = Object.values((await response.json()) as Record<string, { ext: string }[]>);
    const pictures = groups.filter((files) =>
      files.some((f) => /^(jpe?g|png|webp|gif|tiff?|svg)$/i.test(f.ext)),
    );
    if (pictures.length >= 2) return { product, count: 1 + pictures.length };
  }
  throw new Error('no product with pictures');
}

/** "Picture 2 of 5" as the dialog says it. */
const position = (lang: string, index: number, count: number) =>
  uiText(lang, 'common.pictures.position', { index, count });

async function shownAlt(dialog: Locator): Promise<string | null> {
  return dialog.locator('img').getAttribute('alt');
}

/** A swipe with one finger across the picture, from right to left (the next one) or back. */
async function swipe(page: Page, area: Locator, direction: 'left' | 'right'): Promise<void> {
  const box = (await area.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] =
    direction === 'left'
      ? [box.x + box.width * 0.8, box.x + box.width * 0.2]
      : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const init = { pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles: true };
  await area.dispatchEvent('pointerdown', { ...init, clientX: from, clientY: y });
  await area.dispatchEvent('pointermove', { ...init, clientX: (from + to) / 2, clientY: y + 4 });
  await area.dispatchEvent('pointerup', { ...init, clientX: to, clientY: y + 8 });
}

describe('the product picture, large', () => {
  test('English desktop: opens on click, the arrow keys page through, Escape gives focus back', async () => {
    const lang = 'en';
    const { product, count } = await productWithPictures('en_GB');
    const name = displayName(product);
    const { context, page } = await openPage(browser, DESKTOP, 'en-GB');
    try {
      await page.goto(`${portal.url}/en-GB/products/detail/${product.id}`);
      const open = page.getByRole('button', { name: uiText(lang, 'products.picture_open', { name }) });
      await open.waitFor(WAIT);
      expect(await open.getAttribute('aria-haspopup')).toBe('dialog');
      await open.click();

      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      await expect.poll(() => dialog.getByRole('status').textContent(), WAIT).toBe(position(lang, 1, count));
      expect(await shownAlt(dialog)).toBe(name);
      // The other pictures arrive with the product's assets: the main one, then each group's.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => dialog.getByRole('status').textContent()).toBe(position(lang, 2, count));
      expect(await shownAlt(dialog)).not.toBe(name);
      await dialog.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      // The whole picture fits the screen.
      const picture = (await dialog.locator('img').boundingBox())!;
      expect(picture.y + picture.height).toBeLessThanOrEqual(DESKTOP.height);
      await shot(page, 'picture-lightbox-en');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => dialog.getByRole('status').textContent()).toBe(position(lang, count, count));
      await dialog.getByRole('button', { name: uiText(lang, 'common.pictures.next') }).click();
      await expect.poll(() => dialog.getByRole('status').textContent()).toBe(position(lang, 1, count));

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => open.evaluate((button) => button === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('German phone: a tap opens it, a swipe goes to the next picture, the close button leaves', async () => {
    const lang = 'de';
    const { product, count } = await productWithPictures('de_DE');
    const name = displayName(product);
    const context = await browser.newContext({ viewport: PHONE, locale: 'de-DE', hasTouch: true });
    const page = await context.newPage();
    try {
      await page.goto(`${portal.url}/de-DE/products/detail/${product.id}`);
      const open = page.getByRole('button', { name: uiText(lang, 'products.picture_open', { name }) });
      await open.waitFor(WAIT);
      await settle(page);
      await shot(page, 'picture-detail-de-phone');
      await open.tap();
      const dialog = page.getByRole('dialog', { name });
      await expect.poll(() => dialog.getByRole('status').textContent(), WAIT).toBe(position(lang, 1, count));
      const area = dialog.locator('img').locator('..');
      await swipe(page, area, 'left');
      await expect.poll(() => dialog.getByRole('status').textContent()).toBe(position(lang, 2, count));
      await swipe(page, area, 'right');
      await expect.poll(() => dialog.getByRole('status').textContent()).toBe(position(lang, 1, count));
      await swipe(page, area, 'left');
      await dialog.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      await shot(page, 'picture-lightbox-de-phone');
      await dialog.getByRole('button', { name: uiText(lang, 'common.close') }).tap();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => open.evaluate((button) => button === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('the leaflet page’s headings', () => {
  for (const [lang, locale, viewport] of [
    ['en', 'en-GB', DESKTOP],
    ['de', 'de-DE', PHONE],
  ] as const) {
    test(`${lang} at ${viewport.width} px: one h1, the product's name; the leaflet's titles are h2 and h3`, async () => {
      const { product } = await productWithPictures(locale.replace('-', '_'));
      const { context, page } = await openPage(browser, viewport, locale);
      try {
        await page.goto(`${portal.url}/${locale}/products/detail/${product.id}/leaflet`);
        const leaflet = page.getByRole('region', { name: uiText(lang, 'products.menu.leaflet') });
        await leaflet.locator('article h2').first().waitFor(WAIT);
        const levels = await page.evaluate(() =>
          [...document.querySelectorAll('main h1, main h2, main h3, main h4, main [role="heading"]')].map(
            (h) =>
              `${h.tagName.toLowerCase()}${h.getAttribute('aria-level') ? `:${h.getAttribute('aria-level')}` : ''}`,
          ),
        );
        expect(levels.filter((l) => l === 'h1')).toHaveLength(1);
        expect(levels.some((l) => l.includes(':'))).toBe(false);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(displayName(product));
        expect(await leaflet.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
        expect(await leaflet.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
        await leaflet.scrollIntoViewIfNeeded();
        await settle(page);
        await shot(page, `leaflet-headings-${lang}-${viewport.width}`);
      } finally {
        await context.close();
      }
    });
  }
});
