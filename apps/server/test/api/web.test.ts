import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ACCOUNT_SLOT_SCRIPT, SCREEN_STATE_SCRIPT } from '@vitrine/contract/account-slot';
import { productName, productSlug } from '@vitrine/contract/product-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/lib/html.ts';
import { clearConfigCache } from '../../src/modules/config/config.service.ts';
import { getSetting, putSetting } from '../../src/modules/config/config.settings.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const INDEX =
  '<!doctype html><html><head><title>Vitrine</title><script type="module" crossorigin src="/assets/app-1234.js"></script></head><body><div id="root"></div></body></html>';

describe.each(dialects)('the web app on %s', (dialect) => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-dist-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await createTestApp(dialect, { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const bootOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="vitrine-boot">(.*?)<\/script>/s.exec(html)![1]);

  it('answers every app path with the page, carrying the configuration and locales it starts with', async () => {
    const page = await get('/de-DE/asset/list/marketing?search=x');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const boot = bootOf(page.body);
    expect(boot.config.setup.guest_token).toMatch(/^[\w-]{40,}$/);
    expect(boot.locales.find((l: { default: boolean }) => l.default).code).toBe('en_GB');
    // The top bar in the portal's colours with its logo, until the app draws its own.
    expect(page.body).toMatch(
      /<div id="root"><div style="[^"]*height:80px[^"]*"><img src="[^"]+" alt="[^"]+"/,
    );
    const asset = await get('/assets/app-1234.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps markup in settings from ending the script element', async () => {
    const setup = await getSetting<Record<string, unknown>>(t.deps.db, 'setup');
    await putSetting(t.deps.db, 'setup', { ...setup, title: '</script><script>alert(1)</script>' });
    clearConfigCache();
    try {
      const page = await get('/en-GB/products/list');
      expect(page.body).not.toContain('<script>alert(1)');
      expect(page.body).toContain('alt="&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
      expect(bootOf(page.body).config.setup.title).toBe('</script><script>alert(1)</script>');
    } finally {
      await putSetting(t.deps.db, 'setup', setup);
      clearConfigCache();
    }
  });

  it('carries the plain top bar on list pages too when the web app has no first-screen renderer', async () => {
    // An API test's stand-in build, or a checkout built before the renderer: the app draws the list.
    for (const url of ['/en-GB/products/list', '/de-DE/asset/list']) {
      const page = await get(url);
      expect(page.body, url).not.toContain('vitrine-first-screen');
      expect(page.body, url).toContain('<div id="root"><div style=');
      expect(page.body, url).toContain('<script type="module" crossorigin src="/assets/app-1234.js">');
    }
  });

  it('leaves API paths and missing files as JSON 404s', async () => {
    for (const url of ['/pim/portal/api/private/nothing', '/missing.png', '/assets/gone-1.js']) {
      const r = await get(url);
      expect([r.statusCode, r.json().code]).toEqual([404, 'not_found']);
    }
  });
});

/** A stand-in for the web app's build manifest: the asset list's page imports the entry and a shared chunk. */
const MANIFEST = {
  'index.html': { file: 'assets/app-1234.js', isEntry: true, imports: ['_shared-2.js'] },
  '_shared-2.js': { file: 'assets/shared-2.js' },
  'src/pages/asset-list.tsx': {
    file: 'assets/asset-list-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-2.js'],
  },
};

/**
 * A stand-in for the web app's server entry (apps/web/src/first-screen/render.tsx): the calls the
 * app makes for the lists' default views, and a screen that shows what the server handed it.
 */
const RENDERER = `
export async function firstScreenData(path, search, config, api) {
  const setup = config.setup;
  if (search) return null;
  if (path === '/products/list') {
    const query = { limit: 24, offset: 0, orderdir: 'asc', attributes: [...new Set([...setup.catalog_columns, ...setup.grid_columns])], filters: { ...setup.grid_filter }, facets: true };
    const [products, attributes, categories] = await Promise.all([api.products(query), api.attributes(), api.categories()]);
    return { inline: false, queries: [{ key: ['products'], data: products }, { key: ['attributes'], data: attributes }, { key: ['categories'], data: categories }] };
  }
  if (path === '/asset/list') {
    const query = { itemsPerPage: 24, page: 1, orderBy: 'created', orderDir: 'desc' };
    const [assets, scopes, tags] = await Promise.all([api.assets(query), api.assetScopes(), api.assetTags()]);
    return { inline: false, queries: [{ key: ['assets'], data: assets }, { key: ['scopes'], data: scopes }, { key: ['tags'], data: tags }], modules: ['src/pages/asset-list.tsx', 'src/not-built.tsx'] };
  }
  return null;
}
export function renderFirstScreen(input) {
  const { config, locales, queries, ...data } = input;
  const drawn = { ...data, page: data.path.endsWith('/products/list') ? 'products' : 'assets', locales: locales.length, title: config.setup.title };
  for (const q of queries) drawn[q.key[0]] = q.data;
  const json = JSON.stringify(drawn).replace(/</g, '\\u003c');
  return { html: '<div class="screen"><script type="application/json" id="drawn">' + json + '</script></div>', styles: '<style data-emotion="css abc">.css-abc{color:red}</style>' };
}
`;

describe.each(dialects)('the first screen of the list pages on %s', (dialect) => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-dist-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(path.join(dist, 'server', 'render.js'), RENDERER);
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp(dialect, { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const SCREEN =
    /<div id="vitrine-first-screen" data-path="([^"]+)">(.*)<\/div><div id="root"><\/div><template id="vitrine-app">/s;
  const drawnOf = (screen: string) =>
    JSON.parse(/<script type="application\/json" id="drawn">(.*?)<\/script>/s.exec(screen)![1]);
  const api = async (url: string, locale: string) => {
    const config = (await t.app.inject({ url: '/pim/portal/api/public/config/' })).json();
    const answer = await t.app.inject({
      url: `/pim/portal/api${url}`,
      headers: { authorization: config.setup.guest_token, 'accept-language': locale },
    });
    return answer.json();
  };

  it('draws the default product list from the answers the app asks for, in the address locale, the app hidden until it takes over', async () => {
    const page = await get('/de-DE/products/list');
    const [, drawnPath, screen] = SCREEN.exec(page.body) ?? [];
    expect(drawnPath).toBe('/de-DE/products/list');
    // The state check first; the root stays hidden while the screen is up; the renderer draws the
    // rest (top bar included); its styles go to the head.
    expect(screen.startsWith(`<script>${SCREEN_STATE_SCRIPT}</script>`)).toBe(true);
    expect(screen.slice(`<script>${SCREEN_STATE_SCRIPT}</script>`.length)).toMatch(
      /^<style>#vitrine-first-screen~#root\{display:none\}<\/style><div class="screen">/,
    );
    const [head] = page.body.split('<body>');
    expect(head).toContain('<style data-emotion="css abc">.css-abc{color:red}</style></head>');
    const drawn = drawnOf(screen);
    expect(drawn).toMatchObject({ page: 'products', path: '/de-DE/products/list', code: 'de_DE' });
    expect(drawn.locales).toBeGreaterThan(1);
    // The same answers the app asks for (with facets: the app's call), in German.
    const setup = (await t.app.inject({ url: '/pim/portal/api/public/config/' })).json().setup;
    const columns = [...new Set([...setup.catalog_columns, ...setup.grid_columns])].join(',');
    const products = await api(
      `/private/product/?limit=24&offset=0&orderdir=asc&attributes=${columns}&facets=1`,
      'de_DE',
    );
    expect(drawn.products.total).toBe(products.total);
    expect(drawn.products.products).toEqual(products.products);
    expect(drawn.products.facets).toBeDefined();
    expect(drawn.attributes).toEqual(await api('/private/attribute/', 'de_DE'));
    expect(drawn.categories).toEqual(await api('/private/category/', 'de_DE'));
    // The pictures come first; the app's scripts after them.
    expect(page.body).toContain(
      '<template id="vitrine-app"><script type="module" crossorigin src="/assets/app-1234.js"></script></template><script async src="/start-app.js"></script>',
    );
    expect(head).not.toContain('app-1234.js');
  });

  it('draws the default asset library from the answers the app asks for', async () => {
    const page = await get('/en-GB/asset/list');
    const [, drawnPath, screen] = SCREEN.exec(page.body) ?? [];
    expect(drawnPath).toBe('/en-GB/asset/list');
    const drawn = drawnOf(screen);
    expect(drawn).toMatchObject({ page: 'assets', code: 'en_GB' });
    const assets = await api('/private/media/?itemsPerPage=24&page=1&orderBy=created&orderDir=desc', 'en_GB');
    expect(assets.length).toBeGreaterThan(0);
    // Signed links carry their expiry in seconds: two answers a second apart differ only there.
    const unsigned = (value: unknown) =>
      JSON.parse(JSON.stringify(value).replace(/expires=\d+&signature=[\w-]+/g, 'expires=…'));
    expect(unsigned(drawn.assets)).toEqual(unsigned(assets));
    expect(drawn.scopes).toEqual(await api('/private/media/scopes', 'en_GB'));
    expect(drawn.tags).toEqual(await api('/private/media/tags/scopes', 'en_GB'));
    // The page's chunks in the app (from the build's manifest) wait with the app's own, each once;
    // a module the build does not know names nothing.
    expect(page.body).toContain(
      '<template id="vitrine-app"><script type="module" crossorigin src="/assets/app-1234.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/asset-list-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/shared-2.js"></template>',
    );
  });

  it('sends the pages compressed', async () => {
    for (const url of ['/en-GB/products/list', '/en-GB/products/detail/1']) {
      const page = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(page.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(page.rawPayload).toString(), url).toContain('id="vitrine-boot"');
    }
  });

  it('keeps the plain top bar for filtered views, unknown locales and other pages', async () => {
    for (const url of [
      '/en-GB/products/list?query=%7B%7D',
      '/en-GB/asset/list?search=x',
      '/xx-XX/products/list',
      '/en-GB/products/list/some-category',
      '/en-GB/products/detail/1',
    ]) {
      const other = await get(url);
      expect(other.body, url).not.toContain('vitrine-first-screen');
      expect(other.body, url).toContain('<div id="root"><div style=');
      expect(other.body, url).not.toContain('vitrine-app');
      expect(other.body, url).not.toContain('data-emotion');
    }
  });
});

// The web app's real server entry, when it is built (`npm run build`): the cards are the app's own.
const BUILT = path.resolve(import.meta.dirname, '../../../web/dist');
describe.runIf(fs.existsSync(path.join(BUILT, 'server', 'render.js')))('the built first screen', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { WEB_DIST: BUILT });
  });
  afterAll(() => t.close());

  it.each([
    ['/en-GB/products/list', 'Products', 'en_GB'],
    ['/de-DE/products/list', 'Produkte', 'de_DE'],
  ])('draws %s with the app card components, texts and links', async (url, title, locale) => {
    const page = await t.app.inject({ url });
    const screen = /<div id="vitrine-first-screen"[^>]*>(.*)<\/div><div id="root"><\/div>/s.exec(
      page.body,
    )![1];
    expect(screen).toContain(`>${title}</h1>`);
    // The app's own top bar (its section links), not the plain one.
    expect(screen).toMatch(/<header class="[^"]*MuiAppBar-root/);
    expect(screen).toContain(`href="/${url.split('/')[1]}/asset/list"`);
    const cards = screen.match(/<li class="[^"]*MuiGrid-root[^"]*"><div class="[^"]*MuiCard-root/g) ?? [];
    expect(cards).toHaveLength(24);
    const token = bootOfPage(page.body).config.setup.guest_token as string;
    const answer = await t.app.inject({
      url: '/pim/portal/api/private/product/?limit=24&offset=0&orderdir=asc',
      headers: { authorization: token, 'accept-language': locale },
    });
    const products = answer.json().products as { id: number; name: string | null; image: string | null }[];
    const segment = url.split('/')[1];
    expect(screen).toContain(
      `href="/${segment}/products/detail/${products[0].id}/${productSlug(productName(products[0]))}"`,
    );
    expect(screen).toContain(`>${escapeHtml(productName(products[0]))}</h3>`);
    const withImage = products.find((p) => p.image)!;
    expect(screen).toContain(`${withImage.image}?width=300&amp;height=300&amp;trim=1&amp;format=webp`);
    // The first pictures are fetched first; the starter waits for them.
    expect(screen.match(/<img [^>]*fetchPriority="high"/g)).toHaveLength(2);
    expect(page.body.split('<body>')[0]).toMatch(/<style data-emotion="css [^"]+">/);
  });

  const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const scriptPolicy = `script-src 'self' ${hashOf(ACCOUNT_SLOT_SCRIPT)} ${hashOf(SCREEN_STATE_SCRIPT)}`;

  it('a drawn page runs two inline scripts, the state check and the account button; the policy allows them by hash alone', async () => {
    const page = await t.app.inject({ url: '/en-GB/products/list' });
    const inline = [...page.body.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]);
    expect(inline).toEqual([SCREEN_STATE_SCRIPT, ACCOUNT_SLOT_SCRIPT]);
    const policy = String(page.headers['content-security-policy']);
    const scripts = policy.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scripts).toBe(scriptPolicy);
    // Both buttons are drawn; the avatar waits hidden for the script.
    expect(page.body).toMatch(/<a [^>]*data-account="guest"/);
    expect(page.body).toMatch(/<button [^>]*hidden="" data-account="user"/);
  });

  const screenOf = (html: string) =>
    /<div id="vitrine-first-screen"([^>]*)>(.*)<\/div><div id="root"><\/div>/s.exec(html)!;

  it('draws the forms list as a guest sees it, marked to step aside for a signed-in person; other pages are not', async () => {
    const page = await t.app.inject({ url: '/de-DE/forms' });
    const [, attributes, screen] = screenOf(page.body);
    expect(attributes).toContain(' data-guests-only');
    expect(screen.startsWith(`<script>${SCREEN_STATE_SCRIPT}</script>`)).toBe(true);
    const search = screenOf((await t.app.inject({ url: '/de-DE/search?q=Atelier' })).body);
    expect(search[1]).not.toContain('data-guests-only');
    expect(search[2].startsWith(`<script>${SCREEN_STATE_SCRIPT}</script>`)).toBe(true);
  });

  it('draws the cart for either cart: the empty state and the panels with the counts the state check fills in', async () => {
    for (const [url, downloads] of [
      ['/en-GB/asset/cart', 'Downloads'],
      ['/de-DE/asset/cart', 'Downloads'],
    ] as const) {
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      const [, , screen] = screenOf(page.body);
      expect(screen).toContain(`>${downloads}`);
      expect(screen).toContain('id="cart-bulk-title"');
      expect(screen).toContain('id="cart-share-title"');
      expect(screen).toContain('id="cart-download-title"');
      // The counts are the browser's: drawn from the CSS variables the state check sets.
      const styles = page.body.split('<body>')[0];
      expect(styles).toContain('var(--cart-count');
      expect(styles).toContain('var(--cart-images');
      expect(styles).toMatch(/\[data-cart="full"\] \.css-/);
    }
  });

  it("draws the profile for a guest and for a signed-in person at once: the prompt, and the page with the form's place held", async () => {
    for (const [url, prompt, sections] of [
      ['/en-GB/account/profile', 'Sign in', ['Personal information', 'Password', 'Fill in feedback']],
      ['/de-DE/account/profile', 'Anmelden', ['Persönliche Daten', 'Passwort', 'Feedback geben']],
    ] as const) {
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      const [, attributes, screen] = screenOf(page.body);
      expect(attributes).not.toContain('data-guests-only');
      expect(screen).toContain(`>${prompt}<`);
      for (const section of sections) expect(screen).toContain(`>${section}</h2>`);
      // No person's values: the form's fields come with the app.
      expect(screen).not.toContain('name="first_name"');
      const styles = page.body.split('<body>')[0];
      expect(styles).toMatch(/\[data-account="guest"\] \.css-/);
      expect(styles).toMatch(/\[data-account="user"\] \.css-/);
    }
  });
});

function bootOfPage(html: string) {
  return JSON.parse(/<script type="application\/json" id="vitrine-boot">(.*?)<\/script>/s.exec(html)![1]);
}
