import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
page.on('requestfailed', (r) => console.log('failed', r.url()));
page.on('response', (r) => { if (r.status() >= 400) console.log('status', r.status(), r.url()); });
await page.goto('http://127.0.0.1:8437/de-DE/auth/login');
await page.waitForTimeout(5000);
await browser.close();
