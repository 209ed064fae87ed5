import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportKind } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../src/deps.ts';
import {
  chooseImporter,
  importPath,
  ImportUsageError,
  KIND_IMPORTERS,
  NOT_IMPORTABLE,
  planFolder,
  readFirstRecord,
} from '../../src/import/import-dispatch.ts';
import { openImportFile } from '../../src/import/import-input.ts';
import type { ImportProgress, KindImporter } from '../../src/import/import-kind.ts';
import { emptyReport } from '../../src/import/import-report.ts';
import { readCsv } from '../../src/import/csv-reader.ts';

/** An importer that records what it was given and detects by one header field or a name. */
const fake = (kind: ImportKind, field: string | null, calls: string[], name?: RegExp): KindImporter => ({
  kind,
  detect: (file, header) =>
    (field !== null && header?.includes(field) === true) ||
    (name !== undefined && name.test(path.basename(file))),
  run: async (_deps, file) => {
    calls.push(`${kind}:${path.basename(file)}`);
    return emptyReport(path.basename(file), false);
  },
});

describe('import dispatch', () => {
  let dir: string;
  const calls: string[] = [];
  const importers = [
    fake('products', 'sku', calls),
    fake('categories', 'parent_code', calls),
    fake('attributes', 'type', calls),
    fake('assets', null, calls, /^assets$/),
    fake('jsonl', null, calls, /\.jsonl$/),
  ];
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-dispatch-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the first record of a CSV file (BOM, separator, quotes), nothing of other files', async () => {
    expect(await readFirstRecord(write('a.csv', '\uFEFFsku;"name-de_DE" ;x\n1;2;3\n'))).toEqual([
      'sku',
      'name-de_DE',
      'x',
    ]);
    expect(await readFirstRecord(write('empty.csv', ''))).toBeNull();
    expect(await readFirstRecord(write('b.jsonl', '{"sku":1}\n'))).toBeNull();
    expect(await readFirstRecord(dir)).toBeNull();
  });

  it('detects the kind from the header, or lists the kinds when it cannot', async () => {
    expect((await chooseImporter(write('p.csv', 'sku,name\n'), undefined, importers)).kind).toBe('products');
    expect((await chooseImporter(write('c.csv', 'code;parent_code\n'), undefined, importers)).kind).toBe(
      'categories',
    );
    await expect(chooseImporter(write('u.csv', 'what,ever\n'), undefined, importers)).rejects.toThrow(
      /Cannot tell what u\.csv holds \(header: what, ever\): give --kind, one of akeneo-settings, categories, attributes, .*jsonl/,
    );
    await expect(chooseImporter(write('both.csv', 'sku,type\n'), undefined, importers)).rejects.toThrow(
      'both.csv could be products or attributes: give --kind',
    );
    // A kind given wins over detection; a kind with no importer is a usage error.
    expect((await chooseImporter(write('q.csv', 'what\n'), 'categories', importers)).kind).toBe('categories');
    await expect(chooseImporter(write('r.csv', 'sku\n'), 'forms', importers)).rejects.toBeInstanceOf(
      ImportUsageError,
    );
  });

  it('plans a folder in dependency order, assets from their sub-folder, hidden files skipped', async () => {
    const folder = path.join(dir, 'catalogue');
    write('catalogue/2-products.csv', 'sku\n');
    write('catalogue/1-products.csv', 'sku\n');
    write('catalogue/categories.csv', 'code,parent_code\n');
    write('catalogue/attributes.csv', 'code,type\n');
    write('catalogue/assets/lamp.jpg', 'x');
    write('catalogue/.DS_Store', 'x');
    const plan = await planFolder(folder, importers);
    expect(plan.map((s) => `${s.kind}:${path.basename(s.file)}`)).toEqual([
      'categories:categories.csv',
      'attributes:attributes.csv',
      'products:1-products.csv',
      'products:2-products.csv',
      'assets:assets',
    ]);
    calls.length = 0;
    const seen: string[] = [];
    const reports = await importPath({} as Deps, folder, {
      importers,
      onFile: (step, index, count) => seen.push(`${index + 1}/${count} ${step.kind}`),
    });
    expect(calls).toEqual(plan.map((s) => `${s.kind}:${path.basename(s.file)}`));
    expect(reports.map((r) => r.kind)).toEqual([
      'categories',
      'attributes',
      'products',
      'products',
      'assets',
    ]);
    expect(seen[0]).toBe('1/5 categories');
  });

  it('sends a backup folder whole to jsonl, and skips the files it cannot classify with a note', async () => {
    write('backup/manifest.json', '{}');
    write('backup/products.jsonl', '{}');
    expect((await planFolder(path.join(dir, 'backup'), importers)).map((s) => s.kind)).toEqual(['jsonl']);
    write('mixed/products.csv', 'sku\n');
    write('mixed/notes.txt', 'hello\n');
    // A file of no kind is never guessed at: it is skipped with a note, after the others.
    expect(
      (await planFolder(path.join(dir, 'mixed'), importers)).map((s) => [
        path.basename(s.file),
        s.kind,
        s.note,
      ]),
    ).toEqual([
      ['products.csv', 'products', undefined],
      ['notes.txt', null, NOT_IMPORTABLE],
    ]);
    fs.mkdirSync(path.join(dir, 'nothing'));
    await expect(planFolder(path.join(dir, 'nothing'), importers)).rejects.toThrow('holds nothing to import');
    await expect(importPath({} as Deps, path.join(dir, 'absent.csv'), { importers })).rejects.toThrow(
      'does not exist',
    );
  });

  it('registers the simple products layout, and leaves an Akeneo product export to its own importer', async () => {
    const products = KIND_IMPORTERS.find(
      (i) => i.kind === 'products' && i.detect('x.csv', ['sku', 'parent']),
    );
    expect(products).toBeDefined();
    expect(products?.detect('x.csv', ['sku', 'family', 'groups'])).toBe(false);
  });

  it('counts the bytes read and tells progress every few hundred rows and at the end', async () => {
    const file = write('many.csv', `sku\n${Array.from({ length: 600 }, (_, i) => `S${i}`).join('\n')}\n`);
    const told: ImportProgress[] = [];
    const input = openImportFile(file, { onProgress: (p) => told.push(p) });
    for await (const _record of readCsv(input.stream)) input.rowRead();
    input.done();
    input.done();
    const size = fs.statSync(file).size;
    expect(told.map((p) => p.rows)).toEqual([250, 500, 601]);
    expect(told.at(-1)).toEqual({ rows: 601, bytes: size, totalBytes: size });
    // Without a listener the file is read as it is.
    const plain = openImportFile(file, {});
    let records = 0;
    for await (const _record of readCsv(plain.stream)) records++;
    expect(records).toBe(601);
  });
});
