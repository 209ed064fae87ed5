/**
 * The console's settings page as an administrator uses it: a brand colour changed shows in the
 * preview before saving and in the portal itself after; the portal's name changed on a German
 * phone; a colour too light warned about; leaving with unsaved changes asks first. axe on each.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { consoleText, expectAxeClean, openConsolePage } from './support/console.ts';
import { disregardFormsReminder, notification, signIn, uiText } from './support/flows.ts';
import { DESKTOP, PHONE, shot, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';

const ADMIN = { email: 'admin@vitrine.example', password: 'showroom-admin-2026', name: 'Avery Admin' };

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
});

afterAll(() => stopSuite({ portal, browser }));

const t = (key: string, values?: Record<string, string>) =>
  consoleText('en', `console.settings.${key}`, values);

/** An element's computed style property. */
const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test('English desktop: a brand colour shows in the preview before saving, and in the portal after', async () => {
  const { context, page } = await openConsolePage(browser, DESKTOP, 'en-GB');
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.goto(`${portal.url}/en-GB/admin/settings`);
    await page.getByRole('tab', { name: t('tab') }).waitFor();
    const primary = page.getByRole('textbox', { name: t('colours.primary'), exact: true });
    await expect.poll(() => primary.inputValue()).toBe('#0b5cad');
    const preview = page.getByTestId('settings-preview');
    const previewButton = preview.getByTestId('preview-button');
    const save = page.getByRole('button', { name: t('save') });
    const portalHeader = page.locator('header').first();
    expect(await style(previewButton, 'background-color')).toBe('rgb(11, 92, 173)');
    // The preview's three product cards come from the catalogue.
    await expect.poll(() => preview.locator('li h3').count()).toBe(3);
    await expectAxeClean(page, 'settings');
    await shot(page, 'console-settings-en-1440');

    // Purple buttons and a pale lilac header: the preview follows as it is typed, the portal not yet.
    await primary.fill('#7a1fa2');
    const header = page.getByRole('textbox', { name: t('colours.header_background'), exact: true });
    await header.fill('#f3e5f5');
    await expect.poll(() => style(previewButton, 'background-color')).toBe('rgb(122, 31, 162)');
    expect(await style(preview.getByTestId('preview-header'), 'background-color')).toBe('rgb(243, 229, 245)');
    expect(await style(save, 'background-color')).toBe('rgb(11, 92, 173)');
    expect(await style(portalHeader, 'background-color')).toBe('rgb(255, 255, 255)');
    await page.getByText(t('unsaved')).waitFor();

    // Leaving with the changes unsaved asks first; staying keeps them.
    await page.getByRole('tab', { name: 'Users' }).click();
    const leave = page.getByRole('dialog', { name: t('leave_title') });
    await leave.waitFor();
    // Once it has faded in.
    await expect.poll(() => style(page.locator('.MuiDialog-container'), 'opacity')).toBe('1');
    await expectAxeClean(page, 'leave dialog');
    await leave.getByRole('button', { name: t('stay') }).click();
    await leave.waitFor({ state: 'detached' });
    expect(await primary.inputValue()).toBe('#7a1fa2');

    await save.click();
    await notification(page, t('saved')).waitFor();
    // (Away from the button: hovered, it shows its darker shade.)
    await page.mouse.move(700, 5);
    // The portal around the console reads its configuration again: its buttons and header follow.
    await expect.poll(() => style(save, 'background-color')).toBe('rgb(122, 31, 162)');
    await expect.poll(() => style(portalHeader, 'background-color')).toBe('rgb(243, 229, 245)');
    // And a page opened afresh has them too.
    await page.goto(`${portal.url}/en-GB/products/list`);
    await expect
      .poll(() => style(page.locator('header').first(), 'background-color'))
      .toBe('rgb(243, 229, 245)');
    // The change is in the audit log.
    await page.goto(`${portal.url}/en-GB/admin/audit`);
    await page
      .getByRole('grid', { name: 'Audit log' })
      .getByRole('row')
      .filter({ hasText: consoleText('en', 'console.audit.actions.settings_changed') })
      .waitFor();
  } finally {
    await context.close();
  }
});

test('German phone: the portal name changed and saved is the portal’s; a colour too light is warned about', async () => {
  const { context, page } = await openConsolePage(browser, PHONE, 'de-DE');
  const de = (key: string, values?: Record<string, string>) =>
    consoleText('de', `console.settings.${key}`, values);
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.goto(`${portal.url}/de-DE/admin/settings`);
    await disregardFormsReminder(page, 'de');
    const name = page.getByRole('textbox', { name: new RegExp(`^${de('title')}`) });
    await expect.poll(() => name.inputValue()).toBe('Vitrine');
    await name.fill('Leuchtenwerk Partnerportal');
    // A yellow this light: white text on it is unreadable, and the portal says what it shows instead.
    const secondary = page.getByRole('textbox', { name: de('colours.secondary'), exact: true });
    await secondary.fill('#ffeb3b');
    // 1.2:1, written the German way.
    const warning = page.getByText(
      de('contrast.white_text', { ratio: '1,2', minimum: '4,5' }).split('{{')[0],
    );
    await warning.waitFor();
    await expectAxeClean(page, 'settings de 375 with a warning');
    await shot(page, 'console-settings-de-375');
    // The warning is the field's description.
    const described = await secondary.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toContain('1,2:1');
    await secondary.fill('#e0592a');

    await page.getByRole('button', { name: de('save') }).click();
    await notification(page, de('saved')).waitFor();
    await expect.poll(() => page.title()).toBe('Leuchtenwerk Partnerportal');
    // The header's logo is named after the portal.
    await page.getByRole('img', { name: 'Leuchtenwerk Partnerportal' }).first().waitFor();
    await expect.poll(() => name.inputValue()).toBe('Leuchtenwerk Partnerportal');
    // Without changes left, leaving asks nothing.
    await page.goto(`${portal.url}/de-DE/products/list`);
    await page.getByRole('heading', { level: 1, name: uiText('de', 'products.title') }).waitFor();
  } finally {
    await context.close();
  }
});
