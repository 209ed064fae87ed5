/**
 * The asset library and the product assets tab as a guest: a scope from the tree, a tag, the
 * next-page card until 'No more items', search, the preview, and assets put into the download cart
 * from a card, the preview and a product's assets tab. English on a desktop, German on a phone.
 */
import type { Asset, AssetScope, AssetTag, ProductAssets, ProductListAnswer } from '@vitrine/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, apiGet, closeSuggestions, notification, settle, uiText, waitForPath } from './support/flows.ts';
import { DESKTOP, PHONE, openPage, shot, type Portal } from './support/portal.ts';
import { guestTokenOf, startSuite, stopSuite } from './support/suite.ts';

const PER_PAGE = 24;

let portal: Portal;
let browser: Browser;
let guestToken: string;

/** The media API as the guest sees it in a locale (xx_YY), called from the test process. */
function mediaApi(locale: string) {
  const get = async <T>(path: string, query: Record<string, string> = {}): Promise<T> => {
    const search = new URLSearchParams(query);
    const response = await fetch(`${portal.url}${API}${path}?${search}`, {
      headers: { Accept: 'application/json', Authorization: guestToken, 'Accept-Language': locale },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    scopes: () => get<AssetScope[]>('/private/media/scopes'),
    tags: (scope: string) => get<AssetTag[]>(`/private/media/tags/scopes/${scope}`),
    /** Every asset of a listing, newest first (the library's default order). */
    all: (scope: string, query: Record<string, string> = {}) =>
      get<Asset[]>(`/private/media/scopes/${scope}`, { itemsPerPage: '200', ...query }),
    product: (id: number, parent: number) =>
      get<ProductAssets>(`/private/media/product/${id}`, { includeParent: String(parent) }),
  };
}

interface Choice {
  scope: AssetScope;
  parent: AssetScope | null;
  tag: AssetTag;
  assets: Asset[];
}

/** A scope and one of its tags with 25 to 60 assets (a short last page preferred), so paging is quick. */
async function chooseListing(api: ReturnType<typeof mediaApi>): Promise<Choice> {
  const scopes = await api.scopes();
  const flat = scopes.flatMap((root) => [
    { scope: root, parent: null },
    ...root.children.map((child) => ({ scope: child, parent: root })),
  ]);
  let fallback: Choice | null = null;
  for (const { scope, parent } of flat) {
    for (const tag of await api.tags(scope.code)) {
      const assets = await api.all(scope.code, { tag: String(tag.id) });
      if (assets.length < PER_PAGE + 1 || assets.length > 60) continue;
      const choice = { scope, parent, tag, assets };
      if (assets.length % PER_PAGE !== 0) return choice;
      fallback ??= choice;
    }
  }
  if (!fallback) throw new Error('no scope and tag with 25 to 60 assets');
  return fallback;
}

/** A scope without any asset, when the demo has one (for the empty state). */
async function emptyScope(api: ReturnType<typeof mediaApi>): Promise<AssetScope | null> {
  for (const root of await api.scopes())
    if (root.children.length === 0 && (await api.all(root.code)).length === 0) return root;
  return null;
}

/** A variant product with its parent, whose assets tab therefore shows the parent's groups. */
async function chooseVariant(): Promise<{ id: number; parent: number }> {
  const query = (filters: object) =>
    apiGet<ProductListAnswer>(
      portal.url,
      `/private/product/?limit=1&filters=${encodeURIComponent(JSON.stringify(filters))}`,
      guestToken,
    );
  const first = (await query({})).body.products[0];
  const variant = (await query({ parent: first.id })).body.products[0];
  if (!variant?.parent) throw new Error('the demo has no variant');
  return { id: variant.id, parent: variant.parent };
}

/** A word of the listing's names that finds at least 2 of its assets but not all of them. */
async function narrowingWord(api: ReturnType<typeof mediaApi>, choice: Choice) {
  const words = new Set(
    choice.assets.flatMap((a) => a.name.split(/\s+/)).filter((w) => /^[a-z]{4,}$/i.test(w)),
  );
  for (const word of words) {
    const found = await api.all(choice.scope.code, { tag: String(choice.tag.id), search: word });
    if (found.length >= 2 && found.length < choice.assets.length) return { word, found };
  }
  throw new Error('no word narrows the listing');
}

/** settle(), and the lazy thumbnails in view loaded too, so a screenshot shows the finished grid. */
async function settleGrid(page: Page): Promise<void> {
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

const cut = (name: string) => {
  const chars = Array.from(name);
  return chars.length > 45 ? `${chars.slice(0, 45).join('')}…` : name;
};

/** What the grid shows: per card the full name (from the preview button) and the visible name. */
async function readGrid(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('section[aria-labelledby="asset-library-heading"] ul > li')]
      .filter((li) => li.querySelector('[data-asset-preview]'))
      .map((li) => ({
        label: li.querySelector('[data-asset-preview]')!.getAttribute('aria-label'),
        shown: li.querySelector('h3')!.textContent,
      })),
  );
}

/** Waits until the grid shows exactly these assets in this order, each name cut at 45 characters. */
async function expectGrid(page: Page, lang: string, assets: Asset[]): Promise<void> {
  const expected = assets.map((a) => ({
    label: uiText(lang, 'assets.library.preview', { name: a.name }),
    shown: cut(a.name),
  }));
  await expect.poll(() => readGrid(page), { timeout: 20_000, interval: 100 }).toEqual(expected);
  await page
    .getByRole('status')
    .filter({ hasText: uiText(lang, 'assets.library.shown', { count: assets.length }) })
    .waitFor();
}

/** How many pages the list takes until one comes back short (possibly empty). */
const pagesOf = (count: number) => Math.floor(count / PER_PAGE) + 1;

/** Clicks the next-page card (by keyboard when asked) until the 'No more items' card ends the list. */
async function pageToEnd(page: Page, lang: string, assets: Asset[], keyboard: boolean): Promise<void> {
  const next = page.getByRole('button', { name: uiText(lang, 'assets.library.next_page'), exact: true });
  for (let loaded = 1; loaded < pagesOf(assets.length); loaded++) {
    const shown = loaded * PER_PAGE;
    await expectGrid(page, lang, assets.slice(0, shown));
    if (!keyboard) {
      await next.click();
      continue;
    }
    await next.focus();
    await page.keyboard.press('Enter');
    // Focus moves on to the first card of the new page.
    if (shown < assets.length)
      await page.waitForFunction(
        (label) => document.activeElement?.getAttribute('aria-label') === label,
        uiText(lang, 'assets.library.preview', { name: assets[shown].name }),
        { timeout: 10_000 },
      );
  }
  await expectGrid(page, lang, assets);
  const end = page.getByText(uiText(lang, 'assets.no_more_items'), { exact: true });
  await end.waitFor();
  await end.scrollIntoViewIfNeeded();
  expect(await next.count()).toBe(0);
}

async function basketCount(page: Page, lang: string, count: number): Promise<void> {
  await page.getByRole('link', { name: uiText(lang, 'nav.basket', { count }) }).waitFor();
}

async function storedCart(page: Page): Promise<{ url: string; name: string; size: string }[]> {
  return JSON.parse((await page.evaluate(() => localStorage.getItem('assets'))) ?? '[]');
}

/** The product assets tab: checks one group, downloads, lands in the cart with the group's files. */
async function downloadGroupFromProduct(page: Page, lang: string, segment: string, before: number) {
  const variant = await chooseVariant();
  const groups = await mediaApi(segment.replace('-', '_')).product(variant.id, variant.parent);
  const [name, files] =
    Object.entries(groups).find(([, list]) => list.length > 1) ?? Object.entries(groups)[0];
  await page.goto(`${portal.url}/${segment}/products/detail/${variant.id}/assets`);
  const download = page.getByRole('button', { name: uiText(lang, 'products.assets.download'), exact: true });
  await download.waitFor();
  expect(await download.isDisabled()).toBe(true);
  for (const group of Object.keys(groups))
    await page.getByRole('region', { name: group, exact: true }).waitFor();
  // The tab arrives drawn by the server, whose checkboxes hold a tap for the app (first-screen-pages
  // checks that); here the app's own checkbox is ticked.
  await page.locator('#vitrine-first-screen').waitFor({ state: 'detached' });
  await page.getByRole('checkbox', { name, exact: true }).check();
  await page
    .getByText(uiText(lang, 'products.assets.selected', { count: files.length }), { exact: true })
    .waitFor();
  expect(await download.isDisabled()).toBe(false);
  await page.waitForTimeout(300); // the button's colour fades in once enabled
  await settleGrid(page);
  await shot(page, `assets-product-tab-${lang}`);
  await download.click();
  await waitForPath(page, `/${segment}/asset/cart`);
  await basketCount(page, lang, before + files.length);
  const cart = await storedCart(page);
  for (const file of files) expect(cart.map((item) => item.url)).toContain(file.url);
  expect(cart).toHaveLength(before + files.length);
}

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  guestToken = await guestTokenOf(portal);
});

afterAll(() => stopSuite({ portal, browser }));

describe('asset library', () => {
  test('English desktop: scope, tag, pages to the end, search, preview and cart', async () => {
    const lang = 'en';
    const api = mediaApi('en_GB');
    const choice = await chooseListing(api);
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/asset/list`);
      await page.getByRole('heading', { level: 1, name: uiText(lang, 'assets.title') }).waitFor();
      await page.locator('[data-asset-preview]').first().waitFor();
      await settleGrid(page);
      await shot(page, 'assets-library-en-all');

      // Scope from the tree (a child scope sits in its parent's folded branch).
      const tree = page.getByRole('navigation', { name: uiText(lang, 'assets.library.scopes_title') });
      if (choice.parent)
        await tree
          .getByRole('button', {
            name: uiText(lang, 'assets.library.scopes_expand', { name: choice.parent.name }),
          })
          .click();
      await tree.getByRole('link', { name: choice.scope.name, exact: true }).click();
      await waitForPath(page, `/en-GB/asset/list/${choice.scope.code}`);
      await page.getByRole('heading', { level: 1, name: choice.scope.name }).waitFor();
      const current = tree.getByRole('link', { name: choice.scope.name, exact: true });
      expect(await current.getAttribute('aria-current')).toBe('page');
      await expectGrid(page, lang, (await api.all(choice.scope.code)).slice(0, PER_PAGE));

      // A tag: the list starts again with that tag's assets, and the address carries it.
      const chip = page
        .getByRole('group', { name: uiText(lang, 'assets.library.tags_title') })
        .getByRole('button', { name: choice.tag.name, exact: true });
      await chip.click();
      await page.waitForURL((url) => url.searchParams.getAll('tag').includes(String(choice.tag.id)));
      await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
      await pageToEnd(page, lang, choice.assets, true);
      expect(new URL(page.url()).searchParams.get('page')).toBe(String(pagesOf(choice.assets.length)));
      await shot(page, 'assets-library-en-end');

      // The address reproduces the view in a fresh tab: same tag, same pages.
      const copy = await context.newPage();
      await copy.goto(page.url());
      await expectGrid(copy, lang, choice.assets);
      await copy.close();

      // Search within scope and tag: a word of the names that narrows the list to a few assets.
      const { word, found } = await narrowingWord(api, choice);
      // The answer to the first letters is held back; typing on cancels that request (spec 4).
      const slow = word.slice(0, 3);
      const isSlow = (url: URL) =>
        url.pathname.includes('/private/media/') && url.searchParams.get('search') === slow;
      const aborted: string[] = [];
      page.on('requestfailed', (request) => {
        if (isSlow(new URL(request.url()))) aborted.push(request.failure()?.errorText ?? '');
      });
      await page.route(isSlow, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        await route.continue().catch(() => undefined);
      });
      const searchbox = page.getByRole('combobox', { name: uiText(lang, 'assets.library.search_label') });
      const held = page.waitForRequest((request) => isSlow(new URL(request.url())));
      await searchbox.fill(slow);
      await held;
      await searchbox.fill(word);
      await expect.poll(() => aborted, { timeout: 5_000 }).toEqual(['net::ERR_ABORTED']);
      await page.unroute(isSlow);
      await page.waitForURL(
        (url) => url.searchParams.get('search') === word && !url.searchParams.has('page'),
      );
      await expectGrid(page, lang, found.slice(0, PER_PAGE));
      await closeSuggestions(page, searchbox);

      // Sort by name, ascending.
      await page
        .getByRole('button', { name: new RegExp(`^${uiText(lang, 'assets.library.sort_title')}`) })
        .click();
      const dialog = page.getByRole('dialog', { name: uiText(lang, 'assets.library.sort_title') });
      await dialog.getByRole('radio', { name: uiText(lang, 'assets.library.sort_name') }).check();
      await dialog.getByRole('radio', { name: uiText(lang, 'assets.library.sort_asc') }).check();
      await settleGrid(page);
      await shot(page, 'assets-library-en-sort');
      await dialog.getByRole('button', { name: uiText(lang, 'assets.library.sort_apply') }).click();
      const byName = await api.all(choice.scope.code, {
        tag: String(choice.tag.id),
        search: word,
        orderBy: 'name',
        orderDir: 'asc',
      });
      await expectGrid(page, lang, byName.slice(0, PER_PAGE));

      // Preview of the first card, put into the cart from the dialog.
      const first = byName[0];
      await page
        .getByRole('button', { name: uiText(lang, 'assets.library.preview', { name: first.name }) })
        .click();
      const preview = page.getByRole('dialog', { name: first.name });
      await preview.waitFor();
      await preview.locator('img').or(preview.getByRole('img')).first().waitFor();
      await settleGrid(page);
      await shot(page, 'assets-library-en-preview');
      await preview
        .getByRole('button', { name: uiText(lang, 'assets.library.cart_add'), exact: true })
        .click();
      await notification(page, uiText(lang, 'assets.library.cart_added', { name: first.name })).waitFor();
      await preview
        .getByRole('button', { name: uiText(lang, 'assets.library.cart_remove'), exact: true })
        .waitFor();
      await preview.getByRole('button', { name: uiText(lang, 'common.close') }).click();
      await preview.waitFor({ state: 'detached' });
      await basketCount(page, lang, 1);

      // A second one from its card's cart button, which then offers to take it out again.
      const second = byName[1];
      await page
        .getByRole('button', { name: uiText(lang, 'assets.library.cart_add_named', { name: second.name }) })
        .click();
      await page
        .getByRole('button', {
          name: uiText(lang, 'assets.library.cart_remove_named', { name: second.name }),
        })
        .waitFor();
      await basketCount(page, lang, 2);
      expect(await storedCart(page)).toEqual([
        { name: first.name, url: first.url, ext: first.ext, size: 'source', trim: false },
        { name: second.name, url: second.url, ext: second.ext, size: 'source', trim: false },
      ]);
      await settleGrid(page);
      await shot(page, 'assets-library-en-cart');

      await downloadGroupFromProduct(page, lang, 'en-GB', 2);
    } finally {
      await context.close();
    }
  });

  test('German phone: folded scope panel, tag, pages, empty scope, product assets tab', async () => {
    const lang = 'de';
    const api = mediaApi('de_DE');
    const choice = await chooseListing(api);
    const { context, page } = await openPage(browser, PHONE, 'de-DE');
    try {
      await page.goto(`${portal.url}/de-DE/asset/list`);
      await page.getByRole('heading', { level: 1, name: uiText(lang, 'assets.title') }).waitFor();
      await page.locator('[data-asset-preview]').first().waitFor();
      await settleGrid(page);
      await shot(page, 'assets-library-de-phone');
      const width = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await width()).toBeLessThanOrEqual(PHONE.width);

      // The scope tree is folded behind a summary on phones.
      const panel = page.getByRole('navigation', { name: uiText(lang, 'assets.library.scopes_title') });
      await panel
        .getByRole('button', { name: new RegExp(`^${uiText(lang, 'assets.library.scopes_title')}`) })
        .first()
        .click();
      if (choice.parent)
        await panel
          .getByRole('button', {
            name: uiText(lang, 'assets.library.scopes_expand', { name: choice.parent.name }),
          })
          .click();
      await panel.getByRole('link', { name: choice.scope.name, exact: true }).waitFor();
      await page.waitForTimeout(400); // the panel's unfolding animation
      await settleGrid(page);
      await shot(page, 'assets-library-de-phone-scopes');
      await panel.getByRole('link', { name: choice.scope.name, exact: true }).click();
      await waitForPath(page, `/de-DE/asset/list/${choice.scope.code}`);

      await page
        .getByRole('group', { name: uiText(lang, 'assets.library.tags_title') })
        .getByRole('button', { name: choice.tag.name, exact: true })
        .click();
      await pageToEnd(page, lang, choice.assets, false);
      await shot(page, 'assets-library-de-phone-end');
      expect(await width()).toBeLessThanOrEqual(PHONE.width);

      // Into the cart from a card.
      const asset = choice.assets[0];
      await page
        .getByRole('button', { name: uiText(lang, 'assets.library.cart_add_named', { name: asset.name }) })
        .click();
      await notification(page, uiText(lang, 'assets.library.cart_added', { name: asset.name })).waitFor();
      await basketCount(page, lang, 1);
      await page
        .getByRole('button', { name: uiText(lang, 'assets.library.preview', { name: asset.name }) })
        .click();
      await page.getByRole('dialog', { name: asset.name }).waitFor();
      await settleGrid(page);
      await shot(page, 'assets-library-de-phone-preview');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: asset.name }).waitFor({ state: 'detached' });

      // A scope without assets says so.
      const empty = await emptyScope(api);
      if (empty) {
        await page.goto(`${portal.url}/de-DE/asset/list/${empty.code}`);
        await page.getByRole('heading', { level: 1, name: empty.name }).waitFor();
        await page.getByText(uiText(lang, 'common.no_results'), { exact: true }).waitFor();
      }

      await downloadGroupFromProduct(page, lang, 'de-DE', 1);
      await settleGrid(page);
      await shot(page, 'assets-cart-after-product-de-phone');
    } finally {
      await context.close();
    }
  });
});
