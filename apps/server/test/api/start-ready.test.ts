import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@vitrine/contract/constants';
import { freePort, startServer, until, type ServerProcess } from '../support/processes.ts';

const API = API_BASE;
const DEMO = { email: 'demo@vitrine.example', password: 'showroom-demo-2026' };

/** The real server process on a data folder, with the demo, as `npm start` runs it. */
const startOn = (dataDir: string, port: number) =>
  startServer('start', port, { DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'warn' });

// The first start on an empty data folder: the portal opens only once the demo's files exist.
describe('start of the server process on an empty data folder', () => {
  let dataDir: string;
  let port: number;
  let server: ServerProcess | undefined;
  /** What the server had printed when it first answered a request. */
  let printedAtFirstAnswer = '';
  const base = () => `http://127.0.0.1:${port}`;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-start-'));
    port = await freePort();
  });

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops cleanly when told to while it draws the demo files', async () => {
    const first = startOn(dataDir, port);
    const output = first.output;
    await until(() => /demo files: \d+ of \d+/.test(output()), 'no progress while drawing', {
      ms: 200_000,
      detail: output,
    });
    // Not open while drawing.
    const early = await fetch(`${base()}${API}/public/locale/`).catch(() => undefined);
    expect(early, output()).toBeUndefined();
    first.child.kill('SIGTERM');
    const code = await Promise.race([first.exited, sleep(10_000, 'still running')]);
    expect(code, output()).toBe(0);
    expect(output()).not.toMatch(/is running at|took longer/);
    expect(fs.existsSync(path.join(dataDir, 'vitrine.lock'))).toBe(false);
  }, 240_000);

  it('opens only after every demo file is drawn, and says so', async () => {
    server = startOn(dataDir, port);
    const { output, child } = server;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server did not start:\n${output()}`);
      const snapshot = output();
      const answered = await fetch(`${base()}${API}/public/locale/`)
        .then((r) => r.arrayBuffer())
        .then(() => true)
        .catch(() => false);
      if (answered) {
        printedAtFirstAnswer = snapshot;
        break;
      }
      await sleep(50);
    }
    await until(() => /is running at/.test(output()), 'no ready line', { ms: 200_000, detail: output });
    // The rest of the interrupted start was drawn, then the portal said it is ready.
    const drew = output().search(/Drew \d+ demo asset files/);
    expect(drew, output()).toBeGreaterThanOrEqual(0);
    expect(drew).toBeLessThan(output().search(/is running at/));
    expect(printedAtFirstAnswer).toMatch(/Drew \d+ demo asset files/);
  }, 240_000);

  it('lists no asset whose file is missing from the first answer on', async () => {
    const signIn = await fetch(`${base()}${API}/public/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO.email, password: DEMO.password }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const listed: { url: string; meta: { width: number | null } }[] = [];
    for (let page = 1; ; page++) {
      const r = await fetch(`${base()}${API}/private/media/?itemsPerPage=200&page=${page}`, {
        headers: { authorization: token },
      });
      expect(r.status).toBe(200);
      const assets = (await r.json()) as typeof listed;
      listed.push(...assets);
      if (assets.length < 200) break;
    }
    expect(listed.length).toBeGreaterThan(100);
    const missing = listed.filter(
      (a) => !fs.existsSync(path.join(dataDir, 'files', a.url.replace(/^\/pim\/media\//, ''))),
    );
    expect(missing.map((a) => a.url)).toEqual([]);
    // Their sizes were read from the files, and a thumbnail is served.
    expect(listed.filter((a) => a.url.endsWith('.jpg') && !a.meta.width)).toEqual([]);
    const file = await fetch(`${base()}${listed[0].url}`);
    expect(file.status).toBe(200);
  }, 60_000);
});
