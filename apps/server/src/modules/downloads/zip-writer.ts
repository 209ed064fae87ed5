import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { isCompressed } from '../../lib/media-types.ts';
import {
  archiveFormat,
  centralHeader,
  dataDescriptor,
  endRecords,
  localHeader,
  type EntryRecord,
} from './zip-records.ts';

/**
 * An entry's bytes: a stream, or an open file, which the writer reads straight into its own two
 * buffers (and closes).
 */
export type EntrySource = Readable | FileHandle;

/**
 * Where the archive goes: a stored file or an HTTP response. `write` resolves once the bytes are
 * taken, so the writer may then reuse the buffer it passed; a slow taker slows the writer down.
 */
export interface ZipSink {
  write(bytes: Uint8Array): Promise<void>;
}

/** A zip being written to a sink: entries go in one after another, the archive goes out as they do. */
export interface ZipWriter {
  /**
   * Writes one entry and answers its size before compression. The entry's header goes out before
   * its source is awaited: a rendition still being made does not hold back the first byte.
   */
  add(name: string, ext: string, source: EntrySource | Promise<EntrySource>): Promise<number>;
  /** Writes the central directory; the caller then closes the sink. */
  finish(): Promise<void>;
}

/** Releases a source that will not be written. */
export async function closeSource(source: EntrySource): Promise<void> {
  if (source instanceof Readable) source.destroy();
  else await source.close();
}

// Read size for files: large reads from the page cache, two buffers per archive being written.
const CHUNK = 512 * 1024;

/**
 * A streaming zip writer. Entries are written one after another with backpressure, so memory stays
 * flat whatever the cart's size; already-compressed formats (JPEG, PNG, PDF, video...) are stored
 * byte for byte with the native CRC-32, which keeps a zip of photographs about as fast as copying
 * the files; the rest is deflated. ZIP64 records are written when sizes or offsets pass 4 GiB or
 * the entries pass 65,535 (or always, with `forceZip64`).
 */
export function createZipWriter(sink: ZipSink, options: { forceZip64?: boolean } = {}): ZipWriter {
  const format = archiveFormat(new Date(), !!options.forceZip64);
  const entries: EntryRecord[] = [];
  let offset = 0;
  let buffers: [Buffer, Buffer] | undefined;

  function write(chunk: Uint8Array): Promise<void> {
    offset += chunk.length;
    return sink.write(chunk);
  }

  /**
   * Copies a file through two reused buffers: one is read into while the other is written; a
   * buffer is read into again only after its write has finished. No garbage per chunk, so memory
   * stays flat however many gigabytes go through.
   */
  async function copyFile(file: FileHandle, entry: EntryRecord): Promise<void> {
    buffers ??= [Buffer.allocUnsafeSlow(CHUNK), Buffer.allocUnsafeSlow(CHUNK)];
    let writing: Promise<void> = Promise.resolve();
    for (let turn = 0; ; turn ^= 1) {
      const { bytesRead } = await file.read(buffers[turn], 0, CHUNK, null);
      if (!bytesRead) break;
      const bytes = buffers[turn].subarray(0, bytesRead);
      entry.crc = zlib.crc32(bytes, entry.crc);
      entry.size += bytesRead;
      entry.compressed += bytesRead;
      await writing;
      writing = write(bytes);
      // Awaited on the next turn; until then a failure must not count as unhandled.
      writing.catch(() => undefined);
    }
    await writing;
  }

  async function copyStream(source: Readable, entry: EntryRecord): Promise<void> {
    if (entry.method === 0) {
      // Stored: one plain loop, as cheap per chunk as copying the file.
      for await (const chunk of source as AsyncIterable<Buffer>) {
        entry.crc = zlib.crc32(chunk, entry.crc);
        entry.size += chunk.length;
        entry.compressed += chunk.length;
        await write(chunk);
      }
      return;
    }
    // The checksum is over the original bytes, the sizes count both sides.
    async function* checksummed(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        entry.crc = zlib.crc32(chunk, entry.crc);
        entry.size += chunk.length;
        yield chunk;
      }
    }
    const deflated = async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) {
        entry.compressed += chunk.length;
        await write(chunk);
      }
    };
    await pipeline(source, checksummed, zlib.createDeflateRaw({ level: 6 }), deflated);
  }

  return {
    async add(name, ext, pending) {
      const entry: EntryRecord = {
        name: Buffer.from(name, 'utf8'),
        method: isCompressed(ext) ? 0 : 8,
        crc: 0,
        compressed: 0,
        size: 0,
        offset,
      };
      const opening = Promise.resolve(pending);
      try {
        await write(localHeader(format, entry.name, entry.method));
      } catch (error) {
        opening.then(closeSource, () => undefined).catch(() => undefined);
        throw error;
      }
      const input = await opening;
      const file = input instanceof Readable ? null : input;
      try {
        if (file && entry.method === 0) await copyFile(file, entry);
        else
          await copyStream(file ? file.createReadStream({ autoClose: false }) : (input as Readable), entry);
      } finally {
        await file?.close();
      }
      await write(dataDescriptor(format, entry));
      entries.push(entry);
      return entry.size;
    },
    async finish() {
      const start = offset;
      for (const entry of entries) await write(centralHeader(format, entry));
      await write(endRecords(format, entries.length, start, offset - start));
    },
  };
}
