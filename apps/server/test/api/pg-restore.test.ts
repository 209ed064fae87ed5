import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type OpenDatabase } from '../../src/db/database.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { createDeps } from '../../src/runtime.ts';
import { client } from '../support/http.ts';
import { createDatabase } from '../support/processes.ts';

const { DATABASE_URL } = process.env;
const onPath = (tool: string) => spawnSync(tool, ['--version']).status === 0;
const tools = onPath('pg_dump') && onPath('pg_restore');
const run = DATABASE_URL && tools ? describe : describe.skip;

/** A portal on an open database (no seed of its own), as the server builds it. */
async function portalOn(url: string, dataDir: string) {
  const database: OpenDatabase = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const config = loadConfig({ DATA_DIR: dataDir, RATE_LIMIT: 'false', LOG_LEVEL: 'silent' });
  const { deps, close } = createDeps(config, database.db);
  const app: FastifyInstance = await buildApp(deps, { logger: false });
  await app.ready();
  return {
    database,
    app,
    close: async () => {
      await app.close();
      await close();
      await database.close();
    },
  };
}

/** The sample of calls compared before and after: lists, a detail in two languages, facets, search, assets. */
async function sample(app: FastifyInstance) {
  const guest = (await client(app).get('/public/config/')).json.setup.guest_token as string;
  const en = client(app, { token: guest, locale: 'en_GB' });
  const de = client(app, { token: guest, locale: 'de_DE' });
  const list = await en.get('/private/product/?limit=24&attributes=sku,brand');
  const id = list.json.products[3].id as number;
  const detail = `/private/product/?filters=${encodeURIComponent(JSON.stringify({ id: [id] }))}&attributes=all`;
  const calls = {
    list,
    detailEn: await en.get(detail),
    detailDe: await de.get(detail),
    facets: await en.get('/private/product/?limit=1&facets=1'),
    search: await de.get('/private/product/?search=leuchte&limit=10'),
    assets: await en.get('/private/media/?itemsPerPage=24&page=1'),
    categories: await de.get('/private/category/'),
    locales: await en.get('/public/locale/'),
  };
  // Signed links carry their expiry, counted from the moment of asking.
  const text = (r: { status: number; body: string }) =>
    `${r.status} ${r.body.replace(/expires=\d+&signature=[\w-]+/g, 'expires=…&signature=…')}`;
  return Object.fromEntries(Object.entries(calls).map(([name, r]) => [name, text(r)]));
}

// The backup procedure of docs/operations.md: pg_dump -Fc of a portal, pg_restore into a fresh
// database, and a portal started on it answers as the first did.
run(
  'backup with pg_dump and restore with pg_restore (PostgreSQL; skipped without DATABASE_URL, pg_dump and pg_restore)',
  () => {
    let source: Awaited<ReturnType<typeof createDatabase>>;
    let target: Awaited<ReturnType<typeof createDatabase>>;
    let folder: string;

    beforeAll(async () => {
      source = await createDatabase(DATABASE_URL!, 'vitrine_backup');
      target = await createDatabase(DATABASE_URL!, 'vitrine_restore');
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-backup-'));
    });

    afterAll(async () => {
      await source?.drop();
      await target?.drop();
      fs.rmSync(folder, { recursive: true, force: true });
    });

    it('answers the same from a database restored from a dump', async () => {
      const before = await portalOn(source.url, folder);
      await seedDemo(before.database.db);
      const expected = await sample(before.app);
      await before.close();
      for (const [name, answer] of Object.entries(expected))
        expect(answer.startsWith('200 '), `${name}: ${answer.slice(0, 200)}`).toBe(true);

      const dump = path.join(folder, 'portal.dump');
      const dumped = spawnSync('pg_dump', ['-Fc', '-f', dump, '-d', source.url], { encoding: 'utf8' });
      expect(dumped.status, dumped.stderr).toBe(0);
      const restored = spawnSync('pg_restore', ['--no-owner', '--exit-on-error', '-d', target.url, dump], {
        encoding: 'utf8',
      });
      expect(restored.status, restored.stderr).toBe(0);

      const after = await portalOn(target.url, folder);
      try {
        expect(await sample(after.app)).toEqual(expected);
      } finally {
        await after.close();
      }
    }, 120_000);
  },
);
