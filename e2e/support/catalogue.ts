import type { Attribute, Product, ProductCategory, ProductListAnswer } from '@vitrine/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { API, storedUser, uiText } from './flows.ts';

/** The product list call's parameters as the web app sends them (GET /private/product/). */
export interface ProductCall {
  limit?: number;
  offset?: number;
  order?: string;
  orderdir?: 'asc' | 'desc';
  search?: string;
  filters?: Record<string, unknown>;
  /** Ask for the filter counts too (facets=1). */
  facets?: boolean;
}

/** The catalogue API as a visitor with `token` sees it in `locale` (xx_YY), called from the test process. */
export function catalogueApi(baseUrl: string, token: string, locale: string) {
  const get = async <T>(apiPath: string, query: Record<string, string | undefined> = {}): Promise<T> => {
    const search = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const response = await fetch(`${baseUrl}${API}${apiPath}?${search}`, {
      headers: { Accept: 'application/json', Authorization: token, 'Accept-Language': locale },
    });
    if (!response.ok) throw new Error(`${apiPath} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    products: (call: ProductCall = {}) =>
      get<ProductListAnswer>('/private/product/', {
        limit: String(call.limit ?? 24),
        offset: String(call.offset ?? 0),
        order: call.order,
        orderdir: call.orderdir ?? 'asc',
        search: call.search,
        filters: call.filters && JSON.stringify(call.filters),
        facets: call.facets ? '1' : undefined,
      }),
    /** Products by id, with their associations (only id lookups carry them). */
    byIds: async (ids: number[]) =>
      (
        await get<ProductListAnswer>('/private/product/', {
          limit: '200',
          filters: JSON.stringify({ id: ids }),
        })
      ).products,
    attributes: () => get<Attribute[]>('/private/attribute/'),
    categories: () => get<ProductCategory[]>('/private/category/'),
  };
}
export type CatalogueApi = ReturnType<typeof catalogueApi>;

/** The label of an attribute's option as the interface shows it. */
export function optionLabel(attributes: Attribute[], code: string, value: string): string {
  const attribute = attributeOf(attributes, code);
  const option = attribute.options.find((o) => o.value === value);
  if (!option) throw new Error(`${code} has no option ${value}`);
  return option.label;
}

export function attributeOf(attributes: Attribute[], code: string): Attribute {
  const attribute = attributes.find((a) => a.name === code);
  if (!attribute) throw new Error(`no attribute ${code}`);
  return attribute;
}

/** Label of an attribute as the interface shows it (label, display name, code). */
export function attributeLabel(attributes: Attribute[], code: string): string {
  const attribute = attributeOf(attributes, code);
  return attribute.label || attribute.display_name || attribute.name;
}

/** A category anywhere in the tree, by code. */
export function findCategory(nodes: ProductCategory[], code: string): ProductCategory {
  const search = (list: ProductCategory[]): ProductCategory | undefined =>
    list.find((node) => node.code === code) ?? list.map((node) => search(node.children)).find(Boolean);
  const category = search(nodes);
  if (!category) throw new Error(`no category ${code}`);
  return category;
}

/** A product's name as cards show it: HTML tags stripped, else its title, else #id. */
export function displayName(product: Pick<Product, 'id' | 'name' | 'title'>): string {
  const strip = (html: string | null) =>
    (html ?? '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return strip(product.name) || strip(product.title) || `#${product.id}`;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the product list shows right now: result line, product names in order, and whether it is still updating. */
export interface ListView {
  results: string;
  names: string[];
  busy: boolean;
}

export function readListView(page: Page): Promise<ListView> {
  return page.evaluate(() => {
    const section = document.querySelector('section[aria-labelledby="catalogue-heading"]');
    if (!section) return { results: '', names: [], busy: true };
    const results = section.querySelector('[role="status"][aria-live="polite"]')?.textContent ?? '';
    const table = section.querySelector('table tbody');
    const names = table
      ? [...table.querySelectorAll('tr')].map((row) => row.querySelector('a')?.textContent ?? '')
      : [...section.querySelectorAll('ul.MuiGrid-container > li h3')].map((h) => h.textContent ?? '');
    const busy =
      !!section.querySelector('[aria-busy="true"], [role="progressbar"]') ||
      !!section.querySelector('[role="status"][aria-label]');
    return { results, names, busy };
  });
}

/** A filter section's body (the collapsible part under its heading button) in the filter panel. */
export async function filterBody(panel: Locator, label: string): Promise<Locator> {
  const heading = panel.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}`) });
  const id = await heading.getAttribute('aria-controls');
  if (!id) throw new Error(`filter ${label} has no body`);
  return panel.locator(`[id="${id}"]`);
}

/** The options of a filter as shown, with the count beside each: { label: count }. */
export async function shownCounts(body: Locator): Promise<Record<string, number>> {
  const pairs = await body.locator('.MuiFormControlLabel-label').evaluateAll((labels) =>
    labels.map((label) => {
      const [name, count] = [...(label.firstElementChild?.children ?? [])].map((el) => el.textContent ?? '');
      return [name, Number(count)] as const;
    }),
  );
  return Object.fromEntries(pairs);
}

/** An option checkbox of a filter (its accessible name also carries the facet count). */
export function optionBox(body: Locator, label: string): Locator {
  return body.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(label)}(\\s|$)`) });
}

/**
 * Ticks a filter option and waits until it shows as ticked. (Not locator.check(): the box is controlled
 * by the URL, which the router updates a moment after the click.)
 */
export async function tick(box: Locator): Promise<void> {
  await box.click();
  await expect.poll(() => box.isChecked(), { timeout: 10_000, interval: 50 }).toBe(true);
}

/** Back to the top of the page (a screenshot of the first screen), without a navigation. */
export async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0);
}

/** The `query` parameter of the page's URL, parsed. */
export function listQuery(page: Page): Record<string, unknown> {
  const text = new URL(page.url()).searchParams.get('query');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** The list scenario: a category, two attributes (one of them behind 'more filters') and a search. */
export const SCENARIO = {
  category: 'lighting',
  colours: ['black', 'white'],
  search: 'kaze',
  /** The list call's filters for it (the route's category becomes category_code). */
  filters: { category_code: 'lighting', color: ['black', 'white'], dimmable: ['true'] },
};

/**
 * The catalogue API as the page's visitor: the token the app stored (which must be `expectedToken`),
 * in `locale`, so the API sees exactly what the page sees.
 */
export async function pageCatalogue(
  page: Page,
  baseUrl: string,
  locale: string,
  expectedToken: string,
): Promise<CatalogueApi> {
  await page.waitForFunction(() => localStorage.getItem('user') !== null);
  const user = await storedUser(page);
  expect(user?.token).toBe(expectedToken);
  return catalogueApi(baseUrl, String(user!.token), locale);
}

/** Opens a product list path (e.g. /en-GB/products/list) and answers the visitor's catalogue API. */
export async function openList(
  page: Page,
  baseUrl: string,
  path: string,
  locale: string,
  expectedToken: string,
): Promise<CatalogueApi> {
  await page.goto(`${baseUrl}${path}`);
  // The server's first screen shows the same section; what is clicked next must be the app's.
  await page.locator('#root section[aria-labelledby="catalogue-heading"]').waitFor();
  return pageCatalogue(page, baseUrl, locale, expectedToken);
}

/** Waits until the list shows exactly this API answer: the result line, the names in order, nothing pending. */
export async function expectList(page: Page, language: string, answer: ProductListAnswer): Promise<void> {
  await expect
    .poll(() => readListView(page), { timeout: 20_000, interval: 100 })
    .toEqual({
      results: uiText(language, 'products.results', { count: answer.total }),
      names: answer.products.map(displayName),
      busy: false,
    });
}

/** The chips of the active filters, as shown. */
export async function chipTexts(page: Page, language: string): Promise<string[]> {
  const group = page.getByRole('group', { name: uiText(language, 'products.filters.active') });
  return group.locator('.MuiChip-label').allTextContents();
}

/** Spec 5: the filters offered besides the configured ones (behind 'more filters'). */
export function moreFilterCount(attributes: Attribute[], configured: string[]): number {
  const types = ['multi_select', 'single_select', 'number', 'bool', 'float'];
  return attributes.filter(
    (a) => !configured.includes(a.name) && types.includes(a.type) && a.options.length > 1,
  ).length;
}
