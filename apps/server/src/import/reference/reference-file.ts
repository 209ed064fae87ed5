import path from 'node:path';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { matchLocales } from '../akeneo/akeneo-columns.ts';
import type { CsvRecord } from '../csv-reader.ts';
import { hasControlCharacters } from '../import-batches.ts';
import type { ImportRun } from '../import-kind.ts';
import { openImportFile } from '../import-input.ts';
import { emptyReport, type ImportReport } from '../import-report.ts';
import { readCsv } from '../csv-reader.ts';
import type { Rejection } from '../row-mapping.ts';
import { isXlsx, readXlsx } from '../table-reader.ts';
import { portalLocales } from './portal-locales.ts';

/** A reference file read whole (categories, attributes, options and families are small). */
export interface ReferenceFile {
  name: string;
  header: string[];
  rows: CsvRecord[];
  /** The column's index by name (-1: absent). */
  column(name: string): number;
}

const DEFAULT_BATCH = 500;

/** Reads a CSV or XLSX reference file, telling progress as it goes. */
export async function readReferenceFile(file: string, options: ImportRun): Promise<ReferenceFile> {
  const input = openImportFile(file, options);
  const records = isXlsx(file) ? readXlsx(input.stream) : readCsv(input.stream);
  const rows: CsvRecord[] = [];
  let header: string[] | null = null;
  for await (const record of records) {
    if (header === null) header = record.fields.map((f) => f.trim());
    else {
      rows.push({ line: record.line, fields: record.fields.map((f) => f.trim()) });
      input.rowRead();
    }
  }
  input.done();
  const fields = header ?? [];
  return { name: path.basename(file), header: fields, rows, column: (name) => fields.indexOf(name) };
}

/** A row's cell in the named column ('' when the file has no such column). */
export const cell = (file: ReferenceFile, row: CsvRecord, name: string) => {
  const i = file.column(name);
  return i < 0 ? '' : (row.fields[i] ?? '');
};

/** The `<prefix>-<locale>` columns (`label-de_DE`), each with the portal locale it fills (null: unknown). */
export function labelColumns(file: ReferenceFile, prefix: string, portalLocales: string[]) {
  const found = file.header.flatMap((name, index) =>
    name.startsWith(`${prefix}-`) ? [{ name, index, exported: name.slice(prefix.length + 1) }] : [],
  );
  const matched = matchLocales(
    found.map((c) => c.exported),
    portalLocales,
  );
  return found.map((c) => ({ ...c, locale: matched.get(c.exported) ?? null }));
}

/** The longest label taken (Akeneo's own limit): a label is a name in a list, not a text. */
export const MAX_LABEL = 255;

/**
 * A row's labels by portal locale (null: the cell is empty and removes the label). A label holding
 * a control character (a NUL no text column can store) or longer than MAX_LABEL is refused.
 */
export function readLabels(
  row: CsvRecord,
  columns: ReturnType<typeof labelColumns>,
  reject: (column: string, reason: string) => void,
): Record<string, string | null> {
  const labels: Record<string, string | null> = {};
  for (const c of columns) {
    if (c.locale === null) continue;
    const label = row.fields[c.index] ?? '';
    if (hasControlCharacters(label)) reject(c.name, 'a control character (such as NUL) in the label');
    else if ([...label].length > MAX_LABEL)
      reject(c.name, `${[...label].length} characters, at most ${MAX_LABEL} are taken`);
    labels[c.locale] = label || null;
  }
  return labels;
}

/**
 * Columns of a locale the portal does not have (an export may carry more languages than the
 * portal) are left out, each told once in the report's list, on the header's line: the rows
 * import without them.
 */
export function noteUnknownLocales(
  report: ImportReport,
  columns: { name: string; exported: string; locale: string | null }[],
): void {
  for (const c of columns)
    if (c.locale === null)
      report.rejections.push({
        file: report.file,
        line: 1,
        column: c.name,
        reason: `unknown locale "${c.exported}": the column is left out`,
      });
}

/** Stored labels with a file's applied: its empty cells remove, locales it lacks stay. */
export function mergeLabels(
  stored: Record<string, string> | undefined,
  given: Record<string, string | null>,
): Record<string, string> {
  const merged: Record<string, string> = { ...stored };
  for (const [locale, label] of Object.entries(given)) {
    if (label === null) delete merged[locale];
    else merged[locale] = label;
  }
  return Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** A reference kind's report, with a row-level rejection helper. */
export function referenceReport(file: ReferenceFile, kind: ImportReport['kind'], options: ImportRun) {
  const report = emptyReport(file.name, options.dryRun === true);
  report.kind = kind;
  report.read = file.rows.length;
  return report;
}

/**
 * The portal's locales and the file's `label-<locale>` columns; those of a locale the portal does
 * not have are told in the report.
 */
export async function fileLabels(db: Database, file: ReferenceFile, report: ImportReport) {
  const { locales, defaultLocale } = await portalLocales(db);
  const labels = labelColumns(file, 'label', locales);
  noteUnknownLocales(report, labels);
  return { locales, defaultLocale, labels };
}

/**
 * How a reference import starts: the file read (unless it was), its report (reference data is
 * never archived: a full import tells 0), the columns the header must have, and the file's labels.
 */
export async function startReferenceImport(
  db: Database,
  source: string | ReferenceFile,
  options: ImportRun,
  { kind, required = [] }: { kind: ImportReport['kind']; required?: string[] },
) {
  const table = typeof source === 'string' ? await readReferenceFile(source, options) : source;
  const report = referenceReport(table, kind, options);
  if (options.full) report.archived = 0;
  for (const column of required)
    if (table.column(column) < 0) throw new Error(`${table.name}: the header has no ${column} column`);
  return { table, report, ...(await fileLabels(db, table, report)) };
}

/** The longest code taken (Akeneo's own limit). */
export const MAX_CODE = 100;

/** Codes are single words: a comma or a space would break the lists that name them. */
export const badCode = (code: string) =>
  !code
    ? 'the code is missing'
    : hasControlCharacters(code)
      ? 'a control character (such as NUL) in the code'
      : /[\s,;]/.test(code)
        ? `"${code}" is not a code (no spaces, commas or semicolons)`
        : [...code].length > MAX_CODE
          ? `${[...code].length} characters, a code has at most ${MAX_CODE}`
          : null;

/**
 * Writes planned changes in batches, each in one transaction (a failed batch writes nothing); a
 * dry run writes nothing.
 */
export async function writeInBatches<T>(
  deps: Deps,
  options: ImportRun,
  items: T[],
  write: (db: Database, item: T) => Promise<unknown>,
): Promise<void> {
  if (options.dryRun) return;
  const size = options.batchSize ?? DEFAULT_BATCH;
  for (let i = 0; i < items.length; i += size) {
    const batch = items.slice(i, i + size);
    await deps.db.transaction().execute(async (trx) => {
      for (const item of batch) await write(trx, item);
    });
  }
}

/** Collects a row's rejections. */
export function rowRejections(line: number) {
  const list: Rejection[] = [];
  return {
    list,
    reject: (column: string | null, reason: string) => list.push({ line, column, reason }),
  };
}

/**
 * A row's rejections, its cells and its code, checked: a bad code is refused, else one named
 * before in the file. `seen` holds the codes named before: a set gets the row's code; anything
 * else (the rows taken so far) is only asked.
 */
export function codedRow(
  file: ReferenceFile,
  row: CsvRecord,
  seen: { has(code: string): boolean; add?(code: string): unknown },
) {
  const { list, reject } = rowRejections(row.line);
  const code = cell(file, row, 'code');
  const codeProblem = badCode(code);
  if (codeProblem) reject('code', codeProblem);
  else if (seen.has(code)) reject('code', `duplicate code "${code}" in the file`);
  seen.add?.(code);
  return { code, list, reject, cell: (name: string) => cell(file, row, name) };
}
