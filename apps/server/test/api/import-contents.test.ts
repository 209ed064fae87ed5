import type { Content } from '@vitrine/contract';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAssets } from '../../src/import/assets-import.ts';
import { importContents } from '../../src/import/contents-import.ts';
import { importProductFile } from '../../src/import/product-import.ts';
import { client, guestClients } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../../examples/import');
const CONTENTS = path.join(EXAMPLES, 'contents');

describe.each(dialects)('content import on %s', (dialect) => {
  let t: TestApp;
  let en: ReturnType<typeof client>;
  let de: ReturnType<typeof client>;
  let folder: string;
  const idOf = async (code: string) =>
    (await t.deps.db.selectFrom('content').select('id').where('code', '=', code).executeTakeFirstOrThrow())
      .id;
  const read = async (code: string, c = en) => {
    const { status, json } = await c.get(`/private/content/${await idOf(code)}`);
    expect(status).toBe(200);
    return json as Content;
  };
  const snapshot = async () =>
    JSON.stringify(
      await t.deps.db
        .selectFrom('content as c')
        .leftJoin('content_translation as t', 't.content_id', 'c.id')
        .select([
          'c.id',
          'c.code',
          'c.status',
          'c.updated_at',
          'c.import_hash',
          't.locale',
          't.title',
          't.text',
        ])
        .orderBy('c.id')
        .orderBy('t.locale')
        .execute(),
    );
  /** A copy of the example folder to change. */
  const copy = () => {
    const dir = fs.mkdtempSync(path.join(t.dataDir, 'contents-'));
    fs.cpSync(CONTENTS, dir, { recursive: true });
    return dir;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ en, de } = await guestClients(t.app));
    // The contents name the example products.
    expect((await importProductFile(t.deps, path.join(EXAMPLES, 'products-simple.csv'))).rejected).toBe(0);
    folder = copy();
    // The demo portal takes a while to build on a busy machine.
  }, 180_000);
  afterAll(() => t.close());

  it('imports the example folder: Markdown and JSON, read back in two languages', async () => {
    // The attachment `asset:` of the guide names an imported asset: refused until it exists.
    const first = await importContents(t.deps, folder);
    expect(first.rejections).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/lighting-guide\.md$/),
        column: 'attachments',
        reason: 'no imported asset "documents/solstice-datasheet.pdf"',
      }),
    ]);
    // The example assets (the demo's scopes and tags, the example products).
    const assets = await importAssets(t.deps, path.join(EXAMPLES, 'assets'), { dryRun: false });
    expect(assets).toMatchObject({ created: 5, rejected: 0 });

    const report = await importContents(t.deps, folder);
    expect(report).toMatchObject({ read: 3, created: 1, unchanged: 2, rejected: 0 });

    const guide = await read('lighting-guide');
    expect(guide.title).toBe('How to light a living room');
    expect(guide.introduction).toBe('<p>Three layers of light make a room <em>work</em>.</p>');
    expect(guide.text).toContain('<h1>Light in layers</h1>');
    expect(guide.text).toContain('<strong>three kinds of light</strong>');
    expect(guide.text).toMatch(/<ol>\s*<li>General light/);
    expect(guide.text).toContain('<blockquote>');
    expect(new Date(guide.created * 1000).toISOString().slice(0, 10)).toBe('2026-03-02');
    expect(guide.categories).toEqual([{ title: 'Guides' }]);
    // Files beside the article are stored and linked by their media path.
    const picture =
      /<img src="(\/pim\/media\/assets\/[^"]+\.jpg)" alt="An evening garden, lit softly" ?\/?>/.exec(
        guide.text,
      );
    expect(picture).not.toBeNull();
    expect(guide.thumbnail).toBe(picture![1]);
    expect(guide.text).toMatch(/<a href="\/pim\/media\/assets\/[^"]+\.pdf"[^>]*>checklist<\/a>/);
    expect(guide.attachments).toHaveLength(2);
    expect(guide.attachments[0].file).toMatch(/^\/pim\/media\/assets\/.+\.pdf$/);
    expect(guide.attachments[1].media_file?.name).toBe('Solstice datasheet.pdf');
    const stored = await t.deps.storage.stat(guide.attachments[0].file!.replace('/pim/media/', ''));
    expect(stored?.size).toBe(fs.statSync(path.join(CONTENTS, 'files/lighting-checklist.pdf')).size);

    const guideDe = await read('lighting-guide', de);
    expect(guideDe.title).toBe('So beleuchten Sie ein Wohnzimmer');
    expect(guideDe.categories).toEqual([{ title: 'Ratgeber' }]);
    expect(guideDe.text).toMatch(/<ul>\s*<li>Grundlicht/);

    const care = await read('outdoor-care');
    expect(care.title).toBe('Caring for outdoor lights');
    expect(care.text).toContain('<code>mild soap</code>');
    const careDe = await read('outdoor-care', de);
    expect(careDe).toMatchObject({
      title: 'Pflege von Außenleuchten',
      introduction: '<p>Zweimal im Jahr reinigen, und die Leuchte hält viele Jahre.</p>',
    });
    expect(careDe.text).toContain('<strong>zweimal im Jahr</strong>');

    const news = await read('showroom-opening');
    expect(news).toMatchObject({
      title: 'Our new showroom opens in Hamburg',
      text: '<p>From <strong>1 June</strong> the showroom is open Monday to Saturday.</p>',
      sorting_priority: 5,
      categories: [{ title: 'Company news' }],
    });
    expect((await read('showroom-opening', de)).text).toBe(
      '<p>Ab dem <strong>1. Juni</strong> ist der Showroom von Montag bis Samstag geöffnet.</p>',
    );

    // Product links, and the search finds the titles in both languages.
    const product = (await en.get('/private/product/?search=Meadowglow&attributes=sku')).json.products[0];
    const linked = (await en.get(`/private/content/?filters[product]=${product.id}`)).json;
    expect(linked.results.map((c: Content) => c.title)).toEqual(['Caring for outdoor lights']);
    const found = (await de.get('/private/content/?search=Außenleuchten')).json;
    expect(found.results.map((c: Content) => c.title)).toContain('Pflege von Außenleuchten');
  });

  it('a second import reports everything unchanged and writes nothing', async () => {
    const before = await snapshot();
    const report = await importContents(t.deps, folder);
    expect(report).toMatchObject({ read: 3, created: 0, updated: 0, unchanged: 3, rejected: 0 });
    expect(await snapshot()).toBe(before);
  });

  it('a changed article or attachment updates exactly that content', async () => {
    const before = await t.deps.db
      .selectFrom('content')
      .select(['code', 'updated_at'])
      .where('code', 'is not', null)
      .execute();
    fs.writeFileSync(
      path.join(folder, 'lighting-guide.de_DE.md'),
      fs
        .readFileSync(path.join(folder, 'lighting-guide.de_DE.md'), 'utf8')
        .replace('Licht in Ebenen', 'Licht in drei Ebenen'),
    );
    const report = await importContents(t.deps, folder);
    expect(report).toMatchObject({ updated: 1, unchanged: 2 });
    expect((await read('lighting-guide', de)).text).toContain('<h1>Licht in drei Ebenen</h1>');
    const after = await t.deps.db
      .selectFrom('content')
      .select(['code', 'updated_at'])
      .where('code', 'is not', null)
      .execute();
    const changed = after.filter((a) => {
      const b = before.find((x) => x.code === a.code)!;
      return new Date(b.updated_at).getTime() !== new Date(a.updated_at).getTime();
    });
    expect(changed.map((c) => c.code)).toEqual(['lighting-guide']);

    // A changed attachment file (same name): the two contents that carry it are updated.
    fs.appendFileSync(path.join(folder, 'files/lighting-checklist.pdf'), '\n% changed\n');
    const again = await importContents(t.deps, folder);
    expect(again).toMatchObject({ updated: 2, unchanged: 1 });
  });

  it('refuses bad articles one by one with reasons; nothing else changes', async () => {
    const dir = fs.mkdtempSync(path.join(t.dataDir, 'bad-'));
    const md = (name: string, front: string, body = 'Text.') =>
      fs.writeFileSync(path.join(dir, name), `---\n${front}\n---\n${body}\n`);
    fs.writeFileSync(path.join(t.dataDir, 'outside.pdf'), 'x');
    md('script.md', 'title: Scripted', 'Hello <script>alert(1)</script>');
    md('handler.md', 'title: Handler', '<img src="x.png" onerror="alert(1)">');
    md('jslink.md', 'title: JS link', '[click](javascript:alert(1))');
    md('climb.md', 'title: Climb\nattachments: [../outside.pdf]');
    md('absolute.md', 'title: Absolute\nattachments: [/etc/passwd]');
    md('missing.md', 'title: Missing\nattachments: [nothing.pdf]');
    md('sku.md', 'title: Unknown sku\nproducts: [NOPE-1]');
    md('category.md', 'title: Unknown category\ncategories: [nowhere]');
    md('date.md', 'title: Bad date\ndate: 2026-02-30');
    md('locale.md', 'title: Fine\ntitle-xx_XX: Bad locale');
    md('notitle.md', 'date: 2026-01-01');
    md('front.md', 'title: [unclosed');
    fs.writeFileSync(path.join(dir, 'nul.md'), '---\ntitle: Nul\n---\nA \u0000 byte\n');
    md('good.md', 'title: A good one');
    fs.symlinkSync('/etc/hostname', path.join(dir, 'link.txt'));
    md('symlink.md', 'title: Symlink\nattachments: [link.txt]');

    const before = await snapshot();
    const report = await importContents(t.deps, dir);
    expect(report).toMatchObject({ read: 15, created: 1, rejected: 14 });
    const reasons = Object.fromEntries(report.rejections.map((r) => [r.file, `${r.column}: ${r.reason}`]));
    const name = (file: string) => `${path.basename(dir)}/${file}`;
    expect(reasons[name('script.md')]).toMatch(/^text: the en_GB text holds a script/);
    expect(reasons[name('handler.md')]).toMatch(/^text: .*script, frame or event handler/);
    expect(reasons[name('jslink.md')]).toMatch(/^text: .*script/);
    expect(reasons[name('climb.md')]).toBe('attachments: "../outside.pdf" leaves the folder of the import');
    expect(reasons[name('absolute.md')]).toBe(
      'attachments: "/etc/passwd" is absolute: name files relative to the document',
    );
    expect(reasons[name('missing.md')]).toBe('attachments: no file "nothing.pdf"');
    expect(reasons[name('sku.md')]).toBe('products: unknown sku "NOPE-1"');
    expect(reasons[name('category.md')]).toBe('categories: unknown content category "nowhere"');
    expect(reasons[name('date.md')]).toBe('date: "2026-02-30" is not a real date (YYYY-MM-DD)');
    expect(reasons[name('locale.md')]).toBe('locale: unknown locale "xx_XX"');
    expect(reasons[name('notitle.md')]).toMatch(/^title: /);
    expect(reasons[name('front.md')]).toBe('null: front matter: a [list] must close on its line');
    expect(reasons[name('nul.md')]).toBe('text: holds a NUL or control character');
    expect(reasons[name('symlink.md')]).toBe('attachments: "link.txt" is a link leading out of the folder');
    // Only the good one was written.
    const written = await t.deps.db
      .selectFrom('content')
      .select('code')
      .where('code', 'in', ['good', 'script'])
      .execute();
    expect(written).toEqual([{ code: 'good' }]);
    expect(JSON.parse(await snapshot()).filter((r: { code: string }) => r.code !== 'good')).toEqual(
      JSON.parse(before),
    );
  });

  it('a dry run writes nothing; --full archives what the folder lacks, and a re-import brings it back', async () => {
    const before = await snapshot();
    const dry = await importContents(t.deps, folder, { dryRun: true, full: true });
    expect(dry.archived).toBeGreaterThan(0);
    expect(await snapshot()).toBe(before);

    const report = await importContents(t.deps, folder, { full: true });
    expect(report.archived).toBe(dry.archived);
    const listed = (await en.get('/private/content/?limit=100')).json;
    expect(listed.results.map((c: Content) => c.title).sort()).toEqual([
      'Caring for outdoor lights',
      'How to light a living room',
      'Our new showroom opens in Hamburg',
    ]);
    // Archived, not deleted.
    expect(
      await t.deps.db.selectFrom('content').select('id').where('code', '=', 'good').execute(),
    ).toHaveLength(1);
    const dir = fs.mkdtempSync(path.join(t.dataDir, 'back-'));
    fs.writeFileSync(path.join(dir, 'good.md'), '---\ntitle: A good one\n---\nText.\n');
    expect(await importContents(t.deps, dir)).toMatchObject({ updated: 1 });
  });
});
