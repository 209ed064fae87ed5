import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as never);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const runs = dialects.map((d) => [d, {}] as [string, Record<string, string>]);
if (process.env.REDIS_URL ?? process.env.DATABASE_URL)
  runs.push(['pglite', { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }]);

describe.each(runs)('export on %s %o', (dialect, env) => {
  let t: TestApp;
  let token: string;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp(dialect as 'pglite' | 'postgres', env);
    token = (await client(t.app).get('/public/config/')).json.setup.guest_token;
    api = client(t.app, { token });
  });
  afterAll(() => t.close());
  const download = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists the templates', async () => {
    const { json } = await api.get('/private/export/template');
    expect(json.map((x: { name: string }) => x.name)).toEqual([
      'Product list (Excel)',
      'Full specifications (Excel)',
      'Price list (CSV)',
    ]);
  });

  it('exports the selected products to XLSX with localized headers and labels', async () => {
    const page = await api.get('/private/product/?limit=3&attributes=sku&order=sku');
    const ids = page.json.products.map((p: { id: number }) => p.id);
    const params = new URLSearchParams({
      authorization: token,
      'accept-language': 'de_DE',
      order: 'sku',
      orderdir: 'asc',
      identifiers: ids.join(','),
    });
    const r = await client(t.app).get(`/private/export/template/1/download?${params}`);
    expect(r.status).toBe(200);
    expect(r.json.url).toMatch(
      /^\/pim\/export\/file\/[0-9a-f-]{36}\/product-list-excel-\d{4}-\d{2}-\d{2}\.xlsx\?expires=\d+&signature=[\w-]+$/,
    );
    const file = await download(r.json.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="product-list-excel-.*\.xlsx"$/,
    );
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual([
      'Artikelnummer',
      'Name',
      'Marke',
      'Farbe',
      'Unverbindliche Preisempfehlung (€)',
      'Lagerbestand',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(
      page.json.products.map((p: { attributes: { sku: string } }) => p.attributes.sku),
    );
    expect(String(rows[1][3])).toMatch(/Weiß|Schwarz|Grau|Eiche|Messing|Salbeigrün|Tintenblau|Terrakotta/);
    expect(typeof rows[1][4]).toBe('number');
  });

  it('exports everything under the filters and search to CSV', async () => {
    const filters = JSON.stringify({ category_code: 'lighting', dimmable: 'true' });
    const listed = await api.get(`/private/product/?limit=200&filters=${encodeURIComponent(filters)}`);
    const r = await api.get(`/private/export/template/3/download?filters=${encodeURIComponent(filters)}`);
    const file = await download(r.json.url);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    const lines = file.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Article number,EAN,Name,Recommended price (€)');
    expect(lines.length - 1).toBe(listed.json.total);
  });

  it('refuses bad requests, forged and expired links', async () => {
    expect((await api.get('/private/export/template/999/download')).status).toBe(404);
    expect((await api.get('/private/export/template/1/download?filters=%7Bnope')).status).toBe(400);
    expect((await api.get('/private/export/template/1/download?filters=%7B%22nope%22%3A1%7D')).status).toBe(
      400,
    );
    expect((await api.get('/private/export/template/1/download?identifiers=1,abc')).status).toBe(400);
    expect((await client(t.app).get('/private/export/template/1/download')).status).toBe(401);
    const { json } = await api.get('/private/export/template/1/download?identifiers=1');
    const forged = json.url.replace(/signature=[\w-]+/, 'signature=AAAA');
    expect((await download(forged)).statusCode).toBe(403);
    const expired = json.url.replace(/expires=\d+/, 'expires=1000');
    expect((await download(expired)).statusCode).toBe(403);
    const otherFile = json.url.replace(/\/file\/[0-9a-f-]+\//, '/file/00000000-0000-4000-8000-000000000000/');
    expect((await download(otherFile)).statusCode).toBe(403);
    expect(
      (await download('/pim/export/file/x/../../etc/passwd?expires=1&signature=x')).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });
});
