import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importProductFile } from '../../src/import/product-import.ts';
import { client, guestClients } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const EXAMPLE = path.resolve(import.meta.dirname, '../../../../examples/import/products-simple.csv');

describe.each(dialects)('simple product import on %s', (dialect) => {
  let t: TestApp;
  let en: ReturnType<typeof client>;
  let de: ReturnType<typeof client>;
  // List answers are cached for a while: every read below asks a query of its own.
  const list = async (query: Record<string, unknown>, c = en) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [
        k,
        typeof v === 'object' ? JSON.stringify(v) : String(v),
      ]),
    );
    const { status, json } = await c.get(`/private/product/?${params}`);
    expect(status).toBe(200);
    return json as {
      total: number;
      products: { id: number; name: string; attributes: Record<string, unknown> }[];
    };
  };
  const write = (name: string, text: string) => {
    const file = path.join(t.dataDir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  const rows = () =>
    t.deps.db
      .selectFrom('product')
      .select(['sku', 'attrs', 'updated_at', 'filter_keys', 'status', 'parent_id', 'search', 'sort_name'])
      .where('sku', 'like', 'EX-%')
      .orderBy('sku')
      .execute();
  const snapshot = async () => JSON.stringify(await rows());

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ en, de } = await guestClients(t.app));
  });
  afterAll(() => t.close());

  it('imports the example file onto the demo catalogue: names, filters, search, variants and counts', async () => {
    const before = (await list({ limit: 1 })).total;
    const report = await importProductFile(t.deps, EXAMPLE);
    expect(report).toMatchObject({ read: 12, created: 12, updated: 0, unchanged: 0, rejected: 0 });
    // Twelve rows: two variants and one disabled product are not listed.
    expect((await list({ limit: 2 })).total).toBe(before + 9);

    const found = await list({ search: 'Solstice', attributes: 'sku,color,price' });
    expect(found.products.map((p) => p.attributes.sku)).toEqual(['EX-1000']);
    expect(found.products[0]).toMatchObject({
      name: 'Solstice Pendant Light',
      attributes: { color: ['white', 'black'], price: 249 },
    });
    const german = await list({ search: 'Pendelleuchte Solstice', attributes: 'sku' }, de);
    expect(german.products[0].name).toBe('Solstice Pendelleuchte');

    const variants = await list({ filters: { parent: found.products[0].id }, attributes: 'sku,color' }, de);
    expect(variants.products.map((p) => [p.attributes.sku, p.name, p.attributes.color]).sort()).toEqual([
      ['EX-1001', 'Solstice Pendelleuchte – Weiß', ['white']],
      ['EX-1002', 'Solstice Pendelleuchte – Schwarz', ['black']],
    ]);

    const garden = { category_code: 'garden-lights', ip_rating: 'IP65', dimmable: 'false' };
    const filtered = await list({ filters: garden, search: 'Meadowglow', attributes: 'sku,ip_rating' });
    expect(filtered.products.map((p) => p.attributes)).toEqual([{ sku: 'EX-1012', ip_rating: 'IP65' }]);
    const indoor = { ...garden, ip_rating: 'IP20' };
    expect((await list({ filters: indoor, search: 'Meadowglow' })).total).toBe(0);
    // A disabled product is not listed.
    expect((await list({ search: 'Pebblestep' })).total).toBe(0);
  });

  it('a second import of the same file changes nothing', async () => {
    const before = await snapshot();
    const report = await importProductFile(t.deps, EXAMPLE);
    expect(report).toMatchObject({ read: 12, created: 0, updated: 0, unchanged: 12, rejected: 0 });
    expect(await snapshot()).toBe(before);
  });

  it('a changed copy updates exactly the changed rows; a dry run of it writes nothing', async () => {
    const changed = fs
      .readFileSync(EXAMPLE, 'utf8')
      .replace(',89.50,40,', ',79.50,40,')
      .replace('Saltmarsh Teppich', 'Saltmarsh Flachgewebe');
    const file = write('changed.csv', changed);
    const before = await snapshot();
    const dry = await importProductFile(t.deps, file, { dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, read: 12, created: 0, updated: 2, unchanged: 10 });
    expect(await snapshot()).toBe(before);

    const stored = await rows();
    const report = await importProductFile(t.deps, file);
    expect(report).toMatchObject({ read: 12, created: 0, updated: 2, unchanged: 10, rejected: 0 });
    // Exactly the two changed rows were written: the others keep their values and their time.
    const changedSkus = ['EX-1010', 'EX-3002'];
    const written = await rows();
    const others = (list: typeof stored) => list.filter((p) => !changedSkus.includes(p.sku));
    expect(others(written)).toEqual(others(stored));
    for (const sku of changedSkus) {
      const [a, b] = [stored, written].map((list) => list.find((p) => p.sku === sku)!);
      expect(b.updated_at.getTime()).toBeGreaterThan(a.updated_at.getTime());
    }
    const rug = await list({ search: 'Flachgewebe', attributes: 'sku' }, de);
    expect(rug.products.map((p) => [p.attributes.sku, p.name])).toEqual([
      ['EX-3002', 'Saltmarsh Flachgewebe'],
    ]);
    const wall = await list({ search: 'Fjordline', attributes: 'sku,price' });
    expect(wall.products[0].attributes).toEqual({ sku: 'EX-1010', price: 79.5 });
    const again = await importProductFile(t.deps, file);
    expect(again).toMatchObject({ updated: 0, unchanged: 12 });
  });

  it('refuses bad rows one by one with their line, column and reason, and changes nothing else', async () => {
    const file = write(
      'bad.csv',
      [
        'sku;parent;categories;name-en_GB;name-xx_XX;colour;color;power',
        'EX-3000;;cushions;Larkspur Cushion;;;blue;',
        'EX-3000;;cushions;Larkspur Cushion;;;blue;',
        'EX-9001;;cushions;Bad locale;Kissen;;;',
        'EX-9002;;cushions;Unknown attribute;;red;;',
        'EX-9003;;cushions;Bad option;;;pink;',
        'EX-9004;;desk-lamps;Wrong type;;;;bright',
        'EX-9005;EX-NONE;desk-lamps;Orphan;;;;',
        'EX-9006;;no-such-category;Nowhere;;;;',
        '"EX-9007";;desk-lamps;"Half ""number""";;;;2.5',
      ].join('\r\n'),
    );
    const before = await snapshot();
    const report = await importProductFile(t.deps, file);
    expect(report).toMatchObject({ read: 9, created: 0, updated: 0, unchanged: 1, rejected: 8 });
    expect(report.rejections).toEqual(
      [
        [3, 'sku', 'duplicate sku "EX-3000" in the file'],
        [4, 'name-xx_XX', 'unknown locale "xx_XX"'],
        [5, 'colour', 'unknown attribute "colour"'],
        [6, 'color', 'option "pink" is not in the list of color'],
        [7, 'power', '"bright" is not a number'],
        [8, 'parent', 'missing parent "EX-NONE"'],
        [9, 'categories', 'unknown category "no-such-category"'],
        [10, 'power', '"2.5" is not a whole number'],
      ].map(([line, column, reason]) => ({ file: 'bad.csv', line, column, reason })),
    );
    expect(await snapshot()).toBe(before);
    expect(
      await t.deps.db.selectFrom('product').where('sku', 'like', 'EX-9%').select('id').execute(),
    ).toEqual([]);
  });

  it.each([
    ['in one batch', undefined],
    ['one row a batch', 1],
  ])('imports variants that come before their parent (%s), refusing in line order', async (_, batchSize) => {
    const n = batchSize ?? 0;
    const file = write(
      `later-parent-${n}.csv`,
      [
        'sku,parent,categories,name-en_GB',
        `EX-5${n}01,EX-5${n}00,desk-lamps,Later Lamp – Small`,
        `EX-5${n}02,EX-5${n}00,desk-lamps,Later Lamp – Large`,
        `EX-5${n}03,EX-NONE,desk-lamps,Orphan`,
        `EX-5${n}04,,no-such-category,Nowhere`,
        `EX-5${n}00,,desk-lamps,Later Lamp`,
      ].join('\n'),
    );
    const report = await importProductFile(t.deps, file, { batchSize });
    expect(report).toMatchObject({ read: 5, created: 3, updated: 0, unchanged: 0, rejected: 2 });
    expect(report.rejections.map((r) => [r.line, r.column, r.reason])).toEqual([
      [4, 'parent', 'missing parent "EX-NONE"'],
      [5, 'categories', 'unknown category "no-such-category"'],
    ]);
    const rows = await t.deps.db
      .selectFrom('product as p')
      .leftJoin('product as parent', 'parent.id', 'p.parent_id')
      .select(['p.sku', 'parent.sku as parent'])
      .where('p.sku', 'like', `EX-5${n}%`)
      .orderBy('p.sku')
      .execute();
    expect(rows).toEqual([
      { sku: `EX-5${n}00`, parent: null },
      { sku: `EX-5${n}01`, parent: `EX-5${n}00` },
      { sku: `EX-5${n}02`, parent: `EX-5${n}00` },
    ]);
    const again = await importProductFile(t.deps, file, { batchSize });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3, rejected: 2 });
  });

  it('finds long descriptions by their words, not their tags, in each language; a row without names by its sku', async () => {
    const file = write(
      'long-texts.csv',
      [
        'sku,categories,name-en_GB,name-de_DE,long_description-en_GB,long_description-de_DE',
        'EX-7001,desk-lamps,Quillon Lamp,Quillon Leuchte,' +
          '"<p>Shade of <strong>zephyrine</strong> glass, <a href=""https://example.com/vorpalgrain"">more</a></p>",' +
          '"<p>Schirm aus <em>Wolkenstahl</em></p>"',
        'EX-7002,desk-lamps,,,,',
      ].join('\n'),
    );
    const report = await importProductFile(t.deps, file);
    expect(report).toMatchObject({ created: 2, rejected: 0 });
    const skus = async (search: string, c = en) =>
      (await list({ search, attributes: 'sku' }, c)).products.map((p) => p.attributes.sku);
    expect(await skus('zephyrine')).toEqual(['EX-7001']);
    expect(await skus('wolkenstahl', de)).toEqual(['EX-7001']);
    // A link's address is markup, not text.
    expect(await skus('vorpalgrain')).toEqual([]);
    expect(await skus('EX-7002')).toEqual(['EX-7002']);
  });
});
