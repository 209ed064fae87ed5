import { AttributeType } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveLocale } from '../../src/lib/locale.ts';
import { pageStart } from '../../src/modules/products/product-page-start.ts';
import { planProductQuery } from '../../src/modules/products/product.service.ts';
import { queryProductPage } from '../../src/modules/products/product.repository.ts';
import { EVERYTHING } from '../../src/modules/visibility/index.ts';
import { client } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

describe.each(dialects)('catalogue on %s', (dialect) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let de: ReturnType<typeof client>;
  const list = async (query: Record<string, unknown>, c = api) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [
        k,
        typeof v === 'object' ? JSON.stringify(v) : String(v),
      ]),
    );
    return c.get(`/private/product/?${params}`);
  };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const { json } = await client(t.app).get('/public/config/');
    api = client(t.app, { token: json.setup.guest_token });
    de = client(t.app, { token: json.setup.guest_token, locale: 'de_DE' });
  });
  afterAll(() => t.close());

  it('lists 24 products by name with the total, mapped fields and only the asked attributes', async () => {
    const { status, json } = await list({ attributes: 'sku,brand' });
    expect(status).toBe(200);
    expect(json.products).toHaveLength(24);
    expect(json.total).toBeGreaterThan(50);
    const names = json.products.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const first = json.products[0];
    expect(Object.keys(first.attributes).sort()).toEqual(['brand', 'sku']);
    expect(first.image).toMatch(/^\/pim\/media\/products\/.+\.jpg$/);
    expect(first.shortDescription).toBeTruthy();
    expect(first.is_child).toBe(false);
  });

  it('answers in the request locale with the default locale as fallback', async () => {
    const { json } = await list({ limit: 200, attributes: 'sku' }, de);
    expect(json.products.some((p: { name: string }) => /Pendelleuchte|Stuhl|Teppich/.test(p.name))).toBe(
      true,
    );
    const da = client(t.app, { token: (await api.get('/private/profile/')).json.token, locale: 'da_DK' });
    const { json: danish } = await list({ limit: 5 }, da);
    expect(danish.products[0].name).toMatch(/Light|Lamp|Chair|Table|Rug|Cushion|Throw|Stool/);
  });

  it('filters by category (with descendants), two attributes and a number range; a link reproduces the view', async () => {
    const filters = { category_code: 'lighting', color: ['black', 'white'], dimmable: 'true' };
    const a = await list({ filters, attributes: 'color,dimmable', facets: 1 });
    expect(a.status).toBe(200);
    expect(a.json.total).toBeGreaterThan(0);
    for (const p of a.json.products) {
      expect(p.categories.map((c: { code: string }) => c.code)).toContain('lighting');
      expect(p.attributes.dimmable).toBe(true);
      expect(p.attributes.color.some((c: string) => c === 'black' || c === 'white')).toBe(true);
    }
    const b = await list({ filters, attributes: 'color,dimmable', facets: 1 });
    expect(b.json).toEqual(a.json);
    const ranged = await list({ filters: { power: { min: 10, max: 20 } }, attributes: 'power' });
    for (const p of ranged.json.products) expect(p.attributes.power).toBeGreaterThanOrEqual(10);
    const unknownCategory = await list({ filters: { category_code: 'no-such-category' } });
    expect(unknownCategory.json).toMatchObject({ products: [], total: 0 });
  });

  it('counts facets under the current filters, each attribute ignoring its own filter', async () => {
    const { json } = await list({
      filters: { category_code: 'lighting', color: ['black'] },
      facets: 1,
      limit: 1,
    });
    expect(Object.keys(json.facets.color).length).toBeGreaterThan(1);
    const lighting = await list({ filters: { category_code: 'lighting' }, facets: 1, limit: 1 });
    expect(json.facets.color).toEqual(lighting.json.facets.color);
    const blackTotal = lighting.json.facets.color.black;
    expect(json.total).toBe(blackTotal);
    const brands = Object.values(json.facets.brand as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(brands).toBe(json.total);
    const all = await list({ facets: 1, limit: 1 });
    expect(all.json.facets.brand).toBeTruthy();
  });

  it('searches with prefixes, typos, other languages and exact identifiers, ranked', async () => {
    const prefix = await list({ search: 'pend', attributes: 'sku' });
    expect(prefix.json.total).toBeGreaterThan(0);
    expect(prefix.json.products[0].name).toMatch(/Pendant/);
    // Stop words of the language do not narrow a search, in English or German.
    expect((await list({ search: 'the pend' })).json.total).toBe(prefix.json.total);
    expect((await list({ search: 'die pend' }, de)).json.total).toBe(
      (await list({ search: 'pend' }, de)).json.total,
    );
    const typo = await list({ search: 'pendnt' });
    expect(typo.json.total).toBeGreaterThan(0);
    const german = await list({ search: 'schreibtischleuchte' }, de);
    expect(german.json.products[0].name).toMatch(/Schreibtischleuchte/);
    const sku = await list({ search: 'VT-0000008', attributes: 'sku' });
    expect(sku.json.products[0].attributes.sku).toBe('VT-0000008');
    const ean = (await list({ limit: 1, attributes: 'ean' })).json.products[0].attributes.ean;
    expect((await list({ search: ean, attributes: 'ean' })).json.products[0].attributes.ean).toBe(ean);
    const nothing = await list({ search: 'zzqxjv' });
    expect(nothing.json).toMatchObject({ products: [], total: 0 });
  });

  it('treats SQL and markup in search as text', async () => {
    for (const search of ["'; drop table product; --", '<script>alert(1)</script>', '%_\\', '::*&|!']) {
      const r = await list({ search });
      expect(r.status, search).toBe(200);
    }
    expect((await list({ limit: 1 })).json.total).toBeGreaterThan(0);
  });

  it('sorts by name, created or any attribute, both ways, and pages stably', async () => {
    const desc = await list({ order: 'price', orderdir: 'desc', attributes: 'price', limit: 12 });
    const prices = desc.json.products.map((p: { attributes: { price: number } }) => p.attributes.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const byName = await list({ order: 'name', orderdir: 'DESC', limit: 12 });
    expect(byName.status).toBe(200);
    const page1 = await list({ limit: 12, offset: 0 });
    const page2 = await list({ limit: 12, offset: 12 });
    const ids = new Set([...page1.json.products, ...page2.json.products].map((p: { id: number }) => p.id));
    expect(ids.size).toBe(24);
    expect((await list({ offset: 100000 })).json.products).toEqual([]);
  });

  it('reads deep name-ordered pages from an anchor row with the same answer as skipping from the top', async () => {
    const locale = resolveLocale('en_GB', ['en_GB', 'de_DE'], 'en_GB');
    for (const filters of [{}, { category_code: 'lighting' }]) {
      const query = { order: 'name', orderdir: 'asc' as const, filters };
      const plan = await planProductQuery(t.deps, locale, query, EVERYTHING);
      const page = (start: { offset: number }, limit: number | null = 24) =>
        queryProductPage(t.deps.db, {
          ...plan,
          locale,
          limit,
          withTotal: false,
          facets: null,
          ...start,
        }).then((r) => r.ids);
      const all = await page({ offset: 0 }, null);
      expect(all.length).toBeGreaterThan(30);
      for (const offset of [7, 10, 11, 20, 21, all.length - 3, all.length + 30]) {
        const start = await pageStart(t.deps, locale, { ...query, offset }, plan, 10);
        const anchored = offset >= 10 && Math.floor(offset / 10) * 10 <= all.length;
        expect(start.after !== undefined, `anchored at ${offset}`).toBe(anchored);
        expect(await page(start), `offset ${offset}`).toEqual(all.slice(offset, offset + 24));
      }
    }
    // Other orders and searches start from the top.
    const byDate = await planProductQuery(t.deps, locale, { order: 'created', orderdir: 'asc' }, EVERYTHING);
    expect(
      await pageStart(t.deps, locale, { order: 'created', orderdir: 'asc', offset: 60 }, byDate, 25),
    ).toEqual({
      offset: 60,
    });
  });

  it('answers a product by id with associations, and its variants by parent', async () => {
    const parents = await list({ limit: 200, attributes: 'sku' });
    const parent = parents.json.products.find((p: { is_parent: boolean }) => p.is_parent);
    const variants = await list({ filters: { parent: parent.id }, attributes: 'color' });
    expect(variants.json.total).toBeGreaterThan(1);
    expect(
      variants.json.products.every(
        (p: { parent: number; is_child: boolean }) => p.parent === parent.id && p.is_child,
      ),
    ).toBe(true);
    const withAssociations = await t.deps.db
      .selectFrom('product_association')
      .select('product_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const detail = await api.get(`/private/product/?filters[id]=${withAssociations.product_id}`);
    const product = detail.json.products[0];
    expect(product.id).toBe(withAssociations.product_id);
    const group = Object.values(product.associations)[0] as { label: string; related: { id: number }[] };
    expect(group.label).toBeTruthy();
    expect(group.related.length).toBeGreaterThan(0);
    expect((await api.get('/private/product/?filters[id]=99999999')).json).toMatchObject({
      products: [],
      total: 0,
    });
  });

  it('rejects bad parameters with a clear 400', async () => {
    const cases: [Record<string, unknown> | string, RegExp][] = [
      ['filters=%7Bnot-json', /filters/],
      [{ filters: { no_such_attribute: 'x' } }, /Unknown filter attribute: no_such_attribute/],
      [{ filters: { color: ['plaid'] } }, /Unknown value for color/],
      [{ filters: { power: { min: 'ten' } } }, /power/],
      [{ filters: { id: 'abc' } }, /filters.id/],
      [{ offset: -1 }, /offset/],
      [{ limit: 1e9 }, /limit/],
      [{ limit: 0 }, /limit/],
      [{ order: 'bogus' }, /Unknown sort field/],
      [{ order: 'name; drop table product' }, /sort field/],
      [{ orderdir: 'sideways' }, /orderdir/],
      [{ search: 'x'.repeat(500) }, /search/],
      [{ order: 'relevance' }, /relevance/],
      // Objects where a text or number belongs, even with a `toString` or `valueOf` key that is no
      // function (converting them threw, and answered 500).
      [{ filters: { category_code: { toString: 'NaN', prototype: 'x' } } }, /filters.category_code/],
      [{ filters: { color: [{ toString: 'red' }] } }, /filters.color/],
      [{ filters: { power: { min: { valueOf: 3 } } } }, /power/],
      [{ filters: { id: [{ toString: '1' }] } }, /filters.id/],
    ];
    for (const [query, message] of cases) {
      const r = typeof query === 'string' ? await api.get(`/private/product/?${query}`) : await list(query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.json.message, JSON.stringify(query)).toMatch(message);
    }
  });

  it('filters dates by a real range and refuses an impossible date with the filter named', async () => {
    const all = (await list({ limit: 1 })).json.total;
    const since = await list({
      filters: { product_introduction_date: { from: '2026-01-01' } },
      limit: 200,
      attributes: 'product_introduction_date',
    });
    expect(since.status).toBe(200);
    expect(since.json.total).toBeLessThanOrEqual(all);
    for (const p of since.json.products)
      expect(p.attributes.product_introduction_date >= '2026-01-01').toBe(true);
    const byMin = await list({ filters: { product_introduction_date: { min: '2026-01-01' } }, limit: 1 });
    expect(byMin.json.total).toBe(since.json.total);
    for (const bad of [{ min: '2023-02-30' }, { from: '2026-13-01' }, { to: 'yesterday' }, {}, { from: 5 }]) {
      const { status, json } = await list({ filters: { product_introduction_date: bad } });
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(json).toMatchObject({ code: 'invalid_filter', field: 'filters.product_introduction_date' });
    }
  });

  it('answers the category tree with counts in the request locale', async () => {
    const { json } = await de.get('/private/category/');
    expect(json.map((c: { code: string }) => c.code)).toEqual(['lighting', 'furniture', 'textiles']);
    expect(json[0].title).toBe('Beleuchtung');
    expect(json[0].children[0].children[0]).toMatchObject({
      code: 'pendant-lights',
      title: 'Pendelleuchten',
    });
    const sum = (nodes: { count: number; children: unknown[] }[]): number =>
      nodes.reduce((a, n) => a + n.count, 0);
    expect(json[0].count).toBe(sum(json[0].children));
    const one = await de.get(`/private/category/${json[0].id}`);
    expect(one.json.code).toBe('lighting');
    expect((await de.get('/private/category/999999')).status).toBe(404);
    expect((await de.get('/private/category/-1')).status).toBe(400);
  });

  it('answers attributes with options, units and help, and attribute sets by id', async () => {
    const { json } = await de.get('/private/attribute/');
    const byName = Object.fromEntries(json.map((a: { name: string }) => [a.name, a]));
    expect(byName.color).toMatchObject({ type: 'multi_select', label: 'Farbe' });
    expect(byName.color.options.find((o: { value: string }) => o.value === 'white').label).toBe('Weiß');
    expect(byName.weight).toMatchObject({ type: 'float', post_fix: 'kg' });
    expect(byName.price.prefix).toBe('€');
    expect(byName.power.options.length).toBeGreaterThan(1);
    expect(byName.dimmable.options.map((o: { value: string }) => o.value)).toEqual(['true', 'false']);
    expect(byName.ip_rating.help_short).toBeTruthy();
    const types = new Set(json.map((a: { type: string }) => a.type));
    for (const type of AttributeType.options) {
      expect(types.has(type), type).toBe(true);
    }
    const sets = await de.get('/private/attribute-set/?filters[id]=1');
    expect(sets.json).toHaveLength(1);
    expect(sets.json[0].groups[0]).toMatchObject({ name: 'Allgemein' });
    expect((await de.get('/private/attribute-set/?filters[id]=x')).status).toBe(400);
  });
});
