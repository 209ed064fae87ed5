import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { readCsv } from '../../src/import/csv-reader.ts';

/** Akeneo's XLSX export of a CSV file: the CSV's rows on the first sheet, numbers and dates as typed cells. */
export async function csvToXlsx(csv: string, xlsx: string) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  let header = true;
  for await (const record of readCsv(fs.createReadStream(csv))) {
    sheet.addRow(
      record.fields.map((f) => {
        if (header || f === '' || /^0\d/.test(f)) return f;
        if (/^-?\d+(\.\d+)?$/.test(f) && f.length < 13) return Number(f);
        if (/^\d{4}-\d{2}-\d{2}$/.test(f)) return new Date(`${f}T00:00:00Z`);
        return f;
      }),
    );
    header = false;
  }
  // Written whole from a buffer: ExcelJS's writeFile may answer before the file is flushed, and a
  // reader started at once under load met a file without its workbook part.
  fs.writeFileSync(xlsx, Buffer.from(await workbook.xlsx.writeBuffer()));
}
