import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { akeneoProductsImporter, productModelsImporter } from '../../src/import/akeneo/akeneo-importers.ts';
import { chooseImporter, planFolder } from '../../src/import/import-dispatch.ts';
import type { KindImporter } from '../../src/import/import-kind.ts';
import type { ImportReport } from '../../src/import/import-report.ts';
import { attributeSetsImporter } from '../../src/import/reference/attribute-sets-import.ts';
import { attributesImporter } from '../../src/import/reference/attributes-import.ts';
import { categoriesImporter } from '../../src/import/reference/categories-import.ts';
import { optionsImporter } from '../../src/import/reference/options-import.ts';
import { client } from '../support/http.ts';
import { emptyPortal, importFiles, productList, tablesSnapshot } from '../support/import-portal.ts';
import { dialects, type TestApp } from '../support/test-app.ts';
import { csvToXlsx } from '../support/xlsx.ts';

const EXPORT = path.resolve(import.meta.dirname, '../../../../examples/import/akeneo');
const GUEST = 'akeneo-guest-token';

/** The export's files in the order a folder import takes them, with their importers. */
const FILES: [string, KindImporter][] = [
  ['categories.csv', categoriesImporter],
  ['attributes.csv', attributesImporter],
  ['attribute_options.csv', optionsImporter],
  ['attribute_groups.csv', attributeSetsImporter],
  ['families.csv', attributeSetsImporter],
  ['product_models.csv', productModelsImporter],
  ['products.csv', akeneoProductsImporter],
];
const ROWS: Record<string, number> = {
  'categories.csv': 8,
  'attributes.csv': 16,
  'attribute_options.csv': 12,
  'attribute_groups.csv': 3,
  'families.csv': 2,
  'product_models.csv': 4,
  'products.csv': 9,
};

describe.each(dialects)('Akeneo export import on %s', (dialect) => {
  let t: TestApp;
  let en: ReturnType<typeof client>;
  let de: ReturnType<typeof client>;
  let fr: ReturnType<typeof client>;
  const list = productList(50, () => en);
  const skus = (answer: Awaited<ReturnType<typeof list>>) =>
    answer.products.map((p) => p.attributes.sku as string).sort();
  const importAll = (folder = EXPORT, options = {}) => importFiles(t, folder, FILES, options);
  const snapshot = () =>
    tablesSnapshot(t.deps.db, [
      [
        'product',
        ['sku', 'attrs', 'updated_at', 'filter_keys', 'status', 'parent_id', 'category_ids'],
        ['sku'],
      ],
      ['category_translation', '*', ['category_id', 'locale']],
      ['attribute_translation', '*', ['attribute_id', 'locale']],
      ['asset', ['id', 'storage_key'], ['id']],
      ['attribute_group', '*', ['id']],
    ]);
  const copyExport = (name: string) => {
    const folder = path.join(t.dataDir, name);
    fs.cpSync(EXPORT, folder, { recursive: true });
    return folder;
  };

  beforeAll(async () => {
    t = await emptyPortal(dialect, GUEST);
    en = client(t.app, { token: GUEST, locale: 'en_GB' });
    de = client(t.app, { token: GUEST, locale: 'de_DE' });
    fr = client(t.app, { token: GUEST, locale: 'fr_FR' });
    // Opening the database takes a while on a busy machine.
  }, 180_000);
  afterAll(() => t.close());

  it('recognises each file of the export, and imports the folder in dependency order', async () => {
    for (const [file, importer] of FILES)
      expect((await chooseImporter(path.join(EXPORT, file))).kind, file).toBe(importer.kind);
    // The media folder is read through the product files, not imported on its own.
    const plan = await planFolder(EXPORT);
    expect(plan.map((step) => [path.basename(step.file), step.importer])).toEqual(FILES);
  });

  it('imports the export into an empty portal: names, variants, metrics, prices, filters, counts and images', async () => {
    const reports = await importAll();
    for (const [file] of FILES)
      expect(reports[file], file).toMatchObject({ read: ROWS[file], created: ROWS[file], rejected: 0 });

    // Listed: the three root models and two products; variants and sub-models are under them, one product is disabled.
    const all = await list({ attributes: 'sku,brand,material,dimmable,price', facets: 1 });
    expect(skus(all)).toEqual(['FJORD-WALL', 'LINEN-SHADE', 'bergen', 'orbit', 'solstice']);
    expect(all.facets!.brand).toEqual({ lumio: 2, nordlicht: 2, atelier_nord: 1 });
    expect(all.facets!.material).toEqual({ glass: 2, brass: 1, steel: 2, linen: 1 });
    expect(all.facets!.dimmable).toEqual({ true: 2, false: 2 });

    const solstice = (await list({ search: 'Solstice', attributes: 'sku' })).products[0];
    expect(solstice).toMatchObject({
      name: 'Solstice Pendant Light',
      longDescription: 'Mouth-blown glass dome with a brass fitting.',
    });
    expect((await list({ search: 'Solstice', attributes: 'sku' }, de)).products[0].name).toBe(
      'Solstice Pendelleuchte',
    );
    expect((await list({ search: 'Solstice', attributes: 'sku' }, fr)).products[0].name).toBe(
      'Suspension Solstice',
    );

    const variants = await list(
      { filters: { parent: solstice.id }, attributes: 'sku,color,weight,price,power' },
      de,
    );
    expect(variants.products.map((p) => [p.attributes.sku, p.name, p.attributes]).sort()).toEqual([
      [
        'SOL-BLACK',
        'Solstice Pendelleuchte Schwarz',
        { sku: 'SOL-BLACK', color: 'black', weight: 1.2, price: 249, power: 40 },
      ],
      [
        'SOL-WHITE',
        'Solstice Pendelleuchte Weiß',
        { sku: 'SOL-WHITE', color: 'white', weight: 1.2, price: 249, power: 40 },
      ],
    ]);
    // Units converted to the attribute's: 850 GRAM, 0.006 KILOWATT, 0.42 METER, 820 MILLIMETER.
    const orbit = (await list({ search: 'Orbit', attributes: 'sku,power' })).products[0];
    expect(orbit.attributes.power).toBe(6);
    const orbits = await list({ filters: { parent: orbit.id }, attributes: 'sku,weight,height' });
    expect(
      orbits.products.map((p) => p.attributes).sort((a, b) => String(a.sku).localeCompare(String(b.sku))),
    ).toEqual([
      { sku: 'ORB-BRASS', weight: 0.85, height: 42 },
      { sku: 'ORB-GREEN', weight: 0.85, height: 42 },
    ]);
    // A sub-model between the model and its products.
    const bergen = (await list({ search: 'Bergen', attributes: 'sku' })).products[0];
    const oak = await list({ filters: { parent: bergen.id }, attributes: 'sku,material' });
    expect(oak.products.map((p) => [p.attributes.sku, p.attributes.material])).toEqual([
      ['bergen_oak', ['oak']],
    ]);
    const chairs = await list({ filters: { parent: oak.products[0].id }, attributes: 'sku,height' });
    expect(
      chairs.products.map((p) => p.attributes).sort((a, b) => String(a.sku).localeCompare(String(b.sku))),
    ).toEqual([
      { sku: 'BERGEN-OAK-BLACK', height: 82 },
      { sku: 'BERGEN-OAK-GREEN', height: 82 },
    ]);

    const { json: attributes } = await de.get('/private/attribute/');
    const byName = Object.fromEntries(attributes.map((a: { name: string }) => [a.name, a]));
    expect(byName.weight).toMatchObject({ type: 'float', post_fix: 'kg', label: 'Gewicht' });
    expect(byName.power).toMatchObject({ type: 'float', post_fix: 'W' });
    expect(byName.price).toMatchObject({ type: 'float', post_fix: 'EUR' });
    expect(byName.lumen).toMatchObject({ type: 'number' });
    expect(byName.color.options.map((o: { label: string }) => o.label)).toEqual([
      'Weiß',
      'Schwarz',
      'Messing',
      'Grün',
    ]);
    expect(byName.dimmable.options.map((o: { label: string }) => o.label)).toEqual(['Ja', 'Nein']);

    // Filters on a select, a multi-select and a category (with its descendants).
    expect(skus(await list({ filters: { brand: 'lumio' }, attributes: 'sku' }))).toEqual([
      'FJORD-WALL',
      'solstice',
    ]);
    expect(skus(await list({ filters: { material: ['linen', 'brass'] }, attributes: 'sku' }))).toEqual([
      'LINEN-SHADE',
      'solstice',
    ]);
    expect(skus(await list({ filters: { category_code: 'lighting' }, attributes: 'sku' }))).toEqual([
      'FJORD-WALL',
      'LINEN-SHADE',
      'orbit',
      'solstice',
    ]);
    const { json: tree } = await de.get('/private/category/');
    const counts: Record<string, [string, number]> = {};
    const walk = (nodes: { code: string; title: string; count: number; children: never[] }[]) =>
      nodes.forEach((n) => {
        counts[n.code] = [n.title, n.count];
        walk(n.children);
      });
    walk(tree);
    expect(counts).toEqual({
      master: ['Hauptkatalog', 5],
      lighting: ['Beleuchtung', 4],
      desk_lamps: ['Schreibtischleuchten', 1],
      pendant_lights: ['Pendelleuchten', 2],
      furniture: ['Möbel', 1],
      chairs: ['Stühle', 1],
      print_catalog: ['Druckkatalog', 2],
      print_2025: ['Katalog 2025', 2],
    });

    // The image: an asset of the library, linked to the product, served.
    expect(solstice.image).toMatch(/^\/pim\/media\/.+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: solstice.image! });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const linked = await t.deps.db
      .selectFrom('product_asset as pa')
      .innerJoin('product as p', 'p.id', 'pa.product_id')
      .innerJoin('asset as a', 'a.id', 'pa.asset_id')
      .select(['p.sku', 'a.name', 'a.ext'])
      .orderBy('p.sku')
      .orderBy('a.name')
      .orderBy('a.ext')
      .execute();
    expect(linked.filter((l) => l.sku.startsWith('FJORD'))).toEqual([
      { sku: 'FJORD-WALL', name: 'fjord_wall', ext: 'pdf' },
      { sku: 'FJORD-WALL', name: 'fjord_wall', ext: 'png' },
    ]);
    // bergen and bergen_oak show the same file: one asset.
    expect(linked.filter((l) => l.sku.startsWith('bergen'))).toEqual([
      { sku: 'bergen', name: 'bergen', ext: 'png' },
      { sku: 'bergen_oak', name: 'bergen', ext: 'png' },
    ]);
    expect((await t.deps.db.selectFrom('asset').select('id').execute()).length).toBe(12);

    const { json: sets } = await en.get(`/private/attribute-set/`);
    const lamps = sets.find((s: { name: string }) => s.name === 'Lamps');
    expect(lamps.groups).toEqual([
      {
        name: 'Marketing',
        attributes: ['sku', 'name', 'description', 'brand', 'release_date', 'image', 'datasheet'],
      },
      {
        name: 'Technical',
        attributes: ['color', 'material', 'power', 'lumen', 'dimmable', 'height', 'weight'],
      },
      { name: 'ERP', attributes: ['price', 'ean'] },
    ]);
  });

  it('a second import, and the products as XLSX, change nothing', async () => {
    const before = await snapshot();
    const reports = await importAll();
    for (const [file] of FILES)
      expect(reports[file], file).toMatchObject({
        read: ROWS[file],
        created: 0,
        updated: 0,
        unchanged: ROWS[file],
        rejected: 0,
      });
    const folder = copyExport('xlsx');
    await csvToXlsx(path.join(folder, 'products.csv'), path.join(folder, 'products.xlsx'));
    expect((await chooseImporter(path.join(folder, 'products.xlsx'))).kind).toBe('products');
    const xlsx = await akeneoProductsImporter.run(t.deps, path.join(folder, 'products.xlsx'), {});
    expect(xlsx).toMatchObject({ file: 'products.xlsx', read: 9, unchanged: 9, rejected: 0 });
    // Reference files too.
    for (const [name, importer] of [
      ['categories', categoriesImporter],
      ['attributes', attributesImporter],
      ['families', attributeSetsImporter],
    ] as const) {
      await csvToXlsx(path.join(folder, `${name}.csv`), path.join(folder, `${name}.xlsx`));
      const report = await importer.run(t.deps, path.join(folder, `${name}.xlsx`), {});
      expect(report, name).toMatchObject({ read: ROWS[`${name}.csv`], unchanged: ROWS[`${name}.csv`] });
    }
    expect(await snapshot()).toBe(before);
  });

  it('a changed export updates exactly the changed rows; a dry run of it writes nothing', async () => {
    const folder = copyExport('changed');
    const edit = (file: string, from: string, to: string) => {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      expect(text).toContain(from);
      fs.writeFileSync(path.join(folder, file), text.replace(from, to));
    };
    edit(
      'products.csv',
      'WATT;249.00;269.00;2024-03-01;1.2000;KILOGRAM',
      'WATT;239.00;259.00;2024-03-01;1.2000;KILOGRAM',
    );
    edit('products.csv', 'Orbit Schreibtischleuchte Grün', 'Orbit Schreibtischleuchte Salbei');
    edit('categories.csv', 'Stühle;Chairs', 'Sessel und Stühle;Chairs');
    edit('attribute_options.csv', 'Grün;Green', 'Salbeigrün;Green');
    const before = await snapshot();
    const dry = await importAll(folder, { dryRun: true });
    expect(await snapshot()).toBe(before);
    const reports = await importAll(folder);
    for (const result of [dry, reports]) {
      expect(result['products.csv']).toMatchObject({ updated: 2, unchanged: 7, rejected: 0 });
      expect(result['categories.csv']).toMatchObject({ updated: 1, unchanged: 7 });
      expect(result['attribute_options.csv']).toMatchObject({ updated: 1, unchanged: 11 });
      expect(result['product_models.csv']).toMatchObject({ updated: 0, unchanged: 4 });
    }
    const parent = async (search: string) => (await list({ search, attributes: 'sku' })).products[0].id;
    const solstice = await list({ filters: { parent: await parent('Solstice') }, attributes: 'sku,price' });
    expect(
      solstice.products.map((p) => p.attributes).sort((a, b) => String(a.sku).localeCompare(String(b.sku))),
    ).toEqual([
      { sku: 'SOL-BLACK', price: 249 },
      { sku: 'SOL-WHITE', price: 239 },
    ]);
    const orbit = await list({ filters: { parent: await parent('Orbit') }, attributes: 'sku' }, de);
    expect(orbit.products.map((p) => [p.attributes.sku, p.name]).sort()).toEqual([
      ['ORB-BRASS', 'Orbit Schreibtischleuchte Messing'],
      ['ORB-GREEN', 'Orbit Schreibtischleuchte Salbei'],
    ]);
    const { json: tree } = await de.get('/private/category/');
    const furniture = tree.find((c: { code: string }) => c.code === 'master').children[1];
    expect(furniture.children[0]).toMatchObject({ code: 'chairs', title: 'Sessel und Stühle', count: 1 });
    const { json: attributes } = await de.get('/private/attribute/');
    const color = attributes.find((a: { name: string }) => a.name === 'color');
    expect(color.options.find((o: { value: string }) => o.value === 'green').label).toBe('Salbeigrün');
  });

  it("a full import archives what each file leaves out, never the other file's rows; a re-import brings them back", async () => {
    const folder = copyExport('full');
    const drop = (file: string, start: string) => {
      const lines = fs.readFileSync(path.join(folder, file), 'utf8').split('\n');
      fs.writeFileSync(path.join(folder, file), lines.filter((l) => !l.startsWith(start)).join('\n'));
    };
    drop('products.csv', 'LINEN-SHADE;');
    drop('product_models.csv', 'orbit;');
    const listed = async () => skus(await list({ attributes: 'sku' }));
    const dry = await akeneoProductsImporter.run(t.deps, path.join(folder, 'products.csv'), {
      full: true,
      dryRun: true,
    });
    // The previous test's changes to two products are undone on the way.
    expect(dry).toMatchObject({ updated: 2, unchanged: 6, archived: 1 });
    expect(await listed()).toHaveLength(5);
    // The models stay: each has products in the file.
    const products = await akeneoProductsImporter.run(t.deps, path.join(folder, 'products.csv'), {
      full: true,
    });
    expect(products).toMatchObject({ read: 8, updated: 2, unchanged: 6, archived: 1 });
    expect(await listed()).toEqual(['FJORD-WALL', 'bergen', 'orbit', 'solstice']);
    // The products stay: only models are archived by the models file.
    const models = await productModelsImporter.run(t.deps, path.join(folder, 'product_models.csv'), {
      full: true,
    });
    expect(models).toMatchObject({ read: 3, unchanged: 3, archived: 1 });
    expect(await listed()).toEqual(['FJORD-WALL', 'bergen', 'solstice']);
    expect(
      await t.deps.db
        .selectFrom('product')
        .select('sku')
        .where('archived', '=', true)
        .orderBy('sku')
        .execute(),
    ).toEqual([{ sku: 'LINEN-SHADE' }, { sku: 'orbit' }]);

    const again = await importAll();
    expect(again['product_models.csv']).toMatchObject({ updated: 1, unchanged: 3 });
    expect(again['products.csv']).toMatchObject({ updated: 1, unchanged: 8 });
    expect(await listed()).toEqual(['FJORD-WALL', 'LINEN-SHADE', 'bergen', 'orbit', 'solstice']);
  });

  it('refuses bad rows of every kind with their line, column and reason, importing the others', async () => {
    const folder = path.join(t.dataDir, 'bad');
    fs.mkdirSync(folder, { recursive: true });
    const write = (name: string, lines: string[]) => {
      fs.writeFileSync(path.join(folder, name), lines.join('\n'));
      return path.join(folder, name);
    };
    const rejections = (report: ImportReport) => report.rejections.map((r) => [r.line, r.column, r.reason]);

    const categories = await categoriesImporter.run(
      t.deps,
      write('categories.csv', [
        'code;parent;label-en_US;label-es_ES',
        'lamps_new;lighting;New lamps;',
        'orphan;no_such_parent;Orphan;',
        'loop_a;loop_b;Loop A;',
        'loop_b;loop_a;Loop B;',
        'lamps_new;lighting;Again;',
        'spanish;master;Spanish;Lámparas',
        ';master;No code;',
        'self;self;Self;',
      ]),
      {},
    );
    // A language the portal lacks is left out, told once; its rows import.
    expect(categories).toMatchObject({ read: 8, created: 2, rejected: 6 });
    expect(rejections(categories)).toEqual([
      [1, 'label-es_ES', 'unknown locale "es_ES": the column is left out'],
      [3, 'parent', 'unknown parent category "no_such_parent"'],
      [4, 'parent', 'a loop of parents: loop_a → loop_b → loop_a'],
      [5, 'parent', 'a loop of parents: loop_b → loop_a → loop_b'],
      [6, 'code', 'duplicate code "lamps_new" in the file'],
      [8, 'code', 'the code is missing'],
      [9, 'parent', 'a category cannot be its own parent'],
    ]);

    const attributes = await attributesImporter.run(
      t.deps,
      write('attributes.csv', [
        'code;label-en_US;type;localizable;group;decimals_allowed;default_metric_unit;metric_family',
        'voltage;Voltage;pim_catalog_metric;0;technical;1;VOLT;Voltage',
        'care;Care;pim_reference_data_simpleselect;0;marketing;;;',
        'gadget;Gadget;pim_catalog_gadget;0;marketing;;;',
        'color;Colour;pim_catalog_text;0;technical;;;',
        'voltage;Voltage;pim_catalog_metric;0;technical;1;VOLT;Voltage',
        'shade;Shade;pim_catalog_text;maybe;technical;;;',
      ]),
      {},
    );
    expect(attributes).toMatchObject({ read: 6, created: 1, rejected: 5 });
    expect(rejections(attributes)).toEqual([
      [3, 'type', 'type "pim_reference_data_simpleselect" (reference data) is not supported'],
      [4, 'type', 'unknown type "pim_catalog_gadget"'],
      [5, 'type', 'the type of "color" is single_select: it cannot become string'],
      [6, 'code', 'duplicate code "voltage" in the file'],
      [7, 'localizable', '"maybe" is not 1 or 0'],
    ]);

    const options = await optionsImporter.run(
      t.deps,
      write('attribute_options.csv', [
        'attribute;code;sort_order;label-en_US',
        'color;red;5;Red',
        'colour;red;1;Red',
        'weight;heavy;1;Heavy',
        'color;red;6;Red again',
        'color;dark red;7;Dark red',
      ]),
      {},
    );
    expect(options).toMatchObject({ read: 5, created: 1, rejected: 4 });
    expect(rejections(options)).toEqual([
      [3, 'attribute', 'unknown attribute "colour"'],
      [4, 'attribute', 'weight is not a select attribute (its type is float)'],
      [5, 'code', 'duplicate option "red" of color in the file'],
      [6, 'code', '"dark red" is not a code (no spaces, commas or semicolons)'],
    ]);

    const families = await attributeSetsImporter.run(
      t.deps,
      write('families.csv', [
        'code;label-en_US;attributes;attribute_as_label;attribute_as_image',
        'cables;Cables;sku,name,voltage;name;',
        'spares;Spares;sku,name,gizmo;name;',
        'kits;Kits;sku,name;name;picture',
      ]),
      {},
    );
    expect(families).toMatchObject({ read: 3, created: 1, rejected: 2 });
    expect(rejections(families)).toEqual([
      [3, 'attributes', 'unknown attribute "gizmo"'],
      [4, 'attribute_as_image', 'unknown attribute "picture"'],
    ]);

    const before = await snapshot();
    const products = await akeneoProductsImporter.run(
      t.deps,
      write('products.csv', [
        'sku;categories;enabled;family;groups;parent;color;material;weight;weight-unit;dimmable;image;name-en_US;name-es_ES;gadget;price-EUR;release_date',
        'BAD-1;chairs;1;chairs;;;pink;;;;;;Pink;;;;',
        'BAD-2;chairs;1;chairs;;;;oak,felt;;;;;Felt;;;;',
        'BAD-3;chairs;1;chairs;;;;;3;WATT;;;Watts;;;;',
        'BAD-4;chairs;1;sofas;;;;;;;;;Sofa;;;;',
        'BAD-5;chairs;1;chairs;;;;;;;;files/none.png;No file;;;;',
        'BAD-6;no_such;1;chairs;;;;;;;;;Nowhere;;;;',
        'BAD-7;chairs;yes;chairs;;;;;;;;;Yes;;;;',
        'BAD-8;chairs;1;chairs;;;;;;;maybe;;Maybe;;;;',
        'BAD-9;chairs;1;chairs;;;purple;;;;;;Spanish;Silla;;;',
        'BAD-10;chairs;1;chairs;;;;;;;;;Gadget;;x;;',
        'BAD-11;chairs;1;chairs;;no_model;;;;;;;Orphan;;;;',
        'BAD-12;chairs;1;chairs;;;;;;;;;Price;;;cheap;',
        'BAD-13;chairs;1;chairs;;;;;;;;;Date;;;;2024-02-30',
        'BAD-14;chairs;1;chairs;;;;;;;;../attributes.csv;Outside;;;;',
        'BAD-15;chairs;1;chairs;;;;;3;PARSEC;;;Far;;;;',
      ]),
      {},
    );
    expect(products).toMatchObject({ read: 15, created: 0, rejected: 15 });
    expect(rejections(products)).toEqual([
      [1, 'name-es_ES', 'unknown locale "es_ES": the column is left out'],
      [2, 'color', 'option "pink" is not in the list of color'],
      [3, 'material', 'option "felt" is not in the list of material'],
      [4, 'weight', 'unit "WATT" cannot be converted to KILOGRAM, the attribute\'s unit'],
      [5, 'family', 'unknown family "sofas"'],
      [6, 'image', 'file "files/none.png" is missing or unreadable'],
      [7, 'categories', 'unknown category "no_such"'],
      [8, 'enabled', '"yes" is not 1 or 0'],
      [9, 'dimmable', '"maybe" is not 1, 0, true or false'],
      [10, 'color', 'option "purple" is not in the list of color'],
      [11, 'gadget', 'unknown attribute "gadget"'],
      [12, 'parent', 'missing parent "no_model"'],
      [13, 'price-EUR', '"cheap" is not a number'],
      [14, 'release_date', '"2024-02-30" is not a date (YYYY-MM-DD)'],
      [15, 'image', 'file "../attributes.csv" is outside the export\'s folder'],
      [16, 'weight', 'unknown unit "PARSEC"'],
    ]);
    expect(await snapshot()).toBe(before);

    const channels = write('channels.csv', [
      'sku;family;description-en_US-print;description-en_US-mobile',
      'BAD-20;chairs;Print;Mobile',
    ]);
    // Several channels, none of them ecommerce: the file's first is taken, and the report says so.
    const first = await akeneoProductsImporter.run(t.deps, channels, { dryRun: true });
    expect(first.notes).toContain(
      'values of channel "print" taken (the file has print, mobile; --channel takes another)',
    );
    await expect(akeneoProductsImporter.run(t.deps, channels, { channel: 'web' })).rejects.toThrow(
      'channels.csv: the file has no values for channel "web" (its channels: print, mobile)',
    );
    const currency = write('currency.csv', ['sku;family;price-USD', 'BAD-21;chairs;10']);
    await expect(akeneoProductsImporter.run(t.deps, currency, {})).rejects.toThrow(
      'price has no EUR price (its currencies: USD): choose one with --currency',
    );
    const print = await akeneoProductsImporter.run(t.deps, channels, { channel: 'print', dryRun: true });
    expect(print).toMatchObject({ created: 1, rejected: 0 });
  });
});
