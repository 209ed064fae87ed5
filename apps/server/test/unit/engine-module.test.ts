import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureCluster } from '../../src/db/new-cluster.ts';

const run = promisify(execFile);
const PEAK = fileURLToPath(new URL('../support/engine-peak.ts', import.meta.url));
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-engine-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the embedded database’s engine', () => {
  it('is optimised by V8 but for its SQL parser, whose compilation took 600 MB', async () => {
    await ensureCluster(path.join(root, 'pgdata'));
    // V8's log of each function it compiles: tier, time and the compiler's memory.
    const { stdout } = await run(process.execPath, ['--trace-wasm-compilation-times', PEAK, root], {
      maxBuffer: 256 * 1024 * 1024,
    });
    const optimised = [...stdout.matchAll(/using TurboFan, took \d+ ms and (\d+) \/ \d+ max\/total bytes/g)];
    // Tiering is on: the hot functions were optimised...
    expect(optimised.length).toBeGreaterThan(50);
    // ...and none of them took the parser's ~600 MB (the next largest takes about 40).
    expect(Math.max(...optimised.map((m) => Number(m[1])))).toBeLessThan(150 * 2 ** 20);
    // V8 may still log a compilation finishing on another thread after the child's own line.
    const said = stdout.split('\n').find((line) => line.startsWith('{"peakMiB"')) ?? '{}';
    const { peakMiB } = JSON.parse(said) as { peakMiB?: number };
    expect(peakMiB).toBeGreaterThan(0);
    // The process stayed well below the ~850 MiB the parser's optimisation took it to.
    expect(peakMiB).toBeLessThan(600);
  }, 180_000);
});
