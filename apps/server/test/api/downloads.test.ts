import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredDownloads } from '../../src/modules/downloads/index.ts';
import { importAsset } from '../../src/modules/media/index.ts';
import { renditionState } from '../../src/modules/renditions/rendition-state.ts';
import { signedUrl } from '../../src/lib/signing.ts';
import { signingKey } from '../../src/modules/config/index.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { datasheetPdf, picture, SAFE_SVG } from '../support/fixtures.ts';
import { client, guestToken, signIn } from '../support/http.ts';
import { startS3 } from '../support/s3.ts';
import { startSmtp } from '../support/smtp.ts';
import { createTestApp, dialects, type Dialect, type TestApp } from '../support/test-app.ts';
import { readZip, unzipTest } from '../support/zip.ts';

type Run = [Dialect, 'local' | 's3', Record<string, string>];
const runs: Run[] = dialects.map((d): Run => [d, 'local', {}]);
runs.push(['pglite', 's3', {}]);

/**
 * Storage whose file reads each wait `delayMs` before their first byte (and that offers no local
 * paths, so the zip reads through it): a cart as slow to build as one of big conversions.
 */
function slowStorage(storage: Storage, delayMs: number): Storage {
  return {
    put: (key, body, type) => storage.put(key, body, type),
    create: (key, type) => storage.create(key, type),
    stat: (key) => storage.stat(key),
    delete: (key) => storage.delete(key),
    list: (folder) => storage.list(folder),
    removeAbandoned: (before) => storage.removeAbandoned(before),
    async get(key, range) {
      const inner = await storage.get(key, range);
      return Readable.from(
        (async function* () {
          await sleep(delayMs);
          yield* inner;
        })(),
      );
    },
  };
}

const ZIP_URL =
  /^\/pim\/asset\/download\/[0-9a-f-]{36}\/assets-\d{4}-\d{2}-\d{2}\.zip\?expires=\d+&signature=[\w-]+$/;

describe.each(runs)('cart downloads on %s with %s storage %o', (dialect, storage, env) => {
  let t: TestApp;
  let guest: ReturnType<typeof client>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  const urls: Record<string, string> = {};
  let leaflet: string;
  let missing: { name: string; url: string };
  let base: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    if (storage === 's3') s3 = await startS3();
    t = await createTestApp(dialect, { ...env, ...s3?.env, SMTP_URL: smtp.url });
    guest = client(t.app, { token: await guestToken(t.app) });
    const files: [string, Buffer][] = [
      ['Photo.jpg', await picture(3000, 2000, 'jpeg')],
      ['Scan.tif', await picture(1200, 1600, 'tiff', '#887766')],
      ['Sheet.pdf', datasheetPdf()],
      ['Logo.svg', SAFE_SVG],
      ['Notes.docx', Buffer.from('PK not really a document')],
    ];
    for (const [fileName, body] of files) {
      const { key } = await importAsset(t.deps, { fileName, body, scopes: ['campaigns'] });
      urls[fileName] = `/pim/media/${key}`;
    }
    const product = (await guest.get('/private/product/?limit=1')).json.products[0];
    leaflet = `/pim/export/export/public/leaflet/de_DE/${product.id}/leaflet.html`;
    // Demo assets have records but no files until they are drawn: one of them is a missing source.
    const demo = (await guest.get('/private/media/scopes/lifestyle?itemsPerPage=1')).json[0];
    missing = { name: `${demo.name}.${demo.ext}`, url: demo.url };
    // Links are also read over a real socket: when bytes arrive, and how a cut response looks.
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await s3?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const download = (files: unknown, c = guest) => c.post('/pim/asset/asset/download', { files });
  const zipOf = async (url: string) => {
    const r = await get(url);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/zip');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="assets-.*\.zip"/);
    return readZip(r.rawPayload);
  };
  /** A link read over HTTP: when its headers and first byte came, its body, and what cut it short. */
  const fetchLink = async (url: string) => {
    const start = performance.now();
    const response = await fetch(base + url);
    const headersMs = performance.now() - start;
    const chunks: Buffer[] = [];
    let firstByteMs: number | undefined;
    let error: unknown;
    try {
      for await (const chunk of response.body!) {
        firstByteMs ??= performance.now() - start;
        chunks.push(Buffer.from(chunk));
      }
    } catch (cut) {
      error = cut;
    }
    const body = Buffer.concat(chunks);
    return { response, headersMs, firstByteMs, totalMs: performance.now() - start, body, error };
  };

  it('zips the cart with each file at the asked size and format, under safe unique names', async () => {
    const r = await download([
      { name: 'Photo.jpg', url: urls['Photo.jpg'] },
      { name: 'Photo.jpg', url: `${urls['Photo.jpg']}?width=600&height=600&format=png&quality=100` },
      { name: 'photo.JPG', url: `http://localhost:80${urls['Photo.jpg']}?width=1200&height=1200&trim=1` },
      { name: 'Scans\\Scan.tif', url: `${urls['Scan.tif']}?width=600&height=600&format=jpg&quality=100` },
      { name: 'Sheet.pdf', url: urls['Sheet.pdf'] },
      { name: 'Sheet.pdf', url: `${urls['Sheet.pdf']}?width=1200&height=1200&format=png` },
      { name: 'Logo.svg', url: `${urls['Logo.svg']}?format=source` },
      { name: 'Notes: draft?.docx', url: urls['Notes.docx'] },
      { name: 'Leaflet.html', url: leaflet },
    ]);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.url).toMatch(ZIP_URL);
    const entries = await zipOf(r.json.url);
    const byName = new Map(entries.map((e) => [e.name, e]));
    expect(entries.map((e) => e.name)).toEqual([
      'Photo.jpg',
      'Photo.png',
      'photo (2).jpg',
      'Scans/Scan.jpg',
      'Sheet.pdf',
      'Sheet.png',
      'Logo.svg',
      'Notes_ draft_.docx',
      'Leaflet.html',
    ]);
    expect(entries.every((e) => e.crcOk)).toBe(true);
    const original = await t.deps.storage.get(urls['Photo.jpg'].slice('/pim/media/'.length));
    const bytes = Buffer.concat(await original.toArray());
    expect(byName.get('Photo.jpg')!.data.equals(bytes)).toBe(true);
    const checks: [string, string, number, number][] = [
      ['Photo.png', 'png', 600, 400],
      ['photo (2).jpg', 'jpeg', 1200, 1200],
      ['Scans/Scan.jpg', 'jpeg', 450, 600],
      ['Sheet.png', 'png', 848, 1200],
    ];
    for (const [name, format, width, height] of checks) {
      const m = await sharp(byName.get(name)!.data).metadata();
      expect([m.format, m.width, m.height], name).toEqual([format, width, height]);
    }
    expect(byName.get('Sheet.pdf')!.data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(byName.get('Logo.svg')!.data.equals(SAFE_SVG)).toBe(true);
    expect(byName.get('Leaflet.html')!.data.toString()).toContain(
      '<article class="vitrine-leaflet" lang="de">',
    );
    // Already-compressed formats are stored; text formats are deflated.
    expect(byName.get('Photo.jpg')!.method).toBe(0);
    expect(byName.get('Photo.png')!.method).toBe(0);
    expect(byName.get('Logo.svg')!.method).toBe(8);
    expect(byName.get('Leaflet.html')!.method).toBe(8);
  });

  it('refuses bad carts with a clear 4xx and keeps serving', async () => {
    const photo = urls['Photo.jpg'];
    const bad: [unknown, number, RegExp][] = [
      [[], 400, /at least one file/i],
      [Array.from({ length: 10_000 }, () => ({ name: 'a.jpg', url: photo })), 400, /at most 1000/i],
      [[{ name: '../../etc/passwd', url: photo }], 400, /climb out/],
      [
        [
          { name: 'Safe.jpg', url: photo },
          { name: '/etc/passwd', url: photo },
        ],
        400,
        /absolute path/,
      ],
      [[{ name: 'C:\\Windows\\x.jpg', url: photo }], 400, /absolute path/],
      // NUL is refused for every field before any handler runs.
      [[{ name: 'a\u0000b.jpg', url: photo }], 400, /NUL characters/],
      [[{ name: 'a\u0007b.jpg', url: photo }], 400, /control characters/],
      [[{ name: 'a.jpg', url: `http://evil.example${photo}` }], 400, /Only files of this portal/],
      [[{ name: 'a.jpg', url: `//evil.example${photo}` }], 400, /Only files of this portal/],
      [
        [{ name: 'a.jpg', url: 'http://169.254.169.254/latest/meta-data/' }],
        400,
        /Only files of this portal/,
      ],
      [[{ name: 'a.jpg', url: 'file:///etc/passwd' }], 400, /Only files of this portal/],
      [[{ name: 'a.jpg', url: 'http://user:pw@localhost:80' + photo }], 400, /Not a valid address/],
      [[{ name: 'a.xlsx', url: '/pim/media/exports/ab/abcdef.xlsx' }], 400, /Not a file of this portal/],
      [[{ name: 'a.jpg', url: '/pim/portal/api/private/profile/' }], 400, /Not a file of this portal/],
      [[{ name: 'a.jpg', url: `${photo}?width=100000` }], 400, /width/],
      [[{ name: 'a.docx', url: `${urls['Notes.docx']}?width=600&format=png` }], 400, /cannot be resized/],
      [[{ name: 'a.jpg', url: `${photo}?width=500&height=500&quality=100` }], 400, /not offered/],
      [
        [{ name: 'a.jpg', url: '/pim/media/assets/aa/bb/00000000-0000-4000-a000-000000000000.jpg' }],
        404,
        /a\.jpg/,
      ],
      [[{ name: 'a.jpg', url: photo, extra: 1 }], 200, /./],
    ];
    for (const [files, status, message] of bad) {
      const r = await download(files);
      expect(r.status, JSON.stringify(r.json)).toBe(status);
      if (status !== 200) {
        expect(r.json.code).toBeTruthy();
        expect(r.json.message).toMatch(message);
      }
    }
    const gone = await download([{ name: 'Photo.jpg', url: photo }, missing]);
    expect(gone.status).toBe(404);
    expect(gone.json).toMatchObject({ code: 'source_missing', field: 'files.1' });
    expect(gone.json.message).toContain(missing.name);
    expect(
      (await guest.post('/pim/asset/asset/download', 'not json', { 'content-type': 'application/json' }))
        .status,
    ).toBe(400);
    expect((await guest.post('/pim/asset/asset/download', { files: [], more: 1 })).status).toBe(400);
    expect(
      (await client(t.app).post('/pim/asset/asset/download', { files: [{ name: 'a.jpg', url: photo }] }))
        .status,
    ).toBe(401);
    const ok = await download([{ name: 'Photo.jpg', url: photo }]);
    expect(ok.status).toBe(200);
    expect((await zipOf(ok.json.url)).map((e) => e.name)).toEqual(['Photo.jpg']);
  });

  it('sends Content-Length when every size is known, and streams chunked when not', async () => {
    const known = await download([
      { name: 'Photo.jpg', url: urls['Photo.jpg'] },
      { name: 'Größe/Sheet.pdf', url: urls['Sheet.pdf'] },
      { name: 'Photo.jpg', url: urls['Photo.jpg'] },
    ]);
    const whole = await fetchLink(known.json.url);
    expect(whole.response.status).toBe(200);
    expect(whole.response.headers.get('content-type')).toBe('application/zip');
    expect(whole.response.headers.get('transfer-encoding')).toBeNull();
    expect(Number(whole.response.headers.get('content-length'))).toBe(whole.body.length);
    // HEAD answers the headers and builds nothing.
    const head = await fetch(base + known.json.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(whole.body.length);
    expect(unzipTest(whole.body)).toMatchObject({ ok: true, entries: 3 });
    expect((await readZip(whole.body)).map((e) => e.name)).toEqual([
      'Photo.jpg',
      'Größe/Sheet.pdf',
      'Photo (2).jpg',
    ]);

    // A rendition is made on the way and a leaflet drawn: their sizes are not known in advance.
    const made = await download([
      { name: 'Photo.jpg', url: urls['Photo.jpg'] },
      { name: 'Small.jpg', url: `${urls['Photo.jpg']}?width=600&height=600&format=jpg&quality=100` },
      { name: 'Leaflet.html', url: leaflet },
    ]);
    const chunked = await fetchLink(made.json.url);
    expect(chunked.response.status).toBe(200);
    expect(chunked.response.headers.get('content-length')).toBeNull();
    expect(chunked.response.headers.get('transfer-encoding')).toBe('chunked');
    expect(chunked.error).toBeUndefined();
    expect(unzipTest(chunked.body)).toMatchObject({ ok: true, entries: 3 });

    // Once made, the rendition is in the cache: its size is known and the length with it. (Its file
    // is written while the bytes go out: wait for it, as a later visitor would.)
    await renditionState(t.deps).cache.idle();
    const cached = await download([
      { name: 'Photo.jpg', url: urls['Photo.jpg'] },
      { name: 'Small.jpg', url: `${urls['Photo.jpg']}?width=600&height=600&format=jpg&quality=100` },
    ]);
    const sized = await fetchLink(cached.json.url);
    expect(sized.response.headers.get('transfer-encoding')).toBeNull();
    expect(Number(sized.response.headers.get('content-length'))).toBe(sized.body.length);
    expect(unzipTest(sized.body)).toMatchObject({ ok: true, entries: 2 });
  });

  it('answers 404 for a file gone before the first byte, and cuts the stream for one gone after it', async () => {
    const { key } = await importAsset(t.deps, {
      fileName: 'Brief.jpg',
      body: await picture(400, 300, 'jpeg', '#ccaa00'),
      scopes: ['campaigns'],
    });
    const cart = [
      { name: 'Photo.jpg', url: urls['Photo.jpg'] },
      { name: 'Brief.jpg', url: `/pim/media/${key}` },
    ];
    const before = await download(cart);
    expect(before.status).toBe(200);
    await t.deps.storage.delete(key);
    const gone = await get(before.json.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'source_missing', field: 'files.1' });
    expect(gone.json().message).toContain('Brief.jpg');

    // Present when the link is opened, deleted right after (while the first file goes out).
    await t.deps.storage.put(key, await picture(400, 300, 'jpeg', '#ccaa00'));
    const during = await download(cart);
    const storage = t.app.deps.storage;
    t.app.deps.storage = {
      ...slowStorage(storage, 0),
      async stat(statKey) {
        const stat = await storage.stat(statKey);
        if (statKey === key) await storage.delete(key);
        return stat;
      },
    };
    try {
      const cut = await fetchLink(during.json.url);
      expect(cut.response.status).toBe(200);
      // Headers and the first entry went out; the response then ended without the archive's end.
      expect(cut.body.length).toBeGreaterThan(0);
      expect(cut.error).toBeDefined();
      expect(cut.body.length).toBeLessThan(Number(cut.response.headers.get('content-length')));
      expect(unzipTest(cut.body).ok).toBe(false);
    } finally {
      t.app.deps.storage = storage;
    }
  });

  it.runIf(dialect === 'pglite' && storage === 'local')(
    'answers at once and streams from the first second a cart that takes over a minute to build',
    async () => {
      // 31 files, each taking 2 s to read: the whole archive takes about 62 s.
      const files = Array.from({ length: 31 }, (_, i) => ({ name: `Slow ${i}.jpg`, url: urls['Photo.jpg'] }));
      const storage = t.app.deps.storage;
      t.app.deps.storage = slowStorage(storage, 2000);
      try {
        const posted = performance.now();
        const r = await download(files);
        expect(r.status).toBe(200);
        expect(performance.now() - posted).toBeLessThan(2000);
        const link = await fetchLink(r.json.url);
        expect(link.response.status).toBe(200);
        expect(link.headersMs).toBeLessThan(2000);
        expect(link.firstByteMs).toBeLessThan(2000);
        expect(link.totalMs).toBeGreaterThan(60_000);
        expect(link.error).toBeUndefined();
        expect(Number(link.response.headers.get('content-length'))).toBe(link.body.length);
        expect(unzipTest(link.body)).toMatchObject({ ok: true, entries: 31 });
      } finally {
        t.app.deps.storage = storage;
      }
    },
    90_000,
  );

  it('serves the zip only through an intact, unexpired link, and sweeps expired ones', async () => {
    const { json } = await download([{ name: 'Photo.jpg', url: urls['Photo.jpg'] }]);
    // Flip the first signature letter to one it surely is not.
    const forged = json.url.replace(
      /signature=([\w-])/,
      (_m: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    );
    expect((await get(forged)).statusCode).toBe(403);
    expect((await get(json.url.replace(/expires=\d+/, 'expires=1000'))).statusCode).toBe(403);
    expect((await get(json.url.replace('.zip?', '.exe?'))).statusCode).toBe(403);
    // Signed right, but past its time.
    const lapsed = signedUrl(await signingKey(t.deps.db), json.url.split('?')[0], -60_000);
    expect((await get(lapsed)).statusCode).toBe(403);
    expect((await get(lapsed)).json()).toMatchObject({ code: 'link_expired' });
    const id = json.url.split('/')[4];
    await t.deps.db
      .updateTable('asset_download')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect((await get(json.url)).statusCode).toBe(404);
    // The expired link's record stays as history for DOWNLOAD_HISTORY_DAYS, then goes.
    const kept = await sweepExpiredDownloads(t.deps);
    expect(
      await t.deps.db.selectFrom('asset_download').select('id').where('id', '=', id).execute(),
    ).toHaveLength(1);
    const later = new Date(Date.now() + (t.deps.config.downloadHistoryDays + 1) * 86_400_000);
    expect(await sweepExpiredDownloads(t.deps, later)).toBeGreaterThan(kept);
    const left = await t.deps.db.selectFrom('asset_download').select('id').where('id', '=', id).execute();
    expect(left).toEqual([]);
  });

  it('shares the cart by e-mail in the asked language with a working link', async () => {
    const files = [
      { name: 'Photo.jpg', url: `${urls['Photo.jpg']}?width=600&height=600&format=png&quality=100` },
      { name: 'Sheet.pdf', url: urls['Sheet.pdf'] },
    ];
    expect((await guest.post('/pim/asset/asset/share', { email: 'friend@example.com', files })).status).toBe(
      403,
    );
    const { api } = await signIn(t.app);
    for (const email of ['not-an-email', 'a@b', '', 'x@example.com\nBcc: y@example.com'])
      expect((await api.post('/pim/asset/asset/share', { email, files })).status, email).toBe(400);
    const to = `friend-${storage}-${dialect}@example.com`;
    const r = await api.post('/pim/asset/asset/share', { email: to, files, locale: 'de_DE' });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.message).toContain(to);
    const mail = await smtp.waitFor(to);
    expect(mail.subject).toBe('Dana Demo hat Dateien mit Ihnen geteilt');
    expect(mail.text).toContain('2 Datei(en)');
    const link = /http:\/\/localhost:80(\/pim\/asset\/download\/\S+)/.exec(mail.text ?? '')![1];
    expect(link).toMatch(ZIP_URL);
    expect(mail.html).toContain(link.replace(/&/g, '&#38;'));
    // The link streams its zip again each time it is opened, for as long as it lives.
    for (let i = 0; i < 2; i++) {
      const { response, body, error } = await fetchLink(link);
      expect(response.status).toBe(200);
      expect(error).toBeUndefined();
      expect(unzipTest(body)).toMatchObject({ ok: true, entries: 2 });
      expect((await readZip(body)).map((e) => e.name)).toEqual(['Photo.png', 'Sheet.pdf']);
    }
  });

  it('records Download/Download and Download/Share events', async () => {
    const events = await t.deps.db
      .selectFrom('analytics_event')
      .select(['category', 'action', 'label'])
      .where('category', '=', 'Download')
      .execute();
    expect(events.some((e) => e.action === 'Download')).toBe(true);
    expect(events.filter((e) => e.action === 'Share')).toEqual([
      { category: 'Download', action: 'Share', label: '2 file(s)' },
    ]);
  });
});
