import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportData } from '../../src/backup/export-data.ts';
import { importJsonl } from '../../src/import/jsonl-import.ts';
import { LEFT_OUT_TABLES, type Manifest } from '../../src/backup/backup-format.ts';
import { readTables } from '../../src/backup/table-order.ts';
import { picture } from '../support/fixtures.ts';
import { client, DEMO, signIn } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

type Client = ReturnType<typeof client>;

/** Answers as both portals give them: signed links differ by installation (each has its own key). */
const unsigned = (json: unknown) =>
  JSON.parse(
    JSON.stringify(json)
      .replace(/([?&])expires=\d+/g, '$1expires=…')
      .replace(/([?&])signature=[\w-]+/g, '$1signature=…'),
  );

/** The newest mail of the outbox that holds a reset link to `email`, once it is written. */
async function resetLink(outbox: string, email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
    for (const name of mails.reverse()) {
      const text = fs.readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, '');
      const token = /auth\/reset\/([\w-]{20,})/.exec(text)?.[1];
      if (token && text.includes(email)) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset mail to ${email}`);
}

describe.each(dialects)('backup round trip on %s', (dialect) => {
  let source: TestApp;
  let target: TestApp;
  let folder: string;
  let manifest: Manifest;
  let guestSource: Client;
  let guestTarget: Client;
  let deSource: Client;
  let deTarget: Client;
  let firstImport: Awaited<ReturnType<typeof importJsonl>>;
  const storedKeys: string[] = [];

  beforeAll(async () => {
    source = await createTestApp(dialect);
    target = await createTestApp(dialect, {}, { seed: false });
    // A few stored files (the demo draws its asset files only when asked).
    const assets = await source.deps.db
      .selectFrom('asset')
      .select(['storage_key'])
      .where('ext', '=', 'jpg')
      .orderBy('id')
      .limit(3)
      .execute();
    storedKeys.push(...assets.map((a) => a.storage_key));
    for (const [i, key] of storedKeys.entries())
      await source.deps.storage.put(key, await picture(40 + i, 30, 'jpeg'), 'image/jpeg');
    await source.deps.storage.put('renditions/ab/cd/abcdef.jpg', Buffer.from('a cached rendition'));
    folder = path.join(source.dataDir, 'backup');
    manifest = await exportData(source.deps, folder);
    firstImport = await importJsonl(target.deps, folder);
    const token = (await client(source.app).get('/public/config/')).json.setup.guest_token as string;
    guestSource = client(source.app, { token });
    guestTarget = client(target.app, { token });
    deSource = client(source.app, { token, locale: 'de_DE' });
    deTarget = client(target.app, { token, locale: 'de_DE' });
  }, 120_000);
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it('writes a manifest whose sums match the files, without secrets or transient data', async () => {
    expect(manifest).toMatchObject({ format: 'vitrine-backup', version: 1 });
    expect(manifest.migration).toMatch(/^\d{4}-/);
    const onDisk = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(onDisk).toEqual(manifest);
    for (const file of manifest.files) {
      const bytes = fs.readFileSync(path.join(folder, file.path));
      expect(createHash('sha256').update(bytes).digest('hex'), file.path).toBe(file.sha256);
      expect(bytes.length).toBe(file.size);
    }
    const tables = Object.keys(manifest.counts.tables);
    // Every table is carried or left out by name: a renamed table cannot slip out of the list.
    const schema = await readTables(source.deps.db);
    for (const left of Object.keys(LEFT_OUT_TABLES)) expect([...schema.keys()]).toContain(left);
    expect(tables.length + Object.keys(LEFT_OUT_TABLES).length).toBe(schema.size);
    expect(tables).toEqual(
      expect.arrayContaining(['product', 'portal_user', 'asset', 'content', 'form', 'setting']),
    );
    for (const left of [
      'auth_token',
      'job',
      'rendition',
      'asset_download',
      'pending_registration',
      'kysely_migration',
    ])
      expect(tables).not.toContain(left);
    // Parents before children: a table comes after the tables it references.
    const order = manifest.files.filter((f) => f.table).map((f) => f.table);
    expect(order.indexOf('attribute_option')).toBeGreaterThan(order.indexOf('attribute'));
    expect(order.indexOf('product_translation')).toBeGreaterThan(order.indexOf('product'));
    const users = fs.readFileSync(
      path.join(folder, manifest.files.find((f) => f.table === 'portal_user')!.path),
      'utf8',
    );
    expect(users).toContain(DEMO.email);
    expect(users).not.toContain('password_hash');
    expect(users).not.toContain('$argon2');
    const settings = fs.readFileSync(
      path.join(folder, manifest.files.find((f) => f.table === 'setting')!.path),
      'utf8',
    );
    expect(settings).not.toContain('signing_secret');
    const files = manifest.files.filter((f) => f.path.startsWith('files/')).map((f) => f.path.slice(6));
    expect(files).toEqual(expect.arrayContaining(storedKeys));
    expect(files.some((k) => k.startsWith('renditions/'))).toBe(false);
    expect(manifest.counts.files).toBe(files.length);
  });

  it('imports every row into an empty database and sets the sequences past the ids', async () => {
    const rows = Object.values(manifest.counts.tables).reduce((a, b) => a + b, 0);
    expect(firstImport).toMatchObject({ read: rows, created: rows, updated: 0, unchanged: 0, rejected: 0 });
    const [a, b] = await Promise.all(
      [source, target].map((t) =>
        t.deps.db
          .selectFrom('product')
          .select(['id', 'sku', 'search', 'updated_at', 'category_ids', 'attrs'])
          .orderBy('id')
          .execute(),
      ),
    );
    expect(b).toEqual(a);
    // Every table carried comes back row for row, as the database prints it.
    const dump = async (t: TestApp, table: string) => {
      const result = await sql<{
        row: string;
      }>`select (to_jsonb(t) - 'password_hash' - 'must_reset_password')::text as row
        from ${sql.id(table)} t`.execute(t.deps.db);
      return result.rows.map((r) => r.row).sort();
    };
    for (const table of Object.keys(manifest.counts.tables)) {
      const [x, y] = await Promise.all([dump(source, table), dump(target, table)]);
      const secretless = (rows: string[]) => rows.filter((r) => !r.includes('"signing_secret"'));
      expect(secretless(y), table).toEqual(secretless(x));
    }
    for (const key of storedKeys)
      expect(await target.deps.storage.stat(key)).toMatchObject({ size: expect.any(Number) });
    expect(await target.deps.storage.stat('renditions/ab/cd/abcdef.jpg')).toBeNull();
    // A new row gets an id past the imported ones.
    const { id } = await target.deps.db
      .insertInto('report')
      .values({ name: 'after import', description: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const highest = await source.deps.db
      .selectFrom('report')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    expect(id).toBeGreaterThan(Number(highest?.id ?? 0));
    await target.deps.db.deleteFrom('report').where('id', '=', id).execute();
  });

  it('reports every row unchanged when the same backup is imported again, and a dry run writes nothing', async () => {
    const again = await importJsonl(target.deps, folder);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: again.read, rejected: 0 });
    const dry = await importJsonl(source.deps, folder, { dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, rejected: 0 });
  });

  it('answers the same product lists, details, facets and searches', async () => {
    const same = async (url: string, a = guestSource, b = guestTarget) => {
      const [x, y] = await Promise.all([a.get(url), b.get(url)]);
      expect(x.status, url).toBe(200);
      expect(unsigned(y.json), url).toEqual(unsigned(x.json));
      return x.json;
    };
    await same('/public/config/');
    await same('/public/locale/');
    const filtered = await same(
      `/private/product/?${new URLSearchParams({ filters: JSON.stringify({ category_code: 'lighting' }), facets: '1' })}`,
    );
    expect(filtered.total).toBeGreaterThan(0);
    expect(Object.keys(filtered.facets).length).toBeGreaterThan(0);
    await same('/private/product/?orderBy=sku&orderDir=desc&limit=10&page=3');
    const page = await same('/private/product/?limit=5');
    const id = page.products[0].id as number;
    await same(`/private/product/?filters[id]=${id}`);
    await same(`/private/product/?filters[id]=${id}`, deSource, deTarget);
    await same('/private/product/?search=lamp&limit=10');
    await same('/private/category/', deSource, deTarget);
    await same('/private/attribute/', deSource, deTarget);
  });

  it('answers the same asset lists, searches and files', async () => {
    const same = async (url: string) => {
      const [x, y] = await Promise.all([guestSource.get(url), guestTarget.get(url)]);
      expect(x.status, url).toBe(200);
      expect(unsigned(y.json), url).toEqual(unsigned(x.json));
      return x.json;
    };
    await same('/private/media/?itemsPerPage=24&page=1');
    await same('/private/media/?search=DATASHEET&itemsPerPage=8');
    await same('/private/media/scopes');
    const file = `/pim/media/${storedKeys[0]}`;
    const [x, y] = await Promise.all([source.app.inject(file), target.app.inject(file)]);
    expect(x.statusCode).toBe(200);
    expect(y.statusCode).toBe(200);
    expect(y.rawPayload.equals(x.rawPayload)).toBe(true);
    const rendition = `${file}?width=64&format=webp`;
    const [rx, ry] = await Promise.all([source.app.inject(rendition), target.app.inject(rendition)]);
    expect(ry.statusCode).toBe(rx.statusCode);
    expect(ry.headers['content-type']).toBe(rx.headers['content-type']);
  });

  it('lets an imported user in after a password reset, with the profile, contents and forms as before', async () => {
    const refused = await client(target.app).post('/public/auth/token', {
      username: DEMO.email,
      password: DEMO.password,
    });
    // The backup carries no password hash: the old password is gone until a new one is set.
    expect(refused.json.code).toBe('invalid_credentials');
    await client(target.app).post('/public/mail/request', { email: DEMO.email });
    const token = await resetLink(path.join(target.dataDir, 'outbox'), DEMO.email);
    const changed = await client(target.app, { token }).patch('/private/profile/change', {
      password: 'a-new-portal-secret',
    });
    expect(changed.status).toBe(200);
    const a = (await signIn(source.app)).api;
    const b = (await signIn(target.app, DEMO.email, 'a-new-portal-secret')).api;
    const [pa, pb] = await Promise.all([a.get('/private/profile/'), b.get('/private/profile/')]);
    const { token: _a, ...profileA } = pa.json;
    const { token: _b, ...profileB } = pb.json;
    expect(unsigned(profileB)).toEqual(unsigned(profileA));
    for (const url of [
      '/private/content/?limit=20',
      '/private/content/?search=Installation',
      '/private/form/',
    ]) {
      const [x, y] = await Promise.all([a.get(url), b.get(url)]);
      expect(x.status, url).toBe(200);
      expect(unsigned(y.json), url).toEqual(unsigned(x.json));
    }
    const contents = (await a.get('/private/content/?limit=1')).json;
    const contentId = (contents.contents ?? contents.items ?? contents)[0]?.id;
    if (contentId) {
      const [x, y] = await Promise.all([
        a.get(`/private/content/${contentId}`),
        b.get(`/private/content/${contentId}`),
      ]);
      expect(unsigned(y.json)).toEqual(unsigned(x.json));
    }
    const forms = (await a.get('/private/form/')).json as { id: number }[];
    expect(forms.length).toBeGreaterThan(0);
    const [fx, fy] = await Promise.all([
      a.get(`/private/form/${forms[0].id}`),
      b.get(`/private/form/${forms[0].id}`),
    ]);
    expect(fx.status).toBe(200);
    expect(unsigned(fy.json)).toEqual(unsigned(fx.json));
  });
});
