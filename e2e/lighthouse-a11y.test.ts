/**
 * Lighthouse's accessibility category (Debian's Chromium, headless) scores 100 on the product list,
 * a product's detail, the asset library and a filled download cart, and on the operator console's
 * users and requests grids and its settings page for an administrator, on its mobile profile and
 * on a 1440 px desktop.
 * Only that category runs, so each audit takes seconds.
 */
import type * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { Asset, CartItem, ProductListAnswer } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP_SCREEN, launchAuditChrome } from '../bench/lighthouse-chrome.ts';
import { apiGet } from './support/flows.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { guestTokenOf } from './support/suite.ts';

let portal: Portal;
let chrome: chromeLauncher.LaunchedChrome;
let pages: { name: string; path: string }[];

beforeAll(async () => {
  portal = await startPortal();
  const token = await guestTokenOf(portal);
  const { body: list } = await apiGet<ProductListAnswer>(portal.url, '/private/product/?limit=1', token);
  const { body: assets } = await apiGet<Asset[]>(portal.url, '/private/media/?itemsPerPage=3', token);
  pages = [
    { name: 'product list', path: '/en-GB/products/list' },
    { name: 'product detail', path: `/en-GB/products/detail/${list.products[0].id}` },
    { name: 'asset library', path: '/en-GB/asset/list' },
    { name: 'cart', path: '/en-GB/asset/cart' },
  ];
  chrome = await launchAuditChrome();
  // The guest session and a filled cart, in the profile Lighthouse then audits (storage kept).
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${portal.url}/en-GB/products/list`);
    await page.locator('main h1').waitFor();
    const cart: CartItem[] = assets.map((a) => ({
      name: a.name,
      url: a.url,
      ext: a.ext,
      size: 'source',
      trim: false,
    }));
    await page.evaluate((text) => localStorage.setItem('assets', text), JSON.stringify(cart));
    await page.close();
  } finally {
    await browser.close();
  }
});

afterAll(async () => {
  chrome?.kill();
  await portal?.stop();
});

/** The accessibility score (0–100) and the audits that fail, for one page and profile. */
async function accessibility(
  url: string,
  desktop: boolean,
): Promise<{ score: number; failing: string[]; shown: string }> {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
      disableStorageReset: true,
    },
    desktop ? { extends: 'lighthouse:default', settings: DESKTOP_SCREEN } : undefined,
  );
  const lhr = result!.lhr;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const failing = lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => {
      const items = (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
      return `${audit.id}: ${items
        .slice(0, 3)
        .map((i) => i.node?.snippet?.slice(0, 100))
        .join(' | ')}`;
    });
  // The page the audit ended on (a sign-in screen instead of the page asked for would score too).
  const shown = new URL(lhr.finalDisplayedUrl).pathname;
  return { score: Math.round((lhr.categories.accessibility.score ?? 0) * 100), failing, shown };
}

describe('Lighthouse accessibility', () => {
  for (const [profile, desktop] of [
    ['mobile', false],
    ['desktop 1440 px', true],
  ] as const) {
    test(
      `100 on the product list, product detail, asset library and cart (${profile})`,
      {
        timeout: 180_000,
      },
      async () => {
        const scores: string[] = [];
        for (const { name, path } of pages) {
          const { score, failing } = await accessibility(portal.url + path, desktop);
          scores.push(`${name} ${score}${failing.length ? ` (${failing.join('; ')})` : ''}`);
        }
        expect(scores).toEqual(pages.map(({ name }) => `${name} 100`));
      },
    );
  }

  test(
    '100 on the console\u2019s users and account requests grids and its settings page, for an administrator (mobile and desktop 1440 px)',
    { timeout: 240_000 },
    async () => {
      // The administrator signs in in the profile Lighthouse audits (after the guest's pages).
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        const page = await browser.contexts()[0].newPage();
        await page.goto(`${portal.url}/en-GB/auth/login`);
        await page.locator('#root input[name="email"]').fill('admin@vitrine.example');
        await page.locator('#root input[name="password"]').fill('showroom-admin-2026');
        await page.locator('#root input[name="password"]').press('Enter');
        await page.waitForURL((url) => !url.pathname.includes('/auth/'));
        const agree = page.getByRole('button', { name: 'I agree' });
        if (
          await agree.waitFor({ timeout: 5_000 }).then(
            () => true,
            () => false,
          )
        )
          await agree.click();
        const disregard = page.getByRole('button', { name: 'Disregard' });
        if (
          await disregard.waitFor({ timeout: 5_000 }).then(
            () => true,
            () => false,
          )
        )
          await disregard.click();
        await page.close();
      } finally {
        await browser.close();
      }
      const consolePages = [
        { name: 'console users', path: '/en-GB/admin/users' },
        { name: 'console requests', path: '/en-GB/admin/requests' },
        { name: 'console settings', path: '/en-GB/admin/settings' },
      ];
      const scores: string[] = [];
      for (const desktop of [false, true])
        for (const { name, path } of consolePages) {
          const { score, failing, shown } = await accessibility(portal.url + path, desktop);
          expect(shown).toBe(path);
          scores.push(
            `${name} ${desktop ? 'desktop' : 'mobile'} ${score}${failing.length ? ` (${failing.join('; ')})` : ''}`,
          );
        }
      expect(scores).toEqual(
        [false, true].flatMap((desktop) =>
          consolePages.map(({ name }) => `${name} ${desktop ? 'desktop' : 'mobile'} 100`),
        ),
      );
    },
  );
});
