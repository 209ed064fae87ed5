import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import yauzl from 'yauzl';

export interface ZipFileEntry {
  name: string;
  /** 0 = stored, 8 = deflated. */
  method: number;
  data: Buffer;
  crcOk: boolean;
}

/** Reads every entry of a zip with yauzl (a strict reader), checking each CRC-32. */
export function readZip(buffer: Buffer): Promise<ZipFileEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, strictFileNames: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries: ZipFileEntry[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            const data = Buffer.concat(chunks);
            entries.push({
              name: entry.fileName,
              method: entry.compressionMethod,
              data,
              crcOk: zlib.crc32(data) === entry.crc32,
            });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** `unzip -t` over an archive (Info-ZIP checks every entry's CRC); answers whether it passed and the entry count. */
export function unzipTest(buffer: Buffer): { ok: boolean; entries: number; output: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-unzip-'));
  const file = path.join(folder, 'archive.zip');
  try {
    fs.writeFileSync(file, buffer);
    const run = spawnSync('unzip', ['-t', file], { encoding: 'utf8' });
    const output = `${run.stdout}${run.stderr}`;
    return {
      ok: run.status === 0 && /No errors detected/.test(output),
      entries: (output.match(/^\s+testing: /gm) ?? []).length,
      output,
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
