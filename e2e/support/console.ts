import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeFindings } from './axe.ts';
import { API, uiText } from './flows.ts';
import type { DESKTOP, Portal } from './portal.ts';

// What the console's end-to-end tests share: its texts, a page axe can run on, a partner's token.

const I18N = path.join(import.meta.dirname, '../../apps/web/src/features/console/i18n');

function lookup(file: string, key: string): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  let node: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/**
 * A console text as the console shows it, read now from its language files (the main file and every
 * section's folder, merged as the app merges them; a section's own folder first); {{placeholders}}
 * filled. Throws when none has it (no silent English).
 */
export function consoleText(
  language: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const section = key.split('.')[1] ?? '';
  const folders = fs.readdirSync(I18N, { withFileTypes: true }).filter((e) => e.isDirectory());
  const files = [section, '', ...folders.map((e) => e.name)].map((f) =>
    path.join(I18N, f, `${language}.json`),
  );
  let text: string | undefined;
  for (const file of files) text ??= lookup(file, key);
  if (text === undefined) throw new Error(`the ${language} console texts have nothing at ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** A fresh context and page at a screen size; axe is injected into the page, which the CSP would refuse. */
export async function openConsolePage(
  browser: Browser,
  viewport: typeof DESKTOP,
  locale: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale, bypassCSP: true, acceptDownloads: true });
  return { context, page: await context.newPage() };
}

/**
 * Fails with every serious or critical axe finding on the page, named by `where`. Findings are
 * asked for again for up to two seconds: an element still fading in (MUI's transitions) is read
 * mid-way by the contrast check; what stays is reported.
 */
export async function expectAxeClean(page: Page, where: string): Promise<void> {
  let findings = await axeFindings(page);
  for (let again = 0; findings.length > 0 && again < 5; again++) {
    await page.waitForTimeout(400);
    findings = await axeFindings(page);
  }
  expect(findings.map((f) => `${where}: ${f.rule} ${f.nodes.join(' | ')}`)).toEqual([]);
}

/** Waits until no console list is loading: its named bar (above the grid) has gone. */
export async function gridsLoaded(page: Page, language: string): Promise<void> {
  const bars = page.getByRole('progressbar', { name: uiText(language, 'common.loading') });
  await expect.poll(() => bars.count(), { timeout: 15_000 }).toBe(0);
}

/** A session token for an account, as the API hands one out. */
export async function tokenOf(portal: Portal, email: string, password: string): Promise<string> {
  const response = await fetch(`${portal.url}${API}/public/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  return ((await response.json()) as { token: string }).token;
}
