import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateAssetFiles } from '../../src/demo/asset-files.ts';
import { importAsset } from '../../src/modules/media/asset-import.service.ts';
import { picture } from '../support/fixtures.ts';
import { client, guestToken, signIn } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

interface Asset {
  id: number;
  name: string;
  url: string;
  absolute_url: string;
  secured_url: string;
  ext: string;
  size: number;
  created: number;
  scopes: { name: string }[];
  tags: { id: number; name: string }[];
  meta: { extension: string; width: number | null; height: number | null; size: number };
}

describe.each(dialects)('media library on %s', (dialect) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let de: ReturnType<typeof client>;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await guestToken(t.app);
    api = client(t.app, { token });
    de = client(t.app, { token, locale: 'de_DE' });
  });
  afterAll(() => t.close());
  const names = (assets: Asset[]) => assets.map((a) => a.name);

  it('answers the scope tree with translated names', async () => {
    const en = await api.get('/private/media/scopes');
    expect(en.status).toBe(200);
    expect(en.json.map((s: { code: string }) => s.code)).toEqual([
      'product-images',
      'documents',
      'marketing',
      'videos',
    ]);
    expect(en.json[0]).toMatchObject({
      name: 'Product images',
      children: [{ code: 'packshots', name: 'Packshots' }, {}, {}],
    });
    const german = await de.get('/private/media/scopes');
    expect(german.json[1]).toMatchObject({ name: 'Dokumente', children: [{ name: 'Datenblätter' }, {}, {}] });
    const fr = client(t.app, { token, locale: 'fr_BE' });
    expect((await fr.get('/private/media/scopes')).json[0].name).toBe('Images produits');
  });

  it('pages through all assets, newest first by default; a short page is the last', async () => {
    const first = await api.get('/private/media/?itemsPerPage=24&page=1');
    expect(first.status).toBe(200);
    expect(first.json).toHaveLength(24);
    const created = first.json.map((a: Asset) => a.created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const second = await api.get('/private/media/?itemsPerPage=24&page=2');
    expect(second.json[0].created).toBeLessThanOrEqual(created[23]);
    const last = await api.get('/private/media/?itemsPerPage=120&page=5');
    expect(last.json.length).toBeLessThan(120);
    expect((await api.get('/private/media/?itemsPerPage=120&page=9')).json).toEqual([]);
    const asset: Asset = first.json[0];
    expect(asset).toMatchObject({
      url: expect.stringMatching(/^\/pim\/media\/assets\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f-]{36}\.\w+$/),
      ext: asset.url.split('.').pop(),
      meta: { extension: asset.ext },
    });
    expect(asset.absolute_url).toBe(`http://localhost:80${asset.url}`);
    expect(asset.secured_url).toMatch(
      /^http:\/\/localhost:80\/pim\/asset\/file\/\d+\/.+\?expires=\d+&signature=/,
    );
  });

  it('sorts by name either way', async () => {
    const asc = await api.get('/private/media/?orderBy=name&orderDir=asc&itemsPerPage=60');
    const sorted = [...names(asc.json)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(names(asc.json).map((n) => n.toLowerCase())).toEqual(sorted.map((n) => n.toLowerCase()));
    const desc = await api.get('/private/media/?orderBy=name&orderDir=DESC&itemsPerPage=5');
    expect(desc.json[0].name.toLowerCase() >= desc.json[4].name.toLowerCase()).toBe(true);
  });

  it('lists a scope with its sub-scopes, and filters by one or several tags and by search words', async () => {
    const datasheets = await api.get('/private/media/scopes/datasheets?itemsPerPage=200');
    expect(datasheets.json.length).toBeGreaterThan(10);
    expect(datasheets.json.every((a: Asset) => a.ext === 'pdf' && a.scopes[0].name === 'Datasheets')).toBe(
      true,
    );
    const documents = await api.get('/private/media/scopes/documents?itemsPerPage=200');
    expect(documents.json.length).toBeGreaterThan(datasheets.json.length);

    const tags = (await api.get('/private/media/tags/scopes')).json as { id: number; name: string }[];
    expect(tags.map((tg) => tg.name)).toContain('Print ready');
    const print = tags.find((tg) => tg.name === 'Print ready')!;
    const web = tags.find((tg) => tg.name === 'Web')!;
    const one = await api.get(`/private/media/?tag=${print.id}&itemsPerPage=200`);
    expect(one.json.length).toBeGreaterThan(0);
    expect(one.json.every((a: Asset) => a.tags.some((tg) => tg.id === print.id))).toBe(true);
    const both = await api.get(`/private/media/?tag[]=${print.id}&tag[]=${web.id}&itemsPerPage=200`);
    expect(both.json.every((a: Asset) => a.tags.some((tg) => tg.id === web.id))).toBe(true);
    expect(both.json.length).toBeLessThanOrEqual(one.json.length);
    // The same assets (the signed links may differ: they expire to the second).
    const ids = (list: Asset[]) => list.map((a) => a.id);
    expect(ids((await api.get(`/private/media/?tag=${print.id},${web.id}&itemsPerPage=200`)).json)).toEqual(
      ids(both.json),
    );

    const search = await api.get('/private/media/?search=DATASHEET%20vt-00000&itemsPerPage=8');
    expect(search.json).toHaveLength(8);
    expect(search.json.every((a: Asset) => /VT-00000.*datasheet/i.test(a.name))).toBe(true);
    expect((await api.get('/private/media/?search=100%25_none')).json).toEqual([]);
  });

  it('answers the tags of a scope, translated', async () => {
    const logos = await de.get('/private/media/tags/scopes/certificates');
    expect(logos.status).toBe(200);
    expect(logos.json.map((tg: { name: string }) => tg.name)).toContain('Nachhaltigkeit');
    const outdoor = await api.get('/private/media/tags/scopes/logos');
    expect(outdoor.json.map((tg: { name: string }) => tg.name)).not.toContain('Outdoor');
  });

  it("groups a product's assets by name, with its parent's when asked", async () => {
    const product = await api.get('/private/media/product/1');
    expect(product.status).toBe(200);
    const groups = product.json as Record<string, Asset[]>;
    const packshot = Object.entries(groups).find(([name]) => name.endsWith('packshot'))!;
    expect(packshot[1].map((a) => a.ext).sort()).toEqual(['jpg', 'tif']);
    expect(Object.keys(groups).some((name) => name.endsWith('datasheet'))).toBe(true);
    const variant = await t.deps.db
      .selectFrom('product')
      .select(['id', 'parent_id'])
      .where('parent_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const alone = await api.get(`/private/media/product/${variant.id}`);
    expect(alone.json).toEqual({});
    const withParent = await api.get(
      `/private/media/product/${variant.id}?includeParent=${variant.parent_id}`,
    );
    expect(Object.keys(withParent.json).length).toBeGreaterThan(0);
    expect((await api.get('/private/media/product/999999')).status).toBe(404);
  });

  it('reads size and dimensions from the real files', async () => {
    const page = (await api.get('/private/media/scopes/packshots?itemsPerPage=3')).json as Asset[];
    await generateAssetFiles(t.deps, { keys: page.map((a) => a.url.slice('/pim/media/'.length)) });
    const again = (await api.get('/private/media/scopes/packshots?itemsPerPage=3')).json as Asset[];
    for (const asset of again) {
      const file = await t.app.inject({ method: 'GET', url: asset.url });
      expect(file.statusCode).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect(asset.meta).toEqual({
        extension: asset.ext,
        width: meta.width,
        height: meta.height,
        size: file.rawPayload.length,
      });
      expect(asset.size).toBe(file.rawPayload.length);
      const original = await t.app.inject({
        method: 'GET',
        url: asset.secured_url.replace('http://localhost:80', ''),
      });
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(`${asset.name}.${asset.ext}`)}`,
      );
      expect(original.rawPayload.equals(file.rawPayload)).toBe(true);
    }
    const tampered = again[0].secured_url
      .replace('http://localhost:80', '')
      // A first letter the signature surely does not have.
      .replace(/signature=(.)/, (_m: string, c: string) => `signature=${c === 'x' ? 'y' : 'x'}`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
  });

  it('imports a file with its metadata read from the stored file', async () => {
    const body = await picture(900, 600, 'png');
    const { id } = await importAsset(t.deps, {
      fileName: 'Imported brochure cover.PNG',
      body,
      scopes: ['campaigns'],
      tags: ['new'],
      created: new Date(Date.UTC(2030, 0, 1)),
    });
    const [asset] = (await api.get('/private/media/?itemsPerPage=1')).json as Asset[];
    expect(asset).toMatchObject({
      id,
      name: 'Imported brochure cover',
      ext: 'png',
      size: body.length,
      scopes: [{ name: 'Campaigns' }],
      tags: [{ name: 'New' }],
      meta: { extension: 'png', width: 900, height: 600, size: body.length },
    });
  });

  it('is private: guests and users may read, strangers may not; bad queries are a 400', async () => {
    expect((await client(t.app).get('/private/media/')).status).toBe(401);
    const { api: user } = await signIn(t.app);
    expect((await user.get('/private/media/scopes')).status).toBe(200);
    expect((await api.get('/private/media/scopes/nope')).status).toBe(404);
    expect((await api.get('/private/media/tags/scopes/nope')).json.code).toBe('scope_not_found');
    for (const query of ['itemsPerPage=0', 'itemsPerPage=5000', 'page=0', 'orderBy=size', 'orderDir=up'])
      expect((await api.get(`/private/media/?${query}`)).status, query).toBe(400);
    expect((await api.get('/private/media/product/abc')).status).toBe(400);
  });
});
