import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import yauzl from 'yauzl';

/** The most an archive may unpack to, in bytes, and in entries. */
export const MAX_UNZIPPED_BYTES = 8 * 1024 ** 3;
export const MAX_ZIP_ENTRIES = 200_000;
/** An entry larger than 1 MiB that compressed better than this is taken for a zip bomb. */
export const MAX_RATIO = 200;

/** An archive that is not unpacked: why, in one line. */
export class UnsafeZipError extends Error {}

/**
 * An archive opened for reading its entries one by one; `keepOpen` keeps it open after its list
 * is read (its entries are then read from it).
 */
export const openZip = (file: string, { keepOpen = false } = {}) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, validateEntrySizes: true, decodeStrings: true, autoClose: !keepOpen },
      (error, zip) =>
        error || !zip
          ? reject(new UnsafeZipError(`not a readable zip (${error?.message ?? 'no archive'})`))
          : resolve(zip),
    ),
  );

/** Every entry of the archive, read from its central directory. */
export function zipEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const list: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      list.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(list));
    zip.on('error', (error: Error) =>
      reject(
        new UnsafeZipError(
          // yauzl refuses `../` and absolute names itself.
          /relative path|absolute path/.test(error.message)
            ? `an entry points outside the archive (${error.message})`
            : `not a readable zip (${error.message})`,
        ),
      ),
    );
    zip.readEntry();
  });
}

/** An entry's bytes, unpacked as they are read. */
export const zipEntryStream = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(error) : resolve(stream))),
  );

/** Why an entry cannot be unpacked into the folder (null: it can). */
function badEntry(entry: yauzl.Entry): string | null {
  const name = entry.fileName;
  if (name.includes('\0') || name.startsWith('/') || /^[a-z]:/i.test(name) || name.includes('\\'))
    return `the entry "${name}" has an absolute or unusual path`;
  if (name.split('/').includes('..')) return `the entry "${name}" points outside the archive (../)`;
  const { uncompressedSize: size, compressedSize: packed } = entry;
  if (size > 1024 ** 2 && size > MAX_RATIO * Math.max(packed, 1))
    return `the entry "${name}" unpacks ${Math.round(size / Math.max(packed, 1))} times its size: a zip bomb?`;
  return null;
}

/**
 * Unpacks a zip (an Akeneo export job's download: a CSV or XLSX file with its `files/…` media) into
 * `into`, after checking every entry: a path leaving the archive (`../`, absolute), an entry that
 * compresses too well, or an archive unpacking to more than MAX_UNZIPPED_BYTES stops it with an
 * UnsafeZipError before anything is written; sizes that lie are caught while unpacking (yauzl checks
 * them) and leave nothing behind.
 */
export async function unpackZip(file: string, into: string): Promise<void> {
  const listed = await zipEntries(await openZip(file));
  if (listed.length > MAX_ZIP_ENTRIES) throw new UnsafeZipError(`${listed.length} entries: a zip bomb?`);
  let total = 0;
  for (const entry of listed) {
    const problem = badEntry(entry);
    if (problem) throw new UnsafeZipError(problem);
    total += entry.uncompressedSize;
  }
  if (total > MAX_UNZIPPED_BYTES)
    throw new UnsafeZipError(`unpacks to ${Math.round(total / 1024 ** 3)} GiB: a zip bomb?`);
  const zip = await openZip(file);
  fs.mkdirSync(into, { recursive: true });
  try {
    for (const entry of listed) {
      const target = path.join(into, entry.fileName);
      if (entry.fileName.endsWith('/')) {
        fs.mkdirSync(target, { recursive: true });
        continue;
      }
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const stream = await zipEntryStream(zip, entry);
      let written = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          written += chunk.length;
          callback(
            written > entry.uncompressedSize
              ? new UnsafeZipError(`the entry "${entry.fileName}" is larger than it says`)
              : null,
            chunk,
          );
        },
      });
      await pipeline(stream, limit, fs.createWriteStream(target));
    }
  } catch (error) {
    fs.rmSync(into, { recursive: true, force: true });
    throw error instanceof UnsafeZipError
      ? error
      : new UnsafeZipError(`cannot be unpacked (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    zip.close();
  }
}
