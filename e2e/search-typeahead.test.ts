/**
 * Search suggestions while typing, as a guest: the top bar's search box (English on a desktop,
 * German on a phone) suggests products with their pictures and the typed part of the article
 * number marked, moves with the arrow keys (wrapping), opens the chosen product, passes axe while
 * open, closes with Escape and gives focus back; Enter without a choice opens the search page; an
 * outdated request is cancelled; an asset opens in the library with its preview. The product
 * list's box suggests products only.
 */
import type { SearchSuggestions } from '@vitrine/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeFindings } from './support/axe.ts';
import { API, uiText, waitForPath } from './support/flows.ts';
import { DESKTOP, PHONE, shot, type Portal } from './support/portal.ts';
import { guestTokenOf, startSuite, stopSuite } from './support/suite.ts';

/** An answer can take seconds on a busy machine. */
const WAIT = { timeout: 20_000 };
const SKU_START = 'vt000002';

let portal: Portal;
let browser: Browser;
let guestToken: string;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  guestToken = await guestTokenOf(portal);
});

afterAll(() => stopSuite({ portal, browser }));

/** The suggestions the server answers a guest in a locale (xx_YY). */
async function suggestions(search: string, locale: string, sections = ''): Promise<SearchSuggestions> {
  const query = new URLSearchParams({ search, limit: '8', ...(sections && { sections }) });
  const response = await fetch(`${portal.url}${API}/private/search/suggestions?${query}`, {
    headers: { Accept: 'application/json', Authorization: guestToken, 'Accept-Language': locale },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SearchSuggestions;
}

/** A page that lets axe in past the portal's CSP. */
async function open(viewport: typeof DESKTOP, locale: string) {
  const context = await browser.newContext({ viewport, locale, bypassCSP: true });
  return { context, page: await context.newPage() };
}

/** Presses the bar's search icon; resolves with its box once it has the focus. */
async function openBarSearch(page: Page, lang: string): Promise<Locator> {
  await page.getByRole('button', { name: uiText(lang, 'nav.search'), exact: true }).click();
  const box = page.getByRole('combobox', { name: uiText(lang, 'search.field.label') });
  await expect.poll(() => box.evaluate((el) => el === document.activeElement), WAIT).toBe(true);
  return box;
}

/** The options of a group of the open list, by its heading. */
const group = (page: Page, lang: string, key: string) =>
  page.getByRole('listbox').getByRole('group', { name: uiText(lang, key), exact: true });

/** Waits until every picture of the list has loaded (none broken). */
async function picturesLoaded(page: Page): Promise<void> {
  const sizes = () =>
    page
      .getByRole('listbox')
      .locator('img')
      .evaluateAll((imgs) =>
        imgs.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
      );
  await expect
    .poll(async () => (await sizes()).every((width) => typeof width === 'number' && width > 0), WAIT)
    .toBe(true);
}

/** The id of the option the arrow keys are on, or null. */
const activeId = (box: Locator) => box.getAttribute('aria-activedescendant');

/** Types an article number's start in the bar and walks its product suggestions (desktop or phone). */
async function barFlow(lang: 'en' | 'de', segment: string, viewport: typeof DESKTOP) {
  const expected = await suggestions(SKU_START, segment.replace('-', '_'));
  expect(expected.products.length).toBeGreaterThan(0);
  const { context, page } = await open(viewport, segment);
  try {
    await page.goto(`${portal.url}/${segment}/products/list`);
    const box = await openBarSearch(page, lang);
    if (viewport === PHONE) {
      // The box covers the bar's width, with a way back.
      const width = (await box.locator('xpath=ancestor::*[@role="search"]').boundingBox())!.width;
      expect(width).toBeGreaterThan(PHONE.width - 40);
      await page.getByRole('button', { name: uiText(lang, 'search.suggest.close') }).waitFor();
    }
    await box.pressSequentially(SKU_START, { delay: 30 });
    const products = group(page, lang, 'nav.products');
    await products.getByRole('option').first().waitFor(WAIT);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-controls')).toBe(await page.getByRole('listbox').getAttribute('id'));

    // Names and article numbers as answered, the typed part of each number marked.
    const options = products.getByRole('option');
    await expect.poll(() => options.count(), WAIT).toBe(expected.products.length);
    const texts = await options.allTextContents();
    expected.products.forEach((p, i) => expect(texts[i]).toBe(`${p.name}${p.identifier}`));
    for (const mark of await products.locator('mark').allTextContents())
      expect(mark.replace(/[^a-z0-9]/gi, '').toLowerCase()).toBe(SKU_START);
    await picturesLoaded(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await shot(page, `search-typeahead-${lang}-${viewport.width}`);
    expect((await axeFindings(page)).map((f) => `${f.rule} ${f.nodes.join(' | ')}`)).toEqual([]);

    // The arrow keys wrap: up from the box is the last row, down from there the first.
    const all = page.getByRole('listbox').getByRole('option');
    await box.press('ArrowUp');
    expect(await activeId(box)).toBe(await all.last().getAttribute('id'));
    await box.press('ArrowDown');
    expect(await activeId(box)).toBe(await all.first().getAttribute('id'));
    expect(await all.first().getAttribute('aria-selected')).toBe('true');
    await shot(page, `search-typeahead-${lang}-${viewport.width}-active`);

    await box.press('Enter');
    await page.waitForURL(
      (url) => url.pathname.startsWith(`/${segment}/products/detail/${expected.products[0].id}`),
      WAIT,
    );
  } finally {
    await context.close();
  }
}

describe('the top bar suggests as people type', () => {
  test('English at 1440 px: products with pictures, keys, axe, the chosen product opens', async () => {
    await barFlow('en', 'en-GB', DESKTOP);
  });

  test('German at 375 px: the box covers the bar and works the same', async () => {
    await barFlow('de', 'de-DE', PHONE);
  });

  test('Escape closes the list, then the box, and focus goes back to the icon', async () => {
    const { context, page } = await open(DESKTOP, 'en-GB');
    try {
      await page.goto(`${portal.url}/en-GB/asset/list`);
      const box = await openBarSearch(page, 'en');
      await box.pressSequentially(SKU_START, { delay: 30 });
      await page.getByRole('listbox').waitFor(WAIT);
      await box.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      expect(await box.inputValue()).toBe(SKU_START);
      await box.press('Escape');
      await box.waitFor({ state: 'detached' });
      const icon = page.getByRole('button', { name: uiText('en', 'nav.search'), exact: true });
      await expect.poll(() => icon.evaluate((el) => el === document.activeElement), WAIT).toBe(true);

      // The close button does the same.
      await openBarSearch(page, 'en');
      await page.getByRole('button', { name: uiText('en', 'search.suggest.close') }).click();
      await expect.poll(() => icon.evaluate((el) => el === document.activeElement), WAIT).toBe(true);

      // Typed at once after the press, before the box's code has arrived: no character is lost.
      // (Once the app has the page: keys typed on the server's first screen before the box's
      // field exists go nowhere.)
      await page.goto(`${portal.url}/en-GB/products/detail/8`);
      await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
      await page.locator('#vitrine-first-screen').waitFor({ state: 'detached', ...WAIT });
      await icon.click();
      await page.keyboard.type(SKU_START);
      const fresh = page.getByRole('combobox', { name: uiText('en', 'search.field.label') });
      await expect.poll(() => fresh.inputValue(), WAIT).toBe(SKU_START);
      await page.getByRole('listbox').waitFor(WAIT);
    } finally {
      await context.close();
    }
  });

  test("'Searching…' until the first answer, 'No suggestions' after an empty one; Enter opens the search page", async () => {
    const { context, page } = await open(DESKTOP, 'en-GB');
    try {
      await page.goto(`${portal.url}/en-GB/products/list`);
      // The first answer is held back a moment, so the wait can be seen.
      await page.route('**/private/search/suggestions?*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue().catch(() => undefined);
      });
      const box = await openBarSearch(page, 'en');
      await box.pressSequentially('qxzqxz', { delay: 30 });
      await page.getByText(uiText('en', 'search.suggest.loading')).waitFor(WAIT);
      await page.getByText(uiText('en', 'search.suggest.none')).waitFor(WAIT);
      expect(await page.getByRole('option').count()).toBe(0);
      await page.unroute('**/private/search/suggestions?*');

      await box.fill('lamp');
      await box.press('Enter');
      await waitForPath(page, '/en-GB/search');
      expect(new URL(page.url()).searchParams.get('q')).toBe('lamp');
      await box.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  test('a request the text has moved past is cancelled', async () => {
    const { context, page } = await open(DESKTOP, 'en-GB');
    try {
      await page.goto(`${portal.url}/en-GB/products/list`);
      const isFirst = (url: URL) =>
        url.pathname.endsWith('/private/search/suggestions') && url.searchParams.get('search') === 'lam';
      const aborted: string[] = [];
      page.on('requestfailed', (request) => {
        if (isFirst(new URL(request.url()))) aborted.push(request.failure()?.errorText ?? '');
      });
      // The answer to the first letters is held back; typing on leaves it behind.
      await page.route(isFirst, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        await route.continue().catch(() => undefined);
      });
      const box = await openBarSearch(page, 'en');
      const held = page.waitForRequest((request) => isFirst(new URL(request.url())));
      await box.pressSequentially('lam', { delay: 30 });
      await held;
      await box.press('p');
      await expect.poll(() => aborted, { timeout: 5_000 }).toEqual(['net::ERR_ABORTED']);
      await page.unroute(isFirst);
      await group(page, 'en', 'nav.products').getByRole('option').first().waitFor(WAIT);
    } finally {
      await context.close();
    }
  });

  test('an asset opens in the library, searched by its name, with its preview', async () => {
    const { assets } = await suggestions('datasheet', 'en_GB', 'assets');
    expect(assets.length).toBeGreaterThan(0);
    const { context, page } = await open(DESKTOP, 'en-GB');
    try {
      await page.goto(`${portal.url}/en-GB/contents/list`);
      const box = await openBarSearch(page, 'en');
      await box.pressSequentially('datasheet', { delay: 30 });
      const first = group(page, 'en', 'nav.assets').getByRole('option').first();
      await first.waitFor(WAIT);
      const { name } = assets[0];
      expect(await first.textContent()).toBe(`${name}${assets[0].ext.toUpperCase()}`);
      await first.click();
      await waitForPath(page, '/en-GB/asset/list');
      expect(new URL(page.url()).searchParams.get('search')).toBe(name);
      await page.getByRole('dialog', { name }).waitFor(WAIT);
    } finally {
      await context.close();
    }
  });
});

describe('the product list suggests products', () => {
  test('only products; the chosen one opens; the list still searches as typed', async () => {
    const expected = await suggestions('lamp', 'en_GB', 'products');
    expect(expected.products.length).toBeGreaterThan(1);
    const { context, page } = await open(DESKTOP, 'en-GB');
    try {
      const asked: (string | null)[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith('/private/search/suggestions'))
          asked.push(url.searchParams.get('sections'));
      });
      await page.goto(`${portal.url}/en-GB/products/list`);
      // The server's first screen shows the same box; what is typed into must be the app's.
      await page.locator('#root section[aria-labelledby="catalogue-heading"]').waitFor();
      const box = page
        .locator('#root')
        .getByRole('combobox', { name: uiText('en', 'products.search.label') });
      await box.pressSequentially('lamp', { delay: 30 });
      const products = group(page, 'en', 'nav.products');
      await products.getByRole('option').first().waitFor(WAIT);
      expect(await page.getByRole('listbox').getByRole('group').count()).toBe(1);
      await picturesLoaded(page);
      expect([...new Set(asked)]).toEqual(['products']);
      // The list's own search goes on as before, while the suggestions stay open.
      await page.waitForURL(
        (url) => JSON.parse(url.searchParams.get('query') ?? '{}').search === 'lamp',
        WAIT,
      );
      await shot(page, 'search-typeahead-product-list');

      await box.press('ArrowDown');
      await box.press('ArrowDown');
      expect(await activeId(box)).toBe(await products.getByRole('option').nth(1).getAttribute('id'));
      await box.press('Enter');
      await page.waitForURL(
        (url) => url.pathname.startsWith(`/en-GB/products/detail/${expected.products[1].id}`),
        WAIT,
      );
    } finally {
      await context.close();
    }
  });
});
