import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8437';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'de-DE' });
const page = await context.newPage();
await page.goto(`${base}/de-DE/auth/login`);
await page.locator('input[name="email"]').fill('admin@vitrine.example');
await page.locator('input[name="password"]').fill('showroom-admin-2026');
await page.locator('button[type="submit"]').first().click();
await page.waitForTimeout(3000);
for (let i = 0; i < 3; i++) {
  const dialog = page.getByRole('dialog');
  if (await dialog.count()) { const b = dialog.getByRole('button'); await b.nth((await b.count()) - 1).click().catch(() => {}); await page.waitForTimeout(800); }
}
for (const path of process.argv.slice(2)) {
  await page.goto(`${base}/de-DE/${path}`);
  await page.waitForTimeout(4000);
  const wide = await page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > window.innerWidth + 1 && r.width > 0) out.push(`${el.tagName}.${String(el.className).slice(0, 60)} ${Math.round(r.left)}-${Math.round(r.right)}`);
    }
    return { scroll: document.documentElement.scrollWidth, out: out.slice(0, 15) };
  });
  console.log(path, JSON.stringify(wide, null, 1));
}
await browser.close();
