import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportData } from '../../src/backup/export-data.ts';
import { BackupRefused, importJsonl, jsonlImporter } from '../../src/import/jsonl-import.ts';
import { startS3 } from '../support/s3.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const HEADER = { format: 'vitrine-backup', version: 1, migration: '0001-foundation' };
const line = (table: string, row: Record<string, unknown>) => JSON.stringify({ table, row });

describe.each(dialects)('jsonl import on %s', (dialect) => {
  let t: TestApp;
  let n = 0;
  const write = (lines: string[]) => {
    const file = path.join(t.dataDir, `rows-${++n}.jsonl`);
    fs.writeFileSync(file, `${lines.join('\n')}\n`);
    return file;
  };
  const categories = () =>
    t.deps.db.selectFrom('category').select(['id', 'code', 'parent_id', 'position']).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { seed: false });
  });
  afterAll(() => t?.close());

  it('is chosen for .jsonl files and backup folders', () => {
    expect(jsonlImporter.kind).toBe('jsonl');
    expect(jsonlImporter.detect('/x/catalogue.jsonl', null)).toBe(true);
    expect(jsonlImporter.detect('/x/products.csv', ['sku'])).toBe(false);
    const folder = path.join(t.dataDir, 'a-backup');
    fs.mkdirSync(folder);
    expect(jsonlImporter.detect(folder, null)).toBe(false);
    fs.writeFileSync(path.join(folder, 'manifest.json'), '{}');
    expect(jsonlImporter.detect(folder, null)).toBe(true);
  });

  it('imports good rows, a child before its parent, and refuses bad lines with their reasons', async () => {
    await t.deps.db
      .insertInto('locale')
      .values({ code: 'en_GB', title: 'English', is_default: true, position: 0 })
      .execute();
    const file = write([
      JSON.stringify(HEADER),
      line('category', { id: 11, code: 'lamps', parent_id: 10, position: 1, product_count: 0 }),
      line('category', { id: 10, code: 'lighting', parent_id: null, position: 0, product_count: 0 }),
      line('category_translation', { category_id: 10, locale: 'en_GB', title: 'Lighting' }),
      '{"table": "category", "row": {"id": 12,',
      line('no_such_table', { id: 1 }),
      line('category', { id: 13, code: 'x', colour: 'red' }),
      line('category', { id: 14, code: 'y', position: 'first' }),
      line('category', { id: 15, code: 'nul\u0000here' }),
      line('category', { id: 16, code: 'z', parent_id: 999 }),
      line('category_translation', { category_id: 999, locale: 'en_GB', title: 'Lost' }),
      line('auth_token', { token_hash: 'h', user_id: 1, kind: 'session' }),
      line('setting', { key: 'signing_secret', value: 'stolen' }),
      line('category', { code: 'no-key' }),
      line('asset', {
        id: 1,
        name: 'a',
        sort_name: 'a',
        ext: 'jpg',
        mime: 'image/jpeg',
        storage_key: 'k',
        created_at: 'yesterday-ish',
      }),
      '',
      '[1, 2]',
    ]);
    const report = await importJsonl(t.deps, file);
    expect(report).toMatchObject({
      kind: 'jsonl',
      read: 15,
      created: 3,
      updated: 0,
      unchanged: 0,
      rejected: 12,
    });
    expect(await categories()).toEqual([
      { id: 10, code: 'lighting', parent_id: null, position: 0 },
      { id: 11, code: 'lamps', parent_id: 10, position: 1 },
    ]);
    const reasons = report.rejections.map((r) => `${r.line}${r.column ? ` [${r.column}]` : ''}: ${r.reason}`);
    const expected: [number, string | null, RegExp][] = [
      [5, null, /not JSON/],
      [6, null, /unknown table "no_such_table"/],
      [7, 'colour', /no column "colour"/],
      [8, 'position', /expected a whole number/],
      [9, 'code', /NUL/],
      [10, 'parent_id', /foreign key.*not present/],
      [11, 'category_id', /foreign key.*not present/],
      [12, null, /"auth_token" is not imported/],
      [13, 'key', /signing_secret/],
      [14, 'id', /key column "id" is missing/],
      [15, null, /invalid input syntax for type timestamp/],
      [17, null, /a line is \{"table"/],
    ];
    for (const [at, column, reason] of expected) {
      const found = report.rejections.find((r) => r.line === at);
      expect(found, `line ${at} in ${reasons.join('\n')}`).toBeDefined();
      expect(found!.column, reasons.join('\n')).toBe(column);
      expect(found!.reason).toMatch(reason);
      expect(found!.file).toBe(path.basename(file));
    }
    // The sequence moved past the imported ids.
    const { id } = await t.deps.db
      .insertInto('category')
      .values({ code: 'after', position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBeGreaterThan(11);
    await t.deps.db.deleteFrom('category').where('id', '=', id).execute();

    // Again: nothing written, the same lines refused.
    const again = await importJsonl(t.deps, file);
    expect(again).toMatchObject({ read: 15, created: 0, updated: 0, unchanged: 3, rejected: 12 });
  });

  it('updates only what changed, and a dry run writes nothing', async () => {
    const file = write([
      line('category', { id: 10, code: 'lighting', parent_id: null, position: 5, product_count: 0 }),
      line('category', { id: 11, position: 1 }),
      line('category', { id: 20, code: 'new-one' }),
    ]);
    const before = await categories();
    const dry = await importJsonl(t.deps, file, { dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, created: 1, updated: 1, unchanged: 1, rejected: 0 });
    expect(await categories()).toEqual(before);
    const report = await importJsonl(t.deps, file);
    expect(report).toMatchObject({ created: 1, updated: 1, unchanged: 1, rejected: 0 });
    expect(await categories()).toEqual([
      { id: 10, code: 'lighting', parent_id: null, position: 5 },
      { id: 11, code: 'lamps', parent_id: 10, position: 1 },
      // Columns a new row does not give take their defaults.
      { id: 20, code: 'new-one', parent_id: null, position: 0 },
    ]);
  });

  it('keeps special types exact and flags imported users to set a password', async () => {
    const file = write([
      line('portal_user', {
        id: 7,
        email: 'ada@example.com',
        username: 'ada@example.com',
        password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaA',
        first_name: 'Ada',
        last_name: 'L',
        date_of_birth: '1815-12-10',
        created_at: '2026-01-02T03:04:05.123456+00:00',
      }),
      line('product', {
        id: 3,
        sku: 'TYPES-1',
        attrs: { colour: ['red', 'blue'], nested: { a: 1.5, b: null } },
        category_ids: [10, 11],
        search: "'lamp':1A 'red':2",
        created_at: '2026-05-06T07:08:09.654321+02:00',
      }),
    ]);
    expect(await importJsonl(t.deps, file)).toMatchObject({ created: 2, rejected: 0 });
    const user = await t.deps.db
      .selectFrom('portal_user')
      .select(['password_hash', 'must_reset_password', 'date_of_birth', 'created_at'])
      .where('id', '=', 7)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).not.toMatch(/argon2/);
    expect(user.must_reset_password).toBe(true);
    expect(user.date_of_birth).toBe('1815-12-10');
    expect(new Date(user.created_at).toISOString()).toBe('2026-01-02T03:04:05.123Z');
    const product = await t.deps.db
      .selectFrom('product')
      .select(['attrs', 'category_ids', 'search', 'created_at'])
      .where('id', '=', 3)
      .executeTakeFirstOrThrow();
    expect(product).toMatchObject({
      attrs: { colour: ['red', 'blue'], nested: { a: 1.5, b: null } },
      category_ids: [10, 11],
    });
    expect(String(product.search)).toBe("'lamp':1A 'red':2");
    // Written the other way round (another zone, keys in another order): the same row, unchanged.
    const same = write([
      line('product', {
        created_at: '2026-05-06T05:08:09.654321Z',
        search: "'red':2 'lamp':1A",
        category_ids: [10, 11],
        attrs: { nested: { b: null, a: 1.5 }, colour: ['red', 'blue'] },
        sku: 'TYPES-1',
        id: 3,
      }),
    ]);
    expect(await importJsonl(t.deps, same)).toMatchObject({ unchanged: 1, updated: 0 });
  });

  it('refuses a newer format, a newer database and a damaged backup before writing anything', async () => {
    const newer = write([
      JSON.stringify({ ...HEADER, version: 2 }),
      line('category', { id: 30, code: 'v2' }),
    ]);
    await expect(importJsonl(t.deps, newer)).rejects.toThrow(
      /format version 2, newer than this server reads \(1\)/,
    );
    const future = write([
      JSON.stringify({ ...HEADER, migration: '9999-from-the-future' }),
      line('category', { id: 30, code: 'v2' }),
    ]);
    await expect(importJsonl(t.deps, future)).rejects.toThrow(BackupRefused);
    expect(await t.deps.db.selectFrom('category').where('id', '=', 30).selectAll().execute()).toEqual([]);

    // A backup of this portal, then damaged in three ways.
    await t.deps.storage.put('assets/aa/bb/aabbcc.txt', Buffer.from('a stored file'));
    const backup = path.join(t.dataDir, 'backup');
    const manifest = await exportData(t.deps, backup);
    await expect(exportData(t.deps, backup)).rejects.toThrow(/not empty/);
    const manifestFile = path.join(backup, 'manifest.json');
    const original = fs.readFileSync(manifestFile, 'utf8');
    fs.writeFileSync(manifestFile, JSON.stringify({ ...manifest, version: 3 }));
    await expect(importJsonl(t.deps, backup)).rejects.toThrow(/format version 3/);
    fs.writeFileSync(manifestFile, original);

    const categoryFile = path.join(backup, manifest.files.find((f) => f.table === 'category')!.path);
    const categoryText = fs.readFileSync(categoryFile, 'utf8');
    // Roots first: the parent, updated (so stored) after its child, still comes before it.
    const ids = categoryText
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => (JSON.parse(l) as { row: { id: number } }).row.id);
    expect(ids.indexOf(10)).toBeLessThan(ids.indexOf(11));
    fs.writeFileSync(categoryFile, categoryText.replace('"lighting"', '"lightning"'));
    await expect(importJsonl(t.deps, backup)).rejects.toThrow(/differs from the manifest/);
    fs.writeFileSync(categoryFile, categoryText);

    // A stored file that differs is not copied and is reported; the rows import.
    await t.deps.storage.delete('assets/aa/bb/aabbcc.txt');
    fs.writeFileSync(path.join(backup, 'files/assets/aa/bb/aabbcc.txt'), 'a stored fil!');
    const checked = await importJsonl(t.deps, backup, { dryRun: true });
    expect(checked.rejections).toEqual([
      expect.objectContaining({
        file: 'files/assets/aa/bb/aabbcc.txt',
        reason: expect.stringMatching(/SHA-256/),
      }),
    ]);
    const report = await importJsonl(t.deps, backup);
    expect(report.rejections).toEqual([
      expect.objectContaining({
        file: 'files/assets/aa/bb/aabbcc.txt',
        reason: expect.stringMatching(/SHA-256/),
      }),
    ]);
    expect(report).toMatchObject({ created: 0, updated: 0, rejected: 1 });
    expect(report.unchanged).toBe(report.read);
    expect(await t.deps.storage.stat('assets/aa/bb/aabbcc.txt')).toBeNull();
    fs.writeFileSync(path.join(backup, 'files/assets/aa/bb/aabbcc.txt'), 'a stored file');
    expect((await importJsonl(t.deps, backup)).rejected).toBe(0);
    const copied = await t.deps.storage.get('assets/aa/bb/aabbcc.txt');
    const chunks: Buffer[] = [];
    for await (const chunk of copied) chunks.push(chunk as Buffer);
    expect(createHash('sha256').update(Buffer.concat(chunks)).digest('hex')).toBe(
      manifest.files.find((f) => f.path === 'files/assets/aa/bb/aabbcc.txt')!.sha256,
    );
  });

  it('tells its progress in rows and bytes', async () => {
    const file = write(
      Array.from({ length: 600 }, (_, i) => line('category', { id: 100 + i, code: `c${i}` })),
    );
    const told: { rows: number; bytes: number; totalBytes: number | null }[] = [];
    const report = await importJsonl(t.deps, file, { onProgress: (p) => told.push(p), batchSize: 200 });
    expect(report).toMatchObject({ read: 600, created: 600, rejected: 0 });
    expect(told.length).toBeGreaterThanOrEqual(3);
    const last = told[told.length - 1];
    expect(last).toEqual({ rows: 600, bytes: fs.statSync(file).size, totalBytes: fs.statSync(file).size });
  });
  it('moves stored files between local storage and S3 both ways', async () => {
    const s3 = await startS3();
    const onS3 = await createTestApp(dialect, s3.env, { seed: false });
    try {
      const fromLocal = path.join(t.dataDir, 'to-s3');
      const first = await exportData(t.deps, fromLocal);
      const report = await importJsonl(onS3.deps, fromLocal);
      expect(report).toMatchObject({ rejected: 0, updated: 0, unchanged: 0, created: report.read });
      const copied: Buffer[] = [];
      for await (const chunk of await onS3.deps.storage.get('assets/aa/bb/aabbcc.txt'))
        copied.push(chunk as Buffer);
      expect(Buffer.concat(copied).toString()).toBe('a stored file');
      // And back: the S3 portal's backup holds the same rows and files.
      const fromS3 = path.join(t.dataDir, 'from-s3');
      const second = await exportData(onS3.deps, fromS3);
      const sums = (m: typeof first) => m.files.map((f) => `${f.path} ${f.sha256}`).sort();
      expect(sums(second)).toEqual(sums(first));
      expect((await importJsonl(t.deps, fromS3)).unchanged).toBe(report.read);
    } finally {
      await onS3.close();
      await s3.close();
    }
  });
});
