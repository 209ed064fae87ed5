import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { DESKTOP_SCREEN, launchAuditChrome } from './lighthouse-chrome.ts';
import { machine, root, startServer, writeSection } from './support.ts';

/**
 * Lighthouse (Debian's Chromium) on the product list, mobile and desktop, plus the gzip size of the
 * JavaScript the first page loads. Runs against the demo portal with a guest session.
 */

/** Brings the audit's browser into the state a page is measured in (a cart filled, a person signed in). */
async function prepareBrowser(port: number, base: string, prepare: Prepare): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await prepare(page, base);
    await page.close();
  } finally {
    await browser.close();
  }
}

async function audit(url: string, formFactor: 'mobile' | 'desktop', prepare?: Prepare) {
  const chrome = await launchAuditChrome();
  try {
    if (prepare) await prepareBrowser(chrome.port, new URL(url).origin, prepare);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // What the preparation left in the browser's storage stays for the page (Lighthouse clears it otherwise).
        disableStorageReset: prepare !== undefined,
      },
      formFactor === 'desktop'
        ? {
            extends: 'lighthouse:default',
            settings: {
              ...DESKTOP_SCREEN,
              throttling: {
                rttMs: 40,
                throughputKbps: 10240,
                cpuSlowdownMultiplier: 1,
                requestLatencyMs: 0,
                downloadThroughputKbps: 0,
                uploadThroughputKbps: 0,
              },
            },
          }
        : undefined,
    );
    const lhr = result!.lhr;
    // LIGHTHOUSE_DUMP=dir keeps each report whole, to read where a page's time went.
    if (process.env.LIGHTHOUSE_DUMP) {
      fs.mkdirSync(process.env.LIGHTHOUSE_DUMP, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${formFactor}-${Date.now()}.json`;
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_DUMP, name), JSON.stringify(lhr));
    }
    // A trace Chromium failed to record (NO_NAVSTART and the like) is measured again.
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue?.toFixed(3)),
      fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
      // Lighthouse's own measure of the machine's speed: scores of two machines compare only beside it.
      cpu: Math.round(lhr.environment.benchmarkIndex),
      shifts: (
        (
          lhr.audits['layout-shifts']?.details as
            { items?: { node?: { snippet?: string }; score?: number }[] } | undefined
        )?.items ?? []
      )
        .slice(0, 3)
        .map((i) => `${i.score?.toFixed(3)} ${i.node?.snippet?.slice(0, 80)}`),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id)
        .slice(0, 8),
    };
  } finally {
    await chrome.kill();
  }
}

/** Gzip size of the entry script and the modules it preloads: what the first page must load. */
function initialJavaScriptKiB(): number {
  const dist = path.join(root, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  return Math.round(
    files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(dist, file))).length, 0) / 1024,
  );
}

async function waitForImages(base: string): Promise<void> {
  const token = await guestToken(base);
  const list = (await (
    await fetch(`${base}/pim/portal/api/private/product/?limit=200&order=id&orderdir=desc`, {
      headers: { authorization: token },
    })
  ).json()) as { products: { image: string }[] };
  const last = list.products.find((p) => p.image)!.image;
  for (let i = 0; i < 120; i++) {
    if ((await fetch(base + last)).ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Waits until every demo asset file is drawn (they are drawn in the background at first start, and
 * drawing 24-megapixel pictures would otherwise share the CPU with the pages being measured).
 */
async function waitForAssets(base: string): Promise<void> {
  const token = await guestToken(base);
  const pending = async () => {
    let missing = 0;
    for (let page = 1; ; page++) {
      const assets = (await (
        await fetch(`${base}/pim/portal/api/private/media/?itemsPerPage=200&page=${page}`, {
          headers: { authorization: token },
        })
      ).json()) as { size: number }[];
      missing += assets.filter((a) => a.size === 0).length;
      if (assets.length < 200) return missing;
    }
  };
  for (let i = 0; i < 600 && (await pending()) > 0; i++) await new Promise((r) => setTimeout(r, 1000));
  await new Promise((r) => setTimeout(r, 3000)); // let the last conversions settle
}

/** The page as a visitor receives it: its size, and its size compressed as the server sends it. */
async function pageKiB(url: string): Promise<{ raw: number; sent: number; drawn: boolean }> {
  const html = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
  return {
    raw: Math.round(Buffer.byteLength(html) / 1024),
    sent: Math.round(brotliCompressSync(html).length / 1024),
    drawn: html.includes('id="vitrine-first-screen"'),
  };
}

/** Runs per page and profile (LIGHTHOUSE_RUNS; three by default), the median one reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;

/** A page measured: its address, or how to find it in the running portal (a product's id). */
/** What is done in the browser before a page is measured, on the portal at `base`. */
type Prepare = (page: Page, base: string) => Promise<void>;

/** A page measured: its address, or how to find it in the running portal (a product's id). */
interface MeasuredPage {
  name: string;
  path: string | ((base: string) => Promise<string>);
  prepare?: Prepare;
}

/** The guest's token, as the app reads it from the configuration. */
const guestToken = async (base: string) =>
  (
    (await (await fetch(`${base}/pim/portal/api/public/config/`)).json()) as {
      setup: { guest_token: string };
    }
  ).setup.guest_token;

/** A cart of the library's first pictures and documents, as the library's buttons put them there. */
const fillCart: Prepare = async (page, base) => {
  const assets = (await (
    await fetch(`${base}/pim/portal/api/private/media/?itemsPerPage=50&page=1`, {
      headers: { authorization: await guestToken(base) },
    })
  ).json()) as { name: string; url: string; ext: string }[];
  const pick = (exts: string[], n: number) =>
    assets.filter((a) => exts.includes(a.ext.toLowerCase())).slice(0, n);
  const items = [...pick(['jpg', 'png'], 4), ...pick(['pdf'], 2)].map((a) => ({
    name: a.name,
    url: a.url,
    ext: a.ext.toLowerCase(),
    size: 'source',
    trim: false,
  }));
  await page.goto(`${base}/robots.txt`);
  await page.evaluate((cart) => localStorage.setItem('assets', JSON.stringify(cart)), items);
};

/** The demo person signed in through the sign-in page, as a visitor would. */
const signIn: Prepare = async (page, base) => {
  await page.goto(`${base}/en-GB/auth/login`);
  await page.locator('#root input[name="email"]').fill('demo@vitrine.example');
  await page.locator('#root input[name="password"]').fill('showroom-demo-2026');
  await page.locator('#root input[name="password"]').press('Enter');
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 30_000 });
  // A returning person has agreed to the terms of use already; the first visit's dialog is not measured.
  const agree = page.getByRole('button', { name: 'I agree' });
  const asked = await agree.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (asked) {
    await agree.click();
    await agree.waitFor({ state: 'hidden' });
  }
};

/** The contact form's address (a form a guest is told needs an account). */
const contactForm = async (base: string) =>
  `/en-GB/forms/detail/${((await (await fetch(`${base}/pim/portal/api/public/config/`)).json()) as { setup: { contact_form: number } }).setup.contact_form}`;

/**
 * The first link of a drawn list page that matches `pattern` (a product's, an article's address):
 * its first group, else the whole href; then `tab` after it.
 */
const firstLink =
  (list: string, pattern: RegExp, tab = '') =>
  async (base: string) => {
    const match = pattern.exec(await (await fetch(base + list)).text())!;
    return (match[1] ?? match[0].slice('href="'.length, -1)) + tab;
  };

/**
 * The pages, in groups of one section of docs/benchmarks.md each; LIGHTHOUSE_GROUP names the one
 * group to measure (the section of the other stays as it is).
 */
const GROUPS: { section: string; title: string; pages: MeasuredPage[] }[] = [
  {
    section: 'lighthouse-products',
    title: 'product list and asset library',
    pages: [
      { name: 'product list', path: '/en-GB/products/list' },
      { name: 'asset library', path: '/en-GB/asset/list' },
    ],
  },
  {
    section: 'lighthouse-pages',
    title: 'a product, the contents and an article (deep links)',
    pages: [
      {
        name: 'product detail',
        path: firstLink('/en-GB/products/list', /href="\/en-GB\/products\/detail\/\d+\/[^"]+"/),
      },
      {
        name: 'product assets tab',
        path: firstLink('/en-GB/products/list', /href="(\/en-GB\/products\/detail\/\d+)\//, '/assets'),
      },
      {
        name: 'product contents tab',
        path: firstLink('/en-GB/products/list', /href="(\/en-GB\/products\/detail\/\d+)\//, '/contents'),
      },
      { name: 'contents list', path: '/en-GB/contents/list' },
      { name: 'article', path: firstLink('/en-GB/contents/list', /href="\/en-GB\/contents\/detail\/\d+"/) },
      { name: 'search with a query', path: '/en-GB/search?q=Atelier' },
      { name: 'forms (guest)', path: '/en-GB/forms' },
      { name: 'cart (guest, empty)', path: '/en-GB/asset/cart' },
      { name: 'cart (guest, six files)', path: '/en-GB/asset/cart', prepare: fillCart },
      { name: 'contact form (guest)', path: contactForm },
      { name: 'profile (signed in)', path: '/en-GB/account/profile', prepare: signIn },
      { name: 'login', path: '/en-GB/auth/login' },
    ],
  },
];

export async function run(): Promise<void> {
  // The pages are measured as built from the current sources: the app and its server entry, which
  // draws the pages' first screen (LIGHTHOUSE_BUILD=0 measures the build that is there).
  if (process.env.LIGHTHOUSE_BUILD !== '0')
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  // DATA_DIR reuses a portal's data (its demo pictures drawn once) across runs.
  const server = await startServer({
    DATABASE_URL: '',
    ...(process.env.DATA_DIR ? { DATA_DIR: process.env.DATA_DIR } : {}),
  });
  try {
    // The pages of a visitor who continues as a guest (the default landing), once the demo
    // pictures (drawn in the background at first start) exist.
    await waitForImages(server.url);
    await waitForAssets(server.url);
    const only = process.env.LIGHTHOUSE_GROUP;
    // LIGHTHOUSE_PAGES (names, comma-separated) measures a few pages and prints them only.
    const picked = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
    for (const group of GROUPS.filter((g) => !only || g.section === only)) {
      const pages = group.pages.filter((page) => !picked || picked.includes(page.name));
      if (pages.length > 0) await measure(server.url, { ...group, pages }, !picked);
    }
  } finally {
    await server.stop();
  }
}

async function measure(
  base: string,
  { section, title, pages }: (typeof GROUPS)[number],
  record: boolean,
): Promise<void> {
  const rows: string[] = [];
  const cpuIndex: number[] = [];
  const sizes: string[] = [];
  const paths: string[] = [];
  for (const page of pages) {
    const address = typeof page.path === 'string' ? page.path : await page.path(base);
    paths.push(`\`${address}\``);
    const size = await pageKiB(base + address);
    sizes.push(
      `${page.name} ${size.raw} KiB (${size.sent} KiB compressed)${size.drawn ? '' : ', without a first screen'}`,
    );
    for (const profile of ['mobile', 'desktop'] as const) {
      // The machine is shared: several runs, the median one reported with the range of all.
      const runs: Awaited<ReturnType<typeof audit>>[] = [];
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
        try {
          runs.push(await audit(base + address, profile, page.prepare));
        } catch (error) {
          console.warn(`${page.name} ${profile}: ${(error as Error).message}`);
        }
      }
      runs.sort((a, b) => a.performance - b.performance);
      const r = runs[Math.floor(runs.length / 2)];
      const range = `${runs[0].performance}–${runs.at(-1)!.performance}`;
      rows.push(
        `| ${page.name} | ${profile} | **${r.performance}** (${range}) | **${r.accessibility}** | ${r.bestPractices} | **${r.cls}** | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.failing.join(', ') || '–'} |`,
      );
      console.log(rows.at(-1), r.shifts);
      cpuIndex.push(...runs.map((run) => run.cpu));
    }
  }
  const js = initialJavaScriptKiB();
  cpuIndex.sort((a, b) => a - b);
  const cpu = `${cpuIndex[0]}–${cpuIndex.at(-1)}`;
  console.log(`initial JS ${js} KiB gzip; Lighthouse CPU benchmark index ${cpu}`);
  if (!record) return;
  writeSection(
    section,
    `## Lighthouse: ${title}

Measured ${new Date().toISOString().slice(0, 10)} on ${machine()} with Lighthouse's default mobile
profile (simulated slow 4G, 4× CPU slowdown) and a desktop profile (1440×900, no throttling),
Debian Chromium headless (Lighthouse's CPU benchmark index ${cpu}), against the demo portal (guest
session): ${paths.join(', ')}. Each row
is the median of ${RUNS} run(s); the range of them is in brackets.

| Page | Profile | performance (range of ${RUNS}) | accessibility | best practices | CLS | FCP ms | LCP ms | TBT ms | binary audits below 0.9 |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Initial JavaScript (entry script and modules it preloads), gzip: **${js} KiB**. The page itself
(the server-drawn first screen with its styles): ${sizes.join('; ')}.`,
  );
}
