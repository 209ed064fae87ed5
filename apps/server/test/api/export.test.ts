import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Readable } from 'node:stream';
import { listJobs } from '../../src/jobs/job.repository.ts';
import { EXPORT_JOB } from '../../src/modules/export/index.ts';
import { client, guestToken } from '../support/http.ts';
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
    // Fast retries, and a queue that is full after one waiting export.
    t = await createTestApp(dialect as 'pglite' | 'postgres', {
      JOB_BACKOFF_MS: '10',
      JOB_QUEUE_LIMIT: '1',
      ...env,
    });
    token = await guestToken(t.app);
    api = client(t.app, { token });
  });
  afterAll(() => t.close());
  const download = (url: string) => t.app.inject({ method: 'GET', url });

  it("lists the templates, named in the reader's language with the fallback rule", async () => {
    const names = async (locale: string) =>
      (await api.get('/private/export/template', { 'accept-language': locale })).json.map(
        (x: { name: string }) => x.name,
      );
    expect(await names('en_GB')).toEqual([
      'Product list (Excel)',
      'Full specifications (Excel)',
      'Price list (CSV)',
    ]);
    expect(await names('ru_RU')).toEqual([
      'Список товаров (Excel)',
      'Полные характеристики (Excel)',
      'Прайс-лист (CSV)',
    ]);
    // A locale of the same language, then the default one.
    expect((await names('de_AT'))[0]).toBe('Produktliste (Excel)');
    expect((await names('ja_JP'))[0]).toBe('Product list (Excel)');
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

  it('takes identifiers as a comma list, as JSON or repeated, and refuses anything but product ids', async () => {
    const page = await api.get('/private/product/?limit=3&attributes=sku&order=sku');
    const ids: number[] = page.json.products.map((p: { id: number }) => p.id);
    const csvRows = async (query: string) => {
      const r = await api.get(`/private/export/template/3/download?${query}`);
      expect(r.status, `${query}: ${r.body}`).toBe(200);
      const file = await download(r.json.url);
      return (
        file.body
          .replace(/^\ufeff/, '')
          .trim()
          .split('\r\n').length - 1
      );
    };
    const forms = [
      `identifiers=${ids.join(',')}`,
      `identifiers=${encodeURIComponent(JSON.stringify(ids))}`,
      `identifiers=${encodeURIComponent(JSON.stringify(ids.map(String)))}`,
      ids.map((id) => `identifiers=${id}`).join('&'),
    ];
    for (const query of forms) expect(await csvRows(query)).toBe(ids.length);

    const bad = [
      '1,abc',
      '1,-2',
      '1.5',
      '0',
      '2147483648',
      '[1,"abc"]',
      '[1.5]',
      '[[1]]',
      '[null]',
      '{"id":1}',
      '[1,2',
      '"1"',
    ];
    for (const value of bad) {
      const r = await api.get(`/private/export/template/3/download?identifiers=${encodeURIComponent(value)}`);
      expect(r.status, value).toBe(400);
      expect(r.json.code, value).toBe('validation_error');
      expect(r.json.message, value).toMatch(/identifiers.*product ids/);
    }
  });

  /** Storage whose writes go through `put` for the duration of `work` (the app shares this object). */
  async function withPut(
    put: (
      original: (key: string, body: Readable) => Promise<void>,
      key: string,
      body: Readable,
    ) => Promise<void>,
    work: () => Promise<void>,
  ) {
    const storage = t.deps.storage;
    const original = storage.put;
    storage.put = (key, body) => put(original.bind(storage), key, body as Readable);
    try {
      await work();
    } finally {
      storage.put = original;
    }
  }

  it('retries an export after a storage failure and records both attempts', async () => {
    let writes = 0;
    await withPut(
      async (original, key, body) => {
        // The first write fails the way a dropped storage connection does.
        if (++writes === 1) throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
        return original(key, body);
      },
      async () => {
        const r = await api.get('/private/export/template/3/download?identifiers=1,2');
        expect(r.status).toBe(200);
        expect((await download(r.json.url)).statusCode).toBe(200);
      },
    );
    expect(writes).toBe(2);
    const [job] = await listJobs(t.deps.db, EXPORT_JOB, 1);
    expect(job).toMatchObject({ status: 'done', attempts: 2, error: null, result: { ok: true, rows: 2 } });
  });

  it('answers a bad request as a failure without retrying it', async () => {
    const locale = { code: 'en_GB', language: 'en', defaultCode: 'en_GB' };
    const base = { locale, orderdir: 'asc' as const, filters: {}, key: 'exports/00/never.csv' };
    expect(await t.deps.jobs.run(EXPORT_JOB, { ...base, templateId: 999 })).toMatchObject({
      ok: false,
      status: 404,
      code: 'not_found',
    });
    expect((await listJobs(t.deps.db, EXPORT_JOB, 1))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    const badFilter = await t.deps.jobs.run(EXPORT_JOB, { ...base, templateId: 3, filters: { nope: 1 } });
    expect(badFilter).toMatchObject({ ok: false, status: 400 });
    expect((await listJobs(t.deps.db, EXPORT_JOB, 1))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await t.deps.storage.stat(base.key)).toBeNull();
  });

  it('answers 503 busy with Retry-After while the export queue is full', async () => {
    const held: (() => void)[] = [];
    await withPut(
      async (original, key, body) => {
        await new Promise<void>((resolve) => held.push(resolve));
        return original(key, body);
      },
      async () => {
        const exportOne = () => api.get('/private/export/template/3/download?identifiers=1');
        const queued = async (n: number) => (await listJobs(t.deps.db, EXPORT_JOB, 50)).length >= n;
        const before = (await listJobs(t.deps.db, EXPORT_JOB, 50)).length;
        // Two exports writing (two workers), one waiting (the queue limit): the fourth is refused.
        const accepted = [exportOne()];
        await until(async () => held.length === 1);
        accepted.push(exportOne());
        await until(async () => held.length === 2);
        accepted.push(exportOne());
        await until(() => queued(before + 3));
        await new Promise((resolve) => setTimeout(resolve, 200));
        const refused = await exportOne();
        expect(refused.status).toBe(503);
        expect(refused.headers['retry-after']).toBe('5');
        expect(refused.json).toMatchObject({ code: 'busy' });
        while (held.length) held.shift()?.();
        await until(async () => held.length === 1);
        held.shift()?.();
        expect((await Promise.all(accepted)).map((r) => r.status)).toEqual([200, 200, 200]);
      },
    );
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

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
