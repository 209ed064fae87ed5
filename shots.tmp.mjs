import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const base = 'http://127.0.0.1:8311';
for (const [w, h, loc] of [[1440, 900, 'en-GB'], [375, 812, 'de-DE']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, locale: loc });
  await page.goto(`${base}/en-GB/auth/login`);
  await page.getByLabel(/E-mail|Email/i).first().fill('admin@vitrine.example');
  await page.getByLabel(/Password/i).first().fill('showroom-admin-2026');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(2500);
  for (const name of ['I agree', 'Disregard']) { const b = page.getByRole('button', { name }); if (await b.isVisible()) await b.click(); }
  for (const p of ['imports', 'activity', 'settings']) {
    await page.goto(`${base}/${loc}/admin/${p}`);
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/c-${p}-${w}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
