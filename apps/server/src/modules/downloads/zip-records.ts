/**
 * The records of a zip archive, built in one place so the writer and the size calculation
 * (`zip-size.ts`) can never disagree about a byte.
 */

/** An entry as the records see it: sizes and CRC are known once its data has been written. */
export interface EntryRecord {
  name: Buffer;
  method: 0 | 8;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** What every record of one archive shares. */
export interface ArchiveFormat {
  /** ZIP64 records even when nothing needs them (tests). */
  force: boolean;
  time: number;
  day: number;
}

export const MAX32 = 0xffffffff;
const MAX16 = 0xffff;
// Bit 3: sizes and CRC follow the data (it is streamed); bit 11: the name is UTF-8.
const FLAGS = 0x0008 | 0x0800;
const UNIX_FILE = (0o100644 << 16) >>> 0;

export function archiveFormat(date: Date, force = false): ArchiveFormat {
  return {
    force,
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

export function localHeader(format: ArchiveFormat, name: Buffer, method: 0 | 8): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(format.force ? 45 : 20, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(method, 8);
  header.writeUInt16LE(format.time, 10);
  header.writeUInt16LE(format.day, 12);
  // CRC and sizes stay 0 here: the data descriptor after the data carries them.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

export function dataDescriptor(format: ArchiveFormat, entry: EntryRecord): Buffer {
  const wide = format.force || entry.compressed >= MAX32 || entry.size >= MAX32;
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

export function centralHeader(format: ArchiveFormat, entry: EntryRecord): Buffer {
  const big = (value: number) => format.force || value >= MAX32;
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
  header.writeUInt16LE(format.time, 12);
  header.writeUInt16LE(format.day, 14);
  header.writeUInt32LE(entry.crc >>> 0, 16);
  header.writeUInt32LE(big(entry.compressed) ? MAX32 : entry.compressed, 20);
  header.writeUInt32LE(big(entry.size) ? MAX32 : entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  header.writeUInt32LE(UNIX_FILE, 38);
  header.writeUInt32LE(big(entry.offset) ? MAX32 : entry.offset, 42);
  return Buffer.concat([header, entry.name, extra]);
}

/** The end of the central directory, with the ZIP64 record and locator before it when needed. */
export function endRecords(format: ArchiveFormat, count: number, start: number, size: number): Buffer {
  const parts: Buffer[] = [];
  if (format.force || count >= MAX16 || start >= MAX32 || size >= MAX32) {
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
