import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productName, productSlug } from '@vitrine/contract/product-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/lib/html.ts';
import { clearConfigCache } from '../../src/modules/config/config.service.ts';
import { getSetting, putSetting } from '../../src/modules/config/config.repository.ts';
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

  it('draws the first cards of the default product list and asset library, the app hidden until it takes over', async () => {
    const SCREEN = /<div id="vitrine-first-screen" data-path="([^"]+)">(.*)<\/div><div id="root"><\/div>/s;
    const page = await get('/en-GB/products/list');
    const [, drawnPath, screen] = SCREEN.exec(page.body) ?? [];
    expect(drawnPath).toBe('/en-GB/products/list');
    expect(screen).toContain('#vitrine-first-screen~#root{display:none}');
    // The same first page the app asks for, in the address's locale, linking to the details.
    const token = bootOf(page.body).config.setup.guest_token as string;
    const api = await t.app.inject({
      url: '/pim/portal/api/private/product/?limit=24&offset=0&orderdir=asc',
      headers: { authorization: token, 'accept-language': 'en_GB' },
    });
    const products = api.json().products as { id: number; name: string | null; image: string | null }[];
    expect(products.length).toBeGreaterThan(0);
    expect(screen.match(/<li class="vfs-card">/g)).toHaveLength(products.length);
    // Names and links as the app's cards have them: tags stripped, the name's slug in the path.
    expect(screen).toContain(
      `<a href="/en-GB/products/detail/${products[0].id}/${productSlug(productName(products[0]))}">`,
    );
    expect(screen).toContain(`<h3 class="vfs-name">${escapeHtml(productName(products[0]))}</h3>`);
    const withImage = products.find((p) => p.image)!;
    expect(screen).toContain(`${withImage.image}?width=300&#38;height=300&#38;trim=1&#38;format=webp`);
    // The pictures come first; the app's scripts after them.
    expect(page.body).toContain(
      '<template id="vitrine-app"><script type="module" crossorigin src="/assets/app-1234.js"></script></template><script async src="/start-app.js"></script>',
    );
    expect(page.body.split('<body>')[0]).not.toContain('app-1234.js');

    const library = await get('/de-DE/asset/list');
    expect(SCREEN.exec(library.body)?.[1]).toBe('/de-DE/asset/list');
    expect(library.body).toContain('class="vfs-main vfs-assets"');

    // A filtered view, an unknown locale and other pages keep the plain top bar in the root.
    for (const url of [
      '/en-GB/products/list?query=%7B%7D',
      '/xx-XX/products/list',
      '/en-GB/products/detail/1',
    ]) {
      const other = await get(url);
      expect(other.body, url).not.toContain('vitrine-first-screen');
      expect(other.body, url).toContain('<div id="root"><div style=');
      expect(other.body, url).not.toContain('vitrine-app');
    }
  });

  it('leaves API paths and missing files as JSON 404s', async () => {
    for (const url of ['/pim/portal/api/private/nothing', '/missing.png', '/assets/gone-1.js']) {
      const r = await get(url);
      expect([r.statusCode, r.json().code]).toEqual([404, 'not_found']);
    }
  });
});
