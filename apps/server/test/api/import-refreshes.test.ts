import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPath } from '../../src/import/import-dispatch.ts';
import { numberAttributeCodes } from '../../src/modules/attributes/index.ts';
import { getSetting } from '../../src/modules/config/index.ts';
import { signIn } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

// What an import redoes at its end: the words its rows bring to the typo tolerance (added to the
// words kept) and the number filters' values.
describe.each(dialects)('the refreshes that end an import on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const words = async () =>
    (await t.deps.db.selectFrom('search_word').select('word').where('source', '=', 'products').execute()).map(
      (w) => w.word,
    );
  let api: Awaited<ReturnType<typeof signIn>>['api'] | undefined;
  const names = async (search: string) => {
    api ??= (await signIn(t.app)).api;
    const r = await api.get(`/private/product/?search=${search}&limit=20&attributes=name`);
    expect(r.status).toBe(200);
    return (r.json.products as { name: string }[]).map((p) => p.name);
  };

  it('adds the words of the rows it wrote, with their deletions, and keeps the others', async () => {
    const before = await words();
    expect(before).toEqual(expect.arrayContaining(['atelier']));
    const file = path.join(t.dataDir, 'refreshes', 'products.csv');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'sku,name-en_GB,name-de_DE\nRF-1,Quixotrelle Lamp,Quixotrelle Leuchte\n');
    const [report] = await importPath(t.deps, file);
    expect(report).toMatchObject({ created: 1, rejected: 0 });

    const after = await words();
    expect(after).toEqual(expect.arrayContaining([...before, 'quixotrelle', 'leuchte']));
    // One letter off and (9+ letters) two letters off find it through the new word's deletions.
    expect(await names('quixotrele')).toEqual(['Quixotrelle Lamp']);
    expect(await names('quixtrele')).toEqual(['Quixotrelle Lamp']);
    // Written again unchanged: nothing is added or lost.
    await importPath(t.deps, file);
    expect((await words()).sort()).toEqual(after.sort());
  });

  it('leaves fresh statistics, and on the embedded database (no autovacuum) the visibility map', async () => {
    const file = path.join(t.dataDir, 'refreshes', 'more.csv');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const rows = Array.from({ length: 300 }, (_, i) => `RF-S${i},Statistikleuchte ${i}`);
    fs.writeFileSync(file, ['sku,name-en_GB', ...rows].join('\n'));
    const [report] = await importPath(t.deps, file);
    expect(report).toMatchObject({ created: 300, rejected: 0 });
    const stats = await sql<{ relname: string; reltuples: number; relallvisible: number; relpages: number }>`
      select relname, reltuples::int as reltuples, relallvisible, relpages from pg_class
      where relname in ('product', 'product_search') order by relname`.execute(t.deps.db);
    const { n } = await t.deps.db
      .selectFrom('product')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    // Analysed after the write: the planner counts every product, the new ones included.
    expect(stats.rows[0].reltuples).toBe(Number(n));
    if (dialect === 'pglite')
      for (const table of stats.rows) expect(table.relallvisible, table.relname).toBe(table.relpages);
  });

  it('keeps the number filters’ values as one pass per attribute would find them', async () => {
    const codes = await numberAttributeCodes(t.deps.db);
    expect(codes.length).toBeGreaterThan(0);
    const expected: Record<string, number[]> = {};
    for (const code of codes) {
      const rows = await sql<{ v: string }>`
        select distinct (attrs->>${code})::numeric as v from product
        where status and not archived and parent_id is null and jsonb_typeof(attrs->${code}) = 'number'
        order by v limit 200`.execute(t.deps.db);
      expected[code] = rows.rows.map((r) => Number(r.v));
    }
    expect(Object.values(expected).some((values) => values.length > 1)).toBe(true);
    expect(await getSetting<Record<string, number[]>>(t.deps.db, 'numeric_options')).toEqual(expected);
  });
});
