import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLocalStorage } from '../../src/storage/local-storage.ts';
import { createS3Storage } from '../../src/storage/s3-storage.ts';
import { streamToBuffer, type Storage } from '../../src/storage/storage.ts';
import { startS3 } from '../support/s3.ts';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A stream of `total` bytes in 1 MiB chunks that fails after `failAfter` bytes when set. */
function chunks(data: Buffer, failAfter?: number, delayMs = 0): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && offset >= failAfter) {
        this.destroy(new Error('source broke'));
        return;
      }
      const chunk = data.subarray(offset, offset + 1024 * 1024);
      offset += chunk.length;
      setTimeout(() => this.push(chunk.length ? chunk : null), delayMs);
    },
  });
}

const drivers: [string, () => Promise<{ storage: Storage; close: () => Promise<void> }>][] = [
  [
    'local',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-storage-'));
      return { storage: createLocalStorage(root), close: async () => fs.rmSync(root, { recursive: true }) };
    },
  ],
  [
    's3',
    async () => {
      const s3 = await startS3();
      return { storage: createS3Storage(loadConfig(s3.env).s3!), close: s3.close };
    },
  ],
];

describe.each(drivers)('storage contract: %s', (_name, open) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => ({ storage, close } = await open()), 30_000);
  afterAll(() => close());

  it('stores, describes, reads and deletes a buffer', async () => {
    const before = Date.now() - 5_000;
    await storage.put('assets/aa/bb/one.txt', Buffer.from('hello world'), 'text/plain');
    const stat = await storage.stat('assets/aa/bb/one.txt');
    expect(stat?.size).toBe(11);
    expect(stat!.modified.getTime()).toBeGreaterThan(before);
    expect((await streamToBuffer(await storage.get('assets/aa/bb/one.txt'))).toString()).toBe('hello world');
    expect(
      (await streamToBuffer(await storage.get('assets/aa/bb/one.txt', { start: 6, end: 10 }))).toString(),
    ).toBe('world');
    await storage.delete('assets/aa/bb/one.txt');
    expect(await storage.stat('assets/aa/bb/one.txt')).toBeNull();
    await storage.delete('assets/aa/bb/one.txt');
  });

  it('streams a large file in and out unchanged (a multipart upload on S3)', async () => {
    const data = randomBytes(19 * 1024 * 1024);
    await storage.put('downloads/aa/bb/big.zip', chunks(data), 'application/zip');
    expect((await storage.stat('downloads/aa/bb/big.zip'))?.size).toBe(data.length);
    expect(sha(await streamToBuffer(await storage.get('downloads/aa/bb/big.zip')))).toBe(sha(data));
  }, 60_000);

  it('never shows a file before its upload completes, and leaves nothing after a failed one', async () => {
    const data = randomBytes(12 * 1024 * 1024);
    const slow = storage.put('downloads/aa/bb/slow.zip', chunks(data, undefined, 30), 'application/zip');
    await new Promise((r) => setTimeout(r, 150));
    expect(await storage.stat('downloads/aa/bb/slow.zip')).toBeNull();
    await slow;
    expect((await storage.stat('downloads/aa/bb/slow.zip'))?.size).toBe(data.length);

    await expect(storage.put('downloads/aa/bb/broken.zip', chunks(data, 9 * 1024 * 1024))).rejects.toThrow();
    expect(await storage.stat('downloads/aa/bb/broken.zip')).toBeNull();
  }, 60_000);

  it('writes a file piece by piece, published only on close, and nothing after abort', async () => {
    const data = randomBytes(7 * 1024 * 1024 + 99);
    const sink = await storage.create('downloads/aa/bb/pieces.zip', 'application/zip');
    // One buffer reused for every piece: a write must have taken its bytes once it resolves.
    const buffer = Buffer.alloc(1024 * 1024);
    for (let offset = 0; offset < data.length; offset += buffer.length) {
      const n = data.copy(buffer, 0, offset);
      await sink.write(buffer.subarray(0, n));
      buffer.fill(0);
    }
    expect(await storage.stat('downloads/aa/bb/pieces.zip')).toBeNull();
    await sink.close();
    expect(sha(await streamToBuffer(await storage.get('downloads/aa/bb/pieces.zip')))).toBe(sha(data));

    const aborted = await storage.create('downloads/aa/bb/aborted.zip');
    await aborted.write(data.subarray(0, 6 * 1024 * 1024));
    await aborted.abort();
    expect(await storage.stat('downloads/aa/bb/aborted.zip')).toBeNull();
    await expect(storage.create('../escape.zip')).rejects.toThrow(/Unsafe storage key/);
  }, 60_000);

  it('lists the published files under a folder with size and time, never one being written', async () => {
    const start = Date.now() - 5_000;
    await storage.put('listing/aa/one.txt', Buffer.from('one'));
    await storage.put('listing/bb/cc/two.txt', Buffer.from('two!'));
    await storage.put('listing-other/x.txt', Buffer.from('x'));
    const pending = await storage.create('listing/aa/pending.txt');
    await pending.write(Buffer.from('half'));
    const listed = [];
    for await (const file of storage.list('listing')) listed.push(file);
    expect(listed.map((f) => [f.key, f.size]).sort()).toEqual([
      ['listing/aa/one.txt', 3],
      ['listing/bb/cc/two.txt', 4],
    ]);
    for (const file of listed) expect(file.modified.getTime()).toBeGreaterThan(start);
    // A write in progress is not abandoned.
    expect(await storage.removeAbandoned(new Date(Date.now() - 3600_000))).toBe(0);
    await pending.close();
    expect((await storage.stat('listing/aa/pending.txt'))?.size).toBe(4);
    const none = [];
    for await (const file of storage.list('no-such-folder')) none.push(file);
    expect(none).toEqual([]);
    await expect(async () => {
      for await (const file of storage.list('../etc')) none.push(file);
    }).rejects.toThrow(/Unsafe storage key/);
  });

  it('removes what an interrupted write left once untouched long enough, and only that', async () => {
    if (!storage.localPath) {
      // S3 keeps unfinished uploads out of the bucket's objects; s3rver cannot list them.
      expect(await storage.removeAbandoned(new Date(Date.now() - 3600_000))).toBeGreaterThanOrEqual(0);
      return;
    }
    const stale = `${storage.localPath('abandoned/aa/file.csv')}.4242.1700000000000.k3j5x9.part`;
    const fresh = `${storage.localPath('abandoned/aa/other.csv')}.4242.1800000000000.z9y8x7.part`;
    fs.mkdirSync(path.dirname(stale), { recursive: true });
    fs.writeFileSync(stale, 'half');
    fs.writeFileSync(fresh, 'half');
    const dayAgo = new Date(Date.now() - 24 * 3600_000);
    fs.utimesSync(stale, dayAgo, dayAgo);
    await storage.put('abandoned/aa/kept.part', Buffer.from('a published file named .part'));
    fs.utimesSync(storage.localPath('abandoned/aa/kept.part'), dayAgo, dayAgo);
    expect(await storage.removeAbandoned(new Date(Date.now() - 3600_000))).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    expect(await storage.stat('abandoned/aa/kept.part')).not.toBeNull();
  });

  it('reports missing files and refuses unsafe keys', async () => {
    expect(await storage.stat('assets/no/such.jpg')).toBeNull();
    await expect(storage.get('assets/no/such.jpg')).rejects.toThrow();
    for (const key of ['../etc/passwd', '/etc/passwd', 'assets//x.jpg', 'assets/../x.jpg', 'a b.jpg'])
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
  });
});
