import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type Storage } from './storage.ts';

/** Files under a root folder; writes go to a temporary name first so readers never see half a file. */
export function createLocalStorage(root: string): Storage {
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const target = full(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.part`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(temporary));
        await fsp.rename(temporary, target);
      } catch (error) {
        await fsp.rm(temporary, { force: true });
        throw error;
      }
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
    localPath: full,
  };
}
