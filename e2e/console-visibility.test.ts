/**
 * What a group sees, as an operator sets it and a member meets it: the administrator hides a
 * product category from the demo's dealers (English, desktop); a dealer then finds none of its
 * products in the list, the category's page, the search or a cart (German, phone). axe on the dialog.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { tokenOf } from './support/console.ts';
import { axeFindings } from './support/axe.ts';
import { API, apiGet, notification, signIn, uiText, waitForPath } from './support/flows.ts';
import { DEMO, DESKTOP, PHONE, shot, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';

const ADMIN = { email: 'admin@vitrine.example', password: 'showroom-admin-2026', name: 'Avery Admin' };

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
});

afterAll(() => stopSuite({ portal, browser }));

async function open(viewport: typeof DESKTOP, locale: string): Promise<Page> {
  // axe is injected into the page, which the portal's CSP would refuse.
  const context = await browser.newContext({ viewport, locale, bypassCSP: true });
  return context.newPage();
}

type Listed = { total: number; products: { id: number; name: string | null }[] };
const listOf = async (token: string, filters: object = {}) =>
  (
    await apiGet<Listed>(
      portal.url,
      `/private/product/?limit=5&filters=${encodeURIComponent(JSON.stringify(filters))}`,
      token,
    )
  ).body;

test('English desktop: an administrator hides a product category from the dealers', async () => {
  const page = await open(DESKTOP, 'en-GB');
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.goto(`${portal.url}/en-GB/admin/groups`);
    const grid = page.getByRole('grid', { name: 'Groups' });
    await grid.getByRole('row').filter({ hasText: 'Dealers' }).waitFor();
    await grid.getByRole('button', { name: 'What members of Dealers see' }).click();
    const dialog = page.getByRole('dialog', { name: 'What members of Dealers see' });
    await dialog.getByText('Nothing is hidden: members see everything.').waitFor();
    const field = dialog.getByRole('combobox', { name: 'Hidden product categories' });
    await field.fill('desk');
    await page.getByRole('option', { name: /^Desk lamps/ }).click();
    await dialog.getByText('Desk lamps', { exact: true }).waitFor();
    expect(await dialog.getByText('Nothing is hidden: members see everything.').count()).toBe(0);
    const findings = await axeFindings(page);
    expect(findings.map((f) => `${f.rule} ${f.nodes.join(' | ')}`)).toEqual([]);
    await shot(page, 'console-visibility-en-1440');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await notification(page, 'Saved').waitFor();
    // Opened again, the dialog shows what is hidden.
    await grid.getByRole('button', { name: 'What members of Dealers see' }).click();
    await dialog.getByText('Desk lamps', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    await page.context().close();
  }
});

test('German phone: a dealer finds none of the hidden category’s products in the list, its page, the search or a cart', async () => {
  const admin = await tokenOf(portal, ADMIN.email, ADMIN.password);
  const dealer = await tokenOf(portal, DEMO.email, DEMO.password);
  // The administrator still sees the category's products; the dealer's lists leave them out.
  const hidden = await listOf(admin, { category_code: 'desk-lamps' });
  expect(hidden.total).toBeGreaterThan(0);
  const lamp = hidden.products[0];
  await expect
    .poll(async () => (await listOf(dealer, { category_code: 'desk-lamps' })).total, { timeout: 10_000 })
    .toBe(0);
  expect((await listOf(dealer)).total).toBe((await listOf(admin)).total - hidden.total);

  const page = await open(PHONE, 'de-DE');
  try {
    await signIn(page, portal.url, DEMO.email, DEMO.password, DEMO.name);
    // The category's own page lists nothing.
    await page.goto(`${portal.url}/de-DE/products/list/desk-lamps`);
    await page.getByText(uiText('de', 'common.no_results'), { exact: true }).waitFor();
    await page.getByText(uiText('de', 'products.results', { count: 0 })).waitFor();
    await shot(page, 'console-visibility-dealer-de-375');
    // The search finds the series' other products, never the hidden desk lamp.
    const series = lamp.name!.split(' ').slice(-3)[0];
    const german = (await (
      await fetch(
        `${portal.url}${API}/private/product/?filters=${encodeURIComponent(JSON.stringify({ id: lamp.id }))}`,
        {
          headers: { Authorization: admin, 'Accept-Language': 'de_DE' },
        },
      )
    ).json()) as Listed;
    await page.goto(`${portal.url}/de-DE/search?q=${encodeURIComponent(series)}`);
    await waitForPath(page, '/de-DE/search');
    // Other products of the series are found (the list is drawn), the hidden one is not.
    await page
      .getByRole('link', { name: new RegExp(series) })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    // (Articles about it may still name it: they are hidden by their own content categories.)
    expect(await page.locator(`a[href*="/products/detail/${lamp.id}"]`).count()).toBe(0);
    expect(await page.getByRole('link', { name: german.products[0].name!, exact: true }).count()).toBe(0);
    await shot(page, 'console-visibility-search-de-375');
    // A cart naming its leaflet is refused as a file no longer there.
    const response = await fetch(`${portal.url}/pim/asset/asset/download`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: dealer },
      body: JSON.stringify({
        files: [
          { name: 'Leaflet.html', url: `/pim/export/export/public/leaflet/de_DE/${lamp.id}/leaflet.html` },
        ],
      }),
    });
    expect(response.status).toBe(404);
  } finally {
    await page.context().close();
  }
});
