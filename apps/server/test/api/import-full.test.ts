import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport } from '../../src/import/import-report.ts';
import { importProductFile } from '../../src/import/product-import.ts';
import { client } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const EXAMPLE = path.resolve(import.meta.dirname, '../../../../examples/import/products-simple.csv');

describe.each(dialects)('full product import on %s', (dialect) => {
  let t: TestApp;
  let en: ReturnType<typeof client>;
  // List answers are cached for a while: every read asks a query of its own.
  let asked = 0;
  const listed = async () => {
    const { status, json } = await en.get(`/private/product/?limit=${++asked}`);
    expect(status).toBe(200);
    return (json as { total: number }).total;
  };
  const counts = async () => {
    const rows = await t.deps.db
      .selectFrom('product')
      .select(['archived', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('archived')
      .execute();
    const of = (archived: boolean) => Number(rows.find((r) => r.archived === archived)?.n ?? 0);
    return { active: of(false), archived: of(true) };
  };
  const archivedSkus = async () =>
    (
      await t.deps.db
        .selectFrom('product')
        .select('sku')
        .where('archived', '=', true)
        .where('sku', 'like', 'EX-%')
        .orderBy('sku')
        .execute()
    ).map((r) => r.sku);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const { json } = await client(t.app).get('/public/config/');
    en = client(t.app, { token: json.setup.guest_token, locale: 'en_GB' });
  });
  afterAll(() => t.close());

  it('a dry run reports what a full import would archive and writes nothing', async () => {
    const before = await counts();
    const report = await importProductFile(t.deps, EXAMPLE, { full: true, dryRun: true });
    // Every demo product is absent from the example file.
    expect(report).toMatchObject({ dryRun: true, created: 12, archived: before.active, rejected: 0 });
    expect(formatReport(report)).toContain(`  archived   ${before.active}`);
    expect(await counts()).toEqual(before);
  });

  it('archives the products absent from the file, deleting none', async () => {
    const before = await counts();
    const report = await importProductFile(t.deps, EXAMPLE, { full: true });
    expect(report).toMatchObject({ created: 12, archived: before.active, rejected: 0 });
    expect(await counts()).toEqual({ active: 12, archived: before.active + before.archived });
    // Twelve rows: two variants and one disabled product are not listed.
    expect(await listed()).toBe(9);
  });

  it('archives a product left out of the next full file, and a refused row archives nothing', async () => {
    const lines = fs.readFileSync(EXAMPLE, 'utf8').trimEnd().split('\n');
    const withoutRug = lines.filter((l) => !l.startsWith('EX-3002,'));
    // A refused row still names a product of the file: it is not archived.
    const refused = withoutRug.map((l) => (l.startsWith('EX-3001,') ? l.replace(',wool,', ',tin,') : l));
    const file = path.join(t.dataDir, 'without-rug.csv');
    fs.writeFileSync(file, refused.join('\n'));
    const report = await importProductFile(t.deps, file, { full: true });
    expect(report).toMatchObject({ read: 11, unchanged: 10, rejected: 1, archived: 1 });
    expect(await archivedSkus()).toEqual(['EX-3002']);
    expect(await listed()).toBe(8);
  });

  it('importing an archived product again brings it back', async () => {
    const report = await importProductFile(t.deps, EXAMPLE);
    expect(report).toMatchObject({ created: 0, updated: 1, unchanged: 11 });
    expect(report.archived).toBeUndefined();
    expect(await archivedSkus()).toEqual([]);
    expect(await listed()).toBe(9);
  });

  it('refuses a full import of a file without rows', async () => {
    const file = path.join(t.dataDir, 'empty.csv');
    fs.writeFileSync(file, 'sku,name-en_GB\n');
    const before = await counts();
    await expect(importProductFile(t.deps, file, { full: true })).rejects.toThrow(/at least one/);
    expect(await counts()).toEqual(before);
  });
});
