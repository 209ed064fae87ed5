import yauzl from 'yauzl';

/** The most an uploaded archive may unpack to, in bytes and in entries; and the ratio taken for a bomb. */
const MAX_UNZIPPED_BYTES = 8 * 1024 ** 3;
const MAX_ENTRIES = 100_000;
const MAX_RATIO = 200;

/**
 * Why an archive is unsafe to hand out (null: it is not): unreadable, an entry whose path leaves
 * the archive or is absolute, an entry that compresses too well (a zip bomb), or too much in all.
 * Only the central directory is read; nothing is unpacked.
 */
export async function zipProblem(file: string, mustHold?: string): Promise<string | null> {
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(file, { lazyEntries: true, decodeStrings: true }, (error, opened) =>
        error || !opened ? reject(error ?? new Error('no archive')) : resolve(opened),
      ),
    );
  } catch {
    return 'the archive cannot be read';
  }
  return new Promise((resolve) => {
    let count = 0;
    let total = 0;
    let held = !mustHold;
    const stop = (problem: string | null) => {
      zip.close();
      resolve(problem);
    };
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = entry.fileName;
      if (name === mustHold) held = true;
      if (name.includes('\0') || name.startsWith('/') || /^[a-z]:/i.test(name) || name.includes('\\'))
        return stop('an entry has an absolute or unusual path');
      if (name.split('/').includes('..')) return stop('an entry points outside the archive');
      const { uncompressedSize: size, compressedSize: packed } = entry;
      if (size > 1024 ** 2 && size > MAX_RATIO * Math.max(packed, 1))
        return stop('an entry unpacks to far more than its size (a zip bomb)');
      total += size;
      count += 1;
      if (count > MAX_ENTRIES || total > MAX_UNZIPPED_BYTES)
        return stop('the archive unpacks to too much (a zip bomb)');
      zip.readEntry();
    });
    // yauzl refuses `../` and absolute names itself, as an error.
    zip.on('error', () => stop('the archive cannot be read or points outside itself'));
    zip.on('end', () => stop(held ? null : 'the archive is not the document its name says'));
    zip.readEntry();
  });
}
