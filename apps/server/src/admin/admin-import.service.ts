import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import {
  ADMIN_PUSH_MAX_BYTES,
  importReportSchema,
  type AdminImportJob,
  type AdminImportKind,
  type ImportKind,
} from '@vitrine/contract';
import type { Deps } from '../deps.ts';
import { importKey } from '../storage/keys.ts';
import { z } from 'zod';
import { importPath } from '../import/import-dispatch.ts';
import type { ImportRun } from '../import/import-kind.ts';
import { LISTED_REJECTIONS, totalReport, type ImportReport } from '../import/import-report.ts';
import { AppError, badRequest, BusyError, busy } from '../lib/errors.ts';
import {
  countActiveImports,
  deleteFinishedImports,
  failStaleImports,
  finishImport,
  getImport,
  insertImport,
  markImportRunning,
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
  kind: AdminImportKind;
  /** The file's name: its extension tells the format. */
  name: string;
  body: Readable;
  options: Pick<ImportRun, 'full' | 'dryRun' | 'channel' | 'currency' | 'batchSize'>;
  tokenId: number;
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
  await insertImport(deps.db, {
    id,
    kind: pushed.kind,
    file_name: pushed.name,
    storage_key: key,
    options: JSON.stringify(pushed.options),
    total_bytes: bytes,
    token_id: pushed.tokenId,
  });
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
      if (row.kind === 'folder')
        return importPath(deps, file, {
          ...options,
          onProgress,
          onFile: () => {
            before = last.rows;
          },
        });
      const report = await runImporter(deps, row.kind as ImportKind, file, { ...options, onProgress });
      return [{ ...report, kind: report.kind ?? (row.kind as ImportKind) }];
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
    await deps.storage.delete(row.storage_key).catch(() => undefined);
  }
}
