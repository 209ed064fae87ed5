import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { holdAnswersToContract } from './contract-check.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import type { Deps } from '../../src/deps.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { createDeps } from '../../src/runtime.ts';
import { databaseUrlFor, onServer } from './seeded-templates.ts';
import { API_BASE } from '@vitrine/contract/constants';

export type Dialect = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI). */
export const dialects: Dialect[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  dataDir: string;
  /** PostgreSQL only: the portal's private database, for a second connection as another instance. */
  databaseUrl?: string;
  close: () => Promise<void>;
}

/** A whole portal on a fresh database (in-memory PGlite, or a private PostgreSQL database), seeded with the demo. */
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
  const seeded = options.seed !== false;
  // The run's seeded demo is copied (see api-global-setup.ts): a second instead of 4–13.
  const templates = seeded ? inject('seededTemplates') : undefined;
  const serverUrl = process.env.DATABASE_URL;
  let privateDatabase: string | undefined;
  if (dialect === 'postgres') {
    if (!serverUrl) throw new Error('DATABASE_URL is not set');
    privateDatabase = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const template = templates?.postgresDatabase;
    await onServer(serverUrl, `create database ${privateDatabase}${template ? ` template ${template}` : ''}`);
  }
  const databaseUrl = privateDatabase ? databaseUrlFor(serverUrl!, privateDatabase) : undefined;
  const database = await openDatabase({
    databaseUrl,
    poolSize: 4,
    loadDataDir:
      dialect === 'pglite' && templates ? new Blob([fs.readFileSync(templates.pgliteArchive)]) : undefined,
  });
  if (seeded) await seedDemo(database.db);
  const { deps, close: closeDeps } = createDeps(config, database.db);
  const app = await buildApp(deps, { logger: false });
  holdAnswersToContract(app);
  await app.ready();
  return {
    app,
    deps,
    dataDir,
    databaseUrl,
    close: async () => {
      await app.close();
      await closeDeps();
      await database.close();
      if (privateDatabase)
        await onServer(serverUrl!, `drop database if exists ${privateDatabase} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const API = API_BASE;
