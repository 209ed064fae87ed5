/**
 * The portal's main job with the keyboard alone (no clicks, no filled fields): sign in, open the
 * catalogue, choose a category and a filter, open a product, put its assets into the cart, change a
 * size, prepare and download the zip (its entries checked), switch to German and log out. Focus
 * shows at every stop, lands on the new page's h1 after each navigation, moves into every dialog,
 * menu and drawer and back to the control that opened it. Desktop; the drawer on a phone.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import type { Asset, CartItem, ProductAssets } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readZip } from '../apps/server/test/support/zip.ts';
import { attributeLabel, catalogueApi, expectList, findCategory, optionLabel } from './support/catalogue.ts';
import { apiGet, storedUser, uiText, waitForPath } from './support/flows.ts';
import { expectFocusVisible, expectHeadingFocused, focused, press, tabTo } from './support/keyboard.ts';
import { DEMO, DESKTOP, PHONE, openPage, shot, type Portal } from './support/portal.ts';
import { guestTokenOf, startSuite, stopSuite } from './support/suite.ts';

let portal: Portal;
let browser: Browser;
let guestToken: string;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  guestToken = await guestTokenOf(portal);
});

afterAll(() => stopSuite({ portal, browser }));

const CATEGORY = 'lighting';
const COLOUR = 'black';
const PICTURE = new Set(['jpg', 'jpeg', 'png', 'tif', 'tiff']);

/** A black lamp whose few drawn files include a picture, and its assets. */
async function pickProduct(api: ReturnType<typeof catalogueApi>) {
  const list = await api.products({ filters: { category_code: CATEGORY, color: [COLOUR] } });
  for (const product of list.products) {
    const { body } = await apiGet<ProductAssets>(
      portal.url,
      `/private/media/product/${product.id}${product.parent ? `?includeParent=${product.parent}` : ''}`,
      guestToken,
    );
    const assets: Asset[] = Object.values(body).flat();
    const drawn = assets.every((a) => a.size > 0);
    const picture = assets.some((a) => PICTURE.has(a.ext.toLowerCase()) && (a.meta.width ?? 0) <= 2400);
    if (assets.length > 0 && assets.length <= 6 && drawn && picture) return { list, product, assets };
  }
  throw new Error('no black lamp with a few drawn files including a picture');
}

/** The cart as the page stored it. */
const storedCart = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('assets'))) ?? '[]') as CartItem[];

/** The polite route announcer's text. */
const announced = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="status"][aria-live="polite"][aria-atomic="true"]')]
      .map((el) => el.textContent ?? '')
      .join(' '),
  );

/** Waits until an open menu or list has faded in, so a screenshot shows it whole. */
const menuShown = (page: Page) =>
  page.waitForFunction(() => {
    const paper = document.querySelector('.MuiPopover-paper');
    return !!paper && getComputedStyle(paper).opacity === '1';
  });

/** Waits until focus is inside an open dialog or menu (a modal). */
async function expectFocusInModal(page: Page, step: string): Promise<void> {
  await page
    .waitForFunction(() => !!document.activeElement?.closest('.MuiModal-root'), undefined, { timeout: 5000 })
    .catch(async () => {
      throw new Error(`${step}: focus is not inside it but on ${JSON.stringify(await focused(page))}`);
    });
}

describe('keyboard only', () => {
  test('sign in, catalogue, category and filter, product, cart, size, zip, language and logout', async () => {
    const started = Date.now();
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      const api = catalogueApi(portal.url, guestToken, 'en_GB');
      const [attributes, categories, { list, product, assets }] = await Promise.all([
        api.attributes(),
        api.categories(),
        pickProduct(api),
      ]);

      // Sign in: the fields are reached with Tab and typed into; Enter sends the form.
      await page.goto(`${portal.url}/en-GB/auth/login`);
      await page.getByRole('heading', { level: 1, name: uiText('en', 'auth.login.title') }).waitFor();
      await tabTo(page, (f) => f.field === 'email', { what: 'the e-mail field' });
      await page.keyboard.type(DEMO.email);
      await tabTo(page, (f) => f.field === 'password', { what: 'the password field' });
      await page.keyboard.type(DEMO.password);
      await page.keyboard.press('Enter');

      // The terms (and a forms reminder) come as dialogs that hold focus; each is answered by keyboard.
      const avatarName = uiText('en', 'nav.account_menu', { name: DEMO.name });
      const avatar = page.getByRole('button', { name: avatarName });
      const consent = page.getByRole('dialog', { name: 'Terms of use' });
      await avatar.or(consent).first().waitFor({ timeout: 20_000 });
      if (await consent.isVisible()) {
        await expectFocusInModal(page, 'terms dialog');
        await tabTo(page, (f) => f.name === 'I agree', { what: 'I agree' });
        await shot(page, 'keyboard-terms');
        await page.keyboard.press('Enter');
        await consent.waitFor({ state: 'detached' });
      }
      const reminder = page.getByRole('dialog', { name: uiText('en', 'forms.unresolved_title') });
      // The forms reminder is a dialog too: it holds focus, and Disregard hands it to the heading.
      await avatar.or(reminder).first().waitFor({ timeout: 20_000 });
      if (
        await reminder.waitFor({ timeout: 2500 }).then(
          () => true,
          () => false,
        )
      ) {
        await expectFocusInModal(page, 'forms reminder');
        await tabTo(page, (f) => f.name === uiText('en', 'forms.disregard'), { what: 'disregard' });
        await shot(page, 'keyboard-forms-reminder');
        await page.keyboard.press('Enter');
        await reminder.waitFor({ state: 'detached' });
        await expectHeadingFocused(page, uiText('en', 'products.title'), 'reminder disregarded');
      } else {
        await expectHeadingFocused(page, uiText('en', 'products.title'), 'signed in');
      }
      await avatar.waitFor();

      // The skip link comes first on the page and leads to the heading.
      await tabTo(page, (f) => f.name === uiText('en', 'nav.skip_to_content'), {
        back: true,
        what: 'the skip link',
      });
      await shot(page, 'keyboard-skip-link');
      await page.keyboard.press('Enter');
      await expectHeadingFocused(page, uiText('en', 'products.title'), 'skip link');

      // The catalogue, from the main navigation.
      await tabTo(page, (f) => f.name === uiText('en', 'nav.products') && !!f.href, {
        back: true,
        what: 'the Products link',
      });
      await page.keyboard.press('Enter');
      await waitForPath(page, '/en-GB/products/list');
      await expectHeadingFocused(page, uiText('en', 'products.title'), 'catalogue');
      expect(await page.title()).toContain(uiText('en', 'products.title'));
      await expect.poll(() => announced(page)).toContain(uiText('en', 'products.title'));

      // A category from the side tree: a new page, so focus goes to its heading.
      const category = findCategory(categories, CATEGORY);
      await tabTo(page, (f) => f.name.startsWith(category.title) && !!f.href?.endsWith(`/${CATEGORY}`), {
        what: `the ${category.title} category`,
      });
      await page.keyboard.press('Enter');
      await waitForPath(page, `/en-GB/products/list/${CATEGORY}`);
      await expectHeadingFocused(page, category.title, 'category');
      await shot(page, 'keyboard-category-heading');

      // A colour filter: Space ticks it and focus stays on the box (only the query changed).
      const colour = optionLabel(attributes, 'color', COLOUR);
      const colourBox = await tabTo(page, (f) => f.tag === 'input' && f.name.startsWith(colour), {
        what: `the ${attributeLabel(attributes, 'color')} ${colour} box`,
        max: 80,
      });
      await press(page, 'Space', 'colour ticked');
      await page.waitForURL((url) => url.search.includes(COLOUR));
      expect((await focused(page))?.name).toBe(colourBox.name);
      // The results follow (a keyboard user waits for them too: cards that go lose their focus).
      await expectList(page, 'en', list);
      await shot(page, 'keyboard-filter');

      // The product, from its card.
      await tabTo(page, (f) => !!f.href?.includes(`/products/detail/${product.id}`), {
        what: `the card of product ${product.id}`,
        max: 120,
      });
      await shot(page, 'keyboard-card');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.includes(`/products/detail/${product.id}`));
      // The product's own heading (the category's may still show for a moment).
      const name = (await (
        await page.waitForFunction((before) => {
          const el = document.activeElement;
          const text = el?.tagName === 'H1' ? el.textContent?.trim() : undefined;
          return text && text !== before ? text : null;
        }, category.title)
      ).jsonValue())!;
      await expectHeadingFocused(page, name, 'product');

      // Its Assets tab sits in the side menu before the heading.
      await tabTo(page, (f) => f.name === uiText('en', 'products.menu.assets'), {
        back: true,
        what: 'the Assets tab',
      });
      await page.keyboard.press('Enter');
      await waitForPath(page, `/en-GB/products/detail/${product.id}/assets`);
      await expectHeadingFocused(page, name, 'assets tab');

      await page.getByRole('checkbox', { name: uiText('en', 'products.assets.select_all') }).waitFor();
      // A preview opens with focus inside and gives it back to its tile on Escape.
      const tile = await tabTo(page, (f) => f.name.startsWith('Preview '), { what: 'a file preview' });
      await page.keyboard.press('Enter');
      await expectFocusInModal(page, 'preview dialog');
      await shot(page, 'keyboard-preview');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.MuiModal-root'));
      expect((await focused(page))?.name).toBe(tile.name);
      await expectFocusVisible(page, 'back from the preview');

      // Every group into the cart, which opens.
      await tabTo(page, (f) => f.name === uiText('en', 'products.assets.select_all'), {
        back: true,
        what: 'select all',
      });
      await press(page, 'Space', 'all groups ticked');
      await tabTo(page, (f) => f.name === uiText('en', 'products.assets.download'), { what: 'Download' });
      await page.keyboard.press('Enter');
      await waitForPath(page, '/en-GB/asset/cart');
      await expectHeadingFocused(page, uiText('en', 'assets.cart_title'), 'cart');
      expect((await storedCart(page)).map((i) => i.url).sort()).toEqual(assets.map((a) => a.url).sort());

      // Size of all images: the select opens with the arrow key, an option is taken with Enter.
      await tabTo(
        page,
        (f) => f.role === 'combobox' && f.name.includes(uiText('en', 'assets.cart.bulk_size')),
        {
          what: 'the bulk size',
        },
      );
      await page.keyboard.press('ArrowDown');
      await expectFocusInModal(page, 'size list');
      for (let i = 0; i < 12 && (await focused(page))?.name !== '600x600'; i++) {
        await page.keyboard.press('ArrowDown');
      }
      await menuShown(page);
      await shot(page, 'keyboard-size-list');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => !document.querySelector('[role="listbox"]'));
      expect((await focused(page))?.role).toBe('combobox');
      await expectFocusVisible(page, 'back from the size list');
      const cart = await storedCart(page);
      const pictures = cart.filter((i) => PICTURE.has(i.ext.toLowerCase()));
      expect(pictures.length).toBeGreaterThan(0);
      expect(pictures.every((i) => i.size === '600x600')).toBe(true);

      // Prepare: focus moves from the button to the zip link when it is ready.
      await tabTo(page, (f) => f.name === uiText('en', 'assets.cart.prepare'), { what: 'Prepare download' });
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (label) => document.activeElement?.textContent?.trim() === label,
        uiText('en', 'assets.cart.download_zip'),
        { timeout: 30_000 },
      );
      await expectFocusVisible(page, 'zip link');
      await shot(page, 'keyboard-zip-ready');
      const downloading = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      const download = await downloading;
      const entries = await readZip(fs.readFileSync((await download.path())!));
      // One entry per file of the cart, under its name; pictures (and a PDF, drawn as one) fit 600x600.
      const base = (file: string) => file.slice(0, file.lastIndexOf('.'));
      expect(entries.map((e) => base(e.name)).sort()).toEqual(cart.map((i) => i.name).sort());
      expect(entries.every((e) => e.crcOk)).toBe(true);
      for (const entry of entries.filter((e) => PICTURE.has(e.name.split('.').pop()!.toLowerCase()))) {
        const meta = await sharp(entry.data).metadata();
        expect(Math.max(meta.width, meta.height), entry.name).toBeLessThanOrEqual(600);
      }
      // The used link turns back into the button, which keeps focus.
      await page.waitForFunction(
        (label) => document.activeElement?.textContent?.trim() === label,
        uiText('en', 'assets.cart.prepare'),
      );
      await expectFocusVisible(page, 'back to Prepare download');

      // The language dialog: focus inside, German chosen with Enter, focus back on its button.
      await tabTo(page, (f) => f.name === uiText('en', 'nav.language'), {
        back: true,
        what: 'the language button',
      });
      await page.keyboard.press('Enter');
      await expectFocusInModal(page, 'language dialog');
      await tabTo(page, (f) => f.name.includes('de-DE'), { what: 'Deutsch' });
      await shot(page, 'keyboard-language');
      await page.keyboard.press('Enter');
      await waitForPath(page, '/de-DE/asset/cart');
      await expect.poll(async () => (await focused(page))?.name).toBe(uiText('de', 'nav.language'));
      await expectFocusVisible(page, 'back from the language dialog');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        uiText('de', 'assets.cart_title'),
      );
      await expect.poll(() => announced(page)).toContain(uiText('de', 'assets.cart_title'));
      expect(await page.title()).toContain(uiText('de', 'assets.cart_title'));

      // Logout from the account menu: the menu takes focus, arrows move in it, Enter leaves.
      await tabTo(page, (f) => f.name.startsWith(uiText('de', 'nav.account_menu', { name: DEMO.name })), {
        what: 'the account menu',
      });
      await page.keyboard.press('Enter');
      await expectFocusInModal(page, 'account menu');
      for (let i = 0; i < 5 && (await focused(page))?.name !== uiText('de', 'nav.logout'); i++) {
        await page.keyboard.press('ArrowDown');
      }
      await menuShown(page);
      await shot(page, 'keyboard-account-menu');
      await page.keyboard.press('Enter');
      await waitForPath(page, '/de-DE/auth/login');
      await expectHeadingFocused(page, uiText('de', 'auth.login.title'), 'login after logout');
      expect(await storedUser(page)).toBeNull();
      await shot(page, 'keyboard-logged-out');
      expect(Date.now() - started).toBeLessThan(90_000);
    } finally {
      await context.close();
    }
  });

  test('phone: the menu drawer takes focus and gives it back; its links lead to the heading', async () => {
    const { context, page } = await openPage(browser, PHONE);
    try {
      await page.goto(`${portal.url}/en-GB/auth/login`);
      await page.getByRole('heading', { level: 1, name: uiText('en', 'auth.login.title') }).waitFor();
      await tabTo(page, (f) => f.name === uiText('en', 'auth.login.continue_as_guest'), {
        what: 'continue as guest',
      });
      await page.keyboard.press('Enter');
      const openMenu = uiText('en', 'nav.open_menu');
      await page.getByRole('button', { name: openMenu }).waitFor();
      await expectHeadingFocused(page, uiText('en', 'products.title'), 'as a guest');
      await tabTo(page, (f) => f.name === openMenu, { back: true, what: 'the menu button' });
      await shot(page, 'keyboard-phone-menu-button');
      await page.keyboard.press('Enter');
      await expectFocusInModal(page, 'drawer');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.MuiModal-root:not(.MuiModal-hidden)'));
      expect((await focused(page))?.name).toBe(openMenu);
      await expectFocusVisible(page, 'back from the drawer');

      await page.keyboard.press('Enter');
      await expectFocusInModal(page, 'drawer again');
      // Slid in fully, so every link in it is in view.
      await page.waitForFunction(
        () => document.querySelector('.MuiDrawer-paper')?.getBoundingClientRect().left === 0,
      );
      await tabTo(page, (f) => f.name === uiText('en', 'nav.assets') && f.inModal, { what: 'Assets' });
      await shot(page, 'keyboard-phone-drawer');
      await page.keyboard.press('Enter');
      await waitForPath(page, '/en-GB/asset/list');
      await expectHeadingFocused(page, uiText('en', 'assets.title'), 'assets library');
      await shot(page, 'keyboard-phone-heading');
    } finally {
      await context.close();
    }
  });
});
