import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import type { ImportRun } from './import-kind.ts';
import { xlsxInReadingOrder } from './xlsx-parts.ts';

/** How often, in rows, an import tells its progress (besides once at the end). */
export const PROGRESS_EVERY_ROWS = 250;

/**
 * A file being imported, as a stream that counts the bytes read, with the row count told by the
 * importer. Use:
 *
 * ```ts
 * const input = openImportFile(file, options);
 * for await (const record of readCsv(input.stream)) {
 *   input.rowRead(); // every record; progress is told every few hundred rows
 *   …
 * }
 * input.done(); // once at the end: the last progress
 * ```
 *
 * Without `options.onProgress` the calls cost nothing.
 */
export interface ImportInput {
  /** The file's bytes. */
  stream: Readable;
  /** One more row (or `count` rows) read. */
  rowRead(count?: number): void;
  /** The import is over: tells the final progress (once). */
  done(): void;
  readonly rows: number;
  readonly bytes: number;
}

/**
 * Opens a file for import; its size (when it is a regular file) is the progress's total. An XLSX
 * file comes with its parts in an order its reader reads safely.
 */
export function openImportFile(file: string, options: ImportRun): ImportInput {
  let totalBytes: number | null = null;
  try {
    const stat = fs.statSync(file);
    if (stat.isFile()) totalBytes = stat.size;
  } catch {
    // The stream reports the error when read.
  }
  const source = /\.xlsx$/i.test(file) ? xlsxInReadingOrder(file) : fs.createReadStream(file);
  return trackImportStream(source, totalBytes, options);
}

/** The same counting for a stream already open (an upload), whose size may be unknown. */
export function trackImportStream(
  source: Readable,
  totalBytes: number | null,
  options: ImportRun,
): ImportInput {
  let rows = 0;
  let bytes = 0;
  let toldAt = 0;
  let finished = false;
  const onProgress = options.onProgress;
  const tell = () => onProgress?.({ rows, bytes, totalBytes });
  let stream: Readable = source;
  if (onProgress) {
    // Counts in the transform itself: a 'data' listener would start the flow before the reader reads.
    const counter = new Transform({
      transform(chunk: Buffer | string, _encoding, callback) {
        bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
        callback(null, chunk);
      },
    });
    // A read error of the file reaches the reader of the counting stream.
    source.on('error', (error) => counter.destroy(error));
    // A reader that stops early lets the file go too.
    counter.on('close', () => source.destroy());
    stream = source.pipe(counter);
  }
  return {
    stream,
    rowRead(count = 1) {
      rows += count;
      if (onProgress && rows - toldAt >= PROGRESS_EVERY_ROWS) {
        toldAt = rows;
        tell();
      }
    },
    done() {
      if (finished) return;
      finished = true;
      tell();
    },
    get rows() {
      return rows;
    },
    get bytes() {
      return bytes;
    },
  };
}
