import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createZipWriter, type ZipSink } from '../../src/modules/downloads/zip-writer.ts';
import { storedZipSize } from '../../src/modules/downloads/zip-size.ts';

/** A sink that only counts (the writer may reuse its buffers at once). */
function countingSink(): ZipSink & { length: () => number } {
  let length = 0;
  return {
    write: async (bytes) => {
      length += bytes.length;
    },
    length: () => length,
  };
}

/** `size` bytes from one reused buffer, so gigabytes cost no memory. */
function zeros(size: number): Readable {
  const block = Buffer.alloc(8 * 1024 * 1024);
  return Readable.from(
    (function* () {
      for (let left = size; left > 0; left -= block.length)
        yield block.subarray(0, Math.min(left, block.length));
    })(),
  );
}

async function writtenLength(entries: [string, number][], forceZip64 = false): Promise<number> {
  const sink = countingSink();
  const zip = createZipWriter(sink, { forceZip64 });
  for (const [name, size] of entries) await zip.add(name, 'jpg', zeros(size));
  await zip.finish();
  return sink.length();
}

describe('stored zip size', () => {
  const sizes = (entries: [string, number][]) => entries.map(([name, size]) => ({ name, size }));

  it('is the exact length the writer makes, with UTF-8 names, empty files and forced ZIP64', async () => {
    const entries: [string, number][] = [
      ['Photo.jpg', 300_000],
      ['Größe – Ansicht/Bild.jpg', 12_345],
      ['Empty.jpg', 0],
      ...Array.from({ length: 40 }, (_, i): [string, number] => [`Many/${crypto.randomUUID()}.jpg`, i * 997]),
    ];
    expect(storedZipSize(sizes(entries))).toBe(await writtenLength(entries));
    expect(storedZipSize(sizes(entries), { forceZip64: true })).toBe(await writtenLength(entries, true));
    expect(storedZipSize([])).toBe(await writtenLength([]));
  });

  it('counts the ZIP64 records of files and offsets past 4 GiB', async () => {
    const entries: [string, number][] = [
      ['First.jpg', 1000],
      ['Huge.jpg', 2 ** 32 + 1],
      ['After.jpg', 1000],
    ];
    expect(storedZipSize(sizes(entries))).toBe(await writtenLength(entries));
  }, 60_000);
});
