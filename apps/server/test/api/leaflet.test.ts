import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

describe.each(dialects)('leaflets on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('renders the product leaflet in the path locale, with labels and units', async () => {
    const r = await get('/pim/export/export/public/leaflet/de_DE/1/VT_0000001_Lumio_Arc_de_DE.html');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.body).toContain('<article class="vitrine-leaflet" lang="de">');
    expect(r.body).toMatch(/<h1>Lumio Arc Pendelleuchte<\/h1>/);
    expect(r.body).toMatch(/Breite × Höhe × Tiefe|Breite/);
    expect(r.body).toMatch(/\d+ cm/);
    expect(r.body).toContain('src="/pim/media/products/');
    expect(r.body).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('sanitises a hostile template and escapes values', async () => {
    await t.deps.db
      .insertInto('leaflet_template')
      .values({
        locale: 'fr_FR',
        html: '<h1>{{name}}</h1><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
      })
      .execute();
    const r = await get('/pim/export/export/public/leaflet/fr_FR/1/x.html');
    expect(r.body).toContain('<h1>Lumio Arc Suspension</h1>');
    expect(r.body).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('answers 404 for an unknown product and 400 for bad paths', async () => {
    expect((await get('/pim/export/export/public/leaflet/en_GB/999999/x.html')).statusCode).toBe(404);
    expect((await get('/pim/export/export/public/leaflet/en_GB/abc/x.html')).statusCode).toBe(400);
    expect((await get('/pim/export/export/public/leaflet/../1/x.html')).statusCode).toBeGreaterThanOrEqual(
      400,
    );
    expect((await get('/pim/export/export/public/leaflet/en_GB/1/x.exe')).statusCode).toBe(400);
  });
});
