import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type FileSink, type Storage, type StoredFile } from './storage.ts';

// A file being written: `<key>.<pid>.<ms>.<random>.part` beside its target, renamed when complete.
const TEMPORARY = /\.\d+\.\d+\.[a-z0-9]+\.part$/;

/** Every file below a folder (none when it does not exist), read a directory at a time. */
async function* filesBelow(dir: string): AsyncGenerator<string> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesBelow(full);
    else if (entry.isFile()) yield full;
  }
}

/** The file's size and time, or null when it went meanwhile (deleted, or renamed into place). */
const statOf = (file: string) => fsp.stat(file).catch(() => null);

/** Files under a root folder; writes go to a temporary name first so readers never see half a file. */
export function createLocalStorage(root: string): Storage {
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  /** A temporary name beside the target, in a folder that exists. */
  const temporaryFor = async (target: string) => {
    await fsp.mkdir(path.dirname(target), { recursive: true });
    return `${target}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}.part`;
  };
  return {
    async put(key, body) {
      const target = full(key);
      const temporary = await temporaryFor(target);
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(temporary));
        await fsp.rename(temporary, target);
      } catch (error) {
        await fsp.rm(temporary, { force: true });
        throw error;
      }
    },
    async create(key): Promise<FileSink> {
      const target = full(key);
      const temporary = await temporaryFor(target);
      const file = await fsp.open(temporary, 'w');
      let open = true;
      const discard = async () => {
        if (open) await file.close().catch(() => undefined);
        open = false;
        await fsp.rm(temporary, { force: true });
      };
      return {
        async write(bytes) {
          for (let done = 0; done < bytes.length;)
            done += (await file.write(bytes, done, bytes.length - done)).bytesWritten;
        },
        async close() {
          try {
            open = false;
            await file.close();
            await fsp.rename(temporary, target);
          } catch (error) {
            await discard();
            throw error;
          }
        },
        abort: discard,
      };
    },
    async get(key, range) {
      await fsp.access(full(key));
      return fs.createReadStream(full(key), range ? { start: range.start, end: range.end } : {});
    },
    async stat(key) {
      try {
        const s = await fsp.stat(full(key));
        return { size: s.size, modified: s.mtime };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fsp.rm(full(key), { force: true });
    },
    async *list(folder): AsyncGenerator<StoredFile> {
      for await (const file of filesBelow(folder ? full(folder) : root)) {
        if (TEMPORARY.test(file)) continue;
        const s = await statOf(file);
        const key = path.relative(root, file).split(path.sep).join('/');
        if (s) yield { key, size: s.size, modified: s.mtime };
      }
    },
    async removeAbandoned(before) {
      // Every write touches its file, so one untouched since `before` has no writer left.
      let removed = 0;
      for await (const file of filesBelow(root)) {
        if (!TEMPORARY.test(file)) continue;
        const s = await statOf(file);
        if (!s || s.mtime >= before) continue;
        await fsp.rm(file, { force: true });
        removed++;
      }
      return removed;
    },
    localPath: full,
  };
}
