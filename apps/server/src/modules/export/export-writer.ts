import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';

export type Cell = string | number | boolean | null;

/** Writes rows to a stream as XLSX or CSV without holding the file in memory. */
export interface RowWriter {
  add(row: Cell[]): Promise<void>;
  finish(): Promise<void>;
}

const csvCell = (value: Cell) => {
  if (value === null) return '';
  const text = String(value);
  // Quote always when needed; a leading formula character is neutralised for spreadsheet safety.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Writes and, when the stream is full, waits for it to drain (or fail). */
async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

export function createRowWriter(format: 'xlsx' | 'csv', out: PassThrough, sheetName: string): RowWriter {
  if (format === 'csv') {
    let first = true;
    return {
      async add(row) {
        // A byte-order mark lets spreadsheet programs read the UTF-8 correctly.
        await write(out, `${first ? '\ufeff' : ''}${row.map(csvCell).join(',')}\r\n`);
        first = false;
      },
      async finish() {
        out.end();
      },
    };
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  let header = true;
  return {
    async add(row) {
      const added = sheet.addRow(row);
      if (header) added.font = { bold: true };
      header = false;
      added.commit();
      if (out.writableNeedDrain) await once(out, 'drain');
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
