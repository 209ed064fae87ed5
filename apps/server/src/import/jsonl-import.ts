import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { Deps } from '../deps.ts';
import { CHANGES, noteChanges } from '../db/changes.ts';
import { runImport, type InBatch } from './import-batches.ts';
import { trackImportStream } from './import-input.ts';
import type { ImportRun, KindImporter } from './import-kind.ts';
import { emptyReport, keepFirstLines, LISTED_REJECTIONS, type ImportReport } from './import-report.ts';
import type { Rejection } from './row-mapping.ts';
import { DATA_FOLDER, FILES_FOLDER } from '../backup/backup-format.ts';
import { BackupRefused, checkDataFiles, copyFiles, readManifest, refusal } from '../backup/backup-files.ts';
import { checkRow, parseLine, type RowLine } from '../backup/row-checks.ts';
import { readTables, type TableInfo } from '../backup/table-order.ts';
import { advanceSequences, writeTableRows } from '../backup/table-writer.ts';

export { BackupRefused } from '../backup/backup-files.ts';

const DEFAULT_BATCH = 500;

/** A backup folder is recognised by its manifest. */
const isBackupFolder = (file: string) => {
  try {
    return fs.statSync(file).isDirectory() && fs.existsSync(path.join(file, 'manifest.json'));
  } catch {
    return false;
  }
};

/** A `.jsonl` file of `{"table":…,"row":{…}}` lines, or a folder written by `npm run export-data`. */
export const jsonlImporter: KindImporter = {
  kind: 'jsonl',
  detect: (file) => /\.jsonl$/i.test(file) || isBackupFolder(file),
  run: importJsonl,
};

/** One data file to read, as the report names it. */
interface DataFile {
  file: string;
  name: string;
  size: number;
}

/**
 * Imports a backup folder (its stored files, then its tables in the manifest's order) or a lone
 * JSON lines file: rows upserted by primary key in batches of one table, one transaction each;
 * unchanged rows not written; refused lines reported with their reason while the others import.
 * Rows whose foreign key names a row that comes later are tried again at the end. Afterwards the
 * sequences are set past the highest ids and what the rows feed is refreshed.
 */
export async function importJsonl(
  deps: Deps,
  target: string,
  options: ImportRun = {},
): Promise<ImportReport> {
  const dryRun = options.dryRun === true;
  const report = emptyReport(path.basename(target), dryRun);
  report.kind = 'jsonl';
  const folder = isBackupFolder(target);
  let files: DataFile[];
  if (folder) {
    const manifest = readManifest(target);
    const data = manifest.files.filter((f) => f.path.startsWith(`${DATA_FOLDER}/`));
    await checkDataFiles(target, data);
    files = data.map((f) => ({ file: path.join(target, f.path), name: f.path, size: f.size }));
    const stored = manifest.files.filter((f) => f.path.startsWith(`${FILES_FOLDER}/`));
    const copied = await copyFiles(deps.storage, target, stored, dryRun);
    for (const r of copied.rejections) reject(report, r.file, [r]);
  } else {
    files = [{ file: target, name: path.basename(target), size: fs.statSync(target).size }];
  }
  const tables = await readTables(deps.db);
  const importer = new TableImporter(tables, report, options.batchSize ?? DEFAULT_BATCH);
  const totalBytes = files.reduce((sum, f) => sum + f.size, 0);
  let bytesBefore = 0;
  let written = false;
  await runImport(deps, dryRun, async (inBatch) => {
    for (const data of files) {
      const input = trackImportStream(fs.createReadStream(data.file), totalBytes, {
        onProgress: options.onProgress
          ? (p) => options.onProgress!({ rows: report.read, bytes: bytesBefore + p.bytes, totalBytes })
          : undefined,
      });
      const lines = readline.createInterface({ input: input.stream, crlfDelay: Infinity });
      let line = 0;
      for await (const text of lines) {
        line++;
        const parsed = parseLine(text, line);
        if (parsed.kind === 'blank') continue;
        if (parsed.kind === 'header') {
          const refused = refusal(parsed.value, `${data.name} line ${line}`);
          if (refused) throw new BackupRefused(refused);
          continue;
        }
        report.read++;
        input.rowRead();
        if (parsed.kind === 'rejected') {
          reject(report, data.name, parsed.rejections);
          continue;
        }
        const problems = checkRow(tables.get(parsed.table), parsed.table, parsed.row, line);
        if (problems.length) reject(report, data.name, problems);
        else await importer.add({ table: parsed.table, row: parsed.row, line, file: data.name }, inBatch);
      }
      await importer.flush(inBatch);
      input.done();
      bytesBefore += input.bytes;
    }
    await importer.retryDeferred(inBatch);
    written = report.created + report.updated > 0;
    if (written) await inBatch((trx) => advanceSequences(trx, importer.touched()));
  });
  // The rows may be of any table: every area's counts, search words and caches follow.
  if (written && !dryRun) await noteChanges(deps.db, options, ...CHANGES);
  options.onProgress?.({ rows: report.read, bytes: bytesBefore, totalBytes });
  keepFirstLines(report);
  return report;
}

/** A refused line: counted once, each reason listed with its file. */
function reject(report: ImportReport, file: string, rejections: Rejection[]): void {
  report.rejected++;
  for (const r of rejections) report.rejections.push({ ...r, file });
  if (report.rejections.length > 4 * LISTED_REJECTIONS) keepFirstLines(report);
}

/** Gathers rows into batches of one table and writes each batch in its own transaction. */
class TableImporter {
  private batch: RowLine[] = [];
  private deferred: RowLine[] = [];
  private written = new Set<string>();
  private readonly tables: Map<string, TableInfo>;
  private readonly report: ImportReport;
  private readonly batchSize: number;
  constructor(tables: Map<string, TableInfo>, report: ImportReport, batchSize: number) {
    this.tables = tables;
    this.report = report;
    this.batchSize = batchSize;
  }

  async add(row: RowLine, inBatch: InBatch): Promise<void> {
    if (this.batch.length && (this.batch[0].table !== row.table || this.batch.length >= this.batchSize))
      await this.flush(inBatch);
    this.batch.push(row);
  }

  async flush(inBatch: InBatch, final = false): Promise<void> {
    const rows = this.batch;
    this.batch = [];
    if (!rows.length) return;
    const table = this.tables.get(rows[0].table)!;
    const outcome = await inBatch((trx) => writeTableRows(trx, table, rows, final));
    this.report.created += outcome.created;
    this.report.updated += outcome.updated;
    this.report.unchanged += outcome.unchanged;
    if (outcome.created) this.written.add(table.name);
    for (const { row, rejection } of outcome.rejected) reject(this.report, row.file, [rejection]);
    this.deferred.push(...outcome.deferred);
  }

  /**
   * Rows that named a row not there yet (a parent later in its table, a file out of order), tried
   * again while a round writes some; the last round refuses what is left with the database's reason.
   */
  async retryDeferred(inBatch: InBatch): Promise<void> {
    while (this.deferred.length) {
      const rows = this.deferred;
      this.deferred = [];
      const before = this.report.created + this.report.updated;
      await this.writeAll(rows, inBatch, false);
      if (this.report.created + this.report.updated === before) {
        const last = this.deferred;
        this.deferred = [];
        await this.writeAll(last, inBatch, true);
      }
    }
  }

  private async writeAll(rows: RowLine[], inBatch: InBatch, final: boolean): Promise<void> {
    for (const row of rows) {
      if (this.batch.length && (this.batch[0].table !== row.table || this.batch.length >= this.batchSize))
        await this.flush(inBatch, final);
      this.batch.push(row);
    }
    await this.flush(inBatch, final);
  }

  /** The tables rows were created in (their sequences move). */
  touched(): TableInfo[] {
    return [...this.written].map((name) => this.tables.get(name)!);
  }
}
