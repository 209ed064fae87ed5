import { createRequire } from 'node:module';
import { PassThrough, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import ZipStream from 'zip-stream';
import { isCompressed } from '../../lib/media-types.ts';

/**
 * zip-stream checksums every byte with the `crc-32` package, plain JavaScript at about 0.8 GB/s;
 * Node's zlib.crc32 is native and more than twice as fast, which is what keeps writing a zip about
 * as fast as copying the files. The package instance zip-stream uses gets the native function.
 */
function useNativeCrc32(): void {
  const crcStream = createRequire(import.meta.resolve('zip-stream')).resolve('crc32-stream');
  const crc32 = createRequire(crcStream)('crc-32') as { buf: (data: Uint8Array, seed?: unknown) => number };
  crc32.buf = (data, seed) => zlib.crc32(data, typeof seed === 'number' ? seed >>> 0 : 0) | 0;
}
useNativeCrc32();

/** A zip being streamed out: entries go in one after another, the archive comes out as they do. */
export interface ZipWriter {
  readonly output: Readable;
  add(name: string, ext: string, source: Readable): Promise<void>;
  finish(): void;
  abort(error: Error): void;
}

/**
 * A streaming zip (zip-stream, the writer behind archiver): entries are piped through with
 * backpressure, so memory stays flat whatever the cart's size. Already-compressed formats (JPEG,
 * PNG, PDF, video...) are stored, the rest deflated; ZIP64 records are written when sizes or
 * offsets pass 4 GiB or the entries pass 65,535 (or always, with `forceZip64`).
 */
export function createZipWriter(options: { forceZip64?: boolean } = {}): ZipWriter {
  const zip = new ZipStream({ zlib: { level: 6 }, forceZip64: options.forceZip64 });
  // A core stream outside (storage drivers expect one), fed with backpressure; errors travel along.
  const output = new PassThrough({ highWaterMark: 1024 * 1024 });
  zip.on('error', (error) => output.destroy(error));
  zip.pipe(output);
  const date = new Date();
  return {
    output,
    add(name, ext, source) {
      return new Promise((resolve, reject) => {
        source.once('error', reject);
        zip.entry(source, { name, date, store: isCompressed(ext) }, (error) =>
          error ? reject(error) : resolve(),
        );
      });
    },
    finish: () => zip.finalize(),
    abort: (error) => zip.destroy(error),
  };
}
