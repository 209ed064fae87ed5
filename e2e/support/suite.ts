import type { Browser } from 'playwright-core';
import { apiGet } from './flows.ts';
import { freePort, launchBrowser, startPortal, type Portal } from './portal.ts';
import { startSmtp } from './smtp.ts';

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** What a test file runs against: a portal with a fresh database, a browser and, for mail, an SMTP server. */
export interface Suite {
  portal: Portal;
  browser: Browser;
  smtp?: Smtp;
}

/** Starts a portal and a browser, for a test file's beforeAll. */
export function startSuite(): Promise<Suite> {
  return start(false);
}

/** As startSuite, and the portal sends over a local SMTP server and knows its own address for links in mails. */
export async function startMailSuite(): Promise<Required<Suite>> {
  return (await start(true)) as Required<Suite>;
}

async function start(mail: boolean): Promise<Suite> {
  const started: Partial<Suite> = {};
  try {
    let env: Record<string, string> = {};
    if (mail) {
      const smtp = (started.smtp = await startSmtp());
      const port = await freePort();
      env = { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: smtp.url };
    }
    started.portal = await startPortal(env);
    started.browser = await launchBrowser();
    return started as Suite;
  } catch (error) {
    // The caller never receives a half-started suite, so stop its parts here.
    await stopSuite(started);
    throw error;
  }
}

/** Stops what a suite holds, browser first; parts that never started are skipped. */
export async function stopSuite(suite: Partial<Suite>): Promise<void> {
  await suite.browser?.close();
  await suite.portal?.stop();
  await suite.smtp?.close();
}

/** The guest token the portal's public configuration hands out; throws when it has none. */
export async function guestTokenOf(portal: Portal): Promise<string> {
  const config = await apiGet<{ setup: { guest_token: string | null } }>(portal.url, '/public/config/');
  const token = config.body.setup.guest_token;
  if (!token) throw new Error('the portal offers no guest token');
  return token;
}
