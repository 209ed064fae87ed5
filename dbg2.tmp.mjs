import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8437';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
const page = await context.newPage();
await page.goto(`${base}/en-GB/auth/login`);
await page.locator('input[name="email"]').fill('admin@vitrine.example');
await page.locator('input[name="password"]').fill('showroom-admin-2026');
await page.locator('button[type="submit"]').first().click();
await page.waitForTimeout(3000);
for (let i = 0; i < 3; i++) {
  const dialog = page.getByRole('dialog');
  if (await dialog.count()) { const b = dialog.getByRole('button'); await b.nth((await b.count()) - 1).click().catch(() => {}); await page.waitForTimeout(800); }
}
await page.goto(`${base}/en-GB/admin/activity`);
await page.waitForTimeout(3000);
const state = async (label) => console.log(label, new URL(page.url()).search, await page.getByRole('group', { name: 'From' }).locator('input[aria-hidden="true"]').inputValue(), await page.getByRole('group', { name: 'To' }).locator('input[aria-hidden="true"]').inputValue(), (await page.locator('.MuiFormHelperText-root').allTextContents()).join('|'));
async function typeDate(field, parts) {
  await field.getByRole('spinbutton').first().click();
  for (const p of parts) { await page.keyboard.type(p); await state(" part " + p); }
}
await state('start');
await typeDate(page.getByRole('group', { name: 'From' }), ['01', '01', '2020']);
await state('after from');
await typeDate(page.getByRole('group', { name: 'To' }), ['31', '01', '2020']);
await page.waitForTimeout(2000);
await state('after to');
await page.screenshot({path:'/tmp/act/dbg2.png', fullPage:true});
await browser.close();
