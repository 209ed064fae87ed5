import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/import/table-reader.ts';

/** An XLSX file whose parts are stored in the given order (the rest first, as written). */
async function xlsxInOrder(last: string[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(['sku', 'label-en_US']);
  sheet.addRow(['BERGEN-WHITE-S', 'Bergen chair']);
  const written = await JSZip.loadAsync(Buffer.from(await workbook.xlsx.writeBuffer()));
  const names = Object.keys(written.files).filter((name) => !written.files[name].dir);
  const ordered = [...names.filter((name) => !last.includes(name)), ...last];
  const zip = new JSZip();
  for (const name of ordered) zip.file(name, await written.files[name].async('nodebuffer'));
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-')), 'products.xlsx');
  fs.writeFileSync(file, await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
  return file;
}

async function rows(file: string): Promise<string[][]> {
  const out: string[][] = [];
  for await (const record of readXlsx(file)) out.push(record.fields);
  return out;
}

describe('an XLSX file read whatever the order of its parts', () => {
  it('reads the first sheet when it comes before the workbook part, after the shared strings', async () => {
    const file = await xlsxInOrder(['xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml', 'xl/workbook.xml']);
    expect(await rows(file)).toEqual([
      ['sku', 'label-en_US'],
      ['BERGEN-WHITE-S', 'Bergen chair'],
    ]);
  });

  it('reads it in the usual orders too', async () => {
    for (const last of [
      ['xl/workbook.xml', 'xl/worksheets/sheet1.xml'],
      ['xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml', 'xl/workbook.xml'],
    ])
      expect((await rows(await xlsxInOrder(last)))[1]).toEqual(['BERGEN-WHITE-S', 'Bergen chair']);
  });
});
