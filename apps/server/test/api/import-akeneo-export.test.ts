import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onChange } from '../../src/db/changes.ts';
import {
  importPath,
  ImportUsageError,
  NOT_IMPORTABLE,
  planFolder,
} from '../../src/import/import-dispatch.ts';
import type { ImportReport } from '../../src/import/import-report.ts';
import { emptyPortal, tablesSnapshot } from '../support/import-portal.ts';
import { dialects, type TestApp } from '../support/test-app.ts';
import { csvToXlsx } from '../support/xlsx.ts';

/** Every profile of an Akeneo export, written by hand from its documented formats (see docs/import.md). */
const EXPORT = path.resolve(import.meta.dirname, '../fixtures/akeneo-export');
const CSV = fs.readdirSync(EXPORT).filter((f) => f.endsWith('.csv'));
const PRODUCT_FILES = ['products.csv', 'product_models.csv'];

/** The zip an export job downloads: its file, with the media its rows name for the product files. */
async function exportZip(file: string, extra: Record<string, Buffer | string> = {}): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(file, fs.readFileSync(path.join(EXPORT, file)));
  if (PRODUCT_FILES.includes(file))
    for (const media of fs.readdirSync(path.join(EXPORT, 'files'), { recursive: true, encoding: 'utf8' })) {
      const full = path.join(EXPORT, 'files', media);
      if (fs.statSync(full).isFile())
        zip.file(`files/${media.split(path.sep).join('/')}`, fs.readFileSync(full));
    }
  for (const [name, body] of Object.entries(extra)) zip.file(name, body);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const byFile = (reports: ImportReport[]) => Object.fromEntries(reports.map((r) => [r.file, r]));
const counts = (r: ImportReport) => [r.created, r.updated, r.unchanged, r.rejected];

describe.each(dialects)('An Akeneo export as it comes, on %s', (dialect) => {
  let t: TestApp;
  // How often the products' search words and counts are redone (db/changes.ts).
  let refreshes = 0;
  onChange('products', () => void refreshes++);
  const folder = (name: string) => fs.mkdtempSync(path.join(t.dataDir, `${name}-`));
  const snapshot = () =>
    tablesSnapshot(t.deps.db, [
      [
        'product',
        ['sku', 'attrs', 'updated_at', 'status', 'parent_id', 'category_ids', 'attribute_set_id'],
        ['sku'],
      ],
      ['product_translation', '*', ['product_id', 'locale']],
      ['product_association', '*', ['product_id', 'type_id', 'position']],
      ['association_type_translation', '*', ['type_id', 'locale']],
      ['product_asset', '*', ['product_id', 'asset_id']],
      ['asset', ['id', 'storage_key'], ['id']],
    ]);
  const productCount = async () =>
    Number(
      (
        await t.deps.db
          .selectFrom('product')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await emptyPortal(dialect, 'akeneo-export-guest');
  }, 180_000);
  afterAll(() => t.close());

  it('refuses products before their families, storing nothing of them', async () => {
    const [report] = await importPath(t.deps, path.join(EXPORT, 'products.csv'));
    expect(report.rejected).toBe(4);
    expect(report.rejections.map((r) => r.reason)).toContain('unknown family "chairs"');
    expect(await productCount()).toBe(0);
  });

  it('knows every file of the export by its header, and plans the folder in dependency order', async () => {
    const plan = await planFolder(EXPORT);
    expect(plan.map((s) => [path.basename(s.file), s.kind])).toEqual([
      ['channels.csv', 'akeneo-settings'],
      ['currencies.csv', 'akeneo-settings'],
      ['group_types.csv', 'akeneo-settings'],
      ['groups.csv', 'akeneo-settings'],
      ['locales.csv', 'akeneo-settings'],
      ['categories.csv', 'categories'],
      ['attributes.csv', 'attributes'],
      ['attribute_options.csv', 'options'],
      ['attribute_groups.csv', 'attribute-sets'],
      ['families.csv', 'attribute-sets'],
      ['family_variants.csv', 'family-variants'],
      ['association_types.csv', 'association-types'],
      ['product_models.csv', 'product-models'],
      ['products.csv', 'products'],
      ['README.txt', null],
    ]);
    // Renamed, the files are still told by their headers (group types only by their name: skipped).
    const renamed = folder('renamed');
    for (const [i, file] of CSV.entries())
      fs.copyFileSync(path.join(EXPORT, file), path.join(renamed, `export_${i}.csv`));
    const kinds = (await planFolder(renamed))
      .map((s) => s.kind)
      .filter((k) => k !== 'akeneo-settings' && k !== null);
    expect(kinds).toEqual([
      'categories',
      'attributes',
      'options',
      'attribute-sets',
      'attribute-sets',
      'family-variants',
      'association-types',
      'product-models',
      'products',
    ]);
  });

  it('imports the folder as it is: names in each locale, variants under their models, associations, media, channel values', async () => {
    refreshes = 0;
    const reports = byFile(await importPath(t.deps, EXPORT));
    // Two files wrote products: the search words and counts were redone once, after the last.
    expect(refreshes).toBe(1);
    for (const r of Object.values(reports)) expect(r.rejections, r.file).toEqual([]);
    expect(counts(reports['product_models.csv'])).toEqual([3, 0, 0, 0]);
    expect(counts(reports['products.csv'])).toEqual([4, 0, 0, 0]);
    expect(reports['README.txt'].notes).toEqual([NOT_IMPORTABLE]);
    expect(reports['groups.csv'].notes).toEqual(['Akeneo groups: the portal has no product groups: skipped']);
    expect(reports['products.csv'].notes).toEqual(
      expect.arrayContaining([
        'values of channel "ecommerce" taken (the file has ecommerce, print; --channel takes another)',
        'groups: the portal has no product groups: the column is left out',
        'PACK-products-quantity: the portal keeps no association quantities: the column is left out',
      ]),
    );

    const products = await t.deps.db
      .selectFrom('product')
      .select(['id', 'sku', 'parent_id', 'attrs'])
      .execute();
    const bySku = new Map(products.map((p) => [p.sku, p]));
    const skuOf = new Map(products.map((p) => [p.id, p.sku]));
    const parent = (sku: string) => skuOf.get(bySku.get(sku)!.parent_id ?? -1) ?? null;
    expect(products.map((p) => [p.sku, parent(p.sku)]).sort()).toEqual([
      ['BERGEN-BLACK-L', 'bergen_black'],
      ['BERGEN-BLACK-S', 'bergen_black'],
      ['BERGEN-WHITE-S', 'bergen_white'],
      ['LAMP-1', null],
      ['bergen', null],
      ['bergen_black', 'bergen'],
      ['bergen_white', 'bergen'],
    ]);
    // The variants differ by their axes; metrics in the attribute's unit, EUR prices.
    const attrs = (sku: string) => bySku.get(sku)!.attrs;
    expect(attrs('BERGEN-BLACK-L')).toMatchObject({ color: 'black', size: 'l', weight: 5.2, price: 209 });
    expect(attrs('BERGEN-WHITE-S')).toMatchObject({ color: 'white', size: 's', weight: 4.5, price: 199 });

    const names = await t.deps.db
      .selectFrom('product_translation')
      .select(['product_id', 'locale', 'name', 'attrs'])
      .where('product_id', '=', bySku.get('BERGEN-BLACK-S')!.id)
      .orderBy('locale')
      .execute();
    expect(names.map((n) => [n.locale, n.name])).toEqual([
      ['de_DE', 'Bergen Stuhl Schwarz S'],
      ['en_GB', 'Bergen Chair Black S'],
      ['fr_FR', 'Chaise Bergen noire S'],
    ]);
    // The ecommerce channel's descriptions, not print's.
    expect(names.find((n) => n.locale === 'en_GB')!.attrs).toMatchObject({ description: 'Oak chair.' });

    const associations = await t.deps.db
      .selectFrom('product_association as a')
      .innerJoin('association_type as ty', 'ty.id', 'a.type_id')
      .select(['ty.code', 'a.related_id'])
      .where('a.product_id', '=', bySku.get('LAMP-1')!.id)
      .execute();
    expect(associations.map((a) => [a.code, skuOf.get(a.related_id)]).sort()).toEqual([
      ['PACK', 'BERGEN-WHITE-S'],
      ['X_SELL', 'BERGEN-BLACK-L'],
      ['X_SELL', 'BERGEN-BLACK-S'],
      ['X_SELL', 'bergen'],
    ]);
    const labels = await t.deps.db
      .selectFrom('association_type_translation as t')
      .innerJoin('association_type as ty', 'ty.id', 't.type_id')
      .select(['ty.code', 't.locale', 't.label'])
      .where('ty.code', '=', 'X_SELL')
      .orderBy('t.locale')
      .execute();
    expect(labels.map((l) => [l.locale, l.label])).toEqual([
      ['de_DE', 'Zubehör'],
      ['en_GB', 'Cross sell'],
      ['fr_FR', 'Vente croisée'],
    ]);

    const media = await t.deps.db
      .selectFrom('product_asset')
      .select('product_id')
      .where(
        'product_id',
        'in',
        products.map((p) => p.id),
      )
      .execute();
    expect(new Set(media.map((m) => skuOf.get(m.product_id))).size).toBe(7);
  });

  it('changes nothing on a second run, from the CSV files, the same as XLSX, and as export job zips', async () => {
    const before = await snapshot();
    const again = await importPath(t.deps, EXPORT);
    for (const r of again) expect([r.file, r.created + r.updated]).toEqual([r.file, 0]);

    const xlsx = folder('xlsx');
    for (const file of CSV)
      await csvToXlsx(path.join(EXPORT, file), path.join(xlsx, file.replace(/\.csv$/, '.xlsx')));
    fs.cpSync(path.join(EXPORT, 'files'), path.join(xlsx, 'files'), { recursive: true });
    const fromXlsx = byFile(await importPath(t.deps, xlsx));
    expect(Object.keys(fromXlsx)).toHaveLength(CSV.length);
    for (const r of Object.values(fromXlsx))
      expect([r.file, r.created, r.updated, r.rejections]).toEqual([r.file, 0, 0, []]);
    expect(fromXlsx['products.xlsx'].unchanged).toBe(4);

    const zips = folder('zips');
    for (const file of CSV)
      fs.writeFileSync(path.join(zips, file.replace(/\.csv$/, '.zip')), await exportZip(file));
    const fromZips = byFile(await importPath(t.deps, zips));
    for (const r of Object.values(fromZips))
      expect([r.file, r.created, r.updated, r.rejections]).toEqual([r.file, 0, 0, []]);
    expect(fromZips['products.csv'].unchanged).toBe(4);
    // One zip alone imports as it is too.
    const [single] = await importPath(t.deps, path.join(zips, 'products.zip'));
    expect(counts(single)).toEqual([0, 0, 4, 0]);
    expect(await snapshot()).toBe(before);

    // Another channel when asked for: the report says which.
    const print = byFile(await importPath(t.deps, EXPORT, { channel: 'print', dryRun: true }));
    expect(print['products.csv'].updated).toBe(4);
    expect(print['products.csv'].notes?.[0]).toMatch(/^values of channel "print" taken/);
  });

  it('gives one line for each bad input and stores nothing of it', async () => {
    const before = await snapshot();
    const bad = folder('bad');
    for (const file of ['family_variants.csv', 'product_models.csv'])
      fs.copyFileSync(path.join(EXPORT, file), path.join(bad, file));
    fs.cpSync(path.join(EXPORT, 'files'), path.join(bad, 'files'), { recursive: true });
    const header = fs.readFileSync(path.join(EXPORT, 'products.csv'), 'utf8').split('\n')[0];
    const row = fs.readFileSync(path.join(EXPORT, 'products.csv'), 'utf8').split('\n')[3];
    // A variant without its level's axis (size), under a sub-model.
    fs.writeFileSync(
      path.join(bad, 'products.csv'),
      `${header}\n${row.replace('BERGEN-WHITE-S', 'BERGEN-WHITE-X').replace(';s;4.5000;', ';;4.5000;')}\n`,
    );
    fs.writeFileSync(path.join(bad, 'broken.xlsx'), 'PK\u0003\u0004 not a workbook');
    fs.writeFileSync(path.join(bad, 'notes.csv'), 'title;body\nHello;World\n');
    fs.writeFileSync(
      path.join(bad, 'escape.zip'),
      await exportZip('categories.csv', { '../evil.csv': 'code;parent\nevil;\n' }),
    );
    fs.writeFileSync(
      path.join(bad, 'bomb.zip'),
      await exportZip('categories.csv', { 'zeros.csv': Buffer.alloc(20 * 1024 ** 2) }),
    );
    const reports = byFile(await importPath(t.deps, bad));
    expect(reports['products.csv'].rejections.map((r) => [r.line, r.column, r.reason])).toEqual([
      [2, 'size', 'the variant axis "size" of chairs_by_color_size has no value'],
    ]);
    expect(reports['broken.xlsx'].notes).toEqual(['broken.xlsx is not a readable XLSX file: skipped']);
    expect(reports['notes.csv'].notes).toEqual([NOT_IMPORTABLE]);
    expect(reports['escape.zip'].notes).toEqual([
      'an entry points outside the archive (invalid relative path: ../): nothing of the zip is imported',
    ]);
    expect(reports['bomb.zip'].notes?.[0]).toMatch(
      /^the entry "zeros.csv" unpacks \d+ times its size: a zip bomb\?/,
    );
    expect(fs.existsSync(path.join(t.dataDir, 'evil.csv'))).toBe(false);
    expect(await snapshot()).toBe(before);
    // A file of no kind given alone is a usage error.
    await expect(importPath(t.deps, path.join(bad, 'notes.csv'))).rejects.toThrow(ImportUsageError);
  });
});
