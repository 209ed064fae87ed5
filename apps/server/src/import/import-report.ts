import type { Rejection } from './row-mapping.ts';

/** What an import did: counts of rows, and the first refused rows with their reasons. */
export interface ImportReport {
  file: string;
  dryRun: boolean;
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** The first rejections (a row may have several). */
  rejections: (Rejection & { file: string })[];
}

/** How many rejections a report keeps to list. */
export const LISTED_REJECTIONS = 50;

export function emptyReport(file: string, dryRun: boolean): ImportReport {
  return { file, dryRun, read: 0, created: 0, updated: 0, unchanged: 0, rejected: 0, rejections: [] };
}

export function addRejections(report: ImportReport, rejections: Rejection[]): void {
  report.rejected++;
  for (const r of rejections)
    if (report.rejections.length < LISTED_REJECTIONS) report.rejections.push({ file: report.file, ...r });
}

/** The report as the command prints it. */
export function formatReport(report: ImportReport): string {
  const lines = [
    `${report.dryRun ? 'Dry run (nothing written)' : 'Import'} of ${report.file}:`,
    `  rows read  ${report.read}`,
    `  created    ${report.created}`,
    `  updated    ${report.updated}`,
    `  unchanged  ${report.unchanged}`,
    `  rejected   ${report.rejected}`,
  ];
  if (report.rejections.length) {
    lines.push('', report.rejected > report.rejections.length ? 'First rejections:' : 'Rejections:');
    for (const r of report.rejections)
      lines.push(`  ${r.file}:${r.line}${r.column ? ` [${r.column}]` : ''}: ${r.reason}`);
  }
  return lines.join('\n');
}
