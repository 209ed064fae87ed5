import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type yauzl from 'yauzl';
import { createZipWriter } from '../modules/downloads/index.ts';
import { openZip, zipEntries, zipEntryStream } from './zip-folder.ts';

/** The parts ExcelJS's streamed reader must have read before it meets a sheet. */
const NEEDED_FIRST = /^xl\/(_rels\/workbook\.xml\.rels|workbook\.xml|sharedStrings\.xml|styles\.xml)$/;
const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/** The parts in the order ExcelJS reads safely: workbook, shared strings and styles before any sheet. */
export function readingOrder(names: string[]): string[] | null {
  const firstSheet = names.findIndex((name) => SHEET.test(name));
  if (firstSheet < 0 || !names.some((name, i) => NEEDED_FIRST.test(name) && i > firstSheet)) return null;
  return [
    ...names.filter((name) => NEEDED_FIRST.test(name)),
    ...names.filter((name) => !NEEDED_FIRST.test(name) && !SHEET.test(name)),
    ...names.filter((name) => SHEET.test(name)),
  ];
}

/** Writes to the stream, waiting while it is full; fails once its reader has let it go. */
function handOver(out: PassThrough, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const stopped = () => reject(new Error('the XLSX reader stopped reading'));
    if (out.destroyed) return stopped();
    // The writer reuses the buffer it hands over: the stream keeps a copy.
    if (out.write(Buffer.from(bytes))) return resolve();
    const settle = () => {
      out.off('drain', settle).off('close', settle);
      if (out.destroyed) stopped();
      else resolve();
    };
    out.on('drain', settle).on('close', settle);
  });
}

/**
 * An XLSX file's bytes, as ExcelJS's streamed reader can read them whole. A writer may store a sheet
 * before the shared strings (ExcelJS's own writer does): the reader then parks the sheet in a
 * temporary file, and now and then its unzipping ends before the parts that follow are read, so
 * every text cell comes out as an object ("[object Object]"). Such a file is streamed as a zip of the same parts with the
 * sheets last; any other file (or one that is no zip, for the reader to refuse) as it is.
 */
export function xlsxInReadingOrder(file: string): Readable {
  const out = new PassThrough();
  void (async () => {
    let zip: yauzl.ZipFile | null = null;
    try {
      zip = await openZip(file, { keepOpen: true });
    } catch {
      // Not a zip: the reader says so in its own words.
    }
    if (!zip) return pipeline(fs.createReadStream(file), out);
    try {
      const entries = await zipEntries(zip);
      const order = readingOrder(entries.map((entry) => entry.fileName));
      // A safe order goes as it is (the zip is closed below, the file read anew).
      if (!order) return pipeline(fs.createReadStream(file), out);
      const byName = new Map(entries.map((entry) => [entry.fileName, entry]));
      const writer = createZipWriter({ write: (bytes) => handOver(out, bytes) });
      for (const name of order) {
        if (name.endsWith('/')) continue;
        const entry = byName.get(name);
        if (entry) await writer.add(name, path.extname(name).slice(1), await zipEntryStream(zip, entry));
      }
      await writer.finish();
      out.end();
    } finally {
      zip.close();
    }
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
