import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createZipWriter, type ZipSink } from '../../src/modules/downloads/zip-writer.ts';
import { readZip } from '../support/zip.ts';

/** A sink keeping copies of what it is given (the writer reuses its buffers once a write resolves). */
function memorySink(): ZipSink & { bytes: () => Buffer } {
  const parts: Buffer[] = [];
  return {
    write: async (bytes) => {
      // Resolve later, so the writer really waits before it reuses a buffer.
      await new Promise((resolve) => setImmediate(resolve));
      parts.push(Buffer.from(bytes));
    },
    bytes: () => Buffer.concat(parts),
  };
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-zip-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
const opened: fsp.FileHandle[] = [];

async function zipOf(
  files: [string, string, Buffer][],
  forceZip64 = false,
  fromFiles = false,
): Promise<Buffer> {
  const sink = memorySink();
  const zip = createZipWriter(sink, { forceZip64 });
  for (const [name, ext, data] of files) {
    if (fromFiles) {
      const file = path.join(folder, `${crypto.randomUUID()}.${ext}`);
      fs.writeFileSync(file, data);
      opened.push(await fsp.open(file, 'r'));
      await zip.add(name, ext, opened.at(-1)!);
      continue;
    }
    // Small chunks, so entries span many writes.
    const chunks = Array.from({ length: Math.ceil(data.length / 1000) }, (_, i) =>
      data.subarray(i * 1000, (i + 1) * 1000),
    );
    await zip.add(name, ext, Readable.from(chunks));
  }
  await zip.finish();
  return sink.bytes();
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

  it('reads open files through its own buffers: stored and deflated entries intact, files closed', async () => {
    // Several reads per file, with a short last one.
    const large = crypto.randomBytes(3 * 512 * 1024 + 12_345);
    const bytes = await zipOf(
      [
        ['Large.jpg', 'jpg', large],
        ['Photo.jpg', 'jpg', photo],
        ['Notes.txt', 'txt', text],
        ['Empty.jpg', 'jpg', Buffer.alloc(0)],
      ],
      false,
      true,
    );
    const entries = await readZip(bytes);
    expect(entries.map((e) => [e.name, e.method, e.crcOk])).toEqual([
      ['Large.jpg', 0, true],
      ['Photo.jpg', 0, true],
      ['Notes.txt', 8, true],
      ['Empty.jpg', 0, true],
    ]);
    expect(entries[0].data.equals(large)).toBe(true);
    expect(entries[1].data.equals(photo)).toBe(true);
    expect(entries[2].data.equals(text)).toBe(true);
    // The writer closed every file it was given.
    for (const handle of opened) await expect(handle.stat()).rejects.toThrow();
  });

  it('fails the entry when its source or its sink fails', async () => {
    const zip = createZipWriter(memorySink());
    const broken = new Readable({
      read() {
        this.destroy(new Error('disk gone'));
      },
    });
    await expect(zip.add('Broken.jpg', 'jpg', broken)).rejects.toThrow('disk gone');

    const full: ZipSink = { write: () => Promise.reject(new Error('no space left')) };
    const file = path.join(folder, 'photo.jpg');
    fs.writeFileSync(file, photo);
    const handle = await fsp.open(file, 'r');
    await expect(createZipWriter(full).add('Photo.jpg', 'jpg', handle)).rejects.toThrow('no space left');
    // The writer closed the file it was given, even on failure.
    await expect(handle.stat()).rejects.toThrow();
    // Also one still being opened when the header could not be written.
    const later = await fsp.open(file, 'r');
    await expect(createZipWriter(full).add('Photo.jpg', 'jpg', Promise.resolve(later))).rejects.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    await expect(later.stat()).rejects.toThrow();
  });

  it('writes an entry header before its source is ready, and answers each entry size', async () => {
    const sink = memorySink();
    const zip = createZipWriter(sink);
    let ready!: (source: Readable) => void;
    const adding = zip.add('Slow.jpg', 'jpg', new Promise<Readable>((resolve) => (ready = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The local header (signature PK\x03\x04 and the name) is out already.
    expect(sink.bytes().subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(sink.bytes().includes(Buffer.from('Slow.jpg'))).toBe(true);
    ready(Readable.from([photo]));
    expect(await adding).toBe(photo.length);
    expect(await zip.add('Notes.txt', 'txt', Readable.from([text]))).toBe(text.length);
    await zip.finish();
    expect((await readZip(sink.bytes())).map((e) => [e.name, e.crcOk])).toEqual([
      ['Slow.jpg', true],
      ['Notes.txt', true],
    ]);
  });
});
