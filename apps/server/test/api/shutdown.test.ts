import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type ServerProcess } from '../support/processes.ts';

/** A raw connection to the server, with what it has received and whether it has closed. */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const state = { received: '', closed: false };
  socket.on('data', (data) => (state.received += data));
  socket.on('error', () => undefined);
  socket.on('close', () => (state.closed = true));
  return { socket, state };
}

// The real server process (Node 24 runs vitest: process.execPath runs main.ts as `npm start` does).
describe('shutdown of the server process', () => {
  let server: ServerProcess;
  let dataDir: string;
  let port: number;
  const output = () => server.output();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-shutdown-'));
    port = await freePort();
    server = startServer('shutdown', port, { DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn' });
    await server.ready(30_000);
  }, 60_000);

  afterAll(async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits 0 at SIGTERM with keep-alive clients connected, finishing the request in flight and closing the database', async () => {
    expect(fs.existsSync(path.join(dataDir, 'vitrine.lock'))).toBe(true);
    // A keep-alive connection left idle by fetch after its answer.
    const first = await fetch(`${server.base}/pim/portal/api/public/locale/`);
    await first.arrayBuffer();
    // A connection opened ahead of any request (browsers preconnect), and one halfway through headers.
    const silent = await connect(port);
    const partial = await connect(port);
    partial.socket.write('GET /pim/portal/api/public/locale/ HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // A request in flight: headers sent, body still coming.
    const inFlight = await connect(port);
    const body = JSON.stringify({ username: 'nobody@example.com', password: 'not the password' });
    inFlight.socket.write(
      `POST /pim/portal/api/public/auth/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 10)}`,
    );
    await sleep(200);

    const started = Date.now();
    server.child.kill('SIGTERM');
    await sleep(300);
    inFlight.socket.write(body.slice(10));

    const code = await Promise.race([server.exited, sleep(8_000, 'still running')]);
    expect(code, output()).toBe(0);
    // Nothing here is slow: no wait for the drain time.
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(fs.existsSync(path.join(dataDir, 'vitrine.lock'))).toBe(false);
    expect(output()).not.toMatch(/took longer/);
    // The request in flight got its real answer, not a cut connection or a 503.
    expect(inFlight.state.received).toMatch(/^HTTP\/1\.1 (4\d\d|200) /);
    expect(inFlight.state.received).not.toMatch(/^HTTP\/1\.1 503/);
    expect(silent.state.closed && partial.state.closed && inFlight.state.closed).toBe(true);
  }, 20_000);
});
