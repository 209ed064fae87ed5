/**
 * The console's activity dashboard, as an administrator reads it: a search that found nothing and
 * the pages just viewed show in its figures, tables and charts; a range without activity says so;
 * a wrong range is told at its field. English on a desktop, German on a phone; axe on each state.
 * The charts' code is fetched by this page only, never by a visitor's page.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { consoleText, expectAxeClean, openConsolePage } from './support/console.ts';
import { disregardFormsReminder, signIn, uiText, waitForPath } from './support/flows.ts';
import { DESKTOP, PHONE, shot, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';

const ADMIN = { email: 'admin@vitrine.example', password: 'showroom-admin-2026', name: 'Avery Admin' };
/** A search the demo catalogue has nothing for, and how the dashboard counts it. */
const NOTHING = { typed: 'Qqxyzzy  Vortex', counted: 'qqxyzzy vortex' };
const WAIT = { timeout: 20_000 };

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
});

afterAll(() => stopSuite({ portal, browser }));

/** The addresses of the pages that fetched a chunk (`charts`, `data-grid`), as they are fetched. */
function watchChunk(page: Page, chunk: string): string[] {
  const fetchedOn: string[] = [];
  const file = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`);
  page.on('request', (request) => {
    if (file.test(new URL(request.url()).pathname)) fetchedOn.push(new URL(page.url()).pathname);
  });
  return fetchedOn;
}

/**
 * Types a day into an English date field as a person does: day, month, year. (The shared helper
 * tells the sections by their largest value, which for the day is that of the month shown: 30 in
 * November.)
 */
async function typeDay(field: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await field.getByRole('spinbutton').first().click();
  for (const part of [day, month, year]) await field.page().keyboard.type(part);
}

/** A total as the dashboard shows it, in digits only (1,234 and 1.234 alike). */
async function figure(page: Page, key: string): Promise<number> {
  const text = await page.locator(`[data-figure="${key}"]`).textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

test('English desktop: a search without a result and page views show in the figures, charts and tables; the range changes', async () => {
  const { context, page } = await openConsolePage(browser, DESKTOP, 'en-GB');
  try {
    const charts = watchChunk(page, 'charts');
    const grid = watchChunk(page, 'data-grid');
    const scripts = new Set<string>();
    const noteScript = (request: { url(): string }) => {
      if (/\.js$/.test(new URL(request.url()).pathname)) scripts.add(request.url());
    };
    page.on('request', noteScript);
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);

    // A search that finds nothing, on the search page: noted once its text has stayed a moment.
    const noted = page.waitForResponse(
      (r) => r.url().endsWith('/private/search/log') && r.request().method() === 'POST',
      WAIT,
    );
    await page.goto(`${portal.url}/en-GB/search?q=${encodeURIComponent(NOTHING.typed)}`);
    await page.getByRole('heading', { level: 1, name: uiText('en', 'search.title') }).waitFor();
    expect(await (await noted).json()).toEqual({ stored: true });
    // A page view of the product list.
    const viewed = page.waitForResponse(
      (r) =>
        r.url().endsWith('/private/analytics/event') &&
        r.request().postDataJSON()?.path === '/en-GB/products/list',
      WAIT,
    );
    await page.goto(`${portal.url}/en-GB/products/list`);
    expect(await (await viewed).json()).toEqual({ stored: true });
    expect(charts, 'pages that fetched the charts').toEqual([]);
    // Nor the console's data grid: a visitor's page fetches neither, in no chunk of any name.
    expect(grid, 'pages that fetched the data grid').toEqual([]);
    page.off('request', noteScript);
    for (const url of scripts)
      expect((await (await fetch(url)).text()).includes('MuiDataGrid'), url).toBe(false);

    // The avatar menu leads to the console, its last tab to the activity.
    await page.getByRole('button', { name: `Account menu of ${ADMIN.name}` }).click();
    await page.getByRole('menuitem', { name: 'Operator console' }).click();
    await waitForPath(page, '/en-GB/admin');
    await page.getByRole('grid', { name: 'Account requests' }).waitFor();
    // The console's other screens do not need the charts either.
    expect(charts).toEqual([]);
    await page.getByRole('tab', { name: 'Activity' }).click();
    await waitForPath(page, '/en-GB/admin/activity');
    const noResults = page.getByRole('table', { name: 'Top searches without results', exact: true });
    await noResults.getByRole('row').filter({ hasText: NOTHING.counted }).waitFor(WAIT);
    expect(await figure(page, 'searches_without_results')).toBeGreaterThanOrEqual(1);
    expect(await figure(page, 'searches')).toBeGreaterThanOrEqual(1);
    expect(await figure(page, 'page_views')).toBeGreaterThanOrEqual(2);
    await page
      .getByRole('table', { name: 'Top searches', exact: true })
      .getByRole('row')
      .filter({ hasText: NOTHING.counted })
      .waitFor();
    await page.getByRole('table', { name: 'Most viewed pages' }).getByText('/en-GB/products/list').waitFor();
    // Each chart is drawn, and its figures are a table a screen reader reads.
    for (const title of ['Page views and searches per day', 'Downloads and shares per day']) {
      const section = page.getByRole('region', { name: title });
      await section.locator('svg .MuiLineChart-root, svg path').first().waitFor({ state: 'attached' });
      const table = section.getByRole('table', { name: new RegExp(`^${title}, `) });
      // The last 30 days, one row each (and the heading row).
      expect(await table.getByRole('row').count()).toBe(31);
    }
    // Fetched once, on the way to the activity.
    expect(charts).toHaveLength(1);
    await expectAxeClean(page, 'activity en 1440');
    await shot(page, 'console-activity-en-1440');

    // A range too long is told at its field; a range without activity says so.
    const from = page.getByRole('group', { name: 'From' });
    const to = page.getByRole('group', { name: 'To' });
    await typeDay(from, '2020-01-01');
    await page.getByText(consoleText('en', 'console.activity.too_long', { max: 366 })).waitFor();
    await expectAxeClean(page, 'activity range too long');
    await typeDay(to, '2020-01-31');
    await page.getByText('No activity in this period').waitFor(WAIT);
    expect(new URL(page.url()).searchParams.get('from')).toBe('2020-01-01');
    expect(new URL(page.url()).searchParams.get('to')).toBe('2020-01-31');
    await expectAxeClean(page, 'activity empty');
    // An end before the start is told at the end.
    await typeDay(to, '2019-12-31');
    await page.getByText('The end must not be before the start.').waitFor();
    // The days typed on the way (31 December 2020) may have been asked; the wrong end is not.
    expect(new URL(page.url()).searchParams.get('to')).not.toBe('2019-12-31');
  } finally {
    await context.close();
  }
});

test('German phone: the figures in German, one group chosen, axe clean and nothing wider than the screen', async () => {
  const { context, page } = await openConsolePage(browser, PHONE, 'de-DE');
  try {
    await page.goto(`${portal.url}/de-DE/auth/login`);
    await page.locator('input[name="email"]').fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.getByRole('button', { name: uiText('de', 'auth.login.submit'), exact: true }).click();
    const consent = page.getByRole('dialog', { name: uiText('de', 'consent.title') });
    if (
      await consent.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      await consent.getByRole('button', { name: uiText('de', 'consent.agree') }).click();
    await disregardFormsReminder(page, 'de');

    await page.goto(`${portal.url}/de-DE/admin/activity`);
    await page.getByRole('heading', { level: 1, name: consoleText('de', 'console.title') }).waitFor();
    const de = (key: string) => consoleText('de', `console.activity.${key}`);
    await page
      .getByRole('table', { name: de('no_result_queries') })
      .getByText(NOTHING.counted)
      .waitFor(WAIT);
    await page.getByText(de('searches_without_results'), { exact: true }).waitFor();
    await page
      .getByRole('region', { name: de('visits_chart') })
      .locator('svg')
      .first()
      .waitFor();
    await expectAxeClean(page, 'activity de 375');
    await shot(page, 'console-activity-de-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // One group, not the administrator's (the demo's first): only its members' activity, and
    // none of them has searched.
    await page.getByRole('combobox', { name: de('group') }).click();
    const groups = page.getByRole('option');
    expect(await groups.first().textContent()).toBe(de('all_groups'));
    expect(await groups.count()).toBeGreaterThan(2);
    await groups.last().click();
    // Its menu fades out before it leaves: axe would read the fading options.
    await expect.poll(() => page.locator('[role="option"]').count(), WAIT).toBe(0);
    await expect.poll(() => new URL(page.url()).searchParams.get('group'), WAIT).toMatch(/^\d+$/);
    await page
      .getByRole('table', { name: de('no_result_queries') })
      .getByText(NOTHING.counted)
      .waitFor({ state: 'detached', ...WAIT });
    await expectAxeClean(page, 'activity de 375, one group');
  } finally {
    await context.close();
  }
});
