import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { intarray } from '@electric-sql/pglite/contrib/intarray';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { Migrator, type MigrationResult } from 'kysely/migration';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { engineModule } from './engine-module.ts';
import { migrations } from './migrations/index.ts';
import { ensureCluster } from './new-cluster.ts';
import type { DB } from './types.ts';

export type Database = Kysely<DB>;

/**
 * Per-session settings: typo-tolerant search accepts words about half similar ("pendnt" →
 * "pendant"); list queries are short, so JIT compilation and parallel workers only add latency.
 */
const SESSION_SETTINGS =
  'set pg_trgm.word_similarity_threshold = 0.5; set jit = off; set max_parallel_workers_per_gather = 0';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Directory of the embedded database; absent means in memory (tests). */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  schema?: string;
  poolSize?: number;
  /**
   * PGlite only: leave its WebAssembly engine to the baseline compiler (see `lowMemoryEngine`) and
   * keep its shared buffers small.
   */
  lowMemory?: boolean;
  /** PGlite only: start from a copy of another embedded database (a `dumpDataDir` archive). */
  loadDataDir?: Blob;
}

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The PostgreSQL pool's connections (none for the embedded database). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** The embedded database's files as one archive, to start others from (none for PostgreSQL). */
  dumpDataDir?: () => Promise<Blob>;
}

// Bigint counts and numeric values are small enough for JS numbers in this domain.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
// Dates (not timestamps) stay plain YYYY-MM-DD strings.
pg.types.setTypeParser(1082, (v) => v);

/**
 * V8 optimises the hottest functions of PGlite's WebAssembly engine in its first seconds of work;
 * `engineModule` keeps the one whose compilation took 600 MB (the SQL parser) out of it. With no
 * optimisation at all, queries take 1.2–1.5× as long for ~45 MiB less: the trade for machines with
 * little memory. The setting is process-wide and must come before PGlite starts.
 */
function lowMemoryEngine(): void {
  v8.setFlagsFromString('--no-wasm-dynamic-tiering');
  v8.setFlagsFromString('--no-wasm-tier-up');
}

/**
 * Node 24's V8 can free a WebAssembly import wrapper twice when its code collector races a tier-up
 * (fixed in later V8, not in 13.6): the process dies on `jit_page_->allocations_.erase(addr) == 1`.
 * Without wasm code collection that path never runs; the engine keeps the few MB of code it
 * replaced. Process-wide, and read when code is freed, so setting it before PGlite starts is enough.
 */
function keepWasmCode(): void {
  v8.setFlagsFromString('--no-wasm-code-gc');
}

/** Opens PostgreSQL or PGlite, runs the migrations and returns a Kysely instance. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  let opened: OpenDatabase;
  if (options.databaseUrl) {
    if (options.schema) await ensureSchema(options.databaseUrl, options.schema);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Extensions live in public, so a private schema keeps public on its path.
      options: options.schema ? `-c search_path=${options.schema},public` : undefined,
    });
    pool.on('connect', (client) => {
      client.query(SESSION_SETTINGS).catch(() => {});
      // A connection the server or the network ends (a restart, a failover) fails the query it
      // runs, which tells its caller; unheard, the client's error event would end the process.
      client.on('error', () => {});
    });
    // The same for an idle one: the pool drops it and opens another when asked.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    opened = {
      db,
      kind: 'postgres',
      close: () => db.destroy(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  } else {
    keepWasmCode();
    if (options.lowMemory) lowMemoryEngine();
    const dataDir = options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined;
    const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
    try {
      // A first start's cluster is made in a process of its own (the memory initdb takes stays there).
      if (dataDir && !options.loadDataDir) await ensureCluster(dataDir);
      const pglite = await PGlite.create(dataDir, {
        pgliteWasmModule: options.lowMemory ? undefined : await engineModule(),
        parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v), 1082: (v: string) => v },
        extensions: { pg_trgm, unaccent, intarray },
        loadDataDir: options.loadDataDir,
        // PostgreSQL's 128 MB of shared buffers are set up (touched) at start: a seventh of the
        // memory of a small machine, and what a demo-sized catalogue never fills.
        ...(options.lowMemory && {
          startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
        }),
      });
      await pglite.exec(SESSION_SETTINGS);
      const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
      opened = {
        db,
        kind: 'pglite',
        dumpDataDir: () => pglite.dumpDataDir('none'),
        close: async () => {
          await db.destroy();
          unlock();
        },
      };
    } catch (error) {
      unlock();
      throw error;
    }
  }
  await migrate(opened.db, options.schema);
  return opened;
}

async function ensureSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name ${schema}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${schema}`);
    // Extensions are per database: create them once, in public, under a lock against parallel runs.
    await client.query('select pg_advisory_lock(7261)');
    for (const ext of ['pg_trgm', 'unaccent', 'intarray']) {
      await client.query(`create extension if not exists ${ext} with schema public`);
    }
    await client.query('select pg_advisory_unlock(7261)');
  } finally {
    await client.end();
  }
}

/**
 * Vacuums the tables a migration just rewrote (its `vacuum` list): a backfill leaves a dead row
 * behind each row it updated, which the embedded database (no autovacuum) would keep for good and
 * which every scan of the table reads meanwhile. Outside the migration's transaction, as it must be.
 */
async function vacuumAfter(db: Kysely<DB>, results: MigrationResult[]): Promise<void> {
  const tables = results
    .filter((r) => r.status === 'Success' && r.direction === 'Up')
    .flatMap((r) => (migrations[r.migrationName] as { vacuum?: string[] }).vacuum ?? []);
  for (const table of new Set(tables)) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
}

/** Brings the schema to the newest version; throws on a failed migration. */
export async function migrate(db: Kysely<DB>, schema?: string): Promise<void> {
  // Kysely looks for its own tables across schemas unless told which one is ours.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return vacuumAfter(db, results ?? []);
    // Kysely looks for its tables through every schema of the database; one dropped meanwhile (by
    // another portal sharing the database, e.g. parallel test runs) fails that look-up, not us.
    if (attempt < 3 && /schema "[^"]+" does not exist/.test(String(error))) continue;
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
