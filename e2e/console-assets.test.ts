/**
 * The asset library in the console: an asset's licence set to end yesterday hides it from a
 * member's library and their cart says so; tags given to two assets at once; the grid used by
 * keyboard alone. English on a desktop, German on a phone; axe on each screen.
 */
import type { Asset, CartItem } from '@vitrine/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { consoleText, expectAxeClean, gridsLoaded, openConsolePage, tokenOf } from './support/console.ts';
import { apiGet, signIn, uiText, waitForPath } from './support/flows.ts';
import { focused, tabTo } from './support/keyboard.ts';
import { DEMO, DESKTOP, PHONE, shot, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';

const ADMIN = { email: 'admin@vitrine.example', password: 'showroom-admin-2026', name: 'Avery Admin' };
const WAIT = { timeout: 20_000 };

let portal: Portal;
let browser: Browser;
let admin: string;
let member: string;

/** A UTC day `offset` days from today. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  admin = await tokenOf(portal, ADMIN.email, ADMIN.password);
  member = await tokenOf(portal, DEMO.email, DEMO.password);
});

afterAll(() => stopSuite({ portal, browser }));

/** The console's grid of assets once its rows have arrived. */
async function assetGrid(page: Page, language: string) {
  const grid = page.getByRole('grid', { name: consoleText(language, 'console.assets.list_label') });
  await grid.getByRole('row').nth(1).waitFor(WAIT);
  await gridsLoaded(page, language);
  return grid;
}

/** Every asset a member sees whose name holds the words. */
const memberSees = async (search: string) =>
  (
    await apiGet<Asset[]>(
      portal.url,
      `/private/media/?search=${encodeURIComponent(search)}&itemsPerPage=50`,
      member,
    )
  ).body;

test('English desktop: a licence ended yesterday hides the asset from a member, whose cart says so', async () => {
  const [asset] = await memberSees('packshot');
  expect(asset).toBeDefined();
  // Several files may share a name (a packshot as JPG and PNG): one of them goes.
  const sameName = async () => (await memberSees(asset.name)).filter((a) => a.name === asset.name).length;
  const before = await sameName();
  const { context, page } = await openConsolePage(browser, DESKTOP, 'en-GB');
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.goto(`${portal.url}/en-GB/admin/assets`);
    await page.getByRole('tab', { name: consoleText('en', 'console.assets.tab') }).waitFor(WAIT);
    const grid = await assetGrid(page, 'en');
    await expectAxeClean(page, 'assets en 1440');
    await shot(page, 'console-assets-en-1440');

    // Found by the grid's own search, opened from its row.
    await page.getByRole('searchbox').fill(asset.name);
    await grid
      .getByRole('link', { name: `${asset.name}.${asset.ext}` })
      .first()
      .click(WAIT);
    await page.waitForURL(/\/en-GB\/admin\/assets\/\d+$/);
    // Names may repeat: the asset opened is the one the rest follows.
    asset.id = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('heading', { level: 2, name: `${asset.name}.${asset.ext}` }).waitFor(WAIT);
    expect(
      await page
        .getByRole('link', { name: consoleText('en', 'console.assets.file_link') })
        .getAttribute('href'),
    ).toBe(`/en-GB/admin/assets/${asset.id}/file`);
    await page
      .getByRole('textbox', { name: consoleText('en', 'console.assets.fields.licence') })
      .fill('Campaign 2026');
    // The picker takes the day as the reader's language writes it (DD/MM/YYYY in British English).
    const until = page.getByRole('group', { name: consoleText('en', 'console.assets.fields.valid_until') });
    await until.waitFor(WAIT);
    await until.click();
    const [y, m, d] = day(-1).split('-');
    await page.keyboard.type(`${d}${m}${y}`);
    await expectAxeClean(page, 'asset en 1440');
    await page.getByRole('button', { name: consoleText('en', 'console.assets.save') }).click();
    await page.getByText(consoleText('en', 'console.assets.saved')).waitFor(WAIT);
    await page.getByText(consoleText('en', 'console.assets.rights_states.expired')).first().waitFor(WAIT);
    await shot(page, 'console-asset-expired-en-1440');
  } finally {
    await context.close();
  }
  // The member's library and search no longer hold it; the administrator's still does.
  expect((await memberSees(asset.name)).map((a) => a.id)).not.toContain(asset.id);
  const adminSees = await apiGet<Asset[]>(
    portal.url,
    `/private/media/?search=${encodeURIComponent(asset.name)}`,
    admin,
  );
  expect(adminSees.body.map((a) => a.id)).toContain(asset.id);

  const visitor = await openConsolePage(browser, DESKTOP, 'en-GB');
  try {
    const { page } = visitor;
    await signIn(page, portal.url, DEMO.email, DEMO.password, DEMO.name);
    await page.goto(`${portal.url}/en-GB/asset/list?search=${encodeURIComponent(asset.name)}`);
    await page.getByRole('heading', { level: 1, name: uiText('en', 'assets.title') }).waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    expect(
      await page
        .getByRole('button', {
          name: uiText('en', 'assets.library.preview', { name: asset.name }),
          exact: true,
        })
        .count(),
    ).toBe(before - 1);
    // A cart that held it before: preparing it says the file is no longer available.
    const stored = await apiGet<{ url: string }>(portal.url, `/private/console/assets/${asset.id}`, admin);
    const item: CartItem = {
      name: asset.name,
      url: stored.body.url,
      ext: asset.ext,
      size: 'source',
      trim: false,
    };
    await page.evaluate((text) => localStorage.setItem('assets', text), JSON.stringify([item]));
    await page.goto(`${portal.url}/en-GB/asset/cart`);
    await page.getByRole('button', { name: uiText('en', 'assets.cart.prepare') }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: uiText('en', 'errors.codes.source_missing', { name: `${asset.name}.${asset.ext}` }),
      })
      .waitFor(WAIT);
    await shot(page, 'console-assets-cart-expired-en-1440');
  } finally {
    await visitor.context.close();
  }
});

test('English desktop, keyboard alone: two assets chosen in the grid get a tag together', async () => {
  const choices = (
    await apiGet<{ tags: { id: number; name: string }[] }>(
      portal.url,
      '/private/console/asset-choices',
      admin,
    )
  ).body;
  const tag = choices.tags.at(-1)!;
  const { context, page } = await openConsolePage(browser, DESKTOP, 'en-GB');
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.goto(`${portal.url}/en-GB/admin/assets`);
    const grid = await assetGrid(page, 'en');
    // Into the grid, onto the first row's checkbox, then down a row: Space checks each.
    await tabTo(page, (f) => f.tag === 'input' && /select all/i.test(f.name), { what: 'the grid', max: 40 });
    await page.keyboard.press('ArrowDown');
    expect((await focused(page))?.tag).toBe('input');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    const edit = page.getByRole('button', {
      name: consoleText('en', 'console.assets.edit_selected', { count: 2 }),
    });
    await edit.waitFor(WAIT);
    const ids = await grid
      .getByRole('row', { selected: true })
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-id'))));
    expect(ids).toHaveLength(2);
    await tabTo(page, (f) => f.name === consoleText('en', 'console.assets.edit_selected', { count: 2 }), {
      back: true,
      what: 'Edit selected',
      max: 80,
    });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {
      name: consoleText('en', 'console.assets.bulk.title', { count: 2 }),
    });
    await dialog.waitFor(WAIT);
    await tabTo(page, (f) => f.name === consoleText('en', 'console.assets.bulk.add_tags'), {
      what: 'Add tags',
    });
    await page.keyboard.type(tag.name);
    await page.getByRole('option', { name: tag.name, exact: true }).waitFor(WAIT);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectAxeClean(page, 'bulk en 1440');
    await shot(page, 'console-assets-bulk-en-1440');
    // Enter in a text field sends the dialog's form.
    await tabTo(page, (f) => f.name === consoleText('en', 'console.assets.fields.credit'), {
      what: 'Credit',
    });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached', ...WAIT });
    for (const id of ids) {
      const one = await apiGet<{ tags: number[] }>(portal.url, `/private/console/assets/${id}`, admin);
      expect(one.body.tags).toContain(tag.id);
    }
  } finally {
    await context.close();
  }
});

test('German phone: the grid and an asset’s form fit 375 px and are axe clean', async () => {
  const { context, page } = await openConsolePage(browser, PHONE, 'de-DE');
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.goto(`${portal.url}/de-DE/admin/assets`);
    const grid = await assetGrid(page, 'de');
    await expectAxeClean(page, 'assets de 375');
    await shot(page, 'console-assets-de-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await grid.getByRole('row').nth(1).getByRole('link').click();
    await page.waitForURL(/\/de-DE\/admin\/assets\/\d+$/);
    await page.getByRole('button', { name: consoleText('de', 'console.assets.save') }).waitFor(WAIT);
    // The date pickers' code has arrived (a still stand-in is drawn until then).
    await page
      .getByRole('group', { name: consoleText('de', 'console.assets.fields.valid_until') })
      .waitFor(WAIT);
    await expectAxeClean(page, 'asset de 375');
    await shot(page, 'console-asset-de-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await waitForPath(page, page.url().replace(/^https?:\/\/[^/]+/, ''));
  } finally {
    await context.close();
  }
});
