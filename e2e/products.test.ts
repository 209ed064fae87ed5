/**
 * The product list on a desktop in English, as a guest: filters, search and a shared link; sort,
 * pages and view; selection and export. (Detail pages, the phone and German: products-detail.test.ts.)
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { ProductListAnswer } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  SCENARIO,
  attributeLabel,
  chipTexts,
  displayName,
  escapeRegExp,
  expectList,
  filterBody,
  findCategory,
  listQuery,
  openList,
  optionBox,
  optionLabel,
  scrollToTop,
  shownCounts,
  tick,
  type ProductCall,
} from './support/catalogue.ts';
import { settle, uiText, waitForPath } from './support/flows.ts';
import { DESKTOP, openPage, shot, type Portal } from './support/portal.ts';
import { guestTokenOf, startSuite, stopSuite } from './support/suite.ts';

let portal: Portal;
let browser: Browser;
let guestToken: string;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  guestToken = await guestTokenOf(portal);
});

afterAll(() => stopSuite({ portal, browser }));

describe('product list: filters, search and a shared link', () => {
  test('category + colour + dimmable + search match the API, and the copied URL shows the same view elsewhere', async () => {
    const lang = 'en';
    const { context, page } = await openPage(browser, DESKTOP);
    let shared: string;
    let expected: ProductListAnswer;
    let chips: string[];
    try {
      const api = await openList(page, portal.url, '/en-GB/products/list', 'en_GB', guestToken);
      const [attributes, categories] = await Promise.all([api.attributes(), api.categories()]);
      await expectList(page, lang, await api.products());

      // Desktop: the filters panel starts open and the view toggle is offered.
      const filtersButton = page.getByRole('button', {
        name: uiText(lang, 'products.filters.title'),
        exact: true,
      });
      expect(await filtersButton.getAttribute('aria-expanded')).toBe('true');
      const panel = page.getByRole('region', { name: uiText(lang, 'products.filters.title'), exact: true });
      await panel.waitFor();
      await page.getByRole('group', { name: uiText(lang, 'products.view.label') }).waitFor();

      // Category from the tree.
      const lighting = findCategory(categories, SCENARIO.category);
      await page
        .getByRole('navigation', { name: uiText(lang, 'products.categories.title') })
        .getByRole('link', { name: new RegExp(`^${escapeRegExp(lighting.title)}\\b`) })
        .click();
      await waitForPath(page, `/en-GB/products/list/${SCENARIO.category}`);
      await page.getByRole('heading', { level: 1, name: lighting.title }).waitFor();
      await expectList(page, lang, await api.products({ filters: { category_code: SCENARIO.category } }));

      // Colour: Black and White (a configured filter, open from the start).
      const colour = await filterBody(panel, attributeLabel(attributes, 'color'));
      for (const value of SCENARIO.colours)
        await tick(optionBox(colour, optionLabel(attributes, 'color', value)));

      // Dimmable lives under 'more filters'; the filter search box finds it.
      const dimmableLabel = attributeLabel(attributes, 'dimmable');
      const filterSearch = panel.getByRole('searchbox', { name: uiText(lang, 'products.filters.search') });
      await filterSearch.fill(dimmableLabel.slice(0, 4));
      const dimmable = await filterBody(panel, dimmableLabel);
      await tick(optionBox(dimmable, optionLabel(attributes, 'dimmable', 'true')));
      await filterSearch.fill('');

      // Search text, sent on Enter.
      const search = page.getByRole('combobox', { name: uiText(lang, 'products.search.label') });
      await search.fill(SCENARIO.search);
      await search.press('Enter');

      // Relevance order while searching: the app sends orderdir desc and no field.
      expected = await api.products({
        search: SCENARIO.search,
        orderdir: 'desc',
        filters: SCENARIO.filters,
        facets: true,
      });
      expect(expected.total).toBeGreaterThan(1);
      await expectList(page, lang, expected);
      expect(listQuery(page)).toEqual({
        search: SCENARIO.search,
        filters: { color: SCENARIO.colours, dimmable: ['true'] },
      });
      // The counts beside the colours are the API's facets for the same call.
      const colourCounts = Object.fromEntries(
        attributes
          .find((a) => a.name === 'color')!
          .options.map((o) => [o.label, expected.facets?.color?.[o.value] ?? 0]),
      );
      // (Sections mount anew after the filter search, so look the body up again.)
      const colourNow = await filterBody(panel, attributeLabel(attributes, 'color'));
      expect(await shownCounts(colourNow)).toEqual(colourCounts);
      chips = await chipTexts(page, lang);
      const colourLabel = attributeLabel(attributes, 'color');
      expect(chips).toEqual([
        ...SCENARIO.colours.map((v) => `${colourLabel}: ${optionLabel(attributes, 'color', v)}`),
        `${dimmableLabel}: ${optionLabel(attributes, 'dimmable', 'true')}`,
      ]);
      // The filter button carries the active-filter dot.
      await scrollToTop(page);
      await settle(page);
      await shot(page, 'products-list-desktop');
      shared = page.url();
    } finally {
      await context.close();
    }

    // The same link in a fresh browser context (no stored state) reproduces the view.
    const other = await openPage(browser, DESKTOP);
    try {
      const api = await openList(
        other.page,
        portal.url,
        new URL(shared).pathname + new URL(shared).search,
        'en_GB',
        guestToken,
      );
      const attributes = await api.attributes();
      await expectList(other.page, lang, expected);
      expect(await chipTexts(other.page, lang)).toEqual(chips);
      const search = other.page.getByRole('combobox', { name: uiText(lang, 'products.search.label') });
      expect(await search.inputValue()).toBe(SCENARIO.search);
      const panel = other.page.getByRole('region', {
        name: uiText(lang, 'products.filters.title'),
        exact: true,
      });
      const colour = await filterBody(panel, attributeLabel(attributes, 'color'));
      for (const value of SCENARIO.colours) {
        expect(await optionBox(colour, optionLabel(attributes, 'color', value)).isChecked()).toBe(true);
      }
      // An active filter under 'more filters' is shown: that part of the panel starts open.
      const dimmable = await filterBody(panel, attributeLabel(attributes, 'dimmable'));
      const yes = optionBox(dimmable, optionLabel(attributes, 'dimmable', 'true'));
      await yes.waitFor({ state: 'visible' });
      expect(await yes.isChecked()).toBe(true);
    } finally {
      await other.context.close();
    }
  });
});

describe('product list: sort, pages and view', () => {
  test('price descending via the sort dialog, next page, 12 per page, cards ↔ grid', async () => {
    const lang = 'en';
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      const api = await openList(page, portal.url, '/en-GB/products/list', 'en_GB', guestToken);
      const attributes = await api.attributes();
      await expectList(page, lang, await api.products());

      // Sort dialog: Recommended price, descending.
      await page.getByRole('button', { name: uiText(lang, 'products.sort.title'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: uiText(lang, 'products.sort.title') });
      await dialog.waitFor();
      await dialog
        .getByRole('combobox', { name: new RegExp(`^${uiText(lang, 'products.sort.field')}`) })
        .click();
      await page.getByRole('option', { name: attributeLabel(attributes, 'price'), exact: true }).click();
      await dialog.getByRole('radio', { name: uiText(lang, 'products.sort.desc') }).check();
      await dialog.getByRole('button', { name: uiText(lang, 'products.sort.apply') }).click();
      await dialog.waitFor({ state: 'detached' });

      const sorted: ProductCall = { order: 'price', orderdir: 'desc' };
      const first = await api.products(sorted);
      const prices = first.products.map((p) => Number(p.attributes.price));
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      await expectList(page, lang, first);
      expect(listQuery(page)).toEqual({ order: 'price', orderdir: 'desc' });

      // Pager: the next page continues the order.
      const pager = page.getByRole('navigation', { name: uiText(lang, 'common.pager.label') });
      await pager.getByRole('button', { name: uiText(lang, 'common.pager.next') }).click();
      const second = await api.products({ ...sorted, offset: 24 });
      await expectList(page, lang, second);
      expect(Number(second.products[0].attributes.price)).toBeLessThanOrEqual(prices.at(-1)!);
      expect(listQuery(page)).toMatchObject({ page: 2 });
      await pager
        .getByText(uiText(lang, 'common.pager.range', { from: 25, to: 48, total: first.total }))
        .waitFor();

      // Page size 12 starts again on page 1.
      await pager
        .getByRole('combobox', { name: new RegExp(`^${uiText(lang, 'common.pager.size')}`) })
        .click();
      await page.getByRole('option', { name: '12', exact: true }).click();
      const twelve = await api.products({ ...sorted, limit: 12 });
      await expectList(page, lang, twelve);
      expect(listQuery(page)).toEqual({ order: 'price', orderdir: 'desc', limit: 12 });

      // Grid view: a table with the configured columns, same products in the same order.
      const view = page.getByRole('group', { name: uiText(lang, 'products.view.label') });
      await view.getByRole('button', { name: uiText(lang, 'products.view.grid') }).click();
      const table = page.getByRole('table', { name: uiText(lang, 'products.view.grid_caption') });
      await table.waitFor();
      await expectList(page, lang, twelve);
      const headers = await table.locator('thead th').allTextContents();
      for (const code of ['sku', 'brand', 'color', 'weight']) {
        expect(headers).toContain(attributeLabel(attributes, code));
      }
      expect(listQuery(page)).toMatchObject({ view: 'grid' });
      await scrollToTop(page);
      await settle(page);
      await shot(page, 'products-grid-desktop');

      await view.getByRole('button', { name: uiText(lang, 'products.view.cards') }).click();
      await table.waitFor({ state: 'detached' });
      await expectList(page, lang, twelve);
      expect(listQuery(page).view).toBeUndefined();
    } finally {
      await context.close();
    }
  });
});

describe('product list: selection and export', () => {
  test('3 selected products exported with "Product list (Excel)" give an XLSX with exactly their article numbers', async () => {
    const lang = 'en';
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      const api = await openList(page, portal.url, '/en-GB/products/list', 'en_GB', guestToken);
      const [attributes, answer] = await Promise.all([api.attributes(), api.products()]);
      await expectList(page, lang, answer);

      const chosen = [answer.products[0], answer.products[3], answer.products[7]];
      for (const product of chosen) {
        await page
          .getByRole('checkbox', {
            name: uiText(lang, 'products.select_product', { name: displayName(product) }),
          })
          .check();
      }
      await page.getByText(uiText(lang, 'products.selection.count', { count: 3 }), { exact: true }).waitFor();

      await page.getByRole('button', { name: uiText(lang, 'products.export.button'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: uiText(lang, 'products.export.title') });
      await dialog.waitFor();
      await dialog.getByText(uiText(lang, 'products.export.selected_scope', { count: 3 })).waitFor();
      const prepare = dialog.getByRole('button', { name: uiText(lang, 'products.export.prepare') });
      expect(await prepare.isDisabled()).toBe(true);
      await dialog
        .getByRole('combobox', { name: new RegExp(`^${uiText(lang, 'products.export.template')}`) })
        .click();
      await page.getByRole('option', { name: 'Product list (Excel)', exact: true }).click();

      const prepared = page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/private/export/template/1/download') && r.ok(),
      );
      await prepare.click();
      const request = new URL((await prepared).url()).searchParams;
      expect(request.get('identifiers')!.split(',').map(Number).sort()).toEqual(
        chosen.map((p) => p.id).sort(),
      );
      const link = dialog.getByRole('link', { name: uiText(lang, 'products.export.download') });
      await link.waitFor();
      expect(await link.getAttribute('href')).toMatch(/\.xlsx\?/);

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const file = await download.path();
      expect(fs.statSync(file).size).toBeGreaterThan(0);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.worksheets[0];
      const rows: string[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
      expect(rows.length).toBe(4);
      const [header, ...data] = rows;
      const skuColumn = header.indexOf(attributeLabel(attributes, 'sku'));
      expect(skuColumn).toBeGreaterThanOrEqual(0);
      expect(data.map((row) => row[skuColumn]).sort()).toEqual(
        chosen.map((p) => String(p.attributes.sku)).sort(),
      );
    } finally {
      await context.close();
    }
  });
});
