import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import type { Deps } from '../../src/deps.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { createDeps } from '../../src/runtime.ts';

export type Dialect = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI). */
export const dialects: Dialect[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  dataDir: string;
  close: () => Promise<void>;
}

/** A whole portal on a fresh database (in-memory PGlite, or a private PostgreSQL schema), seeded with the demo. */
export async function createTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: { seed?: boolean } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-'));
  // Each portal gets its own job queue: test files run in parallel against one Redis.
  const config = loadConfig({
    DATA_DIR: dataDir,
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'silent',
    REDIS_PREFIX: `t${randomUUID().slice(0, 8)}`,
    ...env,
  });
  const schema = dialect === 'postgres' ? `t_${randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined;
  const database = await openDatabase({
    databaseUrl: dialect === 'postgres' ? process.env.DATABASE_URL : undefined,
    schema,
    poolSize: 4,
  });
  if (options.seed !== false) await seedDemo(database.db);
  const { deps, close: closeDeps } = createDeps(config, database.db);
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  return {
    app,
    deps,
    dataDir,
    close: async () => {
      await app.close();
      await closeDeps();
      await database.close();
      if (schema) {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const API = '/pim/portal/api';
