import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/db/data-dir-lock.ts';

describe('lockDataDir', () => {
  it('refuses a directory held by a live process and takes over a stale lock', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-lock-'));
    fs.writeFileSync(path.join(dir, 'vitrine.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    fs.writeFileSync(path.join(dir, 'vitrine.lock'), '999999999');
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'vitrine.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(fs.existsSync(path.join(dir, 'vitrine.lock'))).toBe(false);
  });
});
