import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ADMIN_BASE, ADMIN_PUSH_MAX_BYTES } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIND_IMPORTERS } from '../../src/import/import-dispatch.ts';
import { createAdminToken, revokeAdminToken } from '../../src/admin/index.ts';
import { client, signIn } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../../examples/import');
const EXAMPLE = path.join(EXAMPLES, 'products-simple.csv');

/** A multipart body of fields then one file part. */
function multipart(fields: Record<string, string>, file?: { name: string; body: Buffer | string }) {
  const boundary = `----vitrine${Math.random().toString(16).slice(2)}`;
  const parts: (string | Buffer)[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  if (file)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
      file.body,
      '\r\n',
    );
  parts.push(`--${boundary}--\r\n`);
  return {
    payload: Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p))),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(dialects)('admin API on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let en: ReturnType<typeof client>;
  // List answers are cached for a while: every read asks a query of its own (its own limit).
  let reads = 10;
  const admin = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });
  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = admin(),
  ) => {
    const raw = typeof body === 'string' || Buffer.isBuffer(body);
    const response = await t.app.inject({
      method,
      url: `${ADMIN_BASE}${url}`,
      headers: { ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}), ...headers },
      payload: body === undefined ? undefined : raw ? (body as string) : JSON.stringify(body),
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      json: (response.body ? response.json() : undefined) as any,
    };
  };
  const listed = async (search: string) => {
    const { json } = await en.get(
      `/private/product/?search=${encodeURIComponent(search)}&attributes=sku&limit=${++reads}`,
    );
    return (json.products as { attributes: { sku: string } }[]).map((p) => p.attributes.sku);
  };
  const finished = async (id: string) => {
    for (let i = 0; i < 200; i++) {
      const { json } = await call('GET', `/imports/${id}`);
      if (json.state === 'done' || json.state === 'failed') return json;
      await sleep(50);
    }
    throw new Error('the import did not finish');
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = (await createAdminToken(t.deps.db, 'pim')).token;
    const { json } = await client(t.app).get('/public/config/');
    en = client(t.app, { token: json.setup.guest_token, locale: 'en_GB' });
    // Seeding the demo on PGlite takes most of a minute on a busy machine.
  }, 180_000);
  afterAll(() => t?.close());

  it('opens only with an admin token: no token, a portal session, a revoked or made-up token are 401', async () => {
    const none = await call('GET', '/imports/00000000-0000-4000-8000-000000000000', undefined, {});
    expect(none.status).toBe(401);
    expect(none.json).toMatchObject({
      code: 'unauthorized',
      message: expect.stringContaining('admin API token'),
    });
    // A signed-in portal user (whatever the role) is not an admin token.
    const { token: session } = await signIn(t.app);
    for (const authorization of [
      `Bearer ${session}`,
      session,
      'Bearer vat_made-up',
      `Basic ${token}`,
      'Bearer ',
    ])
      expect((await call('POST', '/products', { records: [{ sku: 'X' }] }, { authorization })).status).toBe(
        401,
      );
    // And an admin token opens nothing of the portal.
    expect((await client(t.app, { token: `Bearer ${token}` }).get('/private/product/')).status).toBe(401);
    const spare = await createAdminToken(t.deps.db, 'spare');
    expect(
      (
        await call(
          'GET',
          '/imports/00000000-0000-4000-8000-000000000000',
          undefined,
          admin({ authorization: `Bearer ${spare.token}` }),
        )
      ).status,
    ).toBe(404);
    expect(await revokeAdminToken(t.deps.db, 'spare')).toBe(true);
    const revoked = await call('GET', '/imports/00000000-0000-4000-8000-000000000000', undefined, {
      authorization: `Bearer ${spare.token}`,
    });
    expect(revoked.status).toBe(401);
  });

  it('upserts products from JSON records through the products import: created, unchanged, rejected by position', async () => {
    const record = {
      sku: 'ADM-1',
      categories: ['pendant-lights'],
      attribute_set: 'lighting',
      enabled: true,
      'name-en_GB': 'Quillon Pushed Lamp',
      'name-de_DE': 'Quillon Geschobene Leuchte',
      color: ['white', 'black'],
      price: 99.5,
    };
    const first = await call('POST', '/products', { records: [record] });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ file: 'request', kind: 'products', read: 1, created: 1, rejected: 0 });
    expect(await listed('Quillon')).toEqual(['ADM-1']);
    const again = await call('POST', '/products', { records: [record] });
    expect(again.json).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    // A record naming fewer columns leaves the others alone; the second record is refused by position.
    const mixed = await call('POST', '/products', {
      records: [
        { sku: 'ADM-1', price: 89 },
        { sku: 'ADM-2', 'name-en_GB': 'Broken', colour: 'red' },
        { sku: 'ADM-3', 'name-en_GB': 'Quillon Second\nwith a line break', categories: 'pendant-lights' },
      ],
    });
    expect(mixed.json).toMatchObject({ read: 3, created: 1, updated: 1, rejected: 1 });
    expect(mixed.json.rejections).toEqual([
      { file: 'request', line: 2, column: 'colour', reason: 'unknown attribute "colour"' },
    ]);
    const { json } = await en.get(
      `/private/product/?search=Quillon&attributes=sku,price,color&limit=${++reads}`,
    );
    expect(json.products.find((p: any) => p.attributes.sku === 'ADM-1').attributes).toMatchObject({
      price: 89,
      color: ['white', 'black'],
    });
    // A dry run writes nothing.
    const dry = await call('POST', '/products', {
      records: [{ sku: 'ADM-9', 'name-en_GB': 'Dry' }],
      dryRun: true,
    });
    expect(dry.json).toMatchObject({ dryRun: true, created: 1 });
    expect(await listed('Dry')).toEqual([]);
  });

  it('refuses bad JSON input with {message, code}, never a 500', async () => {
    const bad: [unknown, number][] = [
      [{}, 400],
      [{ records: [] }, 400],
      [{ records: [{}] }, 400],
      [{ records: [{ sku: { nested: 1 } }] }, 400],
      [{ records: [{ 'a,b': 'x' }] }, 400],
      [{ records: [{ sku: 'A\u0000B' }] }, 400],
      [{ records: [{ sku: 'X' }], extra: 1 }, 400],
      [{ records: Array.from({ length: 1001 }, (_, i) => ({ sku: `S${i}` })) }, 400],
      // Not JSON at all: a type the route does not take.
      ['not json', 415],
    ];
    for (const [body, status] of bad) {
      const answer = await call('POST', '/products', body);
      expect([answer.status, typeof answer.json.message, typeof answer.json.code]).toEqual([
        status,
        'string',
        'string',
      ]);
    }
    const huge = await call('POST', '/products', {
      records: [{ sku: 'H', 'name-en_GB': 'x'.repeat(33 * 1024 * 1024) }],
    });
    expect(huge.status).toBe(413);
    expect((await call('POST', '/products/archive', { codes: [] })).status).toBe(400);
    expect((await call('POST', '/things/archive', { codes: ['x'] })).status).toBe(404);
  });

  it('archives and brings back products by sku; unknown skus are listed', async () => {
    const archived = await call('POST', '/products/archive', { codes: ['ADM-3', 'ADM-3', 'NOPE'] });
    expect(archived.json).toEqual({ changed: 1, unchanged: 0, unknown: ['NOPE'] });
    expect(await listed('Quillon')).toEqual(['ADM-1']);
    expect((await call('POST', '/products/archive', { codes: ['ADM-3'] })).json).toMatchObject({
      changed: 0,
      unchanged: 1,
    });
    const back = await call('POST', '/products/archive', { codes: ['ADM-3'], archived: false });
    expect(back.json).toMatchObject({ changed: 1 });
    expect((await listed('Quillon')).sort()).toEqual(['ADM-1', 'ADM-3']);
  });

  it('removes a category or attribute only when nothing uses it', async () => {
    const used = await call('DELETE', '/categories/pendant-lights');
    expect(used.status).toBe(409);
    expect(used.json).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/products|sub-categories/),
    });
    expect((await call('DELETE', '/attributes/color')).status).toBe(409);
    expect((await call('DELETE', '/categories/no-such-category')).status).toBe(404);
    expect((await call('DELETE', '/attributes/no-such-attribute')).status).toBe(404);
    await t.deps.db
      .insertInto('category')
      .values({ code: 'adm-empty', parent_id: null, position: 99 })
      .execute();
    expect((await call('DELETE', '/categories/adm-empty')).status).toBe(204);
    expect(
      await t.deps.db.selectFrom('category').select('id').where('code', '=', 'adm-empty').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('upserts categories and contents through their importers, and archives contents by code', async () => {
    const categories = await call('POST', '/categories', {
      records: [
        { code: 'adm-pushed', parent: null, 'label-en_GB': 'Pushed', 'label-de_DE': 'Geschoben' },
        { code: 'adm-child', parent: 'adm-unknown', 'label-en_GB': 'Orphan' },
      ],
    });
    expect(categories.json).toMatchObject({ kind: 'categories', created: 1, rejected: 1 });
    expect(categories.json.rejections[0]).toMatchObject({ file: 'request', line: 2, column: 'parent' });
    expect((await call('DELETE', '/categories/adm-pushed')).status).toBe(204);

    const contents = await call('POST', '/contents', {
      contents: [
        {
          code: 'adm-news',
          date: '2026-05-20',
          translations: { en_GB: { title: 'Pushed news', text: '<p>Hello</p>' } },
        },
      ],
    });
    expect(contents.status).toBe(200);
    expect(contents.json).toMatchObject({ kind: 'contents', file: 'request', rejected: 0 });
    const archived = await call('POST', '/contents/archive', { codes: ['adm-news', 'adm-none'] });
    expect(archived.json).toEqual({ changed: 1, unchanged: 0, unknown: ['adm-none'] });
    expect((await call('POST', '/contents', { contents: [{ code: 'x' }], extra: true })).status).toBe(400);
  });

  it('imports a pushed file in the background: 202 with a handle, then state, progress and report', async () => {
    const csv = fs.readFileSync(EXAMPLE);
    const pushed = await call('POST', '/imports/products', csv, admin({ 'content-type': 'text/csv' }));
    expect(pushed.status).toBe(202);
    expect(pushed.json).toMatchObject({ kind: 'products', file: 'products.csv', state: 'queued' });
    expect(pushed.headers.location).toBe(`${ADMIN_BASE}/imports/${pushed.json.id}`);
    const done = await finished(pushed.json.id);
    expect(done).toMatchObject({
      state: 'done',
      progress: { bytes: csv.length, totalBytes: csv.length, percent: 100 },
      report: { file: 'products.csv', kind: 'products', read: 12, created: 12, rejected: 0 },
      error: null,
    });
    expect(done.finishedAt).toBeTruthy();
    // The same file as multipart, again: everything unchanged; the stored copy is gone.
    const form = multipart({}, { name: 'catalogue.csv', body: csv });
    const again = await call('POST', '/imports/products?dryRun=true', form.payload, admin(form.headers));
    expect(again.status).toBe(202);
    expect((await finished(again.json.id)).report).toMatchObject({
      dryRun: true,
      unchanged: 12,
      file: 'catalogue.csv',
    });
    expect(await t.deps.storage.stat(`imports/${again.json.id}.csv`)).toBeNull();
  });

  it('reports a file the importer refuses whole as a failed import, with the reason', async () => {
    const pushed = await call(
      'POST',
      '/imports/products?name=wrong.csv',
      'code,label\nx,y\n',
      admin({ 'content-type': 'text/csv' }),
    );
    expect(pushed.status).toBe(202);
    const failed = await finished(pushed.json.id);
    expect(failed).toMatchObject({ state: 'failed', report: null, error: expect.stringContaining('sku') });
  });

  it('refuses bad pushes: kind, id, type, empty, NUL, too large, a full queue', async () => {
    const csv = { 'content-type': 'text/csv' };
    expect((await call('POST', '/imports/unicorns', 'sku\nA\n', admin(csv))).json.code).toBe(
      'validation_error',
    );
    expect((await call('POST', '/imports/users', 'sku\nA\n', admin(csv))).status).toBe(400);
    expect((await call('GET', '/imports/not-a-uuid')).status).toBe(400);
    expect((await call('GET', '/imports/00000000-0000-4000-8000-000000000000')).json.code).toBe('not_found');
    const types = await call('POST', '/imports/products', 'sku\nA\n', admin({ 'content-type': 'text/html' }));
    expect([types.status, types.json.code]).toEqual([415, 'unsupported_media_type']);
    const json = await call('POST', '/imports/products', { sku: 'A' });
    expect(json.status).toBe(415);
    const empty = await call('POST', '/imports/products', '', admin(csv));
    expect([empty.status, empty.json.code]).toEqual([400, 'file_missing']);
    const nul = await call('POST', '/imports/products', Buffer.from('sku\nA\u0000B\n'), admin(csv));
    expect([nul.status, nul.json.code]).toEqual([400, 'invalid_file']);
    const big = await call(
      'POST',
      '/imports/products',
      'sku\nA\n',
      admin({ ...csv, 'content-length': String(ADMIN_PUSH_MAX_BYTES + 1) }),
    );
    expect(big.status).toBe(413);
    expect((await call('POST', '/imports/products?name=../../x.csv', 'sku\n', admin(csv))).status).toBe(400);
    expect((await call('POST', '/imports/products?full=maybe', 'sku\n', admin(csv))).status).toBe(400);
    const noFile = multipart({ note: 'x' });
    expect((await call('POST', '/imports/products', noFile.payload, admin(noFile.headers))).json.code).toBe(
      'file_missing',
    );
    // Four imports waiting already (on any instance): the fifth is a 503 with Retry-After.
    const ids = ['1', '2', '3', '4'].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
    await t.deps.db
      .insertInto('admin_import')
      .values(
        ids.map((id) => ({
          id,
          kind: 'products',
          file_name: 'x.csv',
          storage_key: 'imports/x.csv',
          options: '{}',
          state: 'queued' as const,
          total_bytes: 1,
          token_id: null,
        })),
      )
      .execute();
    const busy = await call('POST', '/imports/products', 'sku\nA\n', admin(csv));
    expect([busy.status, busy.json.code, busy.headers['retry-after']]).toEqual([503, 'busy', '30']);
    await t.deps.db.deleteFrom('admin_import').where('id', 'in', ids).execute();
  });

  it('fails an import its server left running, so it neither looks alive nor holds a place', async () => {
    const id = '00000000-0000-4000-8000-0000000000aa';
    const hourAgo = new Date(Date.now() - 3600_000);
    await t.deps.db
      .insertInto('admin_import')
      .values({
        id,
        kind: 'products',
        file_name: 'x.csv',
        storage_key: `imports/${id}.csv`,
        options: '{}',
        state: 'running',
        total_bytes: 10,
        token_id: null,
        created_at: hourAgo,
        updated_at: hourAgo,
      })
      .execute();
    const { json } = await call('GET', `/imports/${id}`);
    expect(json).toMatchObject({ state: 'failed', error: expect.stringContaining('interrupted') });
  });

  it('describes the admin API in the OpenAPI document, with its bearer token', async () => {
    const { json } = await client(t.app).get('/pim/portal/api/docs/json');
    expect(Object.keys(json.paths)).toEqual(
      expect.arrayContaining([
        `${ADMIN_BASE}/products`,
        // One path per import kind: OpenAPI cannot tell /imports/{kind} from /imports/{id}.
        `${ADMIN_BASE}/imports/products`,
        `${ADMIN_BASE}/imports/{id}`,
      ]),
    );
    expect(json.components.securitySchemes.adminToken).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it.runIf(KIND_IMPORTERS.some((i) => i.kind === 'assets'))(
    'takes an asset upload with its metadata, and archives it by path',
    async () => {
      const image = fs.readFileSync(path.join(EXAMPLES, 'assets/lamps/solstice-pendant.jpg'));
      const form = multipart(
        {
          path: 'pushed/quillon.jpg',
          metadata: JSON.stringify({ 'name-en_GB': 'Quillon photo' }),
        },
        { name: 'quillon.jpg', body: image },
      );
      const pushed = await call('POST', '/assets', form.payload, admin(form.headers));
      expect(pushed.status).toBe(200);
      expect(pushed.json).toMatchObject({ kind: 'assets', created: 1, rejected: 0 });
      const empty = multipart({ path: 'pushed/empty.jpg' }, { name: 'empty.jpg', body: '' });
      const refused = await call('POST', '/assets', empty.payload, admin(empty.headers));
      expect([refused.status, refused.json.code]).toEqual([400, 'file_missing']);
      const noFile = multipart({ path: 'pushed/none.jpg' });
      expect((await call('POST', '/assets', noFile.payload, admin(noFile.headers))).json.code).toBe(
        'file_missing',
      );
      expect((await call('POST', '/assets', { path: 'x' })).status).toBe(415);
      const archived = await call('POST', '/assets/archive', { codes: ['pushed/quillon.jpg'] });
      expect(archived.json).toMatchObject({ changed: 1, unknown: [] });
      expect((await call('POST', '/assets/from-storage', { storageKey: 'profile/x.jpg' })).status).toBe(400);
      expect((await call('POST', '/assets/from-storage', { storageKey: '../etc/passwd' })).status).toBe(400);
      expect((await call('POST', '/assets/from-storage', { storageKey: 'nothing/here.jpg' })).status).toBe(
        404,
      );
    },
  );
});
