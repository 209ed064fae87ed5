/**
 * The download cart with real files: bulk and per-file settings, a zip whose pictures have the asked
 * size and format, a share mailed over SMTP, and remove all. English on a desktop (signed in), German
 * on a phone (guest).
 */
import sharp from 'sharp';
import type { Asset, CartItem } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { readZip } from '../apps/server/test/support/zip.ts';
import { DEMO, DESKTOP, PHONE, openPage, shot, type Portal } from './support/portal.ts';
import { apiGet, notification, settle, signIn, uiText, waitForPath } from './support/flows.ts';
import { guestTokenOf, startMailSuite, stopSuite, type Smtp } from './support/suite.ts';

let portal: Portal;
let browser: Browser;
let smtp: Smtp;
let guestToken: string;
/** One drawn asset of each kind the cart treats differently. */
let picked: { jpg: Asset; png: Asset; tif: Asset; pdf: Asset; svg: Asset };

/** Demo files are drawn in the background, newest first: wait until one of each kind has its file. */
async function pickAssets(): Promise<typeof picked> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { body } = await apiGet<Asset[]>(portal.url, '/private/media/?itemsPerPage=60', guestToken);
    const drawn = (ext: string, fits = (a: Asset) => !!a) =>
      body.find((a) => a.ext === ext && a.size > 0 && fits(a));
    // Pictures of moderate size keep the renditions quick.
    const moderate = (a: Asset) => (a.meta.width ?? 0) <= 2000;
    const jpg = drawn('jpg', moderate);
    // Distinct names, so each card (and zip entry) is found by its name alone.
    const tif = drawn('tif', (a) => moderate(a) && a.name !== jpg?.name);
    const found = { jpg, png: drawn('png', moderate), tif, pdf: drawn('pdf'), svg: drawn('svg') };
    if (Object.values(found).every(Boolean)) return found as typeof picked;
    if (Date.now() > deadline) throw new Error(`demo files not drawn in time: ${JSON.stringify(found)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

beforeAll(async () => {
  ({ portal, browser, smtp } = await startMailSuite());
  guestToken = await guestTokenOf(portal);
  picked = await pickAssets();
});

afterAll(() => stopSuite({ portal, browser, smtp }));

const cartItem = (asset: Asset): CartItem => ({
  name: asset.name,
  url: asset.url,
  ext: asset.ext,
  size: 'source',
  trim: false,
});

/** Writes the cart as the library would and opens the cart page. */
async function openCart(page: Page, segment: string, items: CartItem[]): Promise<void> {
  await page.evaluate((text) => localStorage.setItem('assets', text), JSON.stringify(items));
  await page.goto(`${portal.url}/${segment}/asset/cart`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

async function choose(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

const stored = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('assets'))) ?? '[]') as CartItem[];

/** The box a picture of w x h is fitted into without enlarging. */
function fitted(w: number, h: number, box: number): [number, number] {
  const scale = Math.min(1, box / w, box / h);
  return [Math.round(w * scale), Math.round(h * scale)];
}

/** Waits until the pictures in view have loaded, so a screenshot shows the finished screen. */
const picturesShown = (page: Page) =>
  page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.top < window.innerHeight && box.bottom > 0;
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  );

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('download cart', () => {
  test('English on a desktop: bulk and own settings, a checked zip, a mailed share, remove all', async () => {
    const lang = 'en';
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await signIn(page, portal.url, DEMO.email, DEMO.password, DEMO.name);
      const { jpg, png, tif, pdf, svg } = picked;
      await openCart(page, 'en-GB', [jpg, png, tif, pdf, svg].map(cartItem));
      const cards = page
        .getByRole('region', { name: uiText(lang, 'assets.cart.downloads') })
        .getByRole('listitem');
      await expect.poll(() => cards.count()).toBe(5);
      await settle(page);
      await picturesShown(page);
      await shot(page, 'cart-en-desktop');

      // The larger preview opens from a thumbnail.
      await page
        .getByRole('button', { name: uiText(lang, 'assets.cart.preview', { name: jpg.name }) })
        .click();
      const preview = page.getByRole('dialog', { name: jpg.name });
      await preview.waitFor();
      await preview.getByRole('button', { name: uiText(lang, 'common.close') }).click();
      await preview.waitFor({ state: 'detached' });

      // Bulk: 1200x1200 and PNG for every picture (the PDF, a document, stays itself); then the
      // TIFF alone at 600x600 as a cropped JPG.
      await choose(page, page, uiText(lang, 'assets.cart.bulk_size'), '1200x1200');
      await choose(page, page, uiText(lang, 'assets.cart.bulk_type'), 'PNG');
      const tifCard = page.getByRole('listitem', { name: tif.name });
      await choose(page, tifCard, uiText(lang, 'assets.cart.size'), '600x600');
      await choose(page, tifCard, uiText(lang, 'assets.cart.type'), 'JPG');
      const crop = tifCard.getByRole('checkbox', { name: uiText(lang, 'assets.cart.crop') });
      await crop.check();
      const cart = await stored(page);
      expect(cart.map((i) => [i.size, i.ext, i.trim])).toEqual([
        ['1200x1200', 'png', false],
        ['1200x1200', 'png', false],
        ['600x600', 'jpg', true],
        ['source', 'pdf', false],
        ['1200x1200', 'png', false],
      ]);
      const pdfCard = page.getByRole('listitem', { name: pdf.name });
      expect(
        await pdfCard.getByRole('combobox', { name: uiText(lang, 'assets.cart.type') }).isDisabled(),
      ).toBe(true);

      // Download: preparing, then a link to the zip; every picture has the asked size and format.
      await page.getByRole('button', { name: uiText(lang, 'assets.cart.prepare') }).click();
      const link = page.getByRole('link', { name: uiText(lang, 'assets.cart.download_zip') });
      await link.waitFor({ timeout: 30_000 });
      await shot(page, 'cart-en-ready');
      const href = (await link.getAttribute('href'))!;
      const zip = await fetch(new URL(href, portal.url));
      expect(zip.status).toBe(200);
      const entries = await readZip(Buffer.from(await zip.arrayBuffer()));
      expect(entries.map((e) => e.name).sort()).toEqual(
        [
          `${jpg.name}.png`,
          `${png.name}.png`,
          `${tif.name}.jpg`,
          `${pdf.name}.pdf`,
          `${svg.name}.png`,
        ].sort(),
      );
      const meta = async (name: string) => sharp(entries.find((e) => e.name === name)!.data).metadata();
      const tifMeta = await meta(`${tif.name}.jpg`);
      expect([tifMeta.format, tifMeta.width, tifMeta.height]).toEqual(['jpeg', 600, 600]);
      for (const asset of [jpg, png]) {
        const m = await meta(`${asset.name}.png`);
        const [w, h] = fitted(asset.meta.width!, asset.meta.height!, 1200);
        expect([m.format, Math.abs(m.width - w) <= 1, Math.abs(m.height - h) <= 1], asset.name).toEqual([
          'png',
          true,
          true,
        ]);
      }
      const svgMeta = await meta(`${svg.name}.png`);
      expect(svgMeta.format).toBe('png');
      expect(Math.max(svgMeta.width, svgMeta.height)).toBeLessThanOrEqual(1200);
      // The PDF is the datasheet itself, byte for byte a PDF.
      expect(
        entries
          .find((e) => e.name === `${pdf.name}.pdf`)!
          .data.subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      // Using the link starts the download and clears it back to idle.
      const download = page.waitForEvent('download');
      await link.click();
      await download;
      await link.waitFor({ state: 'detached' });

      // A change of any setting also clears a prepared link.
      await page.getByRole('button', { name: uiText(lang, 'assets.cart.prepare') }).click();
      await link.waitFor({ timeout: 30_000 });
      await page.getByRole('listitem', { name: pdf.name }).getByRole('textbox').fill('Datasheet');
      await link.waitFor({ state: 'detached' });
      expect((await stored(page))[3].name).toBe('Datasheet');

      // Share: the button waits for an address; success is announced, the field cleared, the mail sent.
      const share = page.getByRole('button', { name: uiText(lang, 'assets.cart.share'), exact: true });
      expect(await share.isDisabled()).toBe(true);
      const email = page.getByRole('textbox', { name: uiText(lang, 'assets.cart.share_email') });
      await email.fill('friend@example.com');
      await share.click();
      await notification(page, uiText(lang, 'assets.successfully_shared_file')).waitFor({ timeout: 30_000 });
      expect(await email.inputValue()).toBe('');
      await shot(page, 'cart-en-shared');
      const mail = await smtp.waitFor('friend@example.com');
      expect(mail.text).toContain(`${portal.url}/pim/asset/download/`);

      // A refused address shows the server's message.
      await email.fill('friend@example');
      await share.click();
      await notification(page, /e-mail address/i).waitFor({ timeout: 15_000 });

      // Remove all, through the confirmation.
      await page.getByRole('button', { name: uiText(lang, 'assets.cart.remove_all') }).click();
      const confirm = page.getByRole('dialog', { name: uiText(lang, 'common.confirm') });
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain(
        `${uiText(lang, 'common.are_you_sure')} ${uiText(lang, 'assets.cart.remove_all_action')}`,
      );
      await shot(page, 'cart-en-confirm');
      await confirm.getByRole('button', { name: uiText(lang, 'common.accept') }).click();
      await page.getByText(uiText(lang, 'common.no_results')).waitFor();
      await page.getByRole('link', { name: uiText(lang, 'nav.basket', { count: 0 }) }).waitFor();
      expect(await page.getByRole('button', { name: uiText(lang, 'assets.cart.remove_all') }).count()).toBe(
        0,
      );
      expect(await page.getByRole('button', { name: uiText(lang, 'assets.cart.prepare') }).isDisabled()).toBe(
        true,
      );
      await shot(page, 'cart-en-empty');
      await page.getByRole('link', { name: uiText(lang, 'assets.cart.to_library') }).click();
      await waitForPath(page, '/en-GB/asset/list');
    } finally {
      await context.close();
    }
  });

  test('German on a phone as a guest: stacked columns, own settings, a download, no sharing, remove all', async () => {
    const lang = 'de';
    const { context, page } = await openPage(browser, PHONE, 'de-DE');
    try {
      await page.goto(`${portal.url}/de-DE/asset/cart`);
      await page.getByText(uiText(lang, 'common.no_results')).waitFor();
      await shot(page, 'cart-de-phone-empty');

      // A file that is gone: said in the reader's language, and the thumbnail falls back to the file icon.
      const gone: CartItem = {
        ...cartItem(picked.jpg),
        name: 'Weg',
        url: '/pim/media/assets/00/00/gone.jpg',
      };
      await openCart(page, 'de-DE', [gone]);
      await page.getByRole('button', { name: uiText(lang, 'assets.cart.prepare') }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: uiText(lang, 'errors.codes.source_missing', { name: 'Weg.jpg' }) })
        .waitFor();
      await shot(page, 'cart-de-phone-failed');
      const { jpg, pdf, svg } = picked;
      const leaflet: CartItem = {
        name: 'Leaflet VT-0000001',
        url: `${portal.url}/pim/export/export/public/leaflet/de_DE/1/VT_0000001_de_DE.html`,
        ext: 'html',
        size: 'source',
        trim: false,
      };
      await openCart(page, 'de-DE', [...[jpg, pdf, svg].map(cartItem), leaflet]);
      await page.getByRole('link', { name: uiText(lang, 'nav.basket', { count: 4 }) }).waitFor();
      await settle(page);
      expect(await noSideScroll(page)).toBeLessThanOrEqual(PHONE.width);
      await shot(page, 'cart-de-phone');
      await page
        .getByRole('heading', { name: uiText(lang, 'assets.cart.downloads') })
        .scrollIntoViewIfNeeded();
      await picturesShown(page);
      await shot(page, 'cart-de-phone-files');

      // Guests may download but not share.
      expect(
        await page.getByRole('button', { name: uiText(lang, 'assets.cart.share'), exact: true }).isDisabled(),
      ).toBe(true);
      await page.getByText(uiText(lang, 'assets.cart.share_guest')).waitFor();

      // The leaflet keeps its original: its size, type and crop are off.
      const leafletCard = page.getByRole('listitem', { name: leaflet.name });
      expect(
        await leafletCard.getByRole('combobox', { name: uiText(lang, 'assets.cart.size') }).isDisabled(),
      ).toBe(true);
      expect(await leafletCard.getByRole('checkbox').isDisabled()).toBe(true);
      await leafletCard.scrollIntoViewIfNeeded();
      await picturesShown(page);
      await shot(page, 'cart-de-phone-leaflet');

      // The JPG alone as a cropped 600x600 PNG; crop is only offered with a size.
      const jpgCard = page.getByRole('listitem', { name: jpg.name });
      await jpgCard.scrollIntoViewIfNeeded();
      const crop = jpgCard.getByRole('checkbox', { name: uiText(lang, 'assets.cart.crop') });
      expect(await crop.isDisabled()).toBe(true);
      await choose(page, jpgCard, uiText(lang, 'assets.cart.size'), '600x600');
      await choose(page, jpgCard, uiText(lang, 'assets.cart.type'), 'PNG');
      await crop.check();
      await shot(page, 'cart-de-phone-card');

      // The SVG is taken out with its labelled button; the badge follows.
      await page
        .getByRole('button', { name: uiText(lang, 'assets.cart.remove', { name: svg.name }) })
        .click();
      await page.getByRole('link', { name: uiText(lang, 'nav.basket', { count: 3 }) }).waitFor();

      const prepare = page.getByRole('button', { name: uiText(lang, 'assets.cart.prepare') });
      await prepare.scrollIntoViewIfNeeded();
      await prepare.click();
      const link = page.getByRole('link', { name: uiText(lang, 'assets.cart.download_zip') });
      await link.waitFor({ timeout: 30_000 });
      await shot(page, 'cart-de-phone-ready');
      const entries = await readZip(
        Buffer.from(
          await (await fetch(new URL((await link.getAttribute('href'))!, portal.url))).arrayBuffer(),
        ),
      );
      expect(entries.map((e) => e.name).sort()).toEqual(
        [`${jpg.name}.png`, `${pdf.name}.pdf`, `${leaflet.name}.html`].sort(),
      );
      const m = await sharp(entries.find((e) => e.name === `${jpg.name}.png`)!.data).metadata();
      expect([m.format, m.width, m.height]).toEqual(['png', 600, 600]);

      await page.getByRole('button', { name: uiText(lang, 'assets.cart.remove_all') }).click();
      const confirm = page.getByRole('dialog', { name: uiText(lang, 'common.confirm') });
      await confirm.waitFor();
      await shot(page, 'cart-de-phone-confirm');
      await confirm.getByRole('button', { name: uiText(lang, 'common.accept') }).click();
      await page.getByText(uiText(lang, 'common.no_results')).waitFor();
      await page.getByRole('link', { name: uiText(lang, 'nav.basket', { count: 0 }) }).waitFor();
      expect(await stored(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
