import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export interface Portal {
  url: string;
  dataDir: string;
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/** The seeded data folder the run's global setup made (e2e/support/global-setup.ts), if any. */
function seededTemplate(): string | undefined {
  try {
    return inject('e2eTemplate');
  } catch {
    return undefined;
  }
}

/** A TCP port on loopback that is free right now (for a portal that must know its own address, e.g. PUBLIC_URL). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real portal (built web app + API) in its own process on a free port with a fresh database.
 * An env PORT is honoured (see freePort), so PUBLIC_URL can name the portal's own address.
 */
export async function startPortal(
  env: Record<string, string> = {},
  options: { template?: boolean; waitForPictures?: boolean } = {},
): Promise<Portal> {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build the web app first (npm run build)');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-'));
  const template = options.template === false ? undefined : seededTemplate();
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  const port = env.PORT ?? String(await freePort());
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      // Each portal its own embedded database and in-process jobs (CI sets both for the API tests).
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Demo pictures are drawn in the background after the start; a template waits for them.
  const ready = options.waitForPictures ? /Drew \d+ demo asset files|demo images/ : /is running at/;
  await new Promise<void>((resolve, reject) => {
    // Drawing the demo's files takes a minute on a quiet machine, several on a busy one.
    const limit = options.waitForPictures ? 900_000 : 240_000;
    const timer = setTimeout(() => reject(new Error(`portal did not start: ${output}`)), limit);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`portal exited with ${code}: ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium, headless, with the flags this sandbox needs; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

/** A fresh browser context (own local storage) at a screen size, with a page on it. */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
  locale = 'en-GB',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot under e2e/artifacts for a person to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = path.join(root, 'e2e/artifacts');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

export const DEMO = { email: 'demo@vitrine.example', password: 'showroom-demo-2026', name: 'Dana Demo' };
