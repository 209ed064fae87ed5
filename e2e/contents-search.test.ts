/**
 * The global search page, the content list and detail, and a product's Contents tab, as a guest:
 * search in English on a desktop and in German on a phone (marked words, toggles, the latest
 * assets, links to the full lists), then the content screens against the real content API.
 */
import type { Asset, Content, ContentCategory, ProductListAnswer } from '@vitrine/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, closeSuggestions, settle, uiText, waitForPath } from './support/flows.ts';
import { DESKTOP, PHONE, openPage, shot, type Portal } from './support/portal.ts';
import { guestTokenOf, startSuite, stopSuite } from './support/suite.ts';

/** How long a poll waits: an answer can take seconds on a busy machine. */
const WAIT = { timeout: 20_000 };

let portal: Portal;
let browser: Browser;
let guestToken: string;

interface ContentList {
  results: Content[];
  total: number;
}

/** The portal API as the guest sees it in a locale (xx_YY), called from the test process. */
function portalApi(locale: string) {
  return async <T>(path: string, query: Record<string, string> = {}): Promise<T> => {
    const search = new URLSearchParams(query);
    const response = await fetch(`${portal.url}${API}${path}?${search}`, {
      headers: { Accept: 'application/json', Authorization: guestToken, 'Accept-Language': locale },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
}

/** Lower case without accents, as the highlighting compares. */
const fold = (text: string) =>
  text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');

/** True when a word of `text` starts with `word`, as the page marks words. */
const startsAWord = (text: string, word: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .some((w) => w.startsWith(fold(word)));

/**
 * A word the page marks in both the products and the assets it finds in a locale: asset names are
 * file names and not translated, so the word is taken from them (a brand or model name) and must
 * start a word of a found product's name and of a found asset's name, each finding more than its
 * preview shows.
 */
async function wordForBoth(locale: string): Promise<string> {
  const get = portalApi(locale);
  const assets = await get<Asset[]>('/private/media/', { itemsPerPage: '60', orderBy: 'name' });
  const words = new Set(assets.flatMap((a) => a.name.split(/[\s_-]+/)).filter((w) => /^\p{L}{4,}$/u.test(w)));
  for (const word of words) {
    const [products, found] = await Promise.all([
      get<ProductListAnswer>('/private/product/', {
        limit: '5',
        order: 'name',
        orderdir: 'desc',
        search: word,
      }),
      get<Asset[]>('/private/media/', { itemsPerPage: '8', orderBy: 'name', orderDir: 'desc', search: word }),
    ]);
    // More than the previews show of both, so each block offers "Show all".
    if (
      products.products.some((p) => startsAWord(p.name ?? '', word)) &&
      found.some((a) => startsAWord(a.name, word)) &&
      products.total > products.products.length &&
      found.length === 8
    )
      return word.toLowerCase();
  }
  throw new Error(`no word finds both products and assets in ${locale}`);
}

/** A result block of the search page by its section id. */
const block = (page: Page, id: string): Locator => page.locator(`section[data-section="${id}"]`);

/** The marked words of a block, once its answer is on screen. */
async function marks(section: Locator): Promise<string[]> {
  await section.locator('mark').first().waitFor({ timeout: 20_000 });
  return section.locator('mark').allTextContents();
}

/** settle(), and the lazy pictures in view loaded too, so a screenshot shows the finished page. */
async function settleImages(page: Page): Promise<void> {
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

/** Walks the search page in one language and screen size. */
async function searchPageFlow(lang: 'en' | 'de', segment: string, viewport: typeof DESKTOP) {
  const locale = segment.replace('-', '_');
  const get = portalApi(locale);
  const word = await wordForBoth(locale);
  const { context, page } = await openPage(browser, viewport, segment);
  try {
    const productCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/private/product/') && url.searchParams.get('limit') === '5')
        productCalls.push(url.searchParams.get('search') ?? '');
    });

    // From the shell's search icon: Enter in its box, still empty, opens the search page, whose
    // text box has the focus on arrival.
    await page.goto(`${portal.url}/${segment}/asset/list`);
    await page.getByRole('button', { name: uiText(lang, 'nav.search'), exact: true }).click();
    await page.getByRole('combobox', { name: uiText(lang, 'search.field.label') }).press('Enter');
    await waitForPath(page, `/${segment}/search`);
    await page.getByRole('heading', { level: 1, name: uiText(lang, 'search.title') }).waitFor();
    const box = page.getByRole('searchbox', { name: uiText(lang, 'search.field.label') });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement), WAIT).toBe(true);

    // Without a text: the newest products and the 4 latest assets (spec 2).
    const latest = await get<Asset[]>('/private/media/', {
      itemsPerPage: '4',
      orderBy: 'created',
      orderDir: 'desc',
    });
    const assetNames = () => block(page, 'assets').locator('li h3').allTextContents();
    await expect
      .poll(assetNames, WAIT)
      .toEqual(
        latest.map((a) => (a.name.length > 45 ? `${Array.from(a.name).slice(0, 45).join('')}…` : a.name)),
      );
    await block(page, 'products').locator('li h3').first().waitFor();
    expect(await block(page, 'products').locator('li').count()).toBe(5);
    await settleImages(page);
    await shot(page, `search-${lang}-empty`);

    // Typing: one request after the pause, not one per letter; the address carries the text.
    productCalls.length = 0;
    await box.pressSequentially(word, { delay: 40 });
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    const productMarks = await marks(block(page, 'products'));
    const assetMarks = await marks(block(page, 'assets'));
    // Asset marks are the typed word's; products may also mark words the server adds (`terms`).
    for (const mark of assetMarks) expect(fold(mark).startsWith(fold(word))).toBe(true);
    expect(productMarks.some((mark) => fold(mark).startsWith(fold(word)))).toBe(true);
    expect(productCalls.filter((search) => search !== word).length).toBeLessThanOrEqual(1);
    expect(productCalls).toContain(word);
    // At most 8 matching assets while searching.
    expect(await block(page, 'assets').locator('li').count()).toBeLessThanOrEqual(8);
    await settleImages(page);
    await shot(page, `search-${lang}-${word}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    // The toggles hide and show sections; the address remembers what is off.
    // (A switch follows the address, which the router changes in a transition: click, then wait.)
    const toggle = (section: string) =>
      page.getByRole('switch', { name: uiText(lang, section), exact: true });
    await toggle('nav.assets').click();
    await block(page, 'assets').waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.searchParams.get('off') === 'assets');
    expect(await toggle('nav.assets').isChecked()).toBe(false);
    await toggle('nav.contents').click();
    await block(page, 'contents').waitFor({ state: 'detached' });
    expect(await block(page, 'products').count()).toBe(1);
    await shot(page, `search-${lang}-products-only`);
    await toggle('nav.assets').click();
    await block(page, 'assets').waitFor();
    expect(await toggle('nav.assets').isChecked()).toBe(true);

    // Each block leads to its full list, searching for the same text.
    const showAll = (section: string) =>
      page.getByRole('link', {
        name: uiText(lang, 'search.show_all_in', { section: uiText(lang, section) }),
      });
    await showAll('nav.assets').click();
    await waitForPath(page, `/${segment}/asset/list`);
    expect(new URL(page.url()).searchParams.get('search')).toBe(word);
    await expect
      .poll(
        () => page.getByRole('combobox', { name: uiText(lang, 'assets.library.search_label') }).inputValue(),
        WAIT,
      )
      .toBe(word);
    await page.goBack();
    await waitForPath(page, `/${segment}/search`);
    await showAll('nav.products').click();
    await waitForPath(page, `/${segment}/products/list`);
    expect(JSON.parse(new URL(page.url()).searchParams.get('query') ?? '{}')).toEqual({ search: word });
    await expect
      .poll(
        () => page.getByRole('combobox', { name: uiText(lang, 'products.search.label') }).inputValue(),
        WAIT,
      )
      .toBe(word);
    await page.goBack();
    await waitForPath(page, `/${segment}/search`);
    await expect.poll(() => box.inputValue(), WAIT).toBe(word);

    // A text nothing matches says so in every section.
    await box.fill('zzqxqzz');
    await page.waitForURL((url) => url.searchParams.get('q') === 'zzqxqzz');
    for (const id of ['products', 'assets'])
      await block(page, id).getByText(uiText(lang, 'common.no_results'), { exact: true }).waitFor();

    // A text typed over is dropped: the request for it is aborted when the next text replaces it.
    const slow = word.slice(0, 3);
    const isSlow = (url: URL) =>
      url.pathname.endsWith('/private/product/') && url.searchParams.get('search') === slow;
    const aborted: string[] = [];
    page.on('requestfailed', (request) => {
      if (isSlow(new URL(request.url()))) aborted.push(request.failure()?.errorText ?? '');
    });
    await page.route(isSlow, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue().catch(() => undefined);
    });
    const held = page.waitForRequest((request) => isSlow(new URL(request.url())));
    await box.fill(slow);
    await held;
    await box.fill(word);
    await expect.poll(() => aborted, { timeout: 5_000 }).toContain('net::ERR_ABORTED');
    await page.unroute(isSlow);
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    await block(page, 'products').locator('mark').first().waitFor();
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  guestToken = await guestTokenOf(portal);
});

afterAll(() => stopSuite({ portal, browser }));

describe('search page', () => {
  test('English desktop: latest assets, marked words, toggles and links to the lists', () =>
    searchPageFlow('en', 'en-GB', DESKTOP));

  test('German phone: the same in German at 375 px', () => searchPageFlow('de', 'de-DE', PHONE));
});

describe('search engine on the page', () => {
  test('a swap of two letters early in a word still finds it, marked, on a desktop', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/search?q=Atleier`);
      const products = block(page, 'products');
      await expect.poll(async () => (await marks(products)).map(fold), WAIT).toContain('atelier');
      const cards = await products.locator('a').allTextContents();
      expect(cards.some((text) => /atelier/i.test(text))).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('a Chinese query finds Chinese names at 375 px', async () => {
    const { context, page } = await openPage(browser, PHONE);
    try {
      const word = '吊灯';
      const found = await portalApi('zh_CN')<ProductListAnswer>('/private/product/', {
        search: word,
        limit: '5',
        attributes: 'name',
      });
      expect(found.products.length).toBeGreaterThan(0);
      await page.goto(`${portal.url}/zh-CN/search?q=${encodeURIComponent(word)}`);
      const products = block(page, 'products');
      await expect.poll(async () => marks(products), WAIT).toContain(word);
      // Every card shown is a Chinese name holding the word (the preview orders by name).
      const names = await products.locator('a').allTextContents();
      expect(names.some((text) => text.includes(word))).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('an article with an external link opens the link, from its card and its page', async () => {
    const get = portalApi('en_GB');
    const all = await get<ContentList>('/private/content/', { limit: '200', orderby: 'created' });
    const linked = all.results.find((c) => c.link);
    expect(linked, 'a demo article with an external link').toBeTruthy();
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/contents/list?search=${encodeURIComponent(linked!.title)}`);
      const card = page.locator(`a[href="${linked!.link}"]`).first();
      await card.waitFor(WAIT);
      expect(await card.getAttribute('target')).toBe('_blank');
      expect(await card.getAttribute('rel')).toContain('noopener');
      await page.goto(`${portal.url}/en-GB/contents/detail/${linked!.id}`);
      const button = page.getByRole('link', { name: uiText('en', 'contents.open_link') });
      await button.waitFor(WAIT);
      expect(await button.getAttribute('href')).toBe(linked!.link);
    } finally {
      await context.close();
    }
  });
});

interface FoundCategory {
  path: ContentCategory[];
  list: ContentList;
}

/** The first category (depth first) that has contents, with its path from the root. */
async function categoryWithContents(get: ReturnType<typeof portalApi>): Promise<FoundCategory | null> {
  const walk = async (nodes: ContentCategory[], above: ContentCategory[]): Promise<FoundCategory | null> => {
    for (const node of nodes) {
      const path = [...above, node];
      const list = await get<ContentList>('/private/content/', {
        page: '1',
        limit: '24',
        orderby: 'created',
        orderdir: 'desc',
        'filters[category]': node.code,
      });
      if (list.results.length > 0) return { path, list };
      const below = await walk(node.children, path);
      if (below) return below;
    }
    return null;
  };
  return walk(await get<ContentCategory[]>('/private/content/categories'), []);
}

/** Card titles of the content list, in order. */
const contentTitles = (page: Page) =>
  page.locator('section[aria-labelledby="content-list-heading"] ul > li h3').allTextContents();

describe('content screens', () => {
  test('English desktop: list, category, search, sort and a content page', async () => {
    const lang = 'en';
    const get = portalApi('en_GB');
    const all = await get<ContentList>('/private/content/', {
      page: '1',
      limit: '24',
      orderby: 'created',
      orderdir: 'desc',
    });
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/contents/list`);
      await page.getByRole('heading', { level: 1, name: uiText(lang, 'contents.title') }).waitFor();
      await expect.poll(() => contentTitles(page), WAIT).toEqual(all.results.map((c) => c.title));
      await page.getByText(uiText(lang, 'contents.results', { count: all.total }), { exact: true }).waitFor();
      await settleImages(page);
      await shot(page, 'contents-list-en');

      // A category from the tree: its contents, its title as the heading.
      const found = await categoryWithContents(get);
      if (found) {
        const tree = page.getByRole('navigation', { name: uiText(lang, 'contents.categories.title') });
        for (const parent of found.path.slice(0, -1))
          await tree
            .getByRole('button', { name: uiText(lang, 'contents.categories.expand', { name: parent.title }) })
            .click();
        const category = found.path.at(-1)!;
        await tree.getByRole('link', { name: category.title, exact: true }).click();
        await waitForPath(page, `/en-GB/contents/list/${category.code}`);
        await page.getByRole('heading', { level: 1, name: category.title }).waitFor();
        await expect.poll(() => contentTitles(page), WAIT).toEqual(found.list.results.map((c) => c.title));
      }

      // Search: a word of the first title; the address carries it and the titles mark it.
      await page.goto(`${portal.url}/en-GB/contents/list`);
      const word = all.results[0].title.split(/\s+/).find((w) => /^\p{L}{4,}$/u.test(w))!;
      const searchBox = page.getByRole('combobox', { name: uiText(lang, 'contents.search.label') });
      await searchBox.fill(word);
      await page.waitForURL((url) => url.searchParams.get('search') === word);
      const searched = await get<ContentList>('/private/content/', {
        page: '1',
        limit: '24',
        orderby: 'created',
        orderdir: 'desc',
        search: word,
      });
      await expect.poll(() => contentTitles(page), WAIT).toEqual(searched.results.map((c) => c.title));
      await page.locator('main mark').first().waitFor();
      await closeSuggestions(page, searchBox);

      // Sort by title, ascending: the address keeps it.
      await page.getByRole('button', { name: new RegExp(`^${uiText(lang, 'contents.sort.title')}`) }).click();
      const dialog = page.getByRole('dialog', { name: uiText(lang, 'contents.sort.title') });
      await dialog.getByRole('radio', { name: uiText(lang, 'contents.sort.title_field') }).check();
      await dialog.getByRole('radio', { name: uiText(lang, 'contents.sort.asc') }).check();
      await dialog.getByRole('button', { name: uiText(lang, 'contents.sort.apply') }).click();
      await page.waitForURL(
        (url) => url.searchParams.get('orderBy') === 'title' && url.searchParams.get('orderDir') === 'asc',
      );
      const byTitle = await get<ContentList>('/private/content/', {
        page: '1',
        limit: '24',
        orderby: 'title',
        orderdir: 'asc',
        search: word,
      });
      await expect.poll(() => contentTitles(page), WAIT).toEqual(byTitle.results.map((c) => c.title));

      // A content without an external link opens its page; one with a link opens it in a new tab.
      await page.goto(`${portal.url}/en-GB/contents/list`);
      const inner = all.results.find((c) => !c.link);
      if (inner) {
        await page
          .getByRole('link', { name: new RegExp(`^${escape(inner.title)}`) })
          .first()
          .click();
        await waitForPath(page, `/en-GB/contents/detail/${inner.id}`);
        await page.getByRole('heading', { level: 1, name: inner.title }).waitFor();
        const files = inner.attachments.length;
        if (files > 0)
          await page
            .getByRole('heading', { level: 2, name: uiText(lang, 'contents.attachments.title') })
            .waitFor();
        await settleImages(page);
        await shot(page, 'contents-detail-en');
        await page.goBack();
      }
      const linked = all.results.find((c) => c.link);
      if (linked) {
        const card = page.locator(`a[href="${new URL(linked.link!).href}"]`).first();
        expect(await card.getAttribute('target')).toBe('_blank');
        expect(await card.getAttribute('rel')).toBe('noopener noreferrer');
      }

      // An unknown id.
      await page.goto(`${portal.url}/en-GB/contents/detail/2147483647`);
      await page.getByText(uiText(lang, 'contents.not_found'), { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('German phone: content list, a content page with attachments into the cart', async () => {
    const lang = 'de';
    const get = portalApi('de_DE');
    const all = await get<ContentList>('/private/content/', { page: '1', limit: '999' });
    const { context, page } = await openPage(browser, PHONE, 'de-DE');
    try {
      await page.goto(`${portal.url}/de-DE/contents/list`);
      await page.getByRole('heading', { level: 1, name: uiText(lang, 'contents.title') }).waitFor();
      await page.locator('section[aria-labelledby="content-list-heading"] ul > li').first().waitFor();
      await settleImages(page);
      await shot(page, 'contents-list-de-phone');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );

      const withFiles = all.results.find((c) => !c.link && c.attachments.length > 0);
      if (withFiles) {
        await page.goto(`${portal.url}/de-DE/contents/detail/${withFiles.id}`);
        await page.getByRole('heading', { level: 1, name: withFiles.title }).waitFor();
        // Its pictures come as a phone's column needs them (800 px), not as the 1200 px preview.
        if (withFiles.text.includes('<img')) {
          const picture = page.locator('article img').first();
          await expect
            .poll(
              () => picture.evaluate((img: HTMLImageElement) => (img.naturalWidth > 0 ? img.currentSrc : '')),
              { timeout: 20_000 },
            )
            .toMatch(/width=800&height=800&format=webp$/);
          expect(await picture.getAttribute('fetchpriority')).toBe('high');
        }
        const attachments = page.getByRole('region', { name: uiText(lang, 'contents.attachments.title') });
        // The first button of an attachment card puts it into the cart (opening it is a link).
        await attachments.getByRole('button').first().click();
        await page.getByRole('link', { name: uiText(lang, 'nav.basket', { count: 1 }) }).waitFor();
        await settleImages(page);
        await shot(page, 'contents-detail-de-phone');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        );
      }
    } finally {
      await context.close();
    }
  });

  test('a product Contents tab groups the contents by category title', async () => {
    const lang = 'en';
    const get = portalApi('en_GB');
    const products = await get<ProductListAnswer>('/private/product/', { limit: '40' });
    let chosen: { id: number; list: ContentList } | null = null;
    for (const product of products.products) {
      const list = await get<ContentList>('/private/content/', {
        page: '1',
        limit: '999',
        orderdir: 'desc',
        orderby: 'created',
        'filters[product]': String(product.id),
      });
      if (list.results.length > 0) {
        chosen = { id: product.id, list };
        break;
      }
    }
    if (!chosen) throw new Error('no product of the first 40 has contents');
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${portal.url}/en-GB/products/detail/${chosen.id}/contents`);
      await page.getByRole('heading', { level: 2, name: uiText(lang, 'products.contents_title') }).waitFor();
      const titles = [...new Set(chosen.list.results.flatMap((c) => c.categories.map((k) => k.title)))];
      for (const title of titles) {
        const group = page.getByRole('region', { name: title, exact: true });
        await group.waitFor();
        const inGroup = chosen.list.results.filter((c) => c.categories.some((k) => k.title === title));
        expect(await group.locator('li').count()).toBe(inGroup.length);
      }
      await settleImages(page);
      await shot(page, 'product-contents-en');
    } finally {
      await context.close();
    }
  });
});

/** A text as a literal inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
