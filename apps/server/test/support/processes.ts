import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const MAIN = path.resolve(import.meta.dirname, '../../src/main.ts');

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Waits for `check` to answer something truthy, polling; throws `what` (and `detail()`) after `ms`. */
export async function until<T>(
  check: () => T | Promise<T>,
  what: string,
  { ms = 30_000, every = 50, detail = () => '' }: { ms?: number; every?: number; detail?: () => string } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`${what}\n${detail()}`);
    await sleep(every);
  }
}

/** One JSON log line of a server (pino), or a plain printed line as `{ msg }`. */
export type LogLine = Record<string, unknown> & { msg?: string };

export interface ServerProcess {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  /** Everything it printed, stdout and stderr together. */
  output: () => string;
  /** Its JSON log lines so far. */
  logs: () => LogLine[];
  exited: Promise<number | null>;
  /** Resolves once `/readyz` answers 200; throws if the process ends first or after `ms`. */
  ready: (ms?: number) => Promise<void>;
  /** Ends it (SIGKILL unless told) and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * The real server process, as `npm start` runs it (Node 24 runs vitest, so `process.execPath` runs
 * main.ts), on loopback with `env` on top of a clean environment of the test's own.
 */
export function startServer(name: string, port: number, env: Record<string, string>): ServerProcess {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'PUBLIC_URL', 'METRICS_TOKEN'])
    delete base[key];
  const child = spawn(process.execPath, [MAIN], {
    env: { ...base, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (data) => (output += data));
  child.stderr!.on('data', (data) => (output += data));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    base: url,
    child,
    output: () => output,
    logs: () =>
      output.split('\n').flatMap((line): LogLine[] => {
        if (!line.startsWith('{')) return line.trim() ? [{ msg: line }] : [];
        try {
          return [JSON.parse(line) as LogLine];
        } catch {
          return [{ msg: line }];
        }
      }),
    exited,
    async ready(ms = 120_000) {
      await until(
        async () => {
          if (child.exitCode !== null) throw new Error(`${name} ended (${child.exitCode}):\n${output}`);
          const r = await fetch(`${url}/readyz`).catch(() => undefined);
          await r?.arrayBuffer();
          return r?.status === 200;
        },
        `${name} was not ready in time`,
        { ms, every: 100, detail: () => output },
      );
    },
    async stop(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * A TCP relay in front of a server (PostgreSQL here) that the test can slow down, pause (nothing
 * passes either way, as when a database host stops answering) and cut (connections closed and
 * refused, as when it is down).
 */
export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1') {
  let mode: 'open' | 'paused' | 'cut' = 'open';
  let delayMs = 0;
  const pairs = new Set<{ client: net.Socket; server: net.Socket; flush: () => void }>();

  // Each direction forwards its chunks in order, each one `delayMs` after it arrived, and holds
  // them while paused.
  const relay = (from: net.Socket, to: net.Socket) => {
    const queue: { at: number; data: Buffer }[] = [];
    let timer: NodeJS.Timeout | undefined;
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      while (queue.length && mode === 'open') {
        const wait = queue[0].at + delayMs - Date.now();
        if (wait > 0) {
          timer = setTimeout(flush, wait);
          return;
        }
        if (!to.destroyed) to.write(queue.shift()!.data);
        else queue.shift();
      }
    };
    from.on('data', (data: Buffer) => {
      queue.push({ at: Date.now(), data });
      if (!timer) flush();
    });
    from.on('end', () => to.end());
    return flush;
  };

  const server = net.createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    const flushUp = relay(client, upstream);
    const flushDown = relay(upstream, client);
    const pair = {
      client,
      server: upstream,
      flush: () => {
        flushUp();
        flushDown();
      },
    };
    pairs.add(pair);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    /** Every chunk waits this long each way (a slow link). */
    delay(ms: number) {
      delayMs = ms;
    },
    pause() {
      mode = 'paused';
    },
    /** Closes every connection and refuses new ones. */
    cut() {
      mode = 'cut';
      for (const pair of pairs) {
        pair.client.destroy();
        pair.server.destroy();
      }
    },
    /** Back to normal: held data flows, new connections are taken. */
    open() {
      mode = 'open';
      delayMs = 0;
      for (const pair of pairs) pair.flush();
    },
    close: async () => {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.server.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server of `url` (its own name, for a test of whole
 * processes, which take no schema); `drop` removes it, connections and all.
 */
export async function createDatabase(url: string, prefix = 'vitrine') {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    name,
    url: target.toString(),
    /** The same database through another host and port (a proxy in front of the server). */
    urlVia(port: number) {
      const via = new URL(target);
      via.hostname = '127.0.0.1';
      via.port = String(port);
      return via.toString();
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
