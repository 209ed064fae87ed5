import type { ImportKind } from '@vitrine/contract';
import type { Rejection } from './row-mapping.ts';

/** What an import did: counts of rows, and the first refused rows with their reasons. */
export interface ImportReport {
  file: string;
  kind?: ImportKind;
  dryRun: boolean;
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Products absent from the file that a full import archived (undefined: not a full import). */
  archived?: number;
  rejected: number;
  /** The first rejections by line (a row may have several). */
  rejections: (Rejection & { file: string })[];
  /** What the import chose or left out, one line each (the channel taken, a file skipped…). */
  notes?: string[];
  /** How long the file took, in seconds. */
  seconds?: number;
}

/** How many rejections a report keeps to list. */
export const LISTED_REJECTIONS = 50;

/** Adds a note to the report (once: a note told twice is one line). */
export function addNote(report: ImportReport, note: string): void {
  report.notes ??= [];
  if (!report.notes.includes(note)) report.notes.push(note);
}

export function emptyReport(file: string, dryRun: boolean): ImportReport {
  return { file, dryRun, read: 0, created: 0, updated: 0, unchanged: 0, rejected: 0, rejections: [] };
}

/** Rows may be refused out of line order (a variant waiting for its parent): the list keeps the first lines. */
export function addRejections(report: ImportReport, rejections: Rejection[]): void {
  report.rejected++;
  for (const r of rejections) report.rejections.push({ file: report.file, ...r });
  if (report.rejections.length > 4 * LISTED_REJECTIONS) keepFirstLines(report);
}

/** Sorts the listed rejections by line (a row's own stay in order) and keeps the first ones. */
export function keepFirstLines(report: ImportReport): void {
  report.rejections.sort((a, b) => a.line - b.line);
  report.rejections.length = Math.min(report.rejections.length, LISTED_REJECTIONS);
}

/** The report as the command prints it. */
export function formatReport(report: ImportReport): string {
  const lines = [
    `${report.dryRun ? 'Dry run (nothing written)' : 'Import'} of ${report.file}:`,
    `  rows read  ${report.read}`,
    `  created    ${report.created}`,
    `  updated    ${report.updated}`,
    `  unchanged  ${report.unchanged}`,
    ...(report.archived !== undefined ? [`  archived   ${report.archived}`] : []),
    `  rejected   ${report.rejected}`,
    ...(report.seconds !== undefined ? [`  time       ${seconds(report.seconds)}`] : []),
  ];
  if (report.notes?.length) lines.push('', 'Notes:', ...report.notes.map((n) => `  ${n}`));
  if (report.rejections.length) {
    lines.push('', report.rejected > report.rejections.length ? 'First rejections:' : 'Rejections:');
    for (const r of report.rejections)
      lines.push(`  ${r.file}:${r.line}${r.column ? ` [${r.column}]` : ''}: ${r.reason}`);
  }
  return lines.join('\n');
}

const seconds = (s: number) => (s < 10 ? `${s.toFixed(1)} s` : `${Math.round(s)} s`);

/** The reports of several files (or parts) as one: their counts added up, every rejection kept. */
export function totalReport(reports: ImportReport[], file: string): ImportReport {
  const total = emptyReport(
    file,
    reports.some((r) => r.dryRun),
  );
  for (const r of reports) {
    total.read += r.read;
    total.created += r.created;
    total.updated += r.updated;
    total.unchanged += r.unchanged;
    total.rejected += r.rejected;
    if (r.archived !== undefined) total.archived = (total.archived ?? 0) + r.archived;
    if (r.seconds !== undefined) total.seconds = (total.seconds ?? 0) + r.seconds;
    total.rejections.push(...r.rejections);
  }
  return total;
}

/** The whole run's totals as the command prints them after the files' reports. */
export function formatTotals(reports: ImportReport[]): string {
  const t = totalReport(reports, '');
  const skipped = reports.filter((r) => !r.kind).length;
  return (
    `All ${reports.length} files: ${t.read} rows read, ${t.created} created, ${t.updated} updated, ` +
    `${t.unchanged} unchanged, ${t.rejected} rejected` +
    `${skipped ? `, ${skipped} ${skipped === 1 ? 'file' : 'files'} skipped` : ''}` +
    `${t.seconds !== undefined ? ` in ${seconds(t.seconds)}` : ''}.`
  );
}
