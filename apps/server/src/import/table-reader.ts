import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { readCsv, type CsvRecord } from './csv-reader.ts';
import { xlsxInReadingOrder } from './xlsx-parts.ts';

/** Rows of a table already read (an XLSX sheet, or CSV records), as `importProducts` takes them. */
export interface TableRecords {
  records: AsyncIterable<CsvRecord>;
  /** The file's path: an Akeneo export's file values are paths relative to its folder. */
  file?: string;
}

export const isXlsx = (file: string) => path.extname(file).toLowerCase() === '.xlsx';

/** A cell's value as the text a CSV export holds for it. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (value instanceof Date) {
    const iso = value.toISOString();
    // A date without a time of day is written as Akeneo writes dates.
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return String(value as unknown);
}

/**
 * The rows of the first sheet of an XLSX file, read streamed, as CSV records: the header is row 1,
 * and each record's line is its row number. Empty rows are skipped, as a CSV's blank lines are.
 */
export async function* readXlsx(input: string | Readable): AsyncGenerator<CsvRecord> {
  const stream = typeof input === 'string' ? xlsxInReadingOrder(input) : input;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as ExcelJS.CellValue[];
        const fields: string[] = [];
        for (let i = 1; i < values.length; i++) fields.push(cellText(values[i]).trim());
        if (fields.every((f) => f === '')) continue;
        yield { line: row.number, fields };
      }
      // Only the first sheet holds the export.
      break;
    }
  } finally {
    // The rest of the file is not read: let it go.
    stream.destroy();
  }
}

/** The records of a CSV or XLSX file, chosen by its extension. */
export function readTable(file: string): AsyncGenerator<CsvRecord> {
  return isXlsx(file) ? readXlsx(file) : readCsv(fs.createReadStream(file));
}

/** A file opened as a table for `importProducts`. */
export const openTable = (file: string): TableRecords => ({ records: readTable(file), file });
