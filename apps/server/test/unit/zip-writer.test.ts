import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createZipWriter } from '../../src/modules/downloads/zip-writer.ts';
import { readZip } from '../support/zip.ts';

async function zipOf(files: [string, string, Buffer][], forceZip64 = false): Promise<Buffer> {
  const zip = createZipWriter({ forceZip64 });
  const collected = zip.output.toArray();
  for (const [name, ext, data] of files) {
    // Small chunks, so entries span many writes.
    const chunks = Array.from({ length: Math.ceil(data.length / 1000) }, (_, i) =>
      data.subarray(i * 1000, (i + 1) * 1000),
    );
    await zip.add(name, ext, Readable.from(chunks));
  }
  await zip.finish();
  return Buffer.concat((await collected) as Buffer[]);
}

describe('zip writer', () => {
  const photo = crypto.randomBytes(300_000);
  const text = Buffer.from('Technical data\n'.repeat(5000));

  it('stores compressed formats, deflates the rest, with UTF-8 names and correct checksums', async () => {
    const bytes = await zipOf([
      ['Photo.jpg', 'jpg', photo],
      ['Datenblatt – Größe.txt', 'txt', text],
      ['Empty.svg', 'svg', Buffer.alloc(0)],
    ]);
    const entries = await readZip(bytes);
    expect(entries.map((e) => [e.name, e.method, e.crcOk])).toEqual([
      ['Photo.jpg', 0, true],
      ['Datenblatt – Größe.txt', 8, true],
      ['Empty.svg', 8, true],
    ]);
    expect(entries[0].data.equals(photo)).toBe(true);
    expect(entries[1].data.equals(text)).toBe(true);
    expect(bytes.length).toBeLessThan(photo.length + text.length / 10);
    // No ZIP64 records when nothing needs them.
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(false);
  });

  it('writes ZIP64 records a strict reader accepts', async () => {
    const bytes = await zipOf(
      [
        ['A.jpg', 'jpg', photo],
        ['B.txt', 'txt', text],
      ],
      true,
    );
    const entries = await readZip(bytes);
    expect(entries.map((e) => [e.name, e.crcOk, e.data.length])).toEqual([
      ['A.jpg', true, photo.length],
      ['B.txt', true, text.length],
    ]);
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x07]))).toBe(true);
  });

  it('fails the entry when its source fails, and ends the output with the error', async () => {
    const zip = createZipWriter();
    const ended = zip.output.toArray().then(
      () => 'ok',
      (error: Error) => error.message,
    );
    const broken = new Readable({
      read() {
        this.destroy(new Error('disk gone'));
      },
    });
    await expect(zip.add('Broken.jpg', 'jpg', broken)).rejects.toThrow('disk gone');
    zip.abort(new Error('disk gone'));
    expect(await ended).toBe('disk gone');
  });
});
