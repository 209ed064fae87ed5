import { describe, expect, it } from 'vitest';
import { ChangeNotices, noteChanges, onChange } from '../../src/db/changes.ts';
import type { Database } from '../../src/db/database.ts';

// The listeners are the process's own: each case registers its own and looks at what they saw.
const db = {} as Database;
const seen: string[] = [];
const listen = (name: string) => () => void seen.push(name);
const products = listen('product words');
onChange('products', listen('counts'), products);
onChange('assets', listen('asset words'));
onChange('contents', listen('content search'));
onChange('categories', listen('category cache'), products);
onChange('config', listen('config cache'));
onChange('attributes', listen('attribute cache'));
onChange('asset-taxonomy', listen('scope cache'));

describe('change notices', () => {
  it('acts on a run of writes once at its end, whatever was noted how often, caches first', async () => {
    seen.length = 0;
    const run = new ChangeNotices();
    for (let file = 0; file < 3; file++) run.note('contents', 'products', 'assets', 'products');
    expect(seen).toEqual([]);
    await run.settle(db);
    expect(seen).toEqual(['counts', 'product words', 'asset words', 'content search']);
    // Settled changes are forgotten: a second settle does nothing.
    await run.settle(db);
    expect(seen).toHaveLength(4);
  });

  it('runs a listener registered for several changes once per settle', async () => {
    seen.length = 0;
    const run = new ChangeNotices();
    run.note('products', 'categories');
    await run.settle(db);
    expect(seen).toEqual(['category cache', 'product words', 'counts']);
  });

  it('empties caches at once within a run (the next file reads through them) and keeps the refreshes for its end', async () => {
    seen.length = 0;
    const run = { changes: new ChangeNotices() };
    await noteChanges(db, run, 'config', 'products', 'attributes');
    expect(seen).toEqual(['config cache', 'attribute cache']);
    await run.changes.settle(db);
    expect(seen).toEqual(['config cache', 'attribute cache', 'counts', 'product words']);
  });

  it('acts at once on a write made alone', async () => {
    seen.length = 0;
    await noteChanges(db, {}, 'assets', 'asset-taxonomy');
    expect(seen).toEqual(['scope cache', 'asset words']);
  });
});
