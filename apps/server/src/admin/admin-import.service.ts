import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import {
  ADMIN_PUSH_MAX_BYTES,
  CONSOLE_IMPORT_KINDS,
  DETECTED_IMPORT_KIND,
  importReportSchema,
  type AdminImportJob,
  type ConsoleImportKind,
  type ImportKind,
} from '@vitrine/contract';
import type { Database } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import { importKey } from '../storage/keys.ts';
import { z } from 'zod';
import { chooseImporter, importPath, ImportUsageError } from '../import/import-dispatch.ts';
import type { ImportRun } from '../import/import-kind.ts';
import { LISTED_REJECTIONS, totalReport, type ImportReport } from '../import/import-report.ts';
import { AppError, badRequest, BusyError, busy } from '../lib/errors.ts';
import {
  countActiveImports,
  countImports,
  deleteFinishedImports,
  failStaleImports,
  findImportWithToken,
  finishImport,
  getImport,
  insertImport,
  listImports,
  markImportRunning,
  setImportKind,
  writeImportProgress,
} from './admin-import.repository.ts';
import { runImporter, withTempFolder } from './admin-push.service.ts';
import type { AdminImportRow } from './admin.tables.ts';

export const ADMIN_IMPORT_JOB = 'admin-import';
export interface AdminImportPayload {
  importId: string;
}
export type AdminImportResult = { ok: true; state: 'done' | 'failed' };

declare module '../jobs/job-types.ts' {
  interface JobRegistry {
    'admin-import': { payload: AdminImportPayload; result: AdminImportResult };
  }
}

/** Pushed files wait in the file store (any instance's worker reads them there) under this folder. */
/** Imports waiting or running at once, across instances; more answer 503 (each is a long write). */
export const MAX_ACTIVE_IMPORTS = 4;
/** Progress written to the database at most this often. */
const PROGRESS_MS = 1000;

/** The area's jobs, registered by its route plugin on the app's job runner. */
export function registerAdminJobs(deps: Deps): void {
  // An import is idempotent, but a failed one is reported, not retried behind the caller's back.
  deps.jobs.register(ADMIN_IMPORT_JOB, (payload) => runAdminImport(deps, payload.importId), { attempts: 1 });
}

/** A file pushed for import: its body as it arrives, and how to import it. */
export interface PushedFile {
  /** Its kind, or `auto`: told from the file when the import starts (a zip is always a folder). */
  kind: ConsoleImportKind | typeof DETECTED_IMPORT_KIND;
  /** The file's name: its extension tells the format. */
  name: string;
  body: Readable;
  options: Pick<ImportRun, 'full' | 'dryRun' | 'channel' | 'currency' | 'batchSize'>;
  /** Who pushed it: an admin API token, or an administrator from the operator console. */
  by: { tokenId: number } | { userId: number };
  /** Written in the transaction that records the import (the console's audit entry). */
  alongside?: (db: Database, importId: string) => Promise<void>;
}

/** Formats read as text: a NUL byte there is refused (PostgreSQL stores no NUL in text). */
const TEXT_FORMAT = /\.(csv|jsonl|json|ndjson)$/i;

/**
 * Stores a pushed file and queues its import; answers the job at once (state `queued`). Refused
 * when too many imports wait (503 with Retry-After), when the file is empty, too large or holds NUL.
 */
export async function startImport(deps: Deps, pushed: PushedFile): Promise<AdminImportJob> {
  await sweepStaleImports(deps);
  if ((await countActiveImports(deps.db)) >= MAX_ACTIVE_IMPORTS) {
    pushed.body.resume();
    throw busy('Too many imports are waiting; push this file again shortly', 30);
  }
  const id = randomUUID();
  const ext = path.extname(pushed.name).toLowerCase();
  const key = importKey(id, ext);
  const bytes = await storeBody(deps, key, pushed.body, TEXT_FORMAT.test(ext));
  try {
    await deps.db.transaction().execute(async (trx) => {
      await insertImport(trx, {
        id,
        kind: pushed.kind,
        file_name: pushed.name,
        storage_key: key,
        options: JSON.stringify(pushed.options),
        total_bytes: bytes,
        token_id: 'tokenId' in pushed.by ? pushed.by.tokenId : null,
        user_id: 'userId' in pushed.by ? pushed.by.userId : null,
      });
      await pushed.alongside?.(trx, id);
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  // The answer is the import as accepted: queued (a worker may pick it up at once).
  const accepted = importView((await getImport(deps.db, id))!);
  const run = deps.jobs.run(ADMIN_IMPORT_JOB, { importId: id });
  // A full job queue refuses at once: answer 503 and forget the file rather than a job that never runs.
  const refused = await Promise.race([
    run.then(
      () => null,
      (error: unknown) => error,
    ),
    new Promise<null>((resolve) => setImmediate(() => resolve(null))),
  ]);
  if (refused instanceof BusyError) {
    await finishImport(deps.db, id, { state: 'failed', error: refused.message });
    await deps.storage.delete(key).catch(() => undefined);
    throw refused;
  }
  run.catch(async (error: unknown) => {
    // The handler records its own failures; this is a runner's (a crash, a queue gone).
    const row = await getImport(deps.db, id).catch(() => undefined);
    if (row && (row.state === 'queued' || row.state === 'running'))
      await finishImport(deps.db, id, { state: 'failed', error: String((error as Error)?.message ?? error) });
  });
  return accepted;
}

/** Writes the body to the file store, counting and checking it; nothing is left of a refused one. */
async function storeBody(deps: Deps, key: string, body: Readable, text: boolean): Promise<number> {
  const sink = await deps.storage.create(key);
  let bytes = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > ADMIN_PUSH_MAX_BYTES)
        throw new AppError(
          413,
          'payload_too_large',
          `A pushed file is at most ${ADMIN_PUSH_MAX_BYTES} bytes`,
        );
      if (text && chunk.includes(0))
        throw badRequest('The file holds NUL bytes: not a CSV or JSON text file', 'file', 'invalid_file');
      await sink.write(chunk);
    }
    if (bytes === 0) throw badRequest('The file is empty', 'file', 'file_missing');
    await sink.close();
    return bytes;
  } catch (error) {
    await sink.abort();
    // What is left unread of a refused body is drained, so the answer can go out.
    body.resume();
    throw error;
  }
}

/** The options an import was stored with (`null` where none was given). */
function optionsView(stored: string): AdminImportJob['options'] {
  const options = JSON.parse(stored) as Partial<ImportRun>;
  return {
    full: options.full === true,
    dryRun: options.dryRun === true,
    channel: options.channel ?? null,
    currency: options.currency ?? null,
    batchSize: options.batchSize ?? null,
  };
}

/** The import as the API answers it. */
export function importView(row: AdminImportRow): AdminImportJob {
  const total = row.total_bytes === null ? null : Number(row.total_bytes);
  const bytes = Number(row.bytes);
  // A file's report is stored as it is, a folder's as the list of its files' reports.
  const stored: unknown = row.report ? JSON.parse(row.report) : null;
  const parsed = stored === null ? null : z.array(importReportSchema).safeParse([stored].flat());
  const reports = parsed?.success ? parsed.data : null;
  const report = reports && (Array.isArray(stored) ? folderTotals(reports, row.file_name) : reports[0]);
  return {
    id: row.id,
    kind: row.kind,
    file: row.file_name,
    state: row.state,
    progress: {
      rows: Number(row.rows),
      bytes,
      totalBytes: total,
      percent: total ? Math.min(100, Math.round((bytes / total) * 1000) / 10) : null,
    },
    report: report ?? null,
    reports,
    error: row.error,
    options: optionsView(row.options),
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

/** A folder's report: its files' totals, the first files' first rejections listed. */
function folderTotals(reports: ImportReport[], file: string): ImportReport {
  const total = totalReport(reports, file);
  total.rejections.length = Math.min(total.rejections.length, LISTED_REJECTIONS);
  return total;
}

/** Fails the imports a stopped server left behind, so they neither hold a place nor look alive. */
async function sweepStaleImports(deps: Deps): Promise<void> {
  for (const key of await failStaleImports(deps.db)) await deps.storage.delete(key).catch(() => undefined);
}

/**
 * Removes the records of imports finished before `before` (their reports have been read by then;
 * their files went when they finished). Answers how many went.
 */
export async function sweepFinishedImports(deps: Deps, before: Date): Promise<number> {
  return Number((await deleteFinishedImports(deps.db, before)).numDeletedRows);
}

export async function readImport(deps: Deps, id: string): Promise<AdminImportJob | null> {
  await sweepStaleImports(deps);
  const row = await getImport(deps.db, id);
  return row ? importView(row) : null;
}

/** An import as the API answers it, and who pushed it: an administrator's id or a token's name. */
export interface ImportRecord {
  job: AdminImportJob;
  userId: number | null;
  tokenName: string | null;
}

const recordOf = (row: AdminImportRow & { token_name: string | null }): ImportRecord => ({
  job: importView(row),
  userId: row.user_id,
  tokenName: row.token_name,
});

/** Imports newest first, a page at a time (finished ones are kept FINISHED_IMPORTS_KEPT_MS). */
export async function importRecords(
  deps: Deps,
  page: { limit: number; offset: number },
): Promise<{ records: ImportRecord[]; total: number }> {
  await sweepStaleImports(deps);
  const [rows, total] = await Promise.all([listImports(deps.db, page), countImports(deps.db)]);
  return { records: rows.map(recordOf), total };
}

export async function importRecord(deps: Deps, id: string): Promise<ImportRecord | null> {
  await sweepStaleImports(deps);
  const row = await findImportWithToken(deps.db, id);
  return row ? recordOf(row) : null;
}

/** Kinds a file sent to be told may turn out to be: those a console import may name, but a folder. */
const TOLD_KINDS: readonly string[] = CONSOLE_IMPORT_KINDS.filter((kind) => kind !== 'folder');

/**
 * The kind of a file sent as `auto`, told from its name and header as a folder's files are, and
 * written to its record; a file of no kind, of two, or of one not imported alone, is refused.
 */
async function toldKind(deps: Deps, id: string, file: string): Promise<ImportKind> {
  let kind: ImportKind;
  try {
    kind = (await chooseImporter(file)).kind;
  } catch (error) {
    // The dispatcher speaks to the command line (`give --kind`); here the kind is chosen in a list.
    if (error instanceof ImportUsageError)
      throw new Error(error.message.replace(/: give --kind.*$/s, ': choose its kind'), { cause: error });
    throw error;
  }
  if (!TOLD_KINDS.includes(kind))
    throw new Error(
      `${path.basename(file)} holds ${kind}, which is not imported on its own here: choose its kind`,
    );
  await setImportKind(deps.db, id, kind);
  return kind;
}

/** The job: the stored file copied to a private folder, imported by its kind's importer, then deleted. */
export async function runAdminImport(deps: Deps, id: string): Promise<AdminImportResult> {
  const row = await getImport(deps.db, id);
  if (!row || row.state !== 'queued') return { ok: true, state: 'failed' };
  await markImportRunning(deps.db, id);
  const options = JSON.parse(row.options) as ImportRun;
  let last = { rows: 0, bytes: 0 };
  let writtenAt = 0;
  let writing: Promise<unknown> = Promise.resolve();
  try {
    // A folder's files report one after another: its rows are counted across them.
    let before = 0;
    const onProgress = (progress: { rows: number; bytes: number }) => {
      last = { rows: before + progress.rows, bytes: progress.bytes };
      if (Date.now() - writtenAt < PROGRESS_MS) return;
      writtenAt = Date.now();
      // One write at a time; a lost progress write only delays the figures.
      writing = writing.then(() => writeImportProgress(deps.db, id, last)).catch(() => undefined);
    };
    const reports = await withTempFolder(async (folder) => {
      const file = path.join(folder, row.file_name);
      await pipeline(await deps.storage.get(row.storage_key), fs.createWriteStream(file));
      // The private copy is what is read; the stored one goes now, so a finished import has none.
      await deps.storage.delete(row.storage_key).catch(() => undefined);
      if (row.kind === 'folder')
        return importPath(deps, file, {
          ...options,
          onProgress,
          onFile: () => {
            before = last.rows;
          },
        });
      const kind =
        row.kind === DETECTED_IMPORT_KIND ? await toldKind(deps, id, file) : (row.kind as ImportKind);
      const report = await runImporter(deps, kind, file, { ...options, onProgress });
      return [{ ...report, kind: report.kind ?? kind }];
    });
    await writing;
    const read = reports.reduce((n, r) => n + r.read, 0);
    await finishImport(deps.db, id, {
      state: 'done',
      report: row.kind === 'folder' ? reports : reports[0],
      rows: Math.max(last.rows, read),
      bytes: Number(row.total_bytes ?? last.bytes),
    });
    return { ok: true, state: 'done' };
  } catch (error) {
    await writing;
    const message = error instanceof Error ? error.message : String(error);
    await finishImport(deps.db, id, { state: 'failed', error: `The import stopped: ${message}` });
    return { ok: true, state: 'failed' };
  } finally {
    // Gone already unless the copy failed.
    await deps.storage.delete(row.storage_key).catch(() => undefined);
  }
}
