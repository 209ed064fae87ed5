import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { settle } from './support/flows.ts';
import { DESKTOP, PHONE, launchBrowser, openPage, shot, startPortal, type Portal } from './support/portal.ts';

// The list pages' first screen is drawn on the server by the web app's own components
// (apps/web/src/first-screen, built into dist/server/): its cards are the cards the app draws.

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** What a card shows and is made of: its elements' classes, texts, link and picture. */
interface CardFacts {
  classes: string[];
  text: string;
  href: string | null;
  picture: string | null;
}

/** Waits until every picture answers (demo renditions are drawn in the background at first start). */
async function picturesReady(pictures: (string | null)[]): Promise<void> {
  for (const picture of pictures) {
    if (!picture) continue;
    for (let i = 0; i < 120 && !(await fetch(picture)).ok; i++) await new Promise((r) => setTimeout(r, 500));
  }
}

/** The cards of the list grid under `root`, with the page heading and the toolbar's status line. */
async function pageFacts(page: Page, root: string) {
  return page.evaluate((root) => {
    const scope = document.querySelector(root)!;
    const cards = [...scope.querySelectorAll('section ul.MuiGrid-container > li')].map((li): CardFacts => ({
      classes: [li, ...li.querySelectorAll('*')].map((el) => el.getAttribute('class') ?? ''),
      text: (li as HTMLElement).innerText,
      // (A signed download link differs by the second it was signed in.)
      href:
        li
          .querySelector('a')
          ?.getAttribute('href')
          ?.replace(/\?expires=.*$/, '') ?? null,
      picture: li.querySelector('img')?.getAttribute('src') ?? null,
    }));
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    return {
      heading: scope.querySelector('h1')?.textContent ?? null,
      status: [...scope.querySelectorAll('[role="status"]')].filter(visible).map((el) => el.textContent),
      cards,
    };
  }, root);
}

const PAGES = [
  ['/en-GB/products/list', 'en-GB'],
  ['/de-DE/products/list', 'de-DE'],
  ['/de-DE/asset/list', 'de-DE'],
  ['/en-GB/asset/list', 'en-GB'],
] as const;

describe('the server-drawn first screen', () => {
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal?.stop());

  for (const [address, locale] of PAGES) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`${address} at ${viewport.width} px: the app's own cards, where the app draws them`, async () => {
        const name = `first-screen${address.replaceAll('/', '-')}-${viewport.width}`;
        // Without scripts the server's screen stays: its cards as the server drew them.
        const plain = await browser.newContext({ viewport, locale, javaScriptEnabled: false });
        const { context, page } = await openPage(browser, viewport, locale);
        try {
          const drawn = await plain.newPage();
          await drawn.goto(portal.url + address);
          await settle(drawn);
          await shot(drawn, `${name}-server`);
          const server = await pageFacts(drawn, '#vitrine-first-screen');
          // 24 cards (and on a full asset page, the next-page card).
          expect(server.cards.filter((card) => card.picture !== null || card.href)).toHaveLength(24);
          // A fresh portal draws its demo pictures in the background: wait for them, so the app
          // shows the pictures rather than the icon of a picture that failed.
          await picturesReady(server.cards.map((card) => card.picture));
          const serverBoxes = await drawn
            .locator('#vitrine-first-screen section ul.MuiGrid-container > li')
            .evaluateAll((lis) => lis.slice(0, 4).map((li) => li.getBoundingClientRect().toJSON()));

          // With scripts the app takes over, and draws the same page, from the library code the
          // lists and the shell use alone (vite.config.ts): no other page's, no console's.
          const scripts: string[] = [];
          page.on('request', (request) => {
            if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
          });
          await page.goto(portal.url + address);
          await page.locator('#vitrine-first-screen').waitFor({ state: 'detached' });
          await page
            .locator('main section ul.MuiGrid-container > li')
            .nth(server.cards.length - 1)
            .waitFor();
          await settle(page);
          await shot(page, `${name}-app`);
          expect(scripts.some((script) => /\/list-vendor-[\w-]+\.js$/.test(script))).toBe(true);
          expect(scripts.filter((script) => /\/(pages|console)-vendor-[\w-]+\.js$/.test(script))).toEqual([]);
          const app = await pageFacts(page, 'main');
          expect(app.heading).toBe(server.heading);
          expect(app.status).toEqual(server.status);
          expect(app.cards).toEqual(server.cards);
          // The cards sit where the server drew them (the screen is swapped, not moved).
          const appBoxes = await page
            .locator('main section ul.MuiGrid-container > li')
            .evaluateAll((lis) => lis.slice(0, 4).map((li) => li.getBoundingClientRect().toJSON()));
          appBoxes.forEach((box, i) => {
            expect(Math.abs(box.y - serverBoxes[i].y), `card ${i} y`).toBeLessThanOrEqual(2);
            expect(Math.abs(box.x - serverBoxes[i].x), `card ${i} x`).toBeLessThanOrEqual(2);
            expect(Math.abs(box.width - serverBoxes[i].width), `card ${i} width`).toBeLessThanOrEqual(2);
          });
        } finally {
          await plain.close();
          await context.close();
        }
      });
    }
  }
  test('a control tapped before the app runs answers once the app has taken over', async () => {
    const { context, page } = await openPage(browser, DESKTOP, 'de-DE');
    try {
      // The app's scripts arrive late, as on a slow line: the visitor taps the drawn screen first.
      let release!: () => void;
      const late = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await late;
        await route.continue();
      });
      await page.goto(portal.url + '/de-DE/products/list', { waitUntil: 'domcontentloaded' });
      const drawn = page.locator('#vitrine-first-screen');
      await drawn.getByRole('button', { name: 'Sortieren', exact: true }).click();
      expect(await page.getByRole('dialog').count()).toBe(0);
      release();
      await drawn.waitFor({ state: 'detached' });
      await page.getByRole('dialog', { name: 'Sortieren' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('without the built renderer', () => {
  let bare: Portal;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-dist-'));
  beforeAll(async () => {
    const built = path.resolve(import.meta.dirname, '../apps/web/dist');
    fs.cpSync(built, dist, {
      recursive: true,
      filter: (from) => !from.startsWith(path.join(built, 'server')),
    });
    bare = await startPortal({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await bare?.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test('the list page carries the top bar alone, and the app draws the list', async () => {
    const { context, page } = await openPage(browser, PHONE, 'en-GB');
    try {
      const answer = await page.goto(`${bare.url}/en-GB/products/list`);
      const html = await answer!.text();
      expect(html).not.toContain('vitrine-first-screen');
      expect(html).toContain('id="vitrine-boot"');
      await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
      await page.locator('main section ul.MuiGrid-container > li').first().waitFor();
      expect(await page.locator('main section ul.MuiGrid-container > li').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
