import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAssets } from '../../src/import/assets-import.ts';
import { importProductFile } from '../../src/import/product-import.ts';
import { picture } from '../support/fixtures.ts';
import { client, guestClients } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../../examples/import');

interface Asset {
  id: number;
  name: string;
  url: string;
  scopes: { name: string }[];
  tags: { name: string }[];
  ext: string;
  size: number;
  archived: boolean;
  meta: { extension: string; width: number | null; height: number | null; size: number };
}

describe.each(dialects)('asset folder import on %s', (dialect) => {
  let t: TestApp;
  let en: ReturnType<typeof client>;
  let de: ReturnType<typeof client>;
  let folder: string;
  const search = async (text: string, c = en) => {
    const { status, json } = await c.get(
      `/private/media/?search=${encodeURIComponent(text)}&itemsPerPage=50`,
    );
    expect(status).toBe(200);
    return json as Asset[];
  };
  const imported = () =>
    t.deps.db
      .selectFrom('asset')
      .select([
        'id',
        'source_path',
        'name',
        'storage_key',
        'file_hash',
        'import_hash',
        'archived',
        'updated_at',
      ])
      .where('source_path', 'is not', null)
      .orderBy('source_path')
      .execute();
  const productId = async (sku: string) =>
    (await t.deps.db.selectFrom('product').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id;
  const csv = () => path.join(folder, 'metadata.csv');

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ en, de } = await guestClients(t.app));
    expect((await importProductFile(t.deps, path.join(EXAMPLES, 'products-simple.csv'))).rejected).toBe(0);
    folder = fs.mkdtempSync(path.join(t.dataDir, 'assets-'));
    fs.cpSync(path.join(EXAMPLES, 'assets'), folder, { recursive: true });
    // The demo portal takes a while to build on a busy machine.
  }, 180_000);
  afterAll(() => t.close());

  it('imports the example folder, read back in two languages with scopes, tags, products and file meta', async () => {
    const report = await importAssets(t.deps, folder);
    expect(report).toMatchObject({ read: 5, created: 5, updated: 0, unchanged: 0, rejected: 0 });

    const [pendant] = await search('Solstice pendant');
    expect(pendant).toMatchObject({
      name: 'Solstice pendant light',
      ext: 'jpg',
      meta: { extension: 'jpg', width: 240, height: 180 },
    });
    expect(pendant.size).toBe(fs.statSync(path.join(folder, 'lamps/solstice-pendant.jpg')).size);
    expect(pendant.scopes.map((s) => s.name)).toEqual(['Packshots']);
    expect(pendant.tags.map((tag) => tag.name).sort()).toEqual(['Indoor', 'New']);
    // The stored file is the folder's.
    const key = pendant.url.replace('/pim/media/', '');
    expect((await t.deps.storage.stat(key))?.size).toBe(pendant.size);

    // German names, searched in German too.
    const [pendantDe] = await search('Pendelleuchte', de);
    expect(pendantDe).toMatchObject({ id: pendant.id, name: 'Solstice Pendelleuchte' });
    expect(pendantDe.tags.map((tag) => tag.name).sort()).toEqual(['Innen', 'Neu']);

    // Product links.
    const groups = (await de.get(`/private/media/product/${await productId('EX-1000')}`)).json as Record<
      string,
      Asset[]
    >;
    expect(Object.keys(groups).sort()).toEqual(['Solstice Datenblatt', 'Solstice Pendelleuchte']);
    const wall = (await en.get(`/private/media/product/${await productId('EX-1010')}`)).json;
    expect(Object.keys(wall)).toEqual(['Fjordline wall light']);

    // A file without a metadata row: its file name, no links.
    const [care] = await search('care-guide');
    expect(care).toMatchObject({ name: 'care-guide', ext: 'pdf', scopes: [], tags: [] });
  });

  it('a second import reports everything unchanged and writes nothing', async () => {
    const before = JSON.stringify(await imported());
    const report = await importAssets(t.deps, folder);
    expect(report).toMatchObject({ read: 5, created: 0, updated: 0, unchanged: 5, rejected: 0 });
    expect(JSON.stringify(await imported())).toBe(before);
  });

  it('a changed file replaces the stored file; a changed row updates only its asset', async () => {
    const before = await imported();
    const logo = before.find((a) => a.source_path === 'logos/lumio-logo.png')!;
    fs.writeFileSync(path.join(folder, 'logos/lumio-logo.png'), await picture(90, 30, 'png', '#000000'));
    fs.writeFileSync(
      csv(),
      fs.readFileSync(csv(), 'utf8').replace('Fjordline Wandleuchte', 'Fjordline Wandlampe'),
    );
    const report = await importAssets(t.deps, folder);
    expect(report).toMatchObject({ created: 0, updated: 2, unchanged: 3, rejected: 0 });

    const after = await imported();
    const changed = after.filter((a) => {
      const b = before.find((x) => x.id === a.id)!;
      return new Date(a.updated_at).getTime() !== new Date(b.updated_at).getTime();
    });
    expect(changed.map((a) => a.source_path).sort()).toEqual([
      'lamps/fjordline-wall.png',
      'logos/lumio-logo.png',
    ]);
    const newLogo = after.find((a) => a.id === logo.id)!;
    expect(newLogo.storage_key).not.toBe(logo.storage_key);
    // The old file is removed; the new one is read for its size.
    expect(await t.deps.storage.stat(logo.storage_key)).toBeNull();
    const [asset] = await search('Lumio logo');
    expect(asset.meta).toMatchObject({ width: 90, height: 30 });
    // The wall light kept its file.
    const wall = after.find((a) => a.source_path === 'lamps/fjordline-wall.png')!;
    expect(wall.storage_key).toBe(before.find((a) => a.id === wall.id)!.storage_key);
    expect((await search('Wandlampe', de)).map((a) => a.name)).toEqual(['Fjordline Wandlampe']);
  });

  it('refuses corrupt images, path tricks and unknown scopes or skus row by row; nothing else changes', async () => {
    const dir = fs.mkdtempSync(path.join(t.dataDir, 'bad-assets-'));
    fs.writeFileSync(path.join(t.dataDir, 'secret.txt'), 'secret');
    fs.writeFileSync(path.join(dir, 'fake.jpg'), 'this is not a JPEG');
    fs.writeFileSync(path.join(dir, 'fine.png'), await picture(20, 20, 'png'));
    fs.writeFileSync(path.join(dir, 'noext'), 'x');
    fs.writeFileSync(path.join(dir, 'a.png'), await picture(20, 20, 'png'));
    fs.writeFileSync(path.join(dir, 'b.png'), await picture(20, 20, 'png'));
    fs.symlinkSync(path.join(t.dataDir, 'secret.txt'), path.join(dir, 'escape.txt'));
    fs.writeFileSync(
      path.join(dir, 'metadata.csv'),
      [
        'path,scopes,tags,products,name',
        '../secret.txt,,,,Climbing',
        '/etc/passwd,,,,Absolute',
        'a.png,nowhere,,,Unknown scope',
        'b.png,,,NOPE-1,Unknown sku',
        'missing.png,,,,Missing',
        'fine.png,packshots,new,EX-1000,Fine',
      ].join('\n'),
    );
    const before = JSON.stringify(await imported());
    const report = await importAssets(t.deps, dir);
    const name = path.basename(dir);
    expect(report.rejections.map((r) => `${r.file}:${r.line} ${r.column}: ${r.reason}`).sort()).toEqual(
      [
        'metadata.csv:2 path: "../secret.txt" climbs out of the folder (..)',
        'metadata.csv:3 path: "/etc/passwd" is absolute: name files relative to the folder',
        'metadata.csv:4 scopes: unknown scope "nowhere"',
        'metadata.csv:5 products: unknown sku "NOPE-1"',
        'metadata.csv:6 path: no file "missing.png" in the folder',
        `${name}/escape.txt:0 null: "escape.txt" is a link leading out of the folder`,
        `${name}/fake.jpg:0 null: "fake.jpg" is not an image that can be read (corrupt or not a JPG)`,
        `${name}/noext:0 null: "noext" needs an extension`,
      ]
        .map((r) => (r.startsWith('metadata') ? `${name}/${r}` : r))
        .sort(),
    );
    expect(report).toMatchObject({ created: 1, rejected: 8 });
    const after = await imported();
    expect(after.map((a) => a.source_path)).toContain('fine.png');
    expect(JSON.stringify(after.filter((a) => a.source_path !== 'fine.png'))).toBe(before);
  });

  it('a dry run writes nothing; --full archives the assets whose file is gone, a re-import brings them back', async () => {
    fs.rmSync(path.join(folder, 'documents/care-guide.pdf'));
    const before = JSON.stringify(await imported());
    const dry = await importAssets(t.deps, folder, { full: true, dryRun: true });
    expect(dry.archived).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(await imported())).toBe(before);

    const report = await importAssets(t.deps, folder, { full: true });
    // The care guide, and the one imported from the other folder above.
    expect(report).toMatchObject({ unchanged: 4, archived: 2 });
    expect(await search('care-guide')).toEqual([]);
    const archived = (await imported()).filter((a) => a.archived).map((a) => a.source_path);
    expect(archived.sort()).toEqual(['documents/care-guide.pdf', 'fine.png']);

    fs.copyFileSync(
      path.join(EXAMPLES, 'assets/documents/care-guide.pdf'),
      path.join(folder, 'documents/care-guide.pdf'),
    );
    expect(await importAssets(t.deps, folder)).toMatchObject({ updated: 1, unchanged: 4 });
    expect((await search('care-guide')).map((a) => a.name)).toEqual(['care-guide']);
  });
});
