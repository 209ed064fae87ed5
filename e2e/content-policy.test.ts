import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { settle, signIn } from './support/flows.ts';
import { DEMO, DESKTOP, PHONE, openPage, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
});

afterAll(() => stopSuite({ portal, browser }));

/**
 * The browser's own record of what the page's Content-Security-Policy blocked (the DevTools
 * "Issues" a Lighthouse best-practices audit reads): a blocked eval probe or inline style counts
 * even when nothing visibly breaks.
 */
async function recordPolicyIssues(page: Page): Promise<string[]> {
  const issues: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details));
  });
  await cdp.send('Audits.enable');
  return issues;
}

test('no screen trips the content security policy, for a guest or a signed-in person', async () => {
  const { context, page } = await openPage(browser, PHONE, 'en-GB');
  try {
    const issues = await recordPolicyIssues(page);
    for (const path of ['/en-GB/products/list', '/en-GB/forms', '/en-GB/asset/cart', '/en-GB/auth/login']) {
      await page.goto(portal.url + path);
      await settle(page);
      // The app takes over from the server's first screen, asks for its data and parses it.
      await page.waitForLoadState('networkidle');
    }
    expect(issues).toEqual([]);
  } finally {
    await context.close();
  }
  const signed = await openPage(browser, DESKTOP, 'en-GB');
  try {
    const issues = await recordPolicyIssues(signed.page);
    await signIn(signed.page, portal.url, DEMO.email, DEMO.password, DEMO.name);
    for (const path of ['/en-GB/account/profile', '/en-GB/contents/list']) {
      await signed.page.goto(portal.url + path);
      await settle(signed.page);
      await signed.page.waitForLoadState('networkidle');
    }
    expect(issues).toEqual([]);
  } finally {
    await signed.context.close();
  }
});
