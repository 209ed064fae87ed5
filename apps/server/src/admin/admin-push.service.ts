import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AdminRecord, ImportKind, ImportReportBody } from '@vitrine/contract';
import type { Deps } from '../deps.ts';
import { chooseImporter, ImportUsageError } from '../import/import-dispatch.ts';
import type { ImportRun } from '../import/import-kind.ts';
import { keepFirstLines, totalReport, type ImportReport } from '../import/import-report.ts';
import { AppError, badRequest, notFound } from '../lib/errors.ts';

/** How the pushed records are named in reports: their position in the request. */
export const REQUEST_FILE = 'request';

/** A field of the CSV the records are written as: always quoted, so any text survives. */
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** A cell as the kind's layout writes it: lists comma separated, booleans 1/0, null empty. */
export function cellText(value: AdminRecord[string]): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map(String).join(',');
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/** One CSV of records that name the same columns, and the request position of each CSV line's row. */
export interface RecordTable {
  text: string;
  /** The line each row starts on (the header is line 1) → its record's position, from 1. */
  positions: Map<number, number>;
}

/**
 * The records as CSV tables of the kind's layout, one per set of columns: in a table an empty cell
 * removes a value, so a record that leaves a column out must not share a table with one naming it.
 */
export function recordTables(records: AdminRecord[]): RecordTable[] {
  const groups = new Map<string, { columns: string[]; rows: [number, AdminRecord][] }>();
  records.forEach((record, index) => {
    const columns = Object.keys(record);
    const key = JSON.stringify([...columns].sort());
    const group = groups.get(key) ?? { columns, rows: [] };
    group.rows.push([index + 1, record]);
    groups.set(key, group);
  });
  return [...groups.values()].map(({ columns, rows }) => {
    const lines = [columns.map(quoted).join(',')];
    const positions = new Map<number, number>();
    let line = 2;
    for (const [position, record] of rows) {
      const text = columns.map((c) => quoted(cellText(record[c]))).join(',');
      positions.set(line, position);
      lines.push(text);
      line += 1 + (text.match(/\r\n|\r|\n/g)?.length ?? 0);
    }
    return { text: `${lines.join('\r\n')}\r\n`, positions };
  });
}

/** Sums reports of one request; rejections renamed to the request and its positions. */
function mergeReports(kind: ImportKind, dryRun: boolean, parts: [ImportReport, RecordTable | null][]) {
  const renamed = parts.map(([part, table]) => ({
    ...part,
    rejections: part.rejections.map((r) => ({
      ...r,
      file: REQUEST_FILE,
      line: table?.positions.get(r.line) ?? r.line,
    })),
  }));
  const report: ImportReport = { ...totalReport(renamed, REQUEST_FILE), dryRun, kind };
  keepFirstLines(report);
  return report as ImportReportBody;
}

/** A database error (it has a SQLSTATE) is the server's; anything else an importer throws is about the input. */
const isDatabaseError = (error: unknown) =>
  typeof (error as { code?: unknown })?.code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as { code: string }).code);

/**
 * Runs a kind's importer on a file, answering its report; a kind without an importer is a 404, and
 * a file the importer refuses whole (no key column, a bad layout) a 400.
 */
export async function runImporter(deps: Deps, kind: ImportKind, file: string, options: ImportRun) {
  let importer;
  try {
    importer = await chooseImporter(file, kind);
  } catch (error) {
    if (error instanceof ImportUsageError)
      throw notFound(`Records of the kind "${kind}" cannot be imported here`);
    throw error;
  }
  try {
    return await importer.run(deps, file, options);
  } catch (error) {
    if (error instanceof AppError || isDatabaseError(error) || !(error instanceof Error)) throw error;
    throw badRequest(error.message.split(`${path.basename(file)}: `).join(''));
  }
}

/** A private folder for one push, removed afterwards whatever happens. */
export async function withTempFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-push-'));
  try {
    return await work(folder);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/**
 * Imports records of a table kind (products, categories, attributes) pushed as JSON: written as the
 * kind's CSV layout and imported by its importer, so the same checks and rejections apply. Each set
 * of columns is one table; rejections name the record's position in the request as their line.
 */
export async function pushRecords(
  deps: Deps,
  kind: 'products' | 'categories' | 'attributes',
  records: AdminRecord[],
  dryRun: boolean,
): Promise<ImportReportBody> {
  return withTempFolder(async (folder) => {
    const parts: [ImportReport, RecordTable][] = [];
    for (const [index, table] of recordTables(records).entries()) {
      const file = path.join(folder, `${kind}-${index + 1}.csv`);
      await fs.writeFile(file, table.text);
      parts.push([await runImporter(deps, kind, file, { dryRun }), table]);
    }
    return mergeReports(kind, dryRun, parts);
  });
}

/**
 * Imports contents pushed as JSON, in the contents import's JSON layout (`{categories, contents}`,
 * docs/import.md); attachments may name only stored assets, as there are no files beside them.
 */
export async function pushContents(
  deps: Deps,
  body: { contents: unknown[]; categories?: unknown[] },
  dryRun: boolean,
): Promise<ImportReportBody> {
  return withTempFolder(async (folder) => {
    const file = path.join(folder, 'contents.json');
    // One content per line, so a rejection's line tells which one.
    const lines = [
      '{',
      `"categories": [${(body.categories ?? []).map((c) => JSON.stringify(c)).join(',\n')}],`,
      `"contents": [`,
      body.contents.map((c) => JSON.stringify(c)).join(',\n'),
      ']}',
    ];
    await fs.writeFile(file, lines.join('\n'));
    return mergeReports('contents', dryRun, [[await runImporter(deps, 'contents', file, { dryRun }), null]]);
  });
}

/**
 * Imports one asset: its file (uploaded, or read from the file store) placed at its path in a
 * folder with a metadata row beside it, imported by the assets importer as a folder of one file.
 */
export async function pushAsset(
  deps: Deps,
  asset: { path: string; body: Buffer | Readable; metadata?: AdminRecord },
  dryRun: boolean,
): Promise<ImportReportBody> {
  const relative = path.posix.normalize(asset.path.replace(/\\/g, '/'));
  if (relative.startsWith('../') || relative === '..' || path.posix.isAbsolute(relative) || relative === '.')
    throw badRequest('An asset path is relative and stays inside its folder', 'path');
  return withTempFolder(async (folder) => {
    const root = path.join(folder, 'assets');
    const file = path.join(root, relative);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, asset.body);
    if (!(await fs.stat(file)).size) throw badRequest('The file is empty', 'file', 'file_missing');
    if (asset.metadata) {
      const [table] = recordTables([{ ...asset.metadata, path: relative }]);
      await fs.writeFile(path.join(root, 'metadata.csv'), table.text);
    }
    const report = await runImporter(deps, 'assets', root, { dryRun });
    return mergeReports('assets', dryRun, [[report, null]]);
  });
}
