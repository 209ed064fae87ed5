/**
 * The demo's reference data in the visitor's language, as a guest on a 375 px phone: Russian
 * category names, filter names and values on the product list, Russian asset scopes and tags in
 * the library; screenshots of the list, a detail page, the library and the cart in Russian and in
 * Chinese.
 */
import type { AssetScope, AssetTag } from '@vitrine/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  attributeLabel,
  displayName,
  escapeRegExp,
  filterBody,
  findCategory,
  openList,
  optionBox,
  optionLabel,
  scrollToTop,
} from './support/catalogue.ts';
import { API, notification, settle, uiText } from './support/flows.ts';
import { PHONE, openPage, shot, type Portal } from './support/portal.ts';
import { guestTokenOf, startSuite, stopSuite } from './support/suite.ts';

let portal: Portal;
let browser: Browser;
let guestToken: string;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  guestToken = await guestTokenOf(portal);
});

afterAll(() => stopSuite({ portal, browser }));

/** The media API as the guest sees it in a locale (xx_YY). */
async function media<T>(path: string, locale: string): Promise<T> {
  const response = await fetch(`${portal.url}${API}${path}`, {
    headers: { Accept: 'application/json', Authorization: guestToken, 'Accept-Language': locale },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Waits until the pictures in view are in, so a screenshot shows the finished screen. */
async function settleView(page: Page): Promise<void> {
  await settle(page);
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      })
      .every((img) => img.complete),
  );
}

/** A link's accessible name starting with `text` (a count may follow). */
const named = (text: string) => new RegExp(`^${escapeRegExp(text)}(\\s|$)`);

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

/**
 * The list (categories and filters unfolded), a product's detail, the asset library (scopes
 * unfolded) and the cart with one asset, at 375 px in `segment` (xx-YY); answers what was checked.
 */
async function tour(segment: string, lang: string, shots: string) {
  const locale = segment.replace('-', '_');
  const { context, page } = await openPage(browser, PHONE, segment);
  try {
    // Product list: the category tree and the filters are folded away on a phone; unfold both.
    const api = await openList(page, portal.url, `/${segment}/products/list`, locale, guestToken);
    const [attributes, categories, first] = await Promise.all([
      api.attributes(),
      api.categories(),
      api.products({ limit: 1 }),
    ]);
    const categoriesTitle = uiText(lang, 'products.categories.title');
    const nav = page.getByRole('navigation', { name: categoriesTitle });
    await nav.getByRole('button', { name: new RegExp(`^${categoriesTitle}`) }).click();
    for (const code of ['lighting', 'furniture', 'textiles'])
      await nav.getByRole('link', { name: named(findCategory(categories, code).title) }).waitFor();
    const filtersTitle = uiText(lang, 'products.filters.title');
    await page.getByRole('button', { name: filtersTitle, exact: true }).click();
    const panel = page.getByRole('region', { name: filtersTitle, exact: true });
    await panel.waitFor({ state: 'visible' });
    const colour = await filterBody(panel, attributeLabel(attributes, 'color'));
    await filterBody(panel, attributeLabel(attributes, 'brand'));
    await optionBox(colour, optionLabel(attributes, 'color', 'white')).waitFor();
    await noSideScroll(page);
    await scrollToTop(page);
    await page.waitForTimeout(400); // the panels' unfolding animation
    await settleView(page);
    await shot(page, `${shots}-products-list`);

    // A product's detail page in the language.
    const product = first.products[0];
    await page.goto(`${portal.url}/${segment}/products/detail/${product.id}`);
    await page.getByRole('heading', { level: 1, name: displayName(product) }).waitFor();
    await page.getByText(attributeLabel(attributes, 'sku'), { exact: false }).first().waitFor();
    await noSideScroll(page);
    await settleView(page);
    await shot(page, `${shots}-product-detail`);

    // The asset library: scopes folded behind a summary on a phone, tags as one scrolling row.
    const [scopes, tags] = await Promise.all([
      media<AssetScope[]>('/private/media/scopes', locale),
      media<AssetTag[]>('/private/media/tags/scopes', locale),
    ]);
    await page.goto(`${portal.url}/${segment}/asset/list`);
    await page.getByRole('heading', { level: 1, name: uiText(lang, 'assets.title') }).waitFor();
    await page.locator('[data-asset-preview]').first().waitFor();
    const tagGroup = page.getByRole('group', { name: uiText(lang, 'assets.library.tags_title') });
    const shownTags = await tagGroup.getByRole('button').allTextContents();
    const scopesTitle = uiText(lang, 'assets.library.scopes_title');
    const scopePanel = page.getByRole('navigation', { name: scopesTitle });
    await scopePanel
      .getByRole('button', { name: new RegExp(`^${scopesTitle}`) })
      .first()
      .click();
    for (const scope of scopes)
      await scopePanel.getByRole('link', { name: scope.name, exact: true }).waitFor();
    await noSideScroll(page);
    await page.waitForTimeout(400);
    await settleView(page);
    await shot(page, `${shots}-asset-library`);

    // One asset into the cart, then the cart.
    const asset = (
      await media<{ name: string }[]>('/private/media/scopes/packshots?itemsPerPage=1', locale)
    )[0];
    await page.goto(`${portal.url}/${segment}/asset/list/packshots`);
    await page
      .getByRole('button', { name: uiText(lang, 'assets.library.cart_add_named', { name: asset.name }) })
      .first() // a packshot may come as JPEG and TIFF under one name
      .click();
    await notification(page, uiText(lang, 'assets.library.cart_added', { name: asset.name })).waitFor();
    await page.goto(`${portal.url}/${segment}/asset/cart`);
    await page.getByText(asset.name).first().waitFor();
    await noSideScroll(page);
    await settleView(page);
    await shot(page, `${shots}-cart`);
    return { attributes, categories, scopes, tags, shownTags };
  } finally {
    await context.close();
  }
}

describe('reference data in the visitor language at 375 px', () => {
  test('Russian: categories, filter names and values, asset scopes and tags in Russian', async () => {
    const seen = await tour('ru-RU', 'ru', 'reference-ru');
    expect(findCategory(seen.categories, 'lighting').title).toBe('Освещение');
    expect(findCategory(seen.categories, 'chairs').title).toBe('Стулья');
    expect(attributeLabel(seen.attributes, 'color')).toBe('Цвет');
    expect(attributeLabel(seen.attributes, 'brand')).toBe('Бренд');
    expect(optionLabel(seen.attributes, 'color', 'white')).toBe('Белый');
    expect(seen.scopes.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Изображения товаров', 'Документы', 'Маркетинг', 'Видео']),
    );
    expect(seen.shownTags).toEqual(seen.tags.map((tag) => tag.name));
    expect(seen.shownTags).toEqual(expect.arrayContaining(['Новинка', 'Хит продаж']));
    // Nothing of it in English.
    expect(seen.shownTags.filter((name) => /^[A-Za-z ]+$/.test(name))).toEqual([]);
  });

  test('Chinese: the same screens in Chinese', async () => {
    const seen = await tour('zh-CN', 'zh', 'reference-zh');
    expect(findCategory(seen.categories, 'lighting').title).toBe('照明');
    expect(attributeLabel(seen.attributes, 'color')).toBe('颜色');
    expect(seen.shownTags).toEqual(expect.arrayContaining(['新品', '畅销']));
  });
});
