import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8471';
const [,, locale = 'en-GB', width = '1440', name = 'settings'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale });
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
await page.goto(`${base}/en-GB/auth/login`);
await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
await page.locator('input[name="email"]').fill('admin@vitrine.example');
await page.locator('input[name="password"]').fill('showroom-admin-2026');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL((url) => !url.pathname.includes('/auth/'));
for (const label of [/I agree|Ich stimme zu|Zustimmen/, /Disregard|Ignorieren|Verwerfen/]) {
  const b = page.getByRole('button', { name: label });
  if (await b.waitFor({ timeout: 4000 }).then(() => true, () => false)) await b.click();
}
await page.goto(`${base}/${locale}/admin/settings`);
await page.locator('form').first().waitFor();
await page.waitForTimeout(2500);
await page.screenshot({ path: `/tmp/${name}.png`, fullPage: true });
if (process.env.PAGES) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 0; y < height; y += 800, i++) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(200);
    await page.screenshot({ path: `/tmp/${name}-${i}.png` });
  }
}
if (process.env.PROBE) {
  const names = await page.getByRole('textbox').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.labels?.[0]?.textContent ?? e.id));
  console.log(names);
}
if (process.env.LOWCONTRAST) {
  const field = page.getByRole('textbox', { name: process.env.FIELD ?? 'Primary colour', exact: true });
  await field.fill('#ffdd00');
  await page.waitForTimeout(800);
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/${name}-low.png` });
}
await browser.close();
