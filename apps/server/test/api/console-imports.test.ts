/**
 * Imports from the operator console: a file an administrator sends from the browser, imported in
 * the background by the admin API's machinery (the same checks, the same reports), its kind told
 * from the file when asked, each start in the audit log, and the history of every run with who
 * started it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ADMIN_BASE } from '@vitrine/contract';
import { consoleImportRoutes, routePath } from '@vitrine/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminToken } from '../../src/admin/index.ts';
import { zipFolder } from '../../src/import/import-handoff.ts';
import { client, guestToken } from '../support/http.ts';
import { multipart } from '../support/multipart.ts';
import { addPerson } from '../support/people.ts';
import { API, createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../../examples/import');
const IMPORTS = '/private/console/imports';
const CSV = { 'content-type': 'application/octet-stream' };

describe.each(dialects)('console imports on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;
  let plainToken: string;

  /** Sends a file as the browser does: raw, its name in the query. */
  const send = async (query: string, body: string | Buffer, token = adminToken, headers = CSV) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}${IMPORTS}?${query}`,
      headers: { authorization: token, ...headers },
      payload: body,
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      json: (response.body ? response.json() : undefined) as any,
    };
  };
  const admin = () => client(t.app, { token: adminToken });
  const finished = async (id: string) => {
    for (let i = 0; i < 300; i++) {
      const { json } = await admin().get(`${IMPORTS}/${id}`);
      if (json.state === 'done' || json.state === 'failed') return json;
      await sleep(50);
    }
    throw new Error('the import did not finish');
  };
  const importsCount = async () => (await t.deps.db.selectFrom('admin_import').select('id').execute()).length;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const ops = await addPerson(t, 'imports@vitrine.example', {
      admin: true,
      firstName: 'Ines',
      lastName: 'Importer',
    });
    adminId = ops.id;
    adminToken = (
      await client(t.app).post('/public/auth/token', {
        username: 'imports@vitrine.example',
        password: 'another-long-password-2026',
      })
    ).json.token;
    await addPerson(t, 'plain-imports@vitrine.example');
    plainToken = (
      await client(t.app).post('/public/auth/token', {
        username: 'plain-imports@vitrine.example',
        password: 'another-long-password-2026',
      })
    ).json.token;
  }, 180_000);
  afterAll(() => t?.close());

  it('opens to a signed-in administrator only: 401 without a session, 403 for a guest or a user', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const calls = [
      (token?: string) => send('kind=categories&name=c.csv', 'code,parent\nx,\n', token ?? ''),
      (token?: string) => client(t.app, token ? { token } : {}).get(IMPORTS),
      (token?: string) => client(t.app, token ? { token } : {}).get(`${IMPORTS}/${id}`),
    ];
    const guest = await guestToken(t.app);
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call(guest)).status).toBe(403);
      const asUser = await call(plainToken);
      expect([asUser.status, asUser.json.code]).toEqual([403, 'admin_only']);
    }
    expect(await importsCount()).toBe(0);
  });

  it('refuses bad input with 400 and the field, storing nothing', async () => {
    const field = async (query: string, body: string | Buffer = 'code,parent\nx,\n') => {
      const { status, json } = await send(query, body);
      return [status, json.field];
    };
    expect(await field('kind=unicorns&name=c.csv')).toEqual([400, 'kind']);
    expect(await field('kind=categories&name=c.csv', '')).toEqual([400, 'file']);
    expect((await send('kind=categories&name=c.csv', '')).json.code).toBe('file_missing');
    const nul = await send('kind=categories&name=c.csv', Buffer.from('code,parent\nx\u0000y,\n'));
    expect([nul.status, nul.json.code, nul.json.field]).toEqual([400, 'invalid_file', 'file']);
    expect(await field('kind=categories&name=../../x.csv')).toEqual([400, 'name']);
    expect(await field('kind=categories&name=..%2Fx.csv')).toEqual([400, 'name']);
    expect(await field(`kind=categories&name=${'n'.repeat(5000)}.csv`)).toEqual([400, 'name']);
    expect(await field('kind=categories&name=c.exe')).toEqual([400, 'name']);
    expect(await field('kind=categories&name=c%00.csv')).toEqual([400, 'name']);
    expect(await field('kind=folder&name=c.csv')).toEqual([400, 'name']);
    expect(await field('kind=categories&name=c.zip')).toEqual([400, 'kind']);
    expect(await field('kind=users&name=u.xlsx')).toEqual([400, 'name']);
    expect(await field('kind=categories&name=c.csv&dryRun=maybe')).toEqual([400, 'dryRun']);
    expect((await send('kind=categories&name=c.csv&channel=x', 'code\n')).status).toBe(400);
    // A multipart part's own name is held to the same rule.
    const form = multipart([
      { name: 'file', filename: 'c;rm.csv', type: 'text/csv', data: Buffer.from('x') },
    ]);
    const named = await send('kind=categories', form.payload, adminToken, form.headers);
    expect([named.status, named.json.field]).toEqual([400, 'name']);
    const html = await send('kind=categories&name=c.csv', 'x', adminToken, { 'content-type': 'text/html' });
    expect([html.status, html.json.code]).toEqual([415, 'unsupported_media_type']);
    expect((await admin().get(`${IMPORTS}?page=0`)).status).toBe(400);
    expect((await admin().get(`${IMPORTS}?pageSize=1000`)).status).toBe(400);
    expect((await admin().get(`${IMPORTS}/not-a-uuid`)).status).toBe(400);
    const none = await admin().get(`${IMPORTS}/00000000-0000-4000-8000-000000000001`);
    expect([none.status, none.json.code]).toEqual([404, 'not_found']);
    expect(await importsCount()).toBe(0);
  });

  it('imports a categories CSV: done, the report counts a refused row by line and reason, the categories exist', async () => {
    const csv =
      'code,parent,label-en_GB\n' +
      'ci-lamps,,Console lamps\n' +
      'ci-spots,ci-lamps,Console spots\n' +
      'ci-lost,ci-nowhere,Lost category\n';
    const sent = await send(`kind=categories&name=${encodeURIComponent('Kategorien (2026).csv')}`, csv);
    expect(sent.status).toBe(202);
    expect(sent.json).toMatchObject({
      kind: 'categories',
      file: 'Kategorien (2026).csv',
      state: 'queued',
      startedBy: { kind: 'user', id: adminId, name: 'Ines Importer' },
      options: { dryRun: false, full: false },
    });
    expect(sent.headers.location).toBe(routePath(consoleImportRoutes.getConsoleImport, { id: sent.json.id }));
    const done = await finished(sent.json.id);
    expect(done).toMatchObject({
      state: 'done',
      error: null,
      progress: { bytes: csv.length, totalBytes: csv.length, percent: 100 },
      report: { kind: 'categories', read: 3, created: 2, updated: 0, rejected: 1 },
    });
    expect(done.report.rejections).toEqual([
      expect.objectContaining({ line: 4, column: 'parent', reason: expect.stringContaining('ci-nowhere') }),
    ]);
    const codes = await t.deps.db
      .selectFrom('category')
      .select('code')
      .where('code', 'in', ['ci-lamps', 'ci-spots', 'ci-lost'])
      .orderBy('code')
      .execute();
    expect(codes.map((c) => c.code)).toEqual(['ci-lamps', 'ci-spots']);
    // The stored copy is gone once imported.
    expect(await t.deps.storage.stat(`imports/${sent.json.id}.csv`)).toBeNull();

    // Its start is in the audit log, by the administrator.
    const audit = await admin().get('/private/console/audit?pageSize=100');
    expect(audit.json.items).toContainEqual(
      expect.objectContaining({
        action: 'import.started',
        actor: expect.objectContaining({ id: adminId, name: 'Ines Importer' }),
        target_kind: 'import',
        target_id: sent.json.id,
        target_label: 'Kategorien (2026).csv',
        after: { kind: 'categories', file: 'Kategorien (2026).csv', dry_run: false, full: false },
      }),
    );
  });

  it('imports users from a CSV sent as multipart; a dry run writes nothing', async () => {
    const csv =
      'email,first_name,last_name,group,country\n' +
      'ina.one@import.example,Ina,One,dealers,DE\n' +
      'otto.two@import.example,Otto,Two,installers,AT\n' +
      'not-an-address,Bad,Row,,DE\n';
    const dry = await send('kind=users&name=users.csv&dryRun=true', csv);
    expect((await finished(dry.json.id)).report).toMatchObject({ dryRun: true, created: 2, rejected: 1 });
    expect(
      await t.deps.db
        .selectFrom('portal_user')
        .select('id')
        .where('email', '=', 'ina.one@import.example')
        .execute(),
    ).toEqual([]);

    const form = multipart([
      { name: 'file', filename: 'people.csv', type: 'text/csv', data: Buffer.from(csv) },
    ]);
    const sent = await send('kind=users', form.payload, adminToken, form.headers);
    expect(sent.status).toBe(202);
    const done = await finished(sent.json.id);
    expect(done).toMatchObject({
      kind: 'users',
      file: 'people.csv',
      state: 'done',
      report: { kind: 'users', read: 3, created: 2, rejected: 1 },
    });
    expect(done.report.rejections).toEqual([
      expect.objectContaining({ line: 4, column: 'email', reason: expect.stringContaining('not an e-mail') }),
    ]);
    const users = await t.deps.db
      .selectFrom('portal_user')
      .select(['email', 'first_name', 'country'])
      .where('email', 'in', ['ina.one@import.example', 'otto.two@import.example'])
      .orderBy('email')
      .execute();
    expect(users).toEqual([
      { email: 'ina.one@import.example', first_name: 'Ina', country: 'DE' },
      { email: 'otto.two@import.example', first_name: 'Otto', country: 'AT' },
    ]);
  });

  it('tells the kind from the file: a products CSV by its header, a zip as a folder; a file of no kind fails with the reason', async () => {
    const products = fs.readFileSync(path.join(EXAMPLES, 'products-simple.csv'));
    const sent = await send('kind=auto&name=catalogue.csv', products);
    expect(sent.json).toMatchObject({ kind: 'auto', state: 'queued' });
    const done = await finished(sent.json.id);
    expect(done).toMatchObject({ kind: 'products', state: 'done', report: { kind: 'products', read: 12 } });

    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'console-imports-'));
    try {
      const folder = path.join(scratch, 'export');
      fs.mkdirSync(folder);
      fs.writeFileSync(path.join(folder, 'categories.csv'), 'code,parent,label-en_GB\nci-zip,,Zipped\n');
      fs.writeFileSync(
        path.join(folder, 'people.csv'),
        'email,first_name,last_name\nzip.person@import.example,Zip,Person\n',
      );
      const zip = path.join(scratch, 'export.zip');
      await zipFolder(folder, zip, null);
      // No kind given: `auto` is the default.
      const zipped = await send('name=export.zip', fs.readFileSync(zip), adminToken, {
        'content-type': 'application/zip',
      });
      expect(zipped.json).toMatchObject({ kind: 'folder', file: 'export.zip' });
      const unpacked = await finished(zipped.json.id);
      expect(unpacked.state).toBe('done');
      expect(unpacked.reports.map((r: { kind: string }) => r.kind)).toEqual(['categories', 'users']);
      expect(unpacked.report).toMatchObject({ read: 2, created: 2, rejected: 0 });
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }

    const unknown = await send('name=notes.csv', 'colour,mood\nblue,calm\n');
    const failed = await finished(unknown.json.id);
    expect(failed).toMatchObject({ state: 'failed', kind: 'auto', report: null });
    expect(failed.error).toMatch(/Cannot tell what notes\.csv holds.*choose its kind/);
  });

  it('lists the runs newest first with who started them: an administrator or an admin API token', async () => {
    const pim = await createAdminToken(t.deps.db, 'nightly-pim');
    const pushed = await t.app.inject({
      method: 'POST',
      url: `${ADMIN_BASE}/imports/categories?name=pim.csv`,
      headers: { authorization: `Bearer ${pim.token}`, 'content-type': 'text/csv' },
      payload: 'code,parent\nci-pim,\n',
    });
    expect(pushed.statusCode).toBe(202);
    await finished(pushed.json().id);

    const page = await admin().get(`${IMPORTS}?pageSize=3`);
    expect(page.status).toBe(200);
    expect(page.json.total).toBeGreaterThanOrEqual(7);
    expect(page.json.items).toHaveLength(3);
    const [newest, second] = page.json.items;
    expect(newest).toMatchObject({
      file: 'pim.csv',
      kind: 'categories',
      state: 'done',
      startedBy: { kind: 'token', id: null, name: 'nightly-pim' },
      totals: { read: 1, created: 1, rejected: 0 },
    });
    expect(newest).not.toHaveProperty('report');
    expect(second).toMatchObject({
      file: 'notes.csv',
      state: 'failed',
      startedBy: { kind: 'user', name: 'Ines Importer' },
      totals: null,
    });
    const all = await admin().get(`${IMPORTS}?pageSize=100`);
    const categories = all.json.items.find((i: { file: string }) => i.file === 'Kategorien (2026).csv');
    expect(categories).toMatchObject({
      startedBy: { kind: 'user', id: adminId, name: 'Ines Importer' },
      totals: { read: 3, created: 2, updated: 0, unchanged: 0, rejected: 1 },
      progress: { percent: 100 },
    });
    const times = all.json.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second_page = await admin().get(`${IMPORTS}?pageSize=3&page=2`);
    expect(second_page.json.items[0].id).toBe(all.json.items[3].id);
  });
});
