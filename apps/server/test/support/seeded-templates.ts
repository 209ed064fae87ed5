import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.ts';
import { seedDemo } from '../../src/demo/seed.ts';

/** Where a test run's seeded demo lies, once per run, for every portal to start from a copy. */
export interface SeededTemplates {
  /** A PGlite `dumpDataDir` archive of the seeded demo. */
  pgliteArchive: string;
  /** A PostgreSQL database holding the seeded demo, copied with `create database … template`. */
  postgresDatabase?: string;
}

/** The same server, another database. */
export function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement on the server's maintenance connection (create/drop database). */
export async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Seeds the demo once per run (12 s on PGlite, 4 s on PostgreSQL) so that each test portal starts
 * from a copy in about a second and a tenth of a second.
 */
export async function createSeededTemplates(): Promise<{
  templates: SeededTemplates;
  remove: () => Promise<void>;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-seed-'));
  const pgliteArchive = path.join(dir, 'demo.tar');
  const embedded = await openDatabase({});
  await seedDemo(embedded.db);
  const archive = await embedded.dumpDataDir!();
  fs.writeFileSync(pgliteArchive, Buffer.from(await archive.arrayBuffer()));
  await embedded.close();

  const url = process.env.DATABASE_URL;
  let postgresDatabase: string | undefined;
  if (url) {
    postgresDatabase = `vitrine_seed_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await onServer(url, `create database ${postgresDatabase}`);
    const server = await openDatabase({ databaseUrl: databaseUrlFor(url, postgresDatabase), poolSize: 2 });
    await seedDemo(server.db);
    await server.close();
  }
  return {
    templates: { pgliteArchive, postgresDatabase },
    remove: async () => {
      fs.rmSync(dir, { recursive: true, force: true });
      if (url && postgresDatabase)
        await onServer(url, `drop database if exists ${postgresDatabase} with (force)`);
    },
  };
}
