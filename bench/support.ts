import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Starts the real server (same command as `npm start`, without the build) on a free port. */
export async function startServer(
  env: Record<string, string> = {},
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-'));
  const port = String(20000 + Math.floor(Math.random() * 20000));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    env: { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT: 'false', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('is running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** Runs autocannon against one URL and answers throughput and latency percentiles. */
export async function load(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p95: (result.latency as unknown as Record<string, number>).p97_5 ?? result.latency.p99,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Replaces one named section of docs/benchmarks.md, keeping the others. */
export function writeSection(name: string, markdown: string): void {
  const file = path.join(root, 'docs/benchmarks.md');
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  text = pattern.test(text) ? text.replace(pattern, block) : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, text);
}

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/**
 * Latency percentiles of `count` sequential requests (concurrency 1), in milliseconds; `url` may be
 * a list of addresses, asked one after another (distinct requests), or one asked `count` times.
 */
export async function sequential(
  urls: string | string[],
  count: number,
  headers: Record<string, string> = {},
): Promise<{ p50: number; p95: number; p99: number; mean: number }> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const url = typeof urls === 'string' ? urls : urls[i % urls.length];
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.status} from ${url}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2));
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    mean: Number((times.reduce((a, b) => a + b, 0) / times.length).toFixed(2)),
  };
}

/** Peak resident memory (VmHWM) of a process, in MiB. */
export function peakMemoryMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** Current resident memory (VmRSS) of a process, in MiB. */
export function memoryMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** The guest token of a running portal. */
export async function guestToken(url: string): Promise<string> {
  const config = (await (await fetch(`${url}/pim/portal/api/public/config/`)).json()) as {
    setup: { guest_token: string };
  };
  return config.setup.guest_token;
}
