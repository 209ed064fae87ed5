import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseImporter } from '../../src/import/import-dispatch.ts';
import type { KindImporter } from '../../src/import/import-kind.ts';
import { importProductFile } from '../../src/import/product-import.ts';
import { attributeSetsImporter } from '../../src/import/reference/attribute-sets-import.ts';
import { attributesImporter } from '../../src/import/reference/attributes-import.ts';
import { categoriesImporter } from '../../src/import/reference/categories-import.ts';
import { optionsImporter } from '../../src/import/reference/options-import.ts';
import { clearCategoryCache } from '../../src/modules/categories/index.ts';
import { client, guestClients } from '../support/http.ts';
import { importFiles, productList } from '../support/import-portal.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const SIMPLE = path.resolve(import.meta.dirname, '../../../../examples/import/simple');
const FILES: [string, KindImporter, number][] = [
  ['categories.csv', categoriesImporter, 4],
  ['attributes.csv', attributesImporter, 6],
  ['options.csv', optionsImporter, 3],
  ['attribute-sets.csv', attributeSetsImporter, 1],
];

describe.each(dialects)('reference data import in the simple layout on %s', (dialect) => {
  let t: TestApp;
  let en: ReturnType<typeof client>;
  let de: ReturnType<typeof client>;
  const list = productList(20, () => en);
  const importAll = (folder = SIMPLE, options = {}) => importFiles(t, folder, FILES, options);
  const categoryTree = async () => {
    // The tree is cached for a few seconds: a product import's counts show after that.
    clearCategoryCache();
    const { json } = await de.get('/private/category/');
    const found: Record<string, { title: string; count: number; parent: string | null }> = {};
    const walk = (
      nodes: { code: string; title: string; count: number; children: never[] }[],
      parent: string | null,
    ) =>
      nodes.forEach((n) => {
        found[n.code] = { title: n.title, count: n.count, parent };
        walk(n.children, n.code);
      });
    walk(json, null);
    return found;
  };
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all(
        [
          'category',
          'category_translation',
          'attribute',
          'attribute_translation',
          'attribute_option',
          'attribute_option_translation',
          'attribute_set',
          'attribute_group',
        ].map((table) =>
          t.deps.db
            .selectFrom(table as 'category')
            .selectAll()
            .execute()
            .then((rows) => rows.map((r) => JSON.stringify(r)).sort()),
        ),
      ),
    );
  const write = (name: string, lines: string[]) => {
    const file = path.join(t.dataDir, name);
    fs.writeFileSync(file, lines.join('\n'));
    return file;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ en, de } = await guestClients(t.app));
    // Seeding the demo takes a while on a busy machine.
  }, 180_000);
  afterAll(() => t.close());

  it('recognises the files, imports them onto the demo catalogue, and products use them', async () => {
    for (const [file, importer] of FILES)
      expect((await chooseImporter(path.join(SIMPLE, file))).kind, file).toBe(importer.kind);
    const reports = await importAll();
    for (const [file, , rows] of FILES)
      expect(reports[file], file).toMatchObject({ read: rows, created: rows, updated: 0, rejected: 0 });

    const tree = await categoryTree();
    expect(tree['ceiling-fans']).toEqual({
      title: 'Deckenventilatoren',
      count: 0,
      parent: 'indoor-lighting',
    });
    expect(tree['garden-benches']).toMatchObject({ title: 'Gartenbänke', parent: 'outdoor-furniture' });
    const { json: attributes } = await de.get('/private/attribute/');
    const byName = Object.fromEntries(attributes.map((a: { name: string }) => [a.name, a]));
    expect(byName.beam_angle).toMatchObject({ type: 'float', label: 'Abstrahlwinkel', post_fix: '°' });
    expect(byName.finish.options.map((o: { value: string; label: string }) => [o.value, o.label])).toEqual([
      ['matt', 'Matt'],
      ['gloss', 'Glänzend'],
      ['brushed', 'Gebürstet'],
    ]);
    expect(byName.outdoor_rated.options.map((o: { label: string }) => o.label)).toEqual(['Ja', 'Nein']);
    const { json: sets } = await de.get('/private/attribute-set/');
    expect(sets.find((s: { name: string }) => s.name === 'Deckenventilatoren').groups).toEqual([
      // Groups in the order the family names them first: the demo's own attributes have none.
      { name: 'Other', attributes: ['name', 'power', 'price'] },
      { name: 'General', attributes: ['model_code', 'finish', 'care_note'] },
      { name: 'Technical', attributes: ['fan_speeds', 'beam_angle', 'outdoor_rated'] },
    ]);

    const products = write('fans.csv', [
      'sku,categories,attribute_set,name-en_GB,name-de_DE,model_code,finish,fan_speeds,beam_angle,outdoor_rated,care_note-en_GB',
      'EX-7000,ceiling-fans,ceiling-fans,Breeze Ceiling Fan,Breeze Deckenventilator,BRZQ7,matt,3,120,0,Dust monthly',
      'EX-7001,ceiling-fans,ceiling-fans,Gale Ceiling Fan,Gale Deckenventilator,GLQX9,gloss,5,90,1,',
    ]);
    expect(await importProductFile(t.deps, products)).toMatchObject({ created: 2, rejected: 0 });
    const fans = await list({
      filters: { category_code: 'ceiling-fans' },
      attributes: 'sku,finish,beam_angle',
      facets: 1,
    });
    expect(
      fans.products.map((p) => p.attributes).sort((a, b) => String(a.sku).localeCompare(String(b.sku))),
    ).toEqual([
      { sku: 'EX-7000', finish: 'matt', beam_angle: 120 },
      { sku: 'EX-7001', finish: 'gloss', beam_angle: 90 },
    ]);
    expect(fans.facets!.finish).toEqual({ matt: 1, gloss: 1 });
    expect(
      (await list({ search: 'GLQX9', attributes: 'sku' })).products.map((p) => p.attributes.sku),
    ).toEqual(['EX-7001']);
    expect((await categoryTree())['ceiling-fans'].count).toBe(2);
  });

  it('a second import and a full import change nothing; reference data is never archived or deleted', async () => {
    const before = await snapshot();
    for (const options of [{}, { full: true }]) {
      const reports = await importAll(SIMPLE, options);
      for (const [file, , rows] of FILES)
        expect(reports[file], file).toMatchObject({ read: rows, created: 0, updated: 0, unchanged: rows });
    }
    // A full import of one category leaves the others.
    const one = write('one-category.csv', [
      'code,parent,label-en_GB',
      'track-lights,indoor-lighting,Track lights',
    ]);
    expect(await categoriesImporter.run(t.deps, one, { full: true })).toMatchObject({
      unchanged: 1,
      archived: 0,
    });
    expect(await snapshot()).toBe(before);
  });

  it('moves a category: its products follow, with the counts; a dry run writes nothing', async () => {
    const moved = write('moved.csv', [
      'code,parent,label-de_DE',
      'ceiling-fans,lighting,Deckenventilatoren',
      'track-lights,indoor-lighting,Stromschienen',
    ]);
    const before = await snapshot();
    const indoor = (await categoryTree())['indoor-lighting'].count;
    expect(await categoriesImporter.run(t.deps, moved, { dryRun: true })).toMatchObject({
      updated: 2,
      unchanged: 0,
    });
    expect(await snapshot()).toBe(before);

    expect(await categoriesImporter.run(t.deps, moved, {})).toMatchObject({ updated: 2, unchanged: 0 });
    const tree = await categoryTree();
    expect(tree['ceiling-fans']).toEqual({ title: 'Deckenventilatoren', count: 2, parent: 'lighting' });
    expect(tree['track-lights'].title).toBe('Stromschienen');
    expect(tree['indoor-lighting'].count).toBe(indoor - 2);
    expect((await list({ filters: { category_code: 'indoor-lighting' }, search: 'Breeze' })).total).toBe(0);
    expect((await list({ filters: { category_code: 'lighting' }, search: 'Breeze' })).total).toBe(1);
    // The English title the file did not name stays.
    const { json } = await en.get('/private/category/');
    expect(
      json
        .find((c: { code: string }) => c.code === 'lighting')
        .children.map((c: { title: string }) => c.title),
    ).toContain('Ceiling fans');
  });
});
