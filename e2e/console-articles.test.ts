/**
 * Writing an article in the console: English and German side by side, a picture from the library
 * put in the text with the keyboard-only toolbar, a datasheet attached, published; then a guest
 * reads it in both languages and the search page finds it. axe on each screen; a phone too.
 */
import type { Asset } from '@vitrine/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { consoleText, expectAxeClean, openConsolePage, tokenOf } from './support/console.ts';
import { apiGet, signIn, uiText, waitForPath } from './support/flows.ts';
import { focused } from './support/keyboard.ts';
import { DESKTOP, PHONE, openPage, shot, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';

const ADMIN = { email: 'admin@vitrine.example', password: 'showroom-admin-2026', name: 'Avery Admin' };
const WAIT = { timeout: 20_000 };
const WORD = 'Quastenflosser';
/** The demo's locales as the language choosers name them. */
const GB = 'English (United Kingdom)';
const DE_NAME = 'Deutsch (Deutschland)';
const EN = { title: `The ${WORD} lamp`, intro: 'A lamp for the deep sea.', text: 'It glows in the dark.' };
const DE = {
  title: `Die ${WORD}-Leuchte`,
  intro: 'Eine Leuchte für die Tiefsee.',
  text: 'Sie leuchtet im Dunkeln.',
};

let portal: Portal;
let browser: Browser;
let picture: Asset;
let datasheet: Asset;
let articleId: number;

const text = (key: string, values: Record<string, string> = {}) => consoleText('en', key, values);

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  const admin = await tokenOf(portal, ADMIN.email, ADMIN.password);
  const assets = (await apiGet<Asset[]>(portal.url, '/private/media/?itemsPerPage=200', admin)).body;
  picture = assets.find((a) => a.ext === 'jpg')!;
  datasheet = assets.find((a) => a.ext === 'pdf')!;
  expect(picture && datasheet).toBeTruthy();
});

afterAll(() => stopSuite({ portal, browser }));

/** The editor's own chunk: a visitor's page never fetches it. */
function editorFetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/editor-[\w-]+\.js$/.test(new URL(request.url()).pathname)) fetched.push(page.url());
  });
  return fetched;
}

/** Picks a file in the library dialog by its name. */
async function pickFromLibrary(page: Page, asset: Asset): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox', { name: text('console.articles.picker.search') }).fill(asset.name);
  await dialog
    .getByRole('button', { name: new RegExp(asset.name) })
    .first()
    .click(WAIT);
  await dialog.waitFor({ state: 'detached' });
}

test('English desktop: written in English and German with a picture and an attachment, then published', async () => {
  const { context, page } = await openConsolePage(browser, DESKTOP, 'en-GB');
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.goto(`${portal.url}/en-GB/admin/articles`);
    await page.getByRole('tab', { name: text('console.articles.tab') }).waitFor(WAIT);
    await page.getByRole('grid', { name: text('console.articles.list_label') }).waitFor(WAIT);
    await expectAxeClean(page, 'articles list en 1440');
    const editor = editorFetches(page);
    await page.getByRole('link', { name: text('console.articles.new') }).click();
    await waitForPath(page, '/en-GB/admin/articles/new');

    // Two languages side by side: the default (English) and, chosen beside it, German.
    const english = page.getByRole('region', { name: GB });
    await english.waitFor(WAIT);
    await page
      .getByRole('region')
      .nth(1)
      .getByRole('combobox', { name: text('console.articles.language') })
      .click();
    await page.getByRole('option', { name: DE_NAME }).click();
    const german = page.getByRole('region', { name: DE_NAME });
    await german.getByText(text('console.articles.missing_in', { language: DE_NAME })).waitFor(WAIT);
    expect(editor.length, 'the editor page fetched the editor').toBeGreaterThan(0);
    await english.getByLabel(text('console.articles.title_field', { language: GB })).fill(EN.title);
    await english.getByLabel(text('console.articles.introduction', { language: GB })).fill(EN.intro);
    const body = english.getByRole('textbox', { name: text('console.articles.text', { language: GB }) });
    await body.click();
    await page.keyboard.type(EN.text);

    // Bold by its shortcut, said by the toolbar's pressed state.
    const toolbar = english.getByRole('toolbar');
    const boldButton = toolbar.getByRole('button', { name: text('console.articles.editor.bold') });
    await page.keyboard.press('Control+b');
    await expect.poll(() => boldButton.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type(' Truly.');
    await page.keyboard.press('Control+b');
    await expect.poll(() => boldButton.getAttribute('aria-pressed')).toBe('false');

    // The toolbar by keyboard alone: Alt+F10 enters it, the arrows move, Enter presses.
    await page.keyboard.press('Alt+F10');
    expect((await focused(page))?.name).toBe(text('console.articles.editor.bold'));
    await page.keyboard.press('ArrowRight');
    expect((await focused(page))?.name).toBe(text('console.articles.editor.italic'));
    await page.keyboard.press('End');
    // Redo has nothing to do yet: End stops at the last button that can be used.
    expect((await focused(page))?.name).toBe(text('console.articles.editor.undo'));
    await page.keyboard.press('ArrowLeft');
    expect((await focused(page))?.name).toBe(text('console.articles.editor.image'));
    await page.keyboard.press('Enter');
    await pickFromLibrary(page, picture);
    await expect(body.locator('img').getAttribute('src')).resolves.toContain(picture.url);
    await german.getByLabel(text('console.articles.title_field', { language: DE_NAME })).fill(DE.title);
    await german.getByLabel(text('console.articles.introduction', { language: DE_NAME })).fill(DE.intro);
    // Tab reaches the toolbar at one button and leaves it for the text at the next press.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: text('console.articles.editor.bold') });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({
      role: 'textbox',
      name: text('console.articles.text', { language: DE_NAME }),
    });
    await german
      .getByRole('textbox', { name: text('console.articles.text', { language: DE_NAME }) })
      .fill(DE.text);

    await page.getByRole('button', { name: text('console.articles.add_attachment') }).click();
    await pickFromLibrary(page, datasheet);
    await expectAxeClean(page, 'article editor en 1440');
    await shot(page, 'console-articles-editor-en-1440');

    // The preview draws the visitors' article page.
    await page.getByRole('button', { name: text('console.articles.preview') }).click();
    const preview = page.getByRole('dialog');
    await preview.getByRole('heading', { name: EN.title }).waitFor(WAIT);
    // Checked once the dialog has faded in (its colours are mixed with the backdrop before).
    await expect
      .poll(() => page.locator('.MuiDialog-container').evaluate((e) => getComputedStyle(e).opacity))
      .toBe('1');
    await expectAxeClean(page, 'article preview en 1440');
    await preview.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/en-GB\/admin\/articles\/\d+$/, WAIT);
    articleId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('button', { name: text('console.articles.publish') }).click();
    await page.getByText(text('console.articles.states.published'), { exact: true }).first().waitFor(WAIT);
    // Checked once the notices have faded in (their colours are mixed before).
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await expectAxeClean(page, 'article published en 1440');
  } finally {
    await context.close();
  }
});

test('a guest reads the article in English and German, and the search finds it', async () => {
  for (const [segment, texts] of [
    ['en-GB', EN],
    ['de-DE', DE],
  ] as const) {
    const { context, page } = await openPage(browser, DESKTOP, segment);
    const editor = editorFetches(page);
    try {
      await page.goto(`${portal.url}/${segment}/contents/detail/${articleId}`);
      await page.getByRole('heading', { name: texts.title, level: 1 }).waitFor(WAIT);
      await page.getByText(texts.text).waitFor(WAIT);
      // The picture in the English text, as written with the library's rendition address.
      if (segment === 'en-GB') await page.locator(`article img[src*="${picture.url}"]`).first().waitFor(WAIT);
      await page.getByText(`${datasheet.name}`).first().waitFor(WAIT);
      expect(editor, 'visitor pages that fetched the editor').toEqual([]);
    } finally {
      await context.close();
    }
  }
  const { context, page } = await openPage(browser, DESKTOP);
  try {
    await page.goto(`${portal.url}/en-GB/search`);
    await page.getByRole('searchbox', { name: uiText('en', 'search.field.label') }).fill(WORD.toLowerCase());
    await page.locator('section[data-section="contents"]').getByText(new RegExp(WORD)).first().waitFor(WAIT);
  } finally {
    await context.close();
  }
});

test('German phone: the list and the editor fit 375 px and pass axe', async () => {
  const { context, page } = await openConsolePage(browser, PHONE, 'de-DE');
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.goto(`${portal.url}/de-DE/admin/articles/${articleId}`);
    const panel = page.getByRole('region', { name: GB });
    await panel.waitFor(WAIT);
    // One language at a time on a phone, with its chooser.
    await expect(page.getByRole('region', { name: DE_NAME }).count()).resolves.toBe(0);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(375);
    await expectAxeClean(page, 'article editor de 375');
    await shot(page, 'console-articles-editor-de-375');
  } finally {
    await context.close();
  }
});
