import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAssetUploads } from '../../src/modules/console/index.ts';
import { jpeg, zip } from '../support/asset-fixtures.ts';
import { client, guestToken } from '../support/http.ts';
import { addPerson } from '../support/people.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';
import { tusClient, uploadWhole } from '../support/tus-client.ts';

const tokenOf = async (t: TestApp, email: string) =>
  (
    await client(t.app).post('/public/auth/token', {
      username: email,
      password: 'another-long-password-2026',
    })
  ).json.token as string;

describe.each(dialects)('console asset files on %s', (dialect) => {
  let t: TestApp;
  let admin: ReturnType<typeof client>;
  let tus: ReturnType<typeof tusClient>;
  let scopeIds: number[];

  const assetCount = async () => (await t.deps.db.selectFrom('asset').select('id').execute()).length;
  const storedFiles = async () => {
    const keys: string[] = [];
    for await (const file of t.deps.storage.list('assets')) keys.push(file.key);
    return keys.length;
  };
  const keyOf = async (id: number) =>
    (await t.deps.db.selectFrom('asset').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow())
      .storage_key;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ api: admin } = await addPerson(t, 'ops@vitrine.example', { admin: true, firstName: 'Olga' }));
    tus = tusClient(t.app, await tokenOf(t, 'ops@vitrine.example'));
    scopeIds = (await t.deps.db.selectFrom('asset_scope').select('id').orderBy('id').limit(2).execute()).map(
      (s) => s.id,
    );
  });
  afterAll(() => t.close());

  it('refuses guests (401), visitors and members (403) on every upload call', async () => {
    await addPerson(t, 'plain@vitrine.example');
    const location = `/pim/portal/api/private/console/assets/uploads/${'a'.repeat(32)}`;
    for (const [token, status] of [
      [undefined, 401],
      [await guestToken(t.app), 403],
      [await tokenOf(t, 'plain@vitrine.example'), 403],
    ] as const) {
      const other = tusClient(t.app, token);
      expect((await other.create(10, { filename: 'a.jpg' })).status).toBe(status);
      expect((await other.offset(location)).status).toBe(status);
      expect((await other.send(location, 0, Buffer.from('x'))).status).toBe(status);
      expect((await other.cancel(location)).status).toBe(status);
    }
  });

  it('resumes an upload cut halfway from the offset HEAD tells, and files it in the scopes', async () => {
    const bytes = await jpeg(800, 600);
    const created = await tus.create(bytes.length, {
      filename: 'Lumo pendant.jpg',
      scopes: scopeIds.join(','),
    });
    expect(created.status).toBe(201);
    const location = String(created.headers.location);
    // The connection drops after the first half: the stream fails mid-body.
    const half = Math.floor(bytes.length / 2);
    const cut = new Readable({ read() {} });
    cut.push(bytes.subarray(0, half));
    setTimeout(() => cut.destroy(new Error('connection lost')), 50);
    await tus.send(location, 0, cut).catch(() => undefined);
    const reached = Number((await tus.offset(location)).headers['upload-offset']);
    expect(reached).toBeGreaterThanOrEqual(0);
    expect(reached).toBeLessThanOrEqual(half);
    // A wrong offset is a conflict, not a corruption.
    const wrong = await tus.send(location, reached + 1, bytes.subarray(reached + 1));
    expect(wrong.status, JSON.stringify(wrong.json)).toBe(409);
    const done = await tus.send(location, reached, bytes.subarray(reached));
    expect(done.status).toBe(200);
    const id = done.json.asset_id as number;
    expect(done.json.kept_version).toBeNull();
    const row = await t.deps.db
      .selectFrom('asset')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Lumo pendant',
      ext: 'jpg',
      width: 800,
      height: 600,
      size: bytes.length,
    });
    const links = await t.deps.db
      .selectFrom('asset_scope_link')
      .select('scope_id')
      .where('asset_id', '=', id)
      .execute();
    expect(links.map((l) => l.scope_id).sort()).toEqual([...scopeIds].sort());
    expect((await t.deps.storage.stat(row.storage_key))?.size).toBe(bytes.length);
    // The finished upload is gone from the upload folder.
    expect((await tus.offset(location)).status).toBe(404);
  });

  it('refuses bad files and names, storing nothing and never failing with a 500', async () => {
    const assets = await assetCount();
    const files = await storedFiles();
    const picture = await jpeg();
    const zeros = Buffer.alloc(20 * 1024 * 1024);
    const refused: [string, Buffer, string][] = [
      [
        'logo.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'unsafe_svg',
      ],
      [
        'onload.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        'unsafe_svg',
      ],
      [
        'gifar.jpg',
        Buffer.concat([picture, zip([{ name: 'a.class', data: Buffer.from('x') }])]),
        'file_type_mismatch',
      ],
      [
        'page.jpg',
        Buffer.concat([picture, Buffer.from('<html><script>alert(1)</script></html>')]),
        'file_type_mismatch',
      ],
      ['fake.png', picture, 'file_type_mismatch'],
      ['fake.pdf', Buffer.from('not a pdf at all'), 'file_type_mismatch'],
      ['fake.mp4', Buffer.from('0000notavideo'), 'file_type_mismatch'],
      ['bomb.zip', zip([{ name: 'zeros.bin', data: zeros }]), 'invalid_file'],
      ['escape.zip', zip([{ name: '../../etc/cron.d/evil', data: Buffer.from('x') }]), 'invalid_file'],
      ['letter.docx', zip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]), 'invalid_file'],
    ];
    for (const [filename, bytes, code] of refused) {
      const answer = await uploadWhole(tus, bytes, { filename });
      expect(answer.status, `${filename} ${JSON.stringify(answer.json)}`).toBe(400);
      expect(answer.json.code, filename).toBe(code);
    }
    // Refused before a byte is sent: names of no allowed type, with folders, NUL or markup; unknown scopes.
    const names: Record<string, string>[] = [
      { filename: 'page.html' },
      { filename: 'tool.exe' },
      { filename: '../../etc/passwd.jpg' },
      { filename: 'C:\\evil.jpg' },
      { filename: 'nul\u0000.jpg' },
      { filename: '<script>.jpg' },
      { filename: 'x'.repeat(300) + '.jpg' },
      { filename: 'noextension' },
      { filename: 'a.jpg', scopes: '999999' },
      { filename: 'a.jpg', scopes: 'abc' },
      { filename: 'a.jpg', asset: '-1' },
    ];
    for (const metadata of names) {
      const answer = await tus.create(100, metadata);
      expect(answer.status, JSON.stringify(metadata)).toBe(400);
      expect(answer.json.code).toMatch(/./);
    }
    expect((await tus.create(100, { filename: 'a.jpg', asset: '99999999' })).status).toBe(404);
    expect((await tus.create(6 * 1024 ** 3, { filename: 'huge.mp4' })).status).toBe(413);
    expect(
      (await tus.offset(`/pim/portal/api/private/console/assets/uploads/${'b'.repeat(32)}`)).status,
    ).toBe(404);
    expect(await assetCount()).toBe(assets);
    expect(await storedFiles()).toBe(files);
    // The upload folder holds nothing of the refused files.
    const { readdir } = await import('node:fs/promises');
    expect((await readdir(t.deps.config.assetUpload.dir)).filter((f) => !f.endsWith('.json'))).toEqual([]);
  });

  it('keeps a clean SVG sanitised, and an archive and a PDF as sent', async () => {
    const svg = await uploadWhole(
      tus,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>'),
      { filename: 'mark.svg' },
    );
    expect(svg.status).toBe(200);
    const archive = await uploadWhole(tus, zip([{ name: 'docs/readme.txt', data: Buffer.from('hello') }]), {
      filename: 'docs.zip',
    });
    expect(archive.status).toBe(200);
    const pdf = await uploadWhole(tus, Buffer.from('%PDF-1.4\n%%EOF\n'), { filename: 'sheet.pdf' });
    expect(pdf.status).toBe(200);
  });

  it('replaces a file keeping the asset, its links and the old file as a version', async () => {
    const first = await uploadWhole(tus, await jpeg(100, 100, '#123'), {
      filename: 'Shelf.jpg',
      scopes: String(scopeIds[0]),
    });
    const id = first.json.asset_id as number;
    const oldKey = await keyOf(id);
    const product = await t.deps.db
      .selectFrom('product')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('product_asset')
      .values({ product_id: product.id, asset_id: id, position: 0 })
      .execute();
    const replaced = await uploadWhole(tus, await jpeg(300, 200, '#456'), {
      filename: 'Shelf v2.jpg',
      asset: String(id),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toEqual({ asset_id: id, kept_version: 1 });
    const again = await uploadWhole(tus, Buffer.from('%PDF-1.7\n%%EOF\n'), {
      filename: 'Shelf.pdf',
      asset: String(id),
    });
    expect(again.json.kept_version).toBe(2);
    const detail = await admin.get(`/private/console/assets/${id}/file`);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({ id, name: 'Shelf', ext: 'pdf' });
    expect(detail.json.versions.map((v: { version: number; ext: string }) => [v.version, v.ext])).toEqual([
      [2, 'jpg'],
      [1, 'jpg'],
    ]);
    expect(detail.json.versions[1]).toMatchObject({ name: 'Shelf', replaced_by: { name: 'Olga User' } });
    // The links stayed, the old file is still in storage under its own key.
    const links = await t.deps.db
      .selectFrom('product_asset')
      .select('product_id')
      .where('asset_id', '=', id)
      .execute();
    expect(links).toHaveLength(1);
    expect(
      await t.deps.db.selectFrom('asset_scope_link').select('scope_id').where('asset_id', '=', id).execute(),
    ).toHaveLength(1);
    expect(await t.deps.storage.stat(oldKey)).not.toBeNull();
    expect(await keyOf(id)).not.toBe(oldKey);
  });

  it('lists where an asset is used, then deletes it with every file', async () => {
    const first = await uploadWhole(tus, await jpeg(), { filename: 'Used.jpg', scopes: String(scopeIds[0]) });
    const id = first.json.asset_id as number;
    await uploadWhole(tus, await jpeg(20, 20), { filename: 'Used.jpg', asset: String(id) });
    const keys = [
      await keyOf(id),
      ...(
        await t.deps.db.selectFrom('asset_version').select('storage_key').where('asset_id', '=', id).execute()
      ).map((v) => v.storage_key),
    ];
    const product = await t.deps.db
      .selectFrom('product')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('product_asset')
      .values({ product_id: product.id, asset_id: id, position: 0 })
      .execute();
    const content = await t.deps.db
      .selectFrom('content')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('content_attachment')
      .values({ content_id: content.id, asset_id: id })
      .execute();
    await t.deps.db
      .insertInto('asset_download')
      .values({
        id: randomUUID(),
        kind: 'share',
        file_name: 'cart.zip',
        file_count: 1,
        entries: JSON.stringify([{ index: 0, name: 'Used.jpg', source: { type: 'file', key: keys[0] } }]),
        user_id: null,
        expires_at: new Date(Date.now() + 3600_000),
        recipient: 'someone@example.com',
      })
      .execute();
    const usage = await admin.get(`/private/console/assets/${id}/usage`);
    expect(usage.status).toBe(200);
    expect(usage.json.products.map((p: { id: number }) => p.id)).toEqual([product.id]);
    expect(usage.json.contents).toEqual([expect.objectContaining({ id: content.id, as: 'attachment' })]);
    expect(usage.json).toMatchObject({ shares: 1, downloads: 0, scopes: [{ id: scopeIds[0] }] });

    expect((await admin.delete(`/private/console/assets/${id}`)).status).toBe(204);
    expect(await t.deps.db.selectFrom('asset').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(
      await t.deps.db.selectFrom('product_asset').select('asset_id').where('asset_id', '=', id).execute(),
    ).toEqual([]);
    expect(
      await t.deps.db.selectFrom('content_attachment').select('id').where('asset_id', '=', id).execute(),
    ).toEqual([]);
    expect(
      await t.deps.db.selectFrom('asset_version').select('version').where('asset_id', '=', id).execute(),
    ).toEqual([]);
    for (const key of keys) expect(await t.deps.storage.stat(key)).toBeNull();
    expect((await admin.get(`/private/console/assets/${id}/usage`)).status).toBe(404);
    expect((await admin.delete(`/private/console/assets/${id}`)).status).toBe(404);
    const audit = await t.deps.db
      .selectFrom('audit_entry')
      .select('action')
      .where('target_id', '=', String(id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['asset.uploaded', 'asset.file_replaced', 'asset.deleted']),
    );
  });

  it('drops an upload left unfinished for a day, and keeps a fresh one', async () => {
    const { readFile, writeFile } = await import('node:fs/promises');
    const old = String((await tus.create(1000, { filename: 'left.jpg' })).headers.location);
    const fresh = String((await tus.create(1000, { filename: 'fresh.jpg' })).headers.location);
    const record = `${t.deps.config.assetUpload.dir}/${old.split('/').pop()}.json`;
    const upload = JSON.parse(await readFile(record, 'utf8'));
    upload.creation_date = new Date(Date.now() - 25 * 3600_000).toISOString();
    await writeFile(record, JSON.stringify(upload));
    expect(await sweepAssetUploads(t.deps)).toBe(1);
    expect((await tus.offset(old)).status).toBe(404);
    expect((await tus.offset(fresh)).status).toBe(200);
    expect((await tus.cancel(fresh)).status).toBe(204);
    expect((await tus.offset(fresh)).status).toBe(404);
  });

  it('answers bad ids with 400 and unknown ones with 404', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '%00', '..%2F..%2Fetc'])
      for (const path of [`/private/console/assets/${bad}/file`, `/private/console/assets/${bad}/usage`]) {
        const answer = await admin.get(path);
        expect([400, 404], path).toContain(answer.status);
      }
    expect((await admin.get('/private/console/assets/abc/file')).status).toBe(400);
    expect((await admin.delete('/private/console/assets/abc')).status).toBe(400);
    expect((await admin.get('/private/console/assets/99999999/file')).status).toBe(404);
    expect((await admin.get('/private/console/assets/99999999/usage')).status).toBe(404);
  });
});
