import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

/** HTML as an older version or someone in the database may have left it: never through a writer. */
const HOSTILE =
  '<p>Solid <strong>oak</strong>.</p>' +
  '<script>alert(1)</script><img src=x onerror=alert(1)>' +
  '<a href="javascript:alert(1)">a</a><a href=" jav&#x09;ascript:alert(1)">b</a>' +
  '<iframe src="https://evil.example"></iframe><svg onload=alert(1)></svg>' +
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>';
const EXECUTABLE = /<script|<iframe|<svg|<math|<style|onerror|onload|javascript:/i;
const PLAIN = 'Tom & Jerry <3 "quoted"';

describe.each(dialects)('rich text served from the database on %s', (dialect) => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof signIn>>['api'];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Straight into the tables, before anything is asked (list answers are kept for 30 s).
    const row = await t.deps.db
      .selectFrom('product_translation')
      .select('attrs')
      .where('product_id', '=', 1)
      .where('locale', '=', 'en_GB')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('product_translation')
      .set({ attrs: JSON.stringify({ ...row.attrs, long_description: HOSTILE, short_description: PLAIN }) })
      .where('product_id', '=', 1)
      .where('locale', '=', 'en_GB')
      .execute();
    await t.deps.db
      .updateTable('consent_translation')
      .set({ message: `<h2>Terms</h2>${HOSTILE}` })
      .where('locale', '=', 'en_GB')
      .execute();
    ({ api } = await signIn(t.app));
  });
  afterAll(() => t.close());

  const headers = { 'accept-language': 'en_GB' };

  it('cleans the description and the rich attribute in the product detail; plain text stays as written', async () => {
    const r = await api.get(
      '/private/product/?filters[id]=1&attributes=long_description,short_description',
      headers,
    );
    expect(r.status).toBe(200);
    const [product] = r.json.products;
    for (const html of [product.longDescription, product.attributes.long_description]) {
      expect(html).toContain('<p>Solid <strong>oak</strong>.</p>');
      expect(html).not.toMatch(EXECUTABLE);
    }
    expect(product.shortDescription).toBe(PLAIN);
    expect(product.attributes.short_description).toBe(PLAIN);
  });

  it('cleans the description in the product list, with every attribute asked for', async () => {
    const r = await api.get('/private/product/?limit=50&order=id&orderdir=asc', headers);
    expect(r.status).toBe(200);
    const product = r.json.products.find((p: { id: number }) => p.id === 1);
    expect(product.longDescription).toContain('<strong>oak</strong>');
    expect(r.body).not.toMatch(EXECUTABLE);
  });

  it('cleans the leaflet filled with the description', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/pim/export/export/public/leaflet/en_GB/1/x.html' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<p>Solid <strong>oak</strong>.</p>');
    expect(r.body).not.toMatch(EXECUTABLE);
    // Plain values are escaped into the template, not read as markup.
    expect(r.body).toContain('Tom &amp; Jerry &lt;3');
  });

  it('cleans the consent message', async () => {
    const r = await api.get('/private/profile/consent', headers);
    expect(r.status).toBe(200);
    expect(r.json.message).toContain('<h2>Terms</h2><p>Solid <strong>oak</strong>.</p>');
    expect(r.json.message).not.toMatch(EXECUTABLE);
  });
});
