/**
 * The download history, as an operator reads it: a partner's downloads and shares from their user
 * page, the carts that held one file, a kind at a time. English on a desktop, German on a phone;
 * axe on the page.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { consoleText, tokenOf } from './support/console.ts';
import { axeFindings } from './support/axe.ts';
import { apiGet, signIn, waitForPath } from './support/flows.ts';
import { DEMO, DESKTOP, PHONE, shot, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';

const ADMIN = { email: 'admin@vitrine.example', password: 'showroom-admin-2026', name: 'Avery Admin' };

let portal: Portal;
let browser: Browser;
let photo: { id: number; name: string; ext: string; url: string };
let other: { id: number; name: string; ext: string; url: string };

async function cart(token: string, path: 'download' | 'share', body: object): Promise<void> {
  const response = await fetch(`${portal.url}/pim/asset/asset/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  // The demo partner downloads two pictures, then shares one of them.
  const demo = await tokenOf(portal, DEMO.email, DEMO.password);
  const assets = (
    await apiGet<(typeof photo)[]>(
      portal.url,
      '/private/media/?itemsPerPage=2&orderBy=name&orderDir=asc',
      demo,
    )
  ).body;
  [photo, other] = assets;
  const file = (a: typeof photo) => ({ name: `${a.name}.${a.ext}`, url: a.url });
  await cart(demo, 'download', { files: [file(photo), file(other)] });
  await cart(demo, 'share', { email: 'buyer@example.com', files: [file(photo)] });
}, 180_000);

afterAll(() => stopSuite({ portal, browser }));

async function open(viewport: typeof DESKTOP, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport, locale, bypassCSP: true });
  return context.newPage();
}

test('English desktop: a partner’s downloads and shares from their user page, then the carts that held one file', async () => {
  const page = await open(DESKTOP, 'en-GB');
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.goto(`${portal.url}/en-GB/admin/users`);
    const users = page.getByRole('grid', { name: 'Users' });
    await users.getByRole('row').filter({ hasText: DEMO.email }).getByRole('link').first().click();
    await page.getByRole('link', { name: 'Downloads and shares' }).click();
    await waitForPath(page, '/en-GB/admin/downloads');
    await page.getByText(`Of ${DEMO.name}`).waitFor();
    const grid = page.getByRole('grid', { name: 'Downloads' });
    await grid.getByRole('row').filter({ hasText: 'buyer@example.com' }).waitFor();
    await expect.poll(() => grid.getByRole('row').count()).toBe(3); // the header row and two links
    await grid
      .getByRole('row')
      .filter({ hasText: 'Share' })
      .getByText(`${photo.name}.${photo.ext}`)
      .waitFor();
    expect(await axeFindings(page).then((f) => f.map((x) => `${x.rule} ${x.nodes.join(' | ')}`))).toEqual([]);
    await shot(page, 'console-downloads-en-1440');
    // The carts that held the second file: the download only.
    const field = page.getByRole('combobox', { name: 'Holding the file' });
    await field.fill(other.name.slice(0, 12));
    await page.getByRole('option', { name: `${other.name}.${other.ext}` }).click();
    await expect.poll(() => grid.getByRole('row').count()).toBe(2);
    // The share held the first file only.
    expect(await grid.getByRole('row').filter({ hasText: 'buyer@example.com' }).count()).toBe(0);
    await grid.getByText(`${photo.name}.${photo.ext}, ${other.name}.${other.ext}`).waitFor();
  } finally {
    await page.context().close();
  }
});

test('German phone: the history narrowed to shares', async () => {
  const page = await open(PHONE, 'de-DE');
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.goto(`${portal.url}/de-DE/admin/downloads`);
    const grid = page.getByRole('grid', { name: consoleText('de', 'console.downloads.tab') });
    await grid.getByRole('row').nth(2).waitFor();
    await page.getByRole('combobox', { name: consoleText('de', 'console.downloads.kind') }).click();
    await page.getByRole('option', { name: consoleText('de', 'console.downloads.share') }).click();
    // The menu fades out: axe reads its options half-transparent until it has gone.
    await expect.poll(() => page.locator('.MuiMenu-root').count()).toBe(0);
    await expect.poll(() => grid.getByRole('row').count()).toBe(2);
    await grid.getByText('buyer@example.com').waitFor();
    expect(await axeFindings(page).then((f) => f.map((x) => `${x.rule} ${x.nodes.join(' | ')}`))).toEqual([]);
    await shot(page, 'console-downloads-de-375');
  } finally {
    await page.context().close();
  }
});
