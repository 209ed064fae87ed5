import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { ensureCluster } from '../../src/db/new-cluster.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-cluster-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the embedded database’s first start', () => {
  it('creates the cluster in a process of its own, once, and the server opens it', async () => {
    const dir = path.join(root, 'first', 'pgdata');
    // What an interrupted first start left: a half-made cluster beside the folder.
    fs.mkdirSync(`${dir}.new`, { recursive: true });
    fs.writeFileSync(path.join(`${dir}.new`, 'half-made'), '');
    await ensureCluster(dir);
    expect(fs.readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    expect(fs.existsSync(`${dir}.new`)).toBe(false);
    expect(fs.existsSync(path.join(dir, 'half-made'))).toBe(false);
    // A second start finds it and creates nothing.
    const made = fs.statSync(path.join(dir, 'PG_VERSION')).mtimeMs;
    await ensureCluster(dir);
    expect(fs.statSync(path.join(dir, 'PG_VERSION')).mtimeMs).toBe(made);

    // A folder already there (a mounted volume) is filled in place, what it held cleared first.
    const mounted = path.join(root, 'mounted', 'pgdata');
    fs.mkdirSync(mounted, { recursive: true });
    fs.writeFileSync(path.join(mounted, 'left-over'), '');
    await ensureCluster(mounted);
    expect(fs.existsSync(path.join(mounted, 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(mounted, 'left-over'))).toBe(false);
    expect(fs.existsSync(`${mounted}.new`)).toBe(false);

    const opened = await openDatabase({ dataDir: path.dirname(dir), lowMemory: true });
    try {
      const tables = await opened.db.introspection.getTables();
      expect(tables.some((t) => t.name === 'product')).toBe(true);
    } finally {
      await opened.close();
    }
  }, 120_000);
});
