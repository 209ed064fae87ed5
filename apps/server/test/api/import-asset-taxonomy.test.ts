import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ADMIN_BASE } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAssets } from '../../src/import/assets-import.ts';
import { chooseImporter, importPath, planFolder } from '../../src/import/import-dispatch.ts';
import type { ImportReport } from '../../src/import/import-report.ts';
import { assetScopesImporter, assetTagsImporter } from '../../src/import/reference/asset-taxonomy-import.ts';
import { createAdminToken } from '../../src/admin/index.ts';
import { picture } from '../support/fixtures.ts';
import { client, guestClients } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../../examples/import');
const SCOPES = path.join(EXAMPLES, 'asset_scopes.csv');
const TAGS = path.join(EXAMPLES, 'asset_tags.csv');

interface Scope {
  code: string;
  name: string;
  children: Scope[];
}
interface Asset {
  name: string;
  scopes: { name: string }[];
  tags: { name: string }[];
}

describe.each(dialects)('asset scopes and tags import on %s', (dialect) => {
  let t: TestApp;
  let en: ReturnType<typeof client>;
  let de: ReturnType<typeof client>;
  const write = (name: string, lines: string[]) => {
    const file = path.join(t.dataDir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, lines.join('\n'));
    return file;
  };
  /** The scope tree as code → name and parent code. */
  const scopeTree = async (c = en) => {
    const { status, json } = await c.get('/private/media/scopes');
    expect(status).toBe(200);
    const found: Record<string, { name: string; parent: string | null }> = {};
    const walk = (nodes: Scope[], parent: string | null) =>
      nodes.forEach((n) => {
        found[n.code] = { name: n.name, parent };
        walk(n.children, n.code);
      });
    walk(json as Scope[], null);
    return found;
  };
  const snapshot = () =>
    Promise.all(
      ['asset_scope', 'asset_scope_translation', 'asset_tag', 'asset_tag_translation'].map((table) =>
        t.deps.db
          .selectFrom(table as 'asset_tag')
          .selectAll()
          .execute()
          .then((rows) => rows.map((r) => JSON.stringify(r)).sort()),
      ),
    ).then(JSON.stringify);
  const tagNames = async () =>
    Object.fromEntries(
      (
        await t.deps.db
          .selectFrom('asset_tag as g')
          .innerJoin('asset_tag_translation as n', 'n.tag_id', 'g.id')
          .select(['g.code', 'g.position', 'n.locale', 'n.name'])
          .execute()
      ).map((r) => [`${r.code}:${r.locale}`, `${r.position}:${r.name}`]),
    );
  const codes = async (table: 'asset_scope' | 'asset_tag') =>
    (await t.deps.db.selectFrom(table).select('code').execute()).map((r) => r.code);
  const rejections = (report: ImportReport) =>
    report.rejections.map((r) => `${r.line} ${r.column}: ${r.reason}`);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ en, de } = await guestClients(t.app));
    // Seeding the demo takes a while on a busy machine.
  }, 180_000);
  afterAll(() => t.close());

  it('tells the files by name, never by header, and a folder imports them before its assets', async () => {
    expect((await chooseImporter(SCOPES)).kind).toBe('asset-scopes');
    expect((await chooseImporter(TAGS)).kind).toBe('asset-tags');
    const dir = path.join(t.dataDir, 'plan');
    const header = fs.readFileSync(SCOPES, 'utf8');
    write('plan/asset-scopes.csv', [header]);
    write('plan/asset-tags.csv', [fs.readFileSync(TAGS, 'utf8')]);
    // The same columns under another name are categories.
    write('plan/categories.csv', [header]);
    write('plan/tree.csv', [header]);
    write('plan/assets/metadata.csv', ['path,scopes,tags']);
    expect((await chooseImporter(path.join(dir, 'tree.csv'))).kind).toBe('categories');
    expect((await chooseImporter(path.join(dir, 'tree.csv'), 'asset-scopes')).kind).toBe('asset-scopes');
    const plan = await planFolder(dir);
    expect(plan.map((s) => `${s.kind}:${path.basename(s.file)}`)).toEqual([
      'categories:categories.csv',
      'categories:tree.csv',
      'asset-scopes:asset-scopes.csv',
      'asset-tags:asset-tags.csv',
      'assets:assets',
    ]);
  });

  it('imports the examples: nested scopes (a parent after its child) and tags, in three languages', async () => {
    const scopes = await assetScopesImporter.run(t.deps, SCOPES, {});
    expect(scopes).toMatchObject({ kind: 'asset-scopes', read: 2, created: 2, updated: 0, rejected: 0 });
    const tags = await assetTagsImporter.run(t.deps, TAGS, {});
    expect(tags).toMatchObject({ kind: 'asset-tags', read: 2, created: 2, updated: 0, rejected: 0 });

    const tree = await scopeTree();
    expect(tree['reference-projects']).toEqual({ name: 'Reference projects', parent: 'marketing' });
    expect(tree['installation-photos']).toEqual({
      name: 'Installation photos',
      parent: 'reference-projects',
    });
    const treeDe = await scopeTree(de);
    expect(treeDe['reference-projects'].name).toBe('Referenzprojekte');
    expect(treeDe['installation-photos'].name).toBe('Installationsfotos');
    expect(await tagNames()).toMatchObject({
      'hospitality:en_GB': '20:Hospitality',
      'hospitality:de_DE': '20:Gastronomie',
      'hospitality:fr_FR': '20:Hôtellerie',
      'retrofit:de_DE': '21:Nachrüstung',
    });
  });

  it('a second import reports everything unchanged; a changed label updates exactly its row', async () => {
    const before = await snapshot();
    expect(await assetScopesImporter.run(t.deps, SCOPES, {})).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    expect(await assetTagsImporter.run(t.deps, TAGS, {})).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    expect(await snapshot()).toBe(before);

    const scopes = write('changed/asset_scopes.csv', [
      'code,parent,label-de_DE',
      'installation-photos,reference-projects,Montagefotos',
      'reference-projects,marketing,Referenzprojekte',
    ]);
    expect(await assetScopesImporter.run(t.deps, scopes, {})).toMatchObject({ updated: 1, unchanged: 1 });
    const tree = await scopeTree(de);
    expect(tree['installation-photos'].name).toBe('Montagefotos');
    // A locale the file has no column for keeps its label.
    expect((await scopeTree())['installation-photos'].name).toBe('Installation photos');

    const tags = write('changed/asset_tags.csv', [
      'code;sort_order;label-en_GB',
      'hospitality;20;Hotels and restaurants',
      'retrofit;21;Retrofit',
    ]);
    expect(await assetTagsImporter.run(t.deps, tags, {})).toMatchObject({ updated: 1, unchanged: 1 });
    expect(await tagNames()).toMatchObject({
      'hospitality:en_GB': '20:Hotels and restaurants',
      'hospitality:de_DE': '20:Gastronomie',
    });
  });

  it('a dry run writes nothing; --full leaves absent scopes and tags as they are', async () => {
    const before = await snapshot();
    const scopes = write('dry/asset_scopes.csv', [
      'code,parent,label-en_GB',
      'trade-fairs,marketing,Trade fairs',
      'installation-photos,reference-projects,Fitting photos',
    ]);
    expect(await assetScopesImporter.run(t.deps, scopes, { dryRun: true })).toMatchObject({
      dryRun: true,
      created: 1,
      updated: 1,
    });
    const tags = write('dry/asset_tags.csv', ['code,label-en_GB', 'showroom,Showroom']);
    expect(await assetTagsImporter.run(t.deps, tags, { dryRun: true })).toMatchObject({ created: 1 });
    expect(await snapshot()).toBe(before);

    const one = write('full/asset_scopes.csv', ['code,parent', 'reference-projects,marketing']);
    expect(await assetScopesImporter.run(t.deps, one, { full: true })).toMatchObject({
      unchanged: 1,
      archived: 0,
    });
    const oneTag = write('full/asset_tags.csv', ['code', 'retrofit']);
    expect(await assetTagsImporter.run(t.deps, oneTag, { full: true })).toMatchObject({
      unchanged: 1,
      archived: 0,
    });
    expect(await snapshot()).toBe(before);
  });

  it('refuses loops, duplicates, bad codes and bad labels with line, column and reason; nothing stored for them', async () => {
    const scopesBefore = await codes('asset_scope');
    const file = write('bad/asset_scopes.csv', [
      'code,parent,label-en_GB,label-xx_XX',
      'loop-a,loop-b,Loop A,',
      'loop-b,loop-a,Loop B,',
      'dup,,Dup one,',
      'dup,,Dup two,',
      'bad code,,Bad,',
      'nul-label,,Bad\u0000label,',
      `long-label,,${'x'.repeat(10_000)},`,
      'html-label,,<b>Bold</b> & <script>alert(1)</script>,',
      'orphan,nowhere,Orphan,',
      'below-loop,loop-a,Below,',
      'self,self,Self,',
      `${'c'.repeat(101)},,Long code,`,
    ]);
    const report = await importPath(t.deps, file);
    expect(report[0]).toMatchObject({ kind: 'asset-scopes', read: 12, created: 2, rejected: 10 });
    expect(rejections(report[0])).toEqual([
      '1 label-xx_XX: unknown locale "xx_XX": the column is left out',
      '2 parent: a loop of parents: loop-a → loop-b → loop-a',
      '3 parent: a loop of parents: loop-b → loop-a → loop-b',
      '5 code: duplicate code "dup" in the file',
      '6 code: "bad code" is not a code (no spaces, commas or semicolons)',
      '7 label-en_GB: a control character (such as NUL) in the label',
      '8 label-en_GB: 10000 characters, at most 255 are taken',
      '10 parent: unknown parent scope "nowhere"',
      '11 parent: unknown parent scope "loop-a"',
      '12 parent: a scope cannot be its own parent',
      '13 code: 101 characters, a code has at most 100',
    ]);
    expect((await codes('asset_scope')).filter((c) => !scopesBefore.includes(c)).sort()).toEqual([
      'dup',
      'html-label',
    ]);
    // HTML is a name like any other: stored and answered as text, never rendered nor stripped.
    const tree = await scopeTree();
    expect(tree['html-label'].name).toBe('<b>Bold</b> & <script>alert(1)</script>');
    expect(tree.dup.name).toBe('Dup one');

    const tagsBefore = await codes('asset_tag');
    // Cells as code, sort order and English label.
    const tagRows = [
      ['code', 'sort_order', 'label-en_GB'],
      ['ok-tag', '', '<i>Fine</i>'],
      ['ok-tag', '', 'Again'],
      ['odd order', 'x', 'Odd'],
      ['nul-tag', '', 'Bad\u0000tag'],
      ['long-tag', '', 'y'.repeat(10_000)],
      ['big-order', '99999999999', 'Big'],
      ['', '', 'No code'],
    ];
    const tags = write(
      'bad/asset_tags.csv',
      tagRows.map((cells) => cells.join(',')),
    );
    const tagReport = await assetTagsImporter.run(t.deps, tags, {});
    expect(tagReport).toMatchObject({ read: 7, created: 1, rejected: 6 });
    expect(rejections(tagReport)).toEqual([
      '3 code: duplicate code "ok-tag" in the file',
      '4 code: "odd order" is not a code (no spaces, commas or semicolons)',
      '4 sort_order: "x" is not a whole number',
      '5 label-en_GB: a control character (such as NUL) in the label',
      '6 label-en_GB: 10000 characters, at most 255 are taken',
      '7 sort_order: "99999999999" is not a whole number',
      '8 code: the code is missing',
    ]);
    expect((await codes('asset_tag')).filter((c) => !tagsBefore.includes(c))).toEqual(['ok-tag']);
  });

  it('an assets import names the new scope and tag: the asset is listed under them in two languages', async () => {
    const folder = path.join(t.dataDir, 'assets');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'hotel-lobby.png'), await picture(40, 30, 'png'));
    write('assets/metadata.csv', [
      'path,scopes,tags,name-en_GB,name-de_DE',
      'hotel-lobby.png,installation-photos,"hospitality,retrofit",Hotel lobby,Hotellobby',
    ]);
    expect(await importAssets(t.deps, folder)).toMatchObject({ created: 1, rejected: 0 });

    const listed = async (scope: string, c = en) => {
      const { status, json } = await c.get(`/private/media/scopes/${scope}?itemsPerPage=50`);
      expect(status).toBe(200);
      return json as Asset[];
    };
    const [asset] = await listed('installation-photos');
    expect(asset.name).toBe('Hotel lobby');
    expect(asset.scopes.map((s) => s.name)).toEqual(['Installation photos']);
    expect(asset.tags.map((g) => g.name).sort()).toEqual(['Hotels and restaurants', 'Retrofit']);
    const [assetDe] = await listed('installation-photos', de);
    expect(assetDe.scopes.map((s) => s.name)).toEqual(['Montagefotos']);
    expect(assetDe.tags.map((g) => g.name).sort()).toEqual(['Gastronomie', 'Nachrüstung']);
    // Under the parent scope too.
    expect((await listed('reference-projects')).map((a) => a.name)).toEqual(['Hotel lobby']);

    const tagsOf = async (c: ReturnType<typeof client>) => {
      const { status, json } = await c.get('/private/media/tags/scopes/installation-photos');
      expect(status).toBe(200);
      return (json as { name: string }[]).map((g) => g.name).sort();
    };
    expect(await tagsOf(en)).toEqual(['Hotels and restaurants', 'Retrofit']);
    expect(await tagsOf(de)).toEqual(['Gastronomie', 'Nachrüstung']);
    const { json: all } = await de.get('/private/media/tags/scopes');
    expect((all as { name: string }[]).map((g) => g.name)).toContain('Gastronomie');

    // Moving a scope moves its assets along: they are found through the tree.
    const moved = write('move/asset_scopes.csv', ['code,parent', 'installation-photos,campaigns']);
    expect(await assetScopesImporter.run(t.deps, moved, {})).toMatchObject({ updated: 1 });
    expect((await scopeTree())['installation-photos'].parent).toBe('campaigns');
    expect((await listed('campaigns')).map((a) => a.name)).toContain('Hotel lobby');
    expect(await listed('reference-projects')).toEqual([]);
  });

  it('a PIM pushes scopes and tags whole through the admin API', async () => {
    const { token } = await createAdminToken(t.deps.db, 'taxonomy');
    const push = async (kind: string, csv: string) => {
      const pushed = await t.app.inject({
        method: 'POST',
        url: `${ADMIN_BASE}/imports/${kind}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
        payload: csv,
      });
      expect(pushed.statusCode, pushed.body).toBe(202);
      for (let i = 0; i < 200; i++) {
        const state = await t.app.inject({
          url: `${ADMIN_BASE}/imports/${pushed.json().id}`,
          headers: { authorization: `Bearer ${token}` },
        });
        if (['done', 'failed'].includes(state.json().state)) return state.json();
        await sleep(50);
      }
      throw new Error('the import did not finish');
    };
    expect(
      await push('asset-scopes', 'code,parent,label-en_GB\nshowroom-photos,marketing,Showroom photos\n'),
    ).toMatchObject({
      state: 'done',
      report: { kind: 'asset-scopes', created: 1, rejected: 0 },
    });
    expect(await push('asset-tags', 'code,label-en_GB\nshowroom,Showroom\n')).toMatchObject({
      state: 'done',
      report: { kind: 'asset-tags', created: 1, rejected: 0 },
    });
    expect((await scopeTree())['showroom-photos']).toEqual({ name: 'Showroom photos', parent: 'marketing' });
    expect(await codes('asset_tag')).toContain('showroom');
  });
});
