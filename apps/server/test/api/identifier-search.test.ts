import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPath } from '../../src/import/import-dispatch.ts';
import { client, guestClients } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

interface Listed {
  id: number;
  name: string;
  parent: number | null;
  attributes: { sku?: string; ean?: string; supplier_number?: string };
}

/** Article numbers, EANs and codes as people type them, in the list, the search page and the suggestions. */
describe.each(dialects)('identifier search on %s', (dialect) => {
  let t: TestApp;
  let en: ReturnType<typeof client>;
  let de: ReturnType<typeof client>;
  // List answers are cached for a while: each search below is asked once or reads the same answer.
  const list = async (search: string, extra: Record<string, string> = {}, c = en) => {
    const params = new URLSearchParams({
      search,
      limit: '24',
      attributes: 'sku,ean,supplier_number',
      ...extra,
    });
    const { status, json } = await c.get(`/private/product/?${params}`);
    expect(status, search).toBe(200);
    return json as { total: number; products: Listed[] };
  };
  const skus = async (search: string, extra: Record<string, string> = {}) =>
    (await list(search, extra)).products.map((p) => p.attributes.sku);
  const suggest = (search: string, extra = '', c = en) =>
    c.get(`/private/search/suggestions?search=${encodeURIComponent(search)}${extra}`);
  /** A listed product of the demo with variants, one of its variants, and a plain listed product. */
  let parent: Listed;
  let variant: Listed;
  let single: Listed;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ en, de } = await guestClients(t.app));
    const all = (await en.get('/private/product/?limit=200&attributes=sku,ean')).json.products as (Listed & {
      is_parent: boolean;
    })[];
    parent = all.find((p) => p.is_parent)!;
    single = all.find((p) => !p.is_parent)!;
    const children = await en.get(
      `/private/product/?attributes=sku,ean&filters=${encodeURIComponent(JSON.stringify({ parent: parent.id }))}`,
    );
    variant = children.json.products[0];
    expect(variant.parent).toBe(parent.id);
  });
  afterAll(() => t.close());

  it('finds a product by its article number in any case, with or without separators', async () => {
    const sku = single.attributes.sku!; // "VT-0000008"
    const [letters, digits] = sku.split('-');
    for (const typed of [
      sku,
      sku.toLowerCase(),
      `${letters}${digits}`,
      `${letters.toLowerCase()}${digits}`,
      `${letters} ${digits}`,
      `${letters}_${digits}`,
      `${letters}.${digits}`,
      `${letters}/${digits}`,
      ` ${sku.toLowerCase()} `,
    ])
      expect((await skus(typed))[0], typed).toBe(sku);
  });

  it('finds it by the last digits and by any four characters of the number', async () => {
    const digits = single.attributes.sku!.split('-')[1]; // "0000008"
    expect((await skus(digits))[0]).toBe(single.attributes.sku);
    expect(await skus(digits.slice(-5))).toContain(single.attributes.sku);
    // An end of the number comes before numbers holding it elsewhere.
    const found = await list(digits.slice(-4));
    expect(found.products[0].attributes.sku!.endsWith(digits.slice(-4))).toBe(true);
  });

  it('lists the products a started number begins, before any text match, in any list order', async () => {
    const sku = single.attributes.sku!;
    const started = sku.slice(0, -1); // "VT-000000"
    const orders: Record<string, string>[] = [{}, { order: 'name' }, { order: 'created', orderdir: 'desc' }];
    for (const order of orders) {
      const found = (await list(started.toLowerCase().replace('-', ''), order)).products as (Listed & {
        is_parent: boolean;
      })[];
      const begun = found.filter((p) => p.attributes.sku!.startsWith(started));
      expect(begun.length).toBeGreaterThan(1);
      // What the start begins comes first: the products themselves, or those a variant's number
      // brings; no text match among them.
      const first = found.slice(0, found.indexOf(begun.at(-1)!) + 1);
      for (const p of first) expect(p.attributes.sku!.startsWith(started) || p.is_parent).toBe(true);
    }
  });

  it('never puts a look-alike before the number typed in full', async () => {
    for (const product of [single, parent]) {
      const sku = product.attributes.sku!;
      for (const order of [{}, { order: 'name', orderdir: 'desc' }] as Record<string, string>[])
        expect((await skus(sku.toLowerCase(), order))[0], sku).toBe(sku);
    }
  });

  it("finds a variant's number as its product in lists, and as the variant in suggestions", async () => {
    const sku = variant.attributes.sku!;
    const found = await list(sku.toLowerCase().replace('-', ''));
    expect(found.products[0].id).toBe(parent.id);
    const { status, json } = await suggest(sku.toLowerCase());
    expect(status).toBe(200);
    expect(json.products[0]).toMatchObject({ id: variant.id, identifier: sku });
  });

  it('finds an EAN-13 with or without a leading zero (GTIN-14), and a started one', async () => {
    const ean = single.attributes.ean!;
    expect((await skus(ean))[0]).toBe(single.attributes.sku);
    expect((await skus(`0${ean}`))[0]).toBe(single.attributes.sku);
    expect((await skus(`0 ${ean.slice(0, 7)} ${ean.slice(7)}`))[0]).toBe(single.attributes.sku);
    expect(await skus(ean.slice(0, 10))).toContain(single.attributes.sku);
  });

  it('finds a supplier number the catalogue marks as a searchable code', async () => {
    const dir = fs.mkdtempSync(path.join(t.dataDir, 'codes-'));
    fs.writeFileSync(
      path.join(dir, 'attributes.csv'),
      'code,type,localizable,searchable,group,unit,label-en_GB,label-de_DE\n' +
        'supplier_number,string,0,1,general,,Supplier number,Lieferantennummer\n',
    );
    fs.writeFileSync(
      path.join(dir, 'products.csv'),
      'sku,categories,attribute_set,enabled,name-en_GB,supplier_number\n' +
        'ID-2000,pendant-lights,lighting,1,Halo Supplier Pendant,SUP/88-1042.B\n' +
        'ID-2001,pendant-lights,lighting,1,Halo Other Pendant,SUP/88-1043.B\n',
    );
    await importPath(t.deps, dir);
    for (const typed of ['SUP/88-1042.B', 'sup881042b', 'sup 88 1042 b', '1042.b'])
      expect((await skus(typed))[0], typed).toBe('ID-2000');
    expect((await skus('sup88-104')).slice(0, 2).sort()).toEqual(['ID-2000', 'ID-2001']);
    const { json } = await suggest('sup881043');
    expect(json.products[0]).toMatchObject({ identifier: 'ID-2001', name: 'Halo Other Pendant' });
  });

  it('finds asset file names the same way', async () => {
    const sku = single.attributes.sku!;
    const assets = (search: string) =>
      en.get(`/private/media/?search=${encodeURIComponent(search)}&itemsPerPage=8&orderBy=name&orderDir=asc`);
    for (const typed of [sku.toLowerCase(), sku.replace('-', ''), `${sku.replace('-', '_').toLowerCase()}`]) {
      const { status, json } = await assets(typed);
      expect(status).toBe(200);
      expect(json.length, typed).toBeGreaterThan(0);
      for (const a of json) expect(a.name.toLowerCase()).toContain(sku.toLowerCase());
    }
    const { json: packshot } = await assets(`${sku.replace('-', '').toLowerCase()} packshot`);
    expect(packshot[0].name).toMatch(new RegExp(`^${sku} .*packshot`, 'i'));
  });

  it('the search page previews find the number too', async () => {
    const sku = single.attributes.sku!;
    const preview = await en.get(
      `/private/product/?search=${sku.toLowerCase().replace('-', '')}&limit=5&order=name&orderdir=desc&attributes=sku`,
    );
    expect(preview.json.products[0].attributes.sku).toBe(sku);
  });

  it('suggests up to eight matches grouped by products, assets and contents, in the request language', async () => {
    const { status, json } = await suggest(single.attributes.sku!.slice(0, -1).toLowerCase());
    expect(status).toBe(200);
    expect(Object.keys(json).sort()).toEqual(['assets', 'contents', 'products']);
    const all = json.products.length + json.assets.length + json.contents.length;
    expect(all).toBeGreaterThan(0);
    expect(all).toBeLessThanOrEqual(8);
    expect(json.products[0].identifier.startsWith(single.attributes.sku!.slice(0, -1))).toBe(true);
    for (const p of json.products) expect(p.image ?? '').toMatch(/^(\/pim\/media\/.+)?$/);
    const words = await suggest('pend', '&limit=20', de);
    expect(words.json.products.some((p: { name: string }) => /Pendelleuchte/.test(p.name))).toBe(true);
    const only = await suggest('pend', '&sections=products');
    expect(only.json.assets).toEqual([]);
    expect(only.json.contents).toEqual([]);
    expect(only.json.products.length).toBeGreaterThan(0);
    const contents = await suggest('installation', '&sections=contents&limit=3');
    expect(contents.json.contents.length).toBeGreaterThan(0);
    expect(contents.json.contents.length).toBeLessThanOrEqual(3);
  });

  it('handles short, long, wildcard, pattern and control-character input without a 500', async () => {
    for (const bad of ['', 'a', ' a ', '\u0000x', 'x'.repeat(201)]) {
      const { status, json } = await suggest(bad);
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(json.code).toBeTruthy();
    }
    const odd = [
      '%%',
      '__',
      '**',
      '%_%_',
      'vt%',
      'vt_0',
      '.*',
      '[a-z]+',
      '(?:x)',
      '\\d{3}',
      "'; drop",
      '0'.repeat(64),
    ];
    for (const text of [...odd, 'v'.repeat(64), 'ab', `${'9'.repeat(14)}`]) {
      const s = await suggest(text);
      expect(s.status, text).toBe(200);
      const l = await list(text);
      expect(l.products.length).toBeLessThanOrEqual(24);
    }
    // Wildcards are characters, not patterns: "%%" holds no word, so it is no search.
    const everything = (await en.get('/private/product/?limit=1')).json.total;
    expect((await list('%%')).total).toBe(everything);
    expect((await list('vt%')).total).toBe((await list('vt')).total);
    const nul = await en.get('/private/product/?search=vt%00000');
    expect(nul.status).toBe(400);
  });
});
