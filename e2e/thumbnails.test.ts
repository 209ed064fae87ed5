/**
 * Thumbnails that do not cut what they show: logos, graphics and documents' pages, and pictures far
 * from square (their captions at the edges), are fitted whole into the card's square; square
 * photographs and product cards keep their crop. English on a desktop, German on a phone, as a guest.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { settle } from './support/flows.ts';
import { DESKTOP, PHONE, openPage, shot, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';

const WAIT = { timeout: 20_000 };
let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
});
afterAll(() => stopSuite({ portal, browser }));

interface Drawn {
  fit: string;
  cropped: boolean;
  /** How much of the box the picture covers, across and down (1 is all of it). */
  fill: [number, number];
}

/** How a thumbnail is drawn: the box fit, whether the server was asked to crop, and what it fills. */
async function drawn(img: Locator): Promise<Drawn> {
  // Cards load their pictures as they come into view.
  await img.scrollIntoViewIfNeeded();
  await img.evaluate((element: HTMLImageElement) => element.decode());
  return img.evaluate((element: HTMLImageElement) => {
    const box = element.getBoundingClientRect();
    const scale = Math.min(box.width / element.naturalWidth, box.height / element.naturalHeight);
    const fit = getComputedStyle(element).objectFit;
    const shown =
      fit === 'contain'
        ? [(element.naturalWidth * scale) / box.width, (element.naturalHeight * scale) / box.height]
        : [1, 1];
    return {
      fit,
      cropped: new URL(element.src).searchParams.get('trim') === '1',
      fill: shown.map((n) => Math.round(n * 100) / 100) as [number, number],
    };
  });
}

/** The first thumbnails of the library's cards (each opens its asset's preview). */
async function cardImages(page: Page, count = 4): Promise<Locator[]> {
  const images = page.locator('main [data-asset-preview] img');
  await images.first().waitFor(WAIT);
  const shown = Math.min(count, await images.count());
  return Array.from({ length: shown }, (_, i) => images.nth(i));
}

/** The picture's own name, to say which one failed. */
const nameOf = async (image: Locator) => (await image.getAttribute('alt')) ?? '';

for (const [lang, locale, viewport] of [
  ['en', 'en-GB', DESKTOP],
  ['de', 'de-DE', PHONE],
] as const) {
  describe(`${lang} at ${viewport.width} px`, () => {
    test('logos are fitted whole, never cut', async () => {
      const { context, page } = await openPage(browser, viewport, locale);
      try {
        await page.goto(`${portal.url}/${locale}/asset/list/logos`);
        for (const image of await cardImages(page)) {
          const look = await drawn(image);
          const name = await nameOf(image);
          expect(look, name).toMatchObject({ fit: 'contain', cropped: false });
          // A 2:1 logo fills the width and half the height: nothing of it is cut.
          expect(look.fill[0], name).toBe(1);
          expect(look.fill[1], name).toBeLessThan(0.75);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await settle(page);
        await shot(page, `thumbnails-logos-${lang}-${viewport.width}`);
      } finally {
        await context.close();
      }
    });

    test('wide pictures with captions are fitted, square packshots and product cards keep their crop', async () => {
      const { context, page } = await openPage(browser, viewport, locale);
      try {
        await page.goto(`${portal.url}/${locale}/asset/list/lifestyle`);
        for (const image of await cardImages(page))
          expect(await drawn(image), await nameOf(image)).toMatchObject({ fit: 'contain', cropped: false });
        await page.evaluate(() => window.scrollTo(0, 0));
        await settle(page);
        await shot(page, `thumbnails-lifestyle-${lang}-${viewport.width}`);

        await page.goto(`${portal.url}/${locale}/asset/list/packshots`);
        for (const image of await cardImages(page, 2))
          expect(await drawn(image), await nameOf(image)).toMatchObject({
            fit: 'cover',
            cropped: true,
            fill: [1, 1],
          });

        await page.goto(`${portal.url}/${locale}/products/list`);
        const card = page.locator('main a[href*="/products/detail/"] img').first();
        await card.waitFor(WAIT);
        expect(await drawn(card)).toMatchObject({ fit: 'cover', cropped: true });
      } finally {
        await context.close();
      }
    });
  });
}
