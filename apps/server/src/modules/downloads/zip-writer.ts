import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { isCompressed } from '../../lib/media-types.ts';
import type { FileSink } from '../../storage/storage.ts';

/**
 * An entry's bytes: a stream, or an open file, which the writer reads straight into its own two
 * buffers (and closes).
 */
export type EntrySource = Readable | FileHandle;

/** A zip being written to a sink: entries go in one after another, the archive goes out as they do. */
export interface ZipWriter {
  add(name: string, ext: string, source: EntrySource): Promise<void>;
  /** Writes the central directory; the caller then closes the sink. */
  finish(): Promise<void>;
}

interface WrittenEntry {
  name: Buffer;
  method: 0 | 8;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

const MAX32 = 0xffffffff;
const MAX16 = 0xffff;
// Bit 3: sizes and CRC follow the data (it is streamed); bit 11: the name is UTF-8.
const FLAGS = 0x0008 | 0x0800;
const UNIX_FILE = (0o100644 << 16) >>> 0;
// Read size for files: large reads from the page cache, two buffers per archive being written.
const CHUNK = 512 * 1024;

function dosDateTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    day: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** The ZIP64 extra field with the values a header could not hold (in the order the format asks). */
function zip64Extra(values: number[]): Buffer {
  const extra = Buffer.alloc(4 + values.length * 8);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(values.length * 8, 2);
  values.forEach((value, i) => extra.writeBigUInt64LE(BigInt(value), 4 + i * 8));
  return extra;
}

/**
 * A streaming zip writer. Entries are written one after another with backpressure, so memory stays
 * flat whatever the cart's size; already-compressed formats (JPEG, PNG, PDF, video...) are stored
 * byte for byte with the native CRC-32, which keeps a zip of photographs about as fast as copying
 * the files; the rest is deflated. ZIP64 records are written when sizes or offsets pass 4 GiB or
 * the entries pass 65,535 (or always, with `forceZip64`).
 */
export function createZipWriter(sink: FileSink, options: { forceZip64?: boolean } = {}): ZipWriter {
  const force = !!options.forceZip64;
  const { time, day } = dosDateTime(new Date());
  const entries: WrittenEntry[] = [];
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
  async function copyFile(file: FileHandle, entry: WrittenEntry): Promise<void> {
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

  function localHeader(name: Buffer, method: 0 | 8): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(force ? 45 : 20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(method, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(day, 12);
    // CRC and sizes stay 0 here: the data descriptor after the data carries them.
    header.writeUInt16LE(name.length, 26);
    return Buffer.concat([header, name]);
  }

  function dataDescriptor(entry: WrittenEntry): Buffer {
    const wide = force || entry.compressed >= MAX32 || entry.size >= MAX32;
    const descriptor = Buffer.alloc(wide ? 24 : 16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    if (wide) {
      descriptor.writeBigUInt64LE(BigInt(entry.compressed), 8);
      descriptor.writeBigUInt64LE(BigInt(entry.size), 16);
    } else {
      descriptor.writeUInt32LE(entry.compressed, 8);
      descriptor.writeUInt32LE(entry.size, 12);
    }
    return descriptor;
  }

  function centralHeader(entry: WrittenEntry): Buffer {
    const big = (value: number) => force || value >= MAX32;
    const extraValues = [
      ...(big(entry.size) ? [entry.size] : []),
      ...(big(entry.compressed) ? [entry.compressed] : []),
      ...(big(entry.offset) ? [entry.offset] : []),
    ];
    const extra = extraValues.length ? zip64Extra(extraValues) : Buffer.alloc(0);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE((3 << 8) | 45, 4); // made by: Unix, format 4.5
    header.writeUInt16LE(extra.length ? 45 : 20, 6);
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(entry.method, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(day, 14);
    header.writeUInt32LE(entry.crc >>> 0, 16);
    header.writeUInt32LE(big(entry.compressed) ? MAX32 : entry.compressed, 20);
    header.writeUInt32LE(big(entry.size) ? MAX32 : entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt16LE(extra.length, 30);
    header.writeUInt32LE(UNIX_FILE, 38);
    header.writeUInt32LE(big(entry.offset) ? MAX32 : entry.offset, 42);
    return Buffer.concat([header, entry.name, extra]);
  }

  function end(count: number, start: number, size: number): Buffer {
    const parts: Buffer[] = [];
    if (force || count >= MAX16 || start >= MAX32 || size >= MAX32) {
      const record = Buffer.alloc(56);
      record.writeUInt32LE(0x06064b50, 0);
      record.writeBigUInt64LE(44n, 4); // the size of the rest of this record
      record.writeUInt16LE((3 << 8) | 45, 12);
      record.writeUInt16LE(45, 14);
      record.writeBigUInt64LE(BigInt(count), 24);
      record.writeBigUInt64LE(BigInt(count), 32);
      record.writeBigUInt64LE(BigInt(size), 40);
      record.writeBigUInt64LE(BigInt(start), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(0x07064b50, 0);
      locator.writeBigUInt64LE(BigInt(start + size), 8);
      locator.writeUInt32LE(1, 16);
      parts.push(record, locator);
    }
    const record = Buffer.alloc(22);
    record.writeUInt32LE(0x06054b50, 0);
    record.writeUInt16LE(Math.min(count, MAX16), 8);
    record.writeUInt16LE(Math.min(count, MAX16), 10);
    record.writeUInt32LE(Math.min(size, MAX32), 12);
    record.writeUInt32LE(Math.min(start, MAX32), 16);
    parts.push(record);
    return Buffer.concat(parts);
  }

  return {
    async add(name, ext, input) {
      const entry: WrittenEntry = {
        name: Buffer.from(name, 'utf8'),
        method: isCompressed(ext) ? 0 : 8,
        crc: 0,
        compressed: 0,
        size: 0,
        offset,
      };
      const file = input instanceof Readable ? null : input;
      try {
        await write(localHeader(entry.name, entry.method));
        if (file && entry.method === 0) await copyFile(file, entry);
        else
          await copyStream(file ? file.createReadStream({ autoClose: false }) : (input as Readable), entry);
      } finally {
        await file?.close();
      }
      await write(dataDescriptor(entry));
      entries.push(entry);
    },
    async finish() {
      const start = offset;
      for (const entry of entries) await write(centralHeader(entry));
      await write(end(entries.length, start, offset - start));
    },
  };

  async function copyStream(source: Readable, entry: WrittenEntry): Promise<void> {
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
}
