import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearConfigCache } from '../../src/modules/config/config.service.ts';
import { getSetting, putSetting } from '../../src/modules/config/config.repository.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const INDEX =
  '<!doctype html><html><head><title>Vitrine</title></head><body><div id="root"></div></body></html>';

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

  it('leaves API paths and missing files as JSON 404s', async () => {
    for (const url of ['/pim/portal/api/private/nothing', '/missing.png', '/assets/gone-1.js']) {
      const r = await get(url);
      expect([r.statusCode, r.json().code]).toEqual([404, 'not_found']);
    }
  });
});
