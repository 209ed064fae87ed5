import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import { assertSafeKey } from '../storage/storage.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DATA_FOLDER,
  FILES_FOLDER,
  LEFT_OUT_COLUMNS,
  LEFT_OUT_SETTINGS,
  LEFT_OUT_TABLES,
  isBackedUpKey,
  type JsonlHeader,
  type Manifest,
} from './backup-format.ts';
import { dependencyOrder, readTables, type TableInfo } from './table-order.ts';

/** Rows read per query: one page of a table in memory at a time, whatever the table's size. */
const PAGE = 1000;

export interface ExportOptions {
  /** Told after each table and after every hundred files. */
  onProgress?: (step: { table?: string; rows?: number; files?: number }) => void;
}

/** The backup's manifest, as written. */
export type ExportResult = Manifest;

/** The last migration the database has run. */
export async function lastMigration(db: Database): Promise<string | null> {
  const row = await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(db);
  return row.rows[0]?.name ?? null;
}

/**
 * Writes the whole portal into `folder` (which must be empty or absent): one JSON lines file per
 * table in import order, every stored file the backup keeps under `files/<key>`, and last
 * `manifest.json` with counts and SHA-256 sums (a folder without it is an unfinished backup). The
 * tables are read in one repeatable-read transaction, so they agree with each other; rows by a cursor
 * in storage order and files by streams, so memory does not grow with the catalogue.
 */
export async function exportData(deps: Deps, folder: string, options: ExportOptions = {}): Promise<Manifest> {
  if (fs.existsSync(folder) && fs.readdirSync(folder).length)
    throw new Error(`${folder} is not empty: give a new or an empty folder.`);
  fs.mkdirSync(path.join(folder, DATA_FOLDER), { recursive: true });
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    migration: null,
    createdAt: new Date().toISOString(),
    counts: { tables: {}, files: 0 },
    files: [],
  };
  await deps.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      // Tables are read by sequential scans from their first block: in the order rows are stored.
      for (const setting of [
        'synchronize_seqscans',
        'enable_indexscan',
        'enable_indexonlyscan',
        'enable_bitmapscan',
      ])
        await sql`select set_config(${setting}, 'off', true)`.execute(trx);
      manifest.migration = await lastMigration(trx);
      const tables = await readTables(trx);
      const kept = [...tables.keys()].filter((name) => !(name in LEFT_OUT_TABLES));
      const header: JsonlHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        migration: manifest.migration,
      };
      for (const [index, name] of dependencyOrder(tables, kept).entries()) {
        const relative = `${DATA_FOLDER}/${String(index + 1).padStart(3, '0')}-${name}.jsonl`;
        const written = await exportTable(trx, tables.get(name)!, path.join(folder, relative), header);
        manifest.counts.tables[name] = written.rows;
        manifest.files.push({ path: relative, table: name, ...written });
        options.onProgress?.({ table: name, rows: written.rows });
      }
    });
  for await (const stored of deps.storage.list('')) {
    if (!isBackedUpKey(stored.key)) continue;
    assertSafeKey(stored.key);
    const relative = `${FILES_FOLDER}/${stored.key}`;
    const target = path.join(folder, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const sum = hashing();
    await pipeline(await deps.storage.get(stored.key), sum.stream, fs.createWriteStream(target));
    manifest.files.push({ path: relative, size: sum.size(), sha256: sum.digest() });
    if (++manifest.counts.files % 100 === 0) options.onProgress?.({ files: manifest.counts.files });
  }
  options.onProgress?.({ files: manifest.counts.files });
  fs.writeFileSync(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** A pass-through stream that sums and counts the bytes going through it. */
function hashing() {
  const hash = createHash('sha256');
  let size = 0;
  let digest: string | null = null;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return { stream, size: () => size, digest: () => (digest ??= hash.digest('hex')) };
}

/**
 * One table's rows, as stored, as lines `{"table":…,"row":{…}}` after the header line. PostgreSQL writes each
 * row's JSON itself (`to_jsonb`), and the import reads it back with `jsonb_populate_record`, so
 * every type round-trips as the database prints and parses it: timestamps to the microsecond,
 * arrays, JSON, `tsvector` text, numbers without a detour through JavaScript.
 */
async function exportTable(
  db: Database,
  table: TableInfo,
  file: string,
  header: JsonlHeader,
): Promise<{ rows: number; size: number; sha256: string }> {
  const out = fs.createWriteStream(file);
  const hash = createHash('sha256');
  let size = 0;
  let failure: Error | null = null;
  out.on('error', (error) => (failure = error));
  /** Writes and waits while the file's buffer is full (listeners removed each time: none pile up). */
  const write = async (text: string) => {
    if (failure) throw failure;
    hash.update(text);
    size += Buffer.byteLength(text);
    if (out.write(text)) return;
    await new Promise<void>((resolve, reject) => {
      const settle = () => {
        out.off('drain', settle);
        out.off('close', settle);
        if (failure) reject(failure);
        else resolve();
      };
      out.on('drain', settle);
      out.on('close', settle);
    });
  };
  let rows = 0;
  try {
    await write(`${JSON.stringify(header)}\n`);
    const prefix = `{"table":${JSON.stringify(table.name)},"row":`;
    // A table of parents and children (categories, variants) is written roots first, so that a
    // parent stored after its children (moved by an update) does not make the import wait for it.
    const roots = sql.join(
      table.selfReferences.map((c) => sql`${sql.ref(`t.${c}`)} is null`),
      sql` and `,
    );
    const passes = table.selfReferences.length ? [roots, sql`not (${roots})`] : [null];
    for (const pass of passes) {
      for await (const page of readPages(db, table, pass)) {
        await write(page.map((line) => `${prefix}${line}}\n`).join(''));
        rows += page.length;
      }
    }
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  } catch (error) {
    out.destroy();
    throw error;
  }
  return { rows, size, sha256: hash.digest('hex') };
}

/**
 * A table's rows (of one pass) as JSON, a page at a time through a cursor: one scan of the table,
 * whatever its size. Sequential scans from the first block (set for the export's transaction), so
 * rows come in the order they are stored, and a fresh import appends them in that order: even
 * answers whose order the database leaves to storage (links listed without an order) come back
 * alike.
 */
async function* readPages(
  db: Database,
  table: TableInfo,
  pass: RawBuilder<unknown> | null,
): AsyncGenerator<string[]> {
  let row: RawBuilder<unknown> = sql`to_jsonb(t)`;
  for (const column of LEFT_OUT_COLUMNS[table.name] ?? []) row = sql`(${row} - ${sql.lit(column)})`;
  const filters: RawBuilder<unknown>[] = pass ? [pass] : [];
  if (table.name === 'setting')
    filters.push(sql`t.key not in (${sql.join(LEFT_OUT_SETTINGS.map((s) => sql.lit(s)))})`);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const cursor = sql.id(`backup_${table.name}`);
  await sql`declare ${cursor} no scroll cursor for
    select ${row}::text as line from ${sql.id(table.name)} t ${where}`.execute(db);
  try {
    for (;;) {
      const page = await sql<{ line: string }>`fetch forward ${sql.lit(PAGE)} from ${cursor}`.execute(db);
      if (page.rows.length) yield page.rows.map((r) => r.line);
      if (page.rows.length < PAGE) break;
    }
  } finally {
    await sql`close ${cursor}`.execute(db);
  }
}
