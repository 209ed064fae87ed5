/**
 * Product detail pages as a guest (specifications search, associations, leaflet and cart, unknown id),
 * the product list on a phone, and the list and detail pages in German. (The desktop list in English:
 * products.test.ts.)
 */
import type { Product } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  SCENARIO,
  attributeLabel,
  catalogueApi,
  chipTexts,
  displayName,
  escapeRegExp,
  expectList,
  filterBody,
  findCategory,
  moreFilterCount,
  openList,
  optionBox,
  optionLabel,
  pageCatalogue,
  readListView,
  scrollToTop,
  tick,
  type CatalogueApi,
} from './support/catalogue.ts';
import { notification, settle, uiText, waitForPath } from './support/flows.ts';
import { DESKTOP, PHONE, openPage, shot, type Portal } from './support/portal.ts';
import { guestTokenOf, startSuite, stopSuite } from './support/suite.ts';

/** How long a condition on the page may take to come true. */
const WAIT = { timeout: 15_000 };

let portal: Portal;
let browser: Browser;
let guestToken: string;
/** A product with at least two association groups, found through the API (only id lookups carry them). */
let associated: Product;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  guestToken = await guestTokenOf(portal);
  const api = catalogueApi(portal.url, guestToken, 'en_GB');
  const { products } = await api.products({ limit: 48 });
  const withGroups = (await api.byIds(products.map((p) => p.id))).filter(
    (p) => Object.values(p.associations).filter((a) => a.related.length > 0).length >= 2,
  );
  expect(withGroups.length).toBeGreaterThan(0);
  associated = withGroups[0];
});

afterAll(() => stopSuite({ portal, browser }));

/** The product's side menu (a list at 1440 px, tabs at 375 px). */
function sideMenu(page: Page, lang: string) {
  return page.getByRole('navigation', { name: uiText(lang, 'products.menu.label') });
}

/**
 * Specifications: typing in the search box narrows the attribute rows to the matching ones; a text
 * nothing matches shows the empty text; clearing brings every row back.
 */
async function checkSpecSearch(page: Page, lang: string, api: CatalogueApi, product: Product): Promise<void> {
  const attributes = await api.attributes();
  const section = page.locator('section[aria-labelledby="specifications-heading"]');
  const rows = section.locator('tbody tr');
  await rows.first().waitFor();
  const all = await rows.count();
  expect(all).toBeGreaterThan(5);

  const search = section.getByRole('searchbox', { name: uiText(lang, 'products.specs.search') });
  const skuLabel = attributeLabel(attributes, 'sku');
  await search.fill(skuLabel);
  await expect.poll(() => rows.count(), WAIT).toBe(1);
  expect(await rows.locator('th').textContent()).toBe(skuLabel);
  expect(await rows.locator('td').textContent()).toBe(String(product.attributes.sku));

  await search.fill('zzz-no-such-attribute');
  await expect.poll(() => rows.count(), WAIT).toBe(0);
  await section.getByText(uiText(lang, 'common.no_results')).waitFor();

  await search.fill('');
  await expect.poll(() => rows.count(), WAIT).toBe(all);
}

/** Associations page: one section per group with its label, description and the related products' cards. */
async function checkAssociations(
  page: Page,
  lang: string,
  api: CatalogueApi,
  product: Product,
): Promise<void> {
  await page.getByRole('heading', { level: 1, name: uiText(lang, 'products.associations_title') }).waitFor();
  const related = new Map(
    (await api.byIds(Object.values(product.associations).flatMap((a) => a.related.map((r) => r.id)))).map(
      (p) => [p.id, p],
    ),
  );
  for (const [code, association] of Object.entries(product.associations)) {
    const group = page.locator(`section[aria-labelledby="association-${code}"]`);
    await group.getByRole('heading', { level: 2, name: association.label, exact: true }).waitFor();
    if (association.description) await group.getByText(association.description, { exact: true }).waitFor();
    const names = association.related.map((r) => displayName(related.get(r.id)!));
    await expect.poll(() => group.locator('li h3').allTextContents(), WAIT).toEqual(names);
  }
}

/** Leaflet page: the leaflet HTML arrives; adding it to the cart counts 1 on the basket, removing it 0. */
async function checkLeaflet(page: Page, lang: string, product: Product, localeCode: string): Promise<void> {
  const leaflet = page.getByRole('region', { name: uiText(lang, 'products.menu.leaflet') });
  // The leaflet's title sits below the page's h1 (the product's name) as a real h2.
  await leaflet
    .locator('article.vitrine-leaflet h2')
    .filter({ hasText: displayName(product) })
    .waitFor();
  expect(await leaflet.getByRole('progressbar').count()).toBe(0);

  // Print / PDF: the leaflet alone goes into a frame of its own, titled with the product's name.
  await page.evaluate(() => {
    new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes]))
        if (node instanceof HTMLIFrameElement && node.dataset.print === 'leaflet') {
          const doc = node.contentDocument!;
          Object.assign(window, {
            printed: {
              title: doc.title,
              h1: doc.querySelector('article.vitrine-leaflet h1')?.textContent,
              appParts: doc.querySelectorAll('header, nav, button').length,
            },
          });
        }
    }).observe(document.body, { childList: true });
  });
  await page.getByRole('button', { name: uiText(lang, 'products.leaflet.print') }).click();
  await expect
    .poll(() => page.evaluate(() => (window as { printed?: unknown }).printed), WAIT)
    .toEqual({ title: displayName(product), h1: displayName(product), appParts: 0 });

  const basket = (count: number) => page.getByRole('link', { name: uiText(lang, 'nav.basket', { count }) });
  await basket(0).waitFor();
  await page.getByRole('button', { name: uiText(lang, 'products.leaflet.add') }).click();
  await basket(1).waitFor();
  await notification(page, uiText(lang, 'products.leaflet.added')).waitFor();
  const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('assets'))) ?? '[]') as {
    url: string;
  }[];
  expect(cart).toHaveLength(1);
  expect(cart[0].url).toContain(`/leaflet/${localeCode}/${product.id}/`);

  await page.getByRole('button', { name: uiText(lang, 'products.leaflet.remove') }).click();
  await basket(0).waitFor();
  await page.getByRole('button', { name: uiText(lang, 'products.leaflet.add') }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('assets'))).toBe('[]');
}

describe('product detail', () => {
  test('a card opens the detail; specifications search; associations; leaflet into and out of the cart', async () => {
    const lang = 'en';
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/products/list`);
      const api = await pageCatalogue(page, portal.url, 'en_GB', guestToken);
      const first = (await api.products({ limit: 24 })).products[0];
      await expect.poll(async () => (await readListView(page)).names[0], WAIT).toBe(displayName(first));

      // From a card to its detail page.
      await page
        .locator('section[aria-labelledby="catalogue-heading"] ul.MuiGrid-container > li')
        .first()
        .getByRole('link')
        .click();
      await page.waitForURL((url) => url.pathname.startsWith(`/en-GB/products/detail/${first.id}/`));
      await page.getByRole('heading', { level: 1, name: displayName(first) }).waitFor();
      await checkSpecSearch(page, lang, api, first);

      // A product with associations: the menu offers them, and the page lists every group.
      await page.goto(`${portal.url}/en-GB/products/detail/${associated.id}`);
      await page.getByRole('heading', { level: 1, name: displayName(associated) }).waitFor();
      await sideMenu(page, lang)
        .getByRole('link', { name: uiText(lang, 'products.menu.associations') })
        .click();
      await waitForPath(page, `/en-GB/products/detail/${associated.id}/associations`);
      await checkAssociations(page, lang, api, associated);
      await scrollToTop(page);
      await settle(page);
      await shot(page, 'product-associations-desktop');

      await sideMenu(page, lang)
        .getByRole('link', { name: uiText(lang, 'products.menu.leaflet') })
        .click();
      await waitForPath(page, `/en-GB/products/detail/${associated.id}/leaflet`);
      await checkLeaflet(page, lang, associated, 'en_GB');
      await scrollToTop(page);
      await settle(page);
      await shot(page, 'product-leaflet-desktop');
    } finally {
      await context.close();
    }
  });

  test('an unknown id shows "Product not found"', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/products/detail/99999999`);
      await page.getByRole('heading', { name: uiText('en', 'products.not_found') }).waitFor();
      await page.getByRole('link', { name: uiText('en', 'products.back_to_list') }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('product list on a phone', () => {
  test('phone: filters closed by default, no view toggle, no horizontal scrolling', async () => {
    const lang = 'en';
    const { context, page } = await openPage(browser, PHONE);
    try {
      const api = await openList(page, portal.url, '/en-GB/products/list', 'en_GB', guestToken);
      const attributes = await api.attributes();
      await expectList(page, lang, await api.products());

      const filtersButton = page.getByRole('button', {
        name: uiText(lang, 'products.filters.title'),
        exact: true,
      });
      expect(await filtersButton.getAttribute('aria-expanded')).toBe('false');
      const panel = page.getByRole('region', { name: uiText(lang, 'products.filters.title'), exact: true });
      expect(await panel.isVisible()).toBe(false);
      expect(await page.getByRole('group', { name: uiText(lang, 'products.view.label') }).count()).toBe(0);
      const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await scrollWidth()).toBeLessThanOrEqual(PHONE.width);
      await scrollToTop(page);
      await settle(page);
      await shot(page, 'products-list-phone');

      // Open the panel, pick a colour, and 'show results' folds it away again.
      await filtersButton.click();
      await panel.waitFor({ state: 'visible' });
      expect(await filtersButton.getAttribute('aria-expanded')).toBe('true');
      const colour = await filterBody(panel, attributeLabel(attributes, 'color'));
      await tick(optionBox(colour, optionLabel(attributes, 'color', 'black')));
      const expected = await api.products({ filters: { color: ['black'] } });
      await expectList(page, lang, expected);
      expect(await scrollWidth()).toBeLessThanOrEqual(PHONE.width);
      await shot(page, 'products-list-phone-filters');
      await panel
        .getByRole('button', {
          name: uiText(lang, 'products.filters.show_results', { count: expected.total }),
        })
        .click();
      await panel.waitFor({ state: 'hidden' });
      expect(await filtersButton.getAttribute('aria-expanded')).toBe('false');
      expect(await scrollWidth()).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await context.close();
    }
  });
});

describe('in German', () => {
  test('list at 1440 px: category, colour, dimmable (via more filters) and search match the API in de_DE', async () => {
    const lang = 'de';
    const { context, page } = await openPage(browser, DESKTOP, 'de-DE');
    try {
      const api = await openList(page, portal.url, '/de-DE/products/list', 'de_DE', guestToken);
      const [attributes, categories] = await Promise.all([api.attributes(), api.categories()]);
      await page.waitForFunction(() => document.documentElement.lang === 'de');
      await page.getByRole('heading', { level: 1, name: uiText(lang, 'products.title') }).waitFor();
      await expectList(page, lang, await api.products());

      const lighting = findCategory(categories, SCENARIO.category);
      await page
        .getByRole('navigation', { name: uiText(lang, 'products.categories.title') })
        .getByRole('link', { name: new RegExp(`^${escapeRegExp(lighting.title)}\\b`) })
        .click();
      await waitForPath(page, `/de-DE/products/list/${SCENARIO.category}`);
      await page.getByRole('heading', { level: 1, name: lighting.title }).waitFor();

      const panel = page.getByRole('region', { name: uiText(lang, 'products.filters.title'), exact: true });
      const colour = await filterBody(panel, attributeLabel(attributes, 'color'));
      for (const value of SCENARIO.colours)
        await tick(optionBox(colour, optionLabel(attributes, 'color', value)));
      await panel
        .getByRole('button', {
          name: uiText(lang, 'products.filters.more', {
            count: moreFilterCount(attributes, ['brand', 'color']),
          }),
        })
        .click();
      const dimmableLabel = attributeLabel(attributes, 'dimmable');
      await panel.getByRole('button', { name: new RegExp(`^${escapeRegExp(dimmableLabel)}`) }).click();
      const dimmable = await filterBody(panel, dimmableLabel);
      await tick(optionBox(dimmable, optionLabel(attributes, 'dimmable', 'true')));
      const search = page.getByRole('combobox', { name: uiText(lang, 'products.search.label') });
      await search.fill(SCENARIO.search);
      await search.press('Enter');

      const expected = await api.products({
        search: SCENARIO.search,
        orderdir: 'desc',
        filters: SCENARIO.filters,
      });
      await expectList(page, lang, expected);
      const colourLabel = attributeLabel(attributes, 'color');
      expect(await chipTexts(page, lang)).toEqual([
        ...SCENARIO.colours.map((v) => `${colourLabel}: ${optionLabel(attributes, 'color', v)}`),
        `${dimmableLabel}: ${optionLabel(attributes, 'dimmable', 'true')}`,
      ]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        DESKTOP.width,
      );
      await scrollToTop(page);
      await settle(page);
      await shot(page, 'products-list-desktop-de');
    } finally {
      await context.close();
    }
  });

  test('detail at 375 px: specifications search, associations and leaflet in de_DE; unknown id', async () => {
    const lang = 'de';
    const { context, page } = await openPage(browser, PHONE, 'de-DE');
    try {
      await page.goto(`${portal.url}/de-DE/products/detail/${associated.id}`);
      const api = await pageCatalogue(page, portal.url, 'de_DE', guestToken);
      const [german] = await api.byIds([associated.id]);
      expect(displayName(german)).not.toBe(displayName(associated));
      await page.getByRole('heading', { level: 1, name: displayName(german) }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      await checkSpecSearch(page, lang, api, german);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await scrollToTop(page);
      await settle(page);
      await shot(page, 'product-detail-phone-de');

      // At 375 px the side menu is a tab bar.
      await sideMenu(page, lang)
        .getByRole('tab', { name: uiText(lang, 'products.menu.associations') })
        .click();
      await waitForPath(page, `/de-DE/products/detail/${associated.id}/associations`);
      await checkAssociations(page, lang, api, german);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );

      await sideMenu(page, lang)
        .getByRole('tab', { name: uiText(lang, 'products.menu.leaflet') })
        .click();
      await waitForPath(page, `/de-DE/products/detail/${associated.id}/leaflet`);
      await checkLeaflet(page, lang, german, 'de_DE');
      // Arriving on the row's last tab by its address: the current tab is scrolled into the row's view.
      await page.goto(`${portal.url}/de-DE/products/detail/${associated.id}/leaflet`);
      const row = sideMenu(page, lang).getByRole('tablist');
      const current = row.getByRole('tab', { selected: true });
      expect(await current.textContent()).toBe(uiText(lang, 'products.menu.leaflet'));
      await expect
        .poll(async () => {
          const [outer, inner] = [(await row.boundingBox())!, (await current.boundingBox())!];
          return inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1;
        })
        .toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );

      await page.goto(`${portal.url}/de-DE/products/detail/99999999`);
      await page.getByRole('heading', { name: uiText(lang, 'products.not_found') }).waitFor();
    } finally {
      await context.close();
    }
  });
});
