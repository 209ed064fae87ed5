import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8437';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function shoot(locale, width, name, extra = async () => {}) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale });
  const page = await context.newPage();
  const seg = locale;
  await page.goto(`${base}/${seg}/auth/login`);
  await page.locator('input[name="email"]').fill('admin@vitrine.example');
  await page.locator('input[name="password"]').fill('showroom-admin-2026');
  await page.locator('button[type="submit"]').first().click();
  await page.waitForTimeout(3000);
  for (let i = 0; i < 3; i++) {
    const dialog = page.getByRole('dialog');
    if (await dialog.count()) {
      const buttons = dialog.getByRole('button');
      const n = await buttons.count();
      // consent: agree is usually the last; forms reminder: Disregard
      await buttons.nth(n - 1).click().catch(() => {});
      await page.waitForTimeout(800);
    }
  }
  await page.goto(`${base}/${seg}/admin/activity`);
  await page.waitForTimeout(4000);
  await extra(page);
  await page.screenshot({ path: `/tmp/act/${name}.png`, fullPage: true });
  await context.close();
}
await shoot('en-GB', 1440, 'en-1440');
await shoot('de-DE', 375, 'de-375');
await browser.close();
