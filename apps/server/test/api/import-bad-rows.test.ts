import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CELL_LENGTH, importProductFile, importProducts } from '../../src/import/product-import.ts';
import type { ImportReport } from '../../src/import/import-report.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const BAD_ROWS = path.resolve(import.meta.dirname, '../../../../examples/import/products-bad-rows.csv');
const FILE = 'products-bad-rows.csv';

/** Each refused row of the example file: line, column and reason, in line order. */
const REJECTIONS: [number, string | null, string][] = [
  [3, 'colour', 'unknown attribute "colour"'],
  [4, 'color', 'option "pink" is not in the list of color'],
  [5, 'power', '"bright" is not a number'],
  [6, 'weight', '"heavy" is not a number'],
  [7, 'dimmable', '"maybe" is not 1, 0, true or false'],
  [8, 'product_introduction_date', '"10/01/2026" is not a date (YYYY-MM-DD)'],
  [9, 'product_introduction_date', '"2026-02-30" is not a date (YYYY-MM-DD)'],
  [10, 'sku', 'the sku is missing'],
  [11, 'parent', 'missing parent "BR-NONE"'],
  [12, 'sku', 'duplicate sku "BR-1000" in the file'],
  [13, 'categories', 'unknown category "moon-lamps"'],
  [14, 'attribute_set', 'unknown attribute set "spaceships"'],
  [15, 'short_description-xx_XX', 'unknown locale "xx_XX"'],
  [16, 'brand-de_DE', 'brand is not translated: write it without a locale'],
  [17, 'name-en_GB', 'a NUL character (byte 0) in the value'],
  [18, 'sku', '300 characters, at most 255 are taken'],
  [19, 'color', 'option "pink" is not in the list of color'],
  [20, 'parent', 'the parents make a loop: BR-1018 → BR-1019 → BR-1018'],
  [21, 'parent', 'the parents make a loop: BR-1018 → BR-1019 → BR-1018'],
  [22, 'parent', 'a product cannot be its own parent'],
  [23, null, '17 fields, the header has 16'],
  [24, null, '15 fields, the header has 16'],
  [27, null, 'the header again (files joined?): not a product'],
  [28, 'enabled', '"yes" is not 1 or 0'],
  [32, null, 'a quoted field is not closed (it runs from line 32 to the end of the file)'],
];
const GOOD = ['BR-1000', 'BR-1023', 'BR-1026', 'BR-1027'];

describe.each(dialects)('bad rows of a product import on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** Every stored value of the products (and their translations) not named BR-…: what must not change. */
  const untouched = async () => {
    const products = await t.deps.db
      .selectFrom('product')
      .selectAll()
      .where('sku', 'not like', 'BR-%')
      .orderBy('id')
      .execute();
    const translations = await t.deps.db
      .selectFrom('product_translation as t')
      .innerJoin('product as p', 'p.id', 't.product_id')
      .selectAll('t')
      .where('p.sku', 'not like', 'BR-%')
      .orderBy('t.product_id')
      .orderBy('t.locale')
      .execute();
    return JSON.stringify({ products, translations });
  };

  /** The report refused exactly these cells (line, column, reason) of its file, and nothing else changed. */
  const expectRefusedOnly = async (
    report: ImportReport,
    before: string,
    refused: [line: number, column: string, reason: string][],
  ) => {
    expect(report.rejections).toEqual(
      refused.map(([line, column, reason]) => ({ file: report.file, line, column, reason })),
    );
    expect(await untouched()).toBe(before);
  };

  it('refuses each bad row with its line, column and reason, imports the good ones and changes nothing else', async () => {
    const before = await untouched();
    const report = await importProductFile(t.deps, BAD_ROWS);
    // 31 rows: the blank line and the row of empty fields are none.
    expect(report).toMatchObject({
      read: 29,
      created: GOOD.length,
      updated: 0,
      unchanged: 0,
      rejected: REJECTIONS.length,
    });
    expect(report.rejections).toEqual(
      REJECTIONS.map(([line, column, reason]) => ({ file: FILE, line, column, reason })),
    );
    expect(await untouched()).toBe(before);

    const stored = await t.deps.db
      .selectFrom('product as p')
      .leftJoin('product as parent', 'parent.id', 'p.parent_id')
      .select(['p.sku', 'parent.sku as parent', 'p.attrs'])
      .where('p.sku', 'like', 'BR-%')
      .orderBy('p.sku')
      .execute();
    expect(stored.map((p) => [p.sku, p.parent])).toEqual([
      ['BR-1000', null],
      ['BR-1023', null],
      ['BR-1026', 'BR-1000'],
      ['BR-1027', null],
    ]);
    expect(stored.find((p) => p.sku === 'BR-1027')!.attrs.color).toEqual(['black', 'white']);
  });

  it('keeps the text of a long description with scripts, without the scripts', async () => {
    const row = await t.deps.db
      .selectFrom('product_translation as t')
      .innerJoin('product as p', 'p.id', 't.product_id')
      .select('t.attrs')
      .where('p.sku', '=', 'BR-1023')
      .where('t.locale', '=', 'en_GB')
      .executeTakeFirstOrThrow();
    const html = String(row.attrs.long_description);
    expect(html).toContain('<p>Safe text</p>');
    expect(html).toContain('link');
    expect(html).not.toMatch(/script|onerror|javascript:|alert/i);
  });

  it('a second import of the file writes nothing and refuses the same rows', async () => {
    const before = await t.deps.db
      .selectFrom('product')
      .select(['sku', 'updated_at', 'attrs', 'search'])
      .orderBy('sku')
      .execute();
    const report = await importProductFile(t.deps, BAD_ROWS);
    expect(report).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: GOOD.length,
      rejected: REJECTIONS.length,
    });
    expect(report.rejections.map((r) => r.line)).toEqual(REJECTIONS.map(([line]) => line));
    expect(
      await t.deps.db
        .selectFrom('product')
        .select(['sku', 'updated_at', 'attrs', 'search'])
        .orderBy('sku')
        .execute(),
    ).toEqual(before);
  });

  it(`refuses a value over ${MAX_CELL_LENGTH} characters, and a loop through stored parents`, async () => {
    const file = path.join(t.dataDir, 'long.csv');
    fs.writeFileSync(
      file,
      [
        'sku,parent,name-en_GB,long_description-en_GB',
        `BR-2000,,Long,"<p>${'x'.repeat(MAX_CELL_LENGTH)}</p>"`,
        'BR-2001,,Fits,<p>short</p>',
        // BR-1026 is stored as a variant of BR-1000: BR-1000 under it would close a loop.
        'BR-1000,BR-1026,Bad Rows Good Lamp,',
      ].join('\n'),
    );
    const before = await untouched();
    const report = await importProductFile(t.deps, file);
    expect(report).toMatchObject({ read: 3, created: 1, rejected: 2 });
    await expectRefusedOnly(report, before, [
      [
        2,
        'long_description-en_GB',
        `${MAX_CELL_LENGTH + 7} characters, at most ${MAX_CELL_LENGTH} are taken`,
      ],
      [4, 'parent', 'the parents make a loop: BR-1000 → BR-1026 → BR-1000'],
    ]);
    const parent = await t.deps.db
      .selectFrom('product')
      .select('parent_id')
      .where('sku', '=', 'BR-1000')
      .executeTakeFirstOrThrow();
    expect(parent.parent_id).toBeNull();
  });

  it('refuses a value with an unpaired surrogate (a sheet can spell one), and writes the rest', async () => {
    const before = await untouched();
    const report = await importProducts(
      t.deps,
      'surrogate.csv',
      (async function* () {
        yield 'sku,name-en_GB\nBR-3000,Half \ud83d a smile\nBR-3001,Whole \ud83d\ude00 smile\n';
      })(),
    );
    expect(report).toMatchObject({ read: 2, created: 1, rejected: 1 });
    await expectRefusedOnly(report, before, [
      [2, 'name-en_GB', 'an unpaired surrogate (no Unicode character) in the value'],
    ]);
    const name = await t.deps.db
      .selectFrom('product_translation')
      .innerJoin('product', 'product.id', 'product_translation.product_id')
      .select('name')
      .where('sku', '=', 'BR-3001')
      .executeTakeFirstOrThrow();
    expect(name.name).toBe('Whole \u{1f600} smile');
  });
});
