import { archiveFormat, centralHeader, dataDescriptor, endRecords, type EntryRecord } from './zip-records.ts';

/**
 * The exact length of the archive the zip writer makes of these entries when every one is stored
 * (not deflated) and its size is known: the same records, laid out without the data. Lets a
 * streamed zip announce its `Content-Length` before the first byte.
 */
export function storedZipSize(
  entries: { name: string; size: number }[],
  options: { forceZip64?: boolean } = {},
): number {
  // Dates and CRCs change no length.
  const format = archiveFormat(new Date(), options.forceZip64);
  const records: EntryRecord[] = [];
  let offset = 0;
  for (const { name, size } of entries) {
    const record: EntryRecord = {
      name: Buffer.from(name, 'utf8'),
      method: 0,
      crc: 0,
      compressed: size,
      size,
      offset,
    };
    offset += 30 + record.name.length + size + dataDescriptor(format, record).length;
    records.push(record);
  }
  const start = offset;
  for (const record of records) offset += centralHeader(format, record).length;
  return offset + endRecords(format, records.length, start, offset - start).length;
}
