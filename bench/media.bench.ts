import { execSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import sharp from 'sharp';
import type { Deps } from '../apps/server/src/deps.ts';
import { writeCartZip } from '../apps/server/src/modules/downloads/cart-zip.service.ts';
import { createLocalStorage } from '../apps/server/src/storage/local-storage.ts';
import type { Storage } from '../apps/server/src/storage/storage.ts';
import {
  CART_QUALITY,
  cartRenditionQuery,
  RENDITION_PRESETS,
  renditionQuery,
  type CartSize,
} from '../packages/contract/src/rendition-url.ts';
import {
  CART_FILE_BYTES,
  CART_FILES,
  conversionSources,
  mediaFixtures,
  type MediaFixtures,
} from './media-fixtures.ts';
import {
  guestToken,
  load,
  machine,
  memoryMiB,
  peakMemoryMiB,
  root,
  startServer,
  writeSection,
} from './support.ts';

// Raw sharp runs with the server's settings: one libvips thread per image, no operation cache.
sharp.concurrency(1);
sharp.cache(false);

const ratio = (a: number, b: number) => (a / b).toFixed(2);
// The part of a downloaded archive kept: its central directory with room to spare.
const TAIL = 1024 * 1024;
const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

/** Runs the tasks with at most `concurrency` at a time; answers the wall time in ms. */
async function timed(tasks: (() => Promise<unknown>)[], concurrency: number): Promise<number> {
  const start = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) await tasks[next++]();
    }),
  );
  return performance.now() - start;
}

/** Samples a resident set (ours, or a process's) while `work` runs; answers the work's result and the peak. */
async function sampled<T>(
  read: () => number,
  work: () => Promise<T>,
): Promise<{ result: T; before: number; peak: number }> {
  const before = read();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, read())), 20);
  try {
    const result = await work();
    return { result, before, peak: Math.max(peak, read()) };
  } finally {
    clearInterval(timer);
  }
}
const ownRss = () => mib(process.memoryUsage.rss());

async function fetchOk(url: string, init?: RequestInit): Promise<ArrayBuffer> {
  const response = await fetch(url, init);
  const body = await response.arrayBuffer();
  if (!response.ok)
    throw new Error(`${response.status} from ${url}: ${Buffer.from(body).toString().slice(0, 200)}`);
  return body;
}

interface Resize {
  key: string;
  size: number;
  trim: boolean;
  format: 'png' | 'jpeg';
}

// The presets the server converts: the asset thumbnail, and cart downloads (JPEG at quality 100).
const query = (r: Resize) =>
  r.format === 'png'
    ? renditionQuery(RENDITION_PRESETS.thumbnail)
    : cartRenditionQuery(`${r.size}x${r.size}` as CartSize, r.trim, 'jpg');

/** The same resize as the server's, straight from the file with sharp. */
async function rawResize(files: string, r: Resize): Promise<Buffer> {
  const pipe = sharp(path.join(files, r.key), { limitInputPixels: 50_000_000, failOn: 'error' })
    .rotate()
    .resize(r.size, r.size, { fit: r.trim ? 'cover' : 'inside', withoutEnlargement: true });
  return (
    r.format === 'jpeg'
      ? pipe.flatten({ background: '#ffffff' }).jpeg({ quality: CART_QUALITY, mozjpeg: false }) // as lib/image.ts at 100
      : pipe.png({ compressionLevel: 6 })
  ).toBuffer();
}

/** Empties the rendition cache, so the next requests are all uncached. */
const clearCache = (files: string) =>
  fs.rmSync(path.join(files, 'renditions'), { recursive: true, force: true });

/** Images per second through the server (uncached: every request is new) and through raw sharp. */
async function resizeRound(server: string, files: string, jobs: Resize[], headers: Record<string, string>) {
  clearCache(files);
  const http = await timed(
    jobs.map((r) => () => fetchOk(`${server}/pim/media/${r.key}?${query(r)}`, { headers })),
    2,
  );
  const raw = await timed(
    jobs.map((r) => () => rawResize(files, r)),
    2,
  );
  return { http: (jobs.length * 1000) / http, raw: (jobs.length * 1000) / raw };
}

async function startStatic(file: string, type: string) {
  const port = String(40000 + Math.floor(Math.random() * 10000));
  const child = spawn(process.execPath, [path.join(root, 'bench/static-file-server.ts')], {
    env: { ...process.env, PORT: port, FILE: file, TYPE: type },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}/x.png`, stop: () => child.kill('SIGTERM') };
}

/** A storage that notes when the first byte of an archive is written. */
function watched(storage: Storage, onFirstByte: () => void): Storage {
  return {
    ...storage,
    async create(key, type) {
      const sink = await storage.create(key, type);
      let first = true;
      return {
        ...sink,
        write(bytes) {
          if (first) onFirstByte();
          first = false;
          return sink.write(bytes);
        },
      };
    },
  };
}

/**
 * Flushes what earlier runs wrote and gives the disk a few seconds: on a virtual disk the host
 * keeps writing after `sync` returns, and whichever run came next paid for it.
 */
async function settleDisk(): Promise<void> {
  execSync('sync');
  await new Promise((resolve) => setTimeout(resolve, 8000));
}

/** The 2 GB cart in this process: plain piping of the files into one stored file, then the zip writer. */
async function zipRound(files: string, fixtures: MediaFixtures, zipFirst: boolean) {
  const storage = createLocalStorage(files);
  const plainRun = () =>
    sampled(ownRss, async () => {
      await settleDisk();
      const start = performance.now();
      const out = new PassThrough();
      const stored = storage.put('downloads/bench/plain.bin', out);
      for (const key of fixtures.cart) {
        for await (const chunk of await storage.get(key)) if (!out.write(chunk)) await once(out, 'drain');
      }
      out.end();
      await stored;
      execSync('sync'); // timed until the bytes are on disk, as for the zip
      return performance.now() - start;
    });
  let firstByte = 0;
  const zipRun = () =>
    sampled(ownRss, async () => {
      await settleDisk();
      const start = performance.now();
      const deps = {
        storage: watched(storage, () => (firstByte = performance.now() - start)),
      } as unknown as Deps;
      // The writer and entry sources a link uses, into a stored file instead of a response.
      const sink = await deps.storage.create('downloads/bench/cart.zip', 'application/zip');
      await writeCartZip(
        deps,
        fixtures.cart.map((key, index) => ({
          index,
          name: `File ${index}.jpg`,
          source: { type: 'file', key },
        })),
        sink,
      );
      await sink.close();
      execSync('sync');
      return performance.now() - start;
    });
  let plain: Awaited<ReturnType<typeof plainRun>>;
  let zip: Awaited<ReturnType<typeof zipRun>>;
  if (zipFirst) {
    zip = await zipRun();
    plain = await plainRun();
  } else {
    plain = await plainRun();
    zip = await zipRun();
  }
  await storage.delete('downloads/bench/plain.bin');
  await storage.delete('downloads/bench/cart.zip');
  return { plain, zip, firstByte };
}

type Env = Record<string, string>;
/** Two rounds of equal size as one: the rate over both (harmonic mean of the rates). */
const both = (rounds: { http: number; raw: number }[]) => ({
  http: rounds.length / rounds.reduce((sum, r) => sum + 1 / r.http, 0),
  raw: rounds.length / rounds.reduce((sum, r) => sum + 1 / r.raw, 0),
});

/** Files in the rendition cache folder. */
const cachedCount = (files: string) => {
  const dir = path.join(files, 'renditions');
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
};

/**
 * Requests that are not presets, each with parameters never asked before (every box in turn),
 * for `seconds` over 2 connections: before presets each was converted and stored.
 */
async function distinctParameters(server: string, files: string, key: string, seconds: number) {
  const before = cachedCount(files);
  const statuses = new Map<number, number>();
  let asked = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      while (performance.now() < end) {
        const n = asked++;
        const box = `width=${1 + (n % 4000)}&height=${1 + (Math.floor(n / 4000) % 4000)}`;
        const response = await fetch(`${server}/pim/media/${key}?${box}&format=avif`);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return { statuses, stored: cachedCount(files) - before };
}

/** Every preset of every photograph asked at once: what the queue converts, refuses, and costs. */
async function burst(server: string, files: string, fixtures: MediaFixtures, pid: number) {
  clearCache(files);
  const queries = [
    ...Object.values(RENDITION_PRESETS).map((preset) => renditionQuery(preset)),
    cartRenditionQuery('600x600', false, 'jpg'),
    cartRenditionQuery('600x600', true, 'png'),
  ];
  const urls = fixtures.photos.flatMap((key) => queries.map((q) => `${server}/pim/media/${key}?${q}`));
  const start = performance.now();
  const answers = await sampled(
    () => memoryMiB(pid),
    () =>
      Promise.all(
        urls.map(async (url) => {
          const response = await fetch(url);
          await response.arrayBuffer();
          return { status: response.status, retryAfter: Number(response.headers.get('retry-after') ?? 0) };
        }),
      ),
  );
  const ms = performance.now() - start;
  const count = (status: number) => answers.result.filter((a) => a.status === status).length;
  const retry = answers.result.map((a) => a.retryAfter).filter(Boolean);
  return {
    requests: urls.length,
    ok: count(200),
    busy: count(503),
    retry: !retry.length
      ? '–'
      : Math.min(...retry) === Math.max(...retry)
        ? `${retry[0]} s`
        : `${Math.min(...retry)}–${Math.max(...retry)} s`,
    seconds: ms / 1000,
    peak: answers.peak,
    before: answers.before,
  };
}

/**
 * Uncached thumbnails and 1200/2400 px cart renditions against raw sharp; cached renditions
 * against a static file; requests outside the presets; a burst against the conversion queue.
 */
async function resizeRows(env: Env, dataDir: string, fixtures: MediaFixtures): Promise<string[]> {
  const files = path.join(dataDir, 'files');
  const out: string[] = [];
  const server = await startServer(env);
  try {
    const headers = { authorization: await guestToken(server.url) };
    // Presets only: a round is one rendition of each photograph, uncached because the cache
    // folder is emptied before each round.
    const thumbs = (): Resize[] =>
      fixtures.photos.map((key) => ({ key, size: 300, trim: true, format: 'png' }));
    await resizeRound(server.url, files, thumbs().slice(0, 4), headers); // warm both paths
    const rounds = [];
    for (let round = 0; round < 6; round++)
      rounds.push(await resizeRound(server.url, files, thumbs(), headers));
    const thumb = both(rounds);
    out.push(
      `| Uncached 300×300 PNG thumbnails (trim), 24 MP JPEG sources, concurrency 2 | ${thumb.http.toFixed(1)} img/s | ${thumb.raw.toFixed(1)} img/s (raw sharp) | **${ratio(thumb.http, thumb.raw)}** | ≥ 0.8 |`,
    );
    console.log(out.at(-1));
    for (const size of [1200, 2400]) {
      const big = (): Resize[] => fixtures.photos.map((key) => ({ key, size, trim: false, format: 'jpeg' }));
      const r = both([
        await resizeRound(server.url, files, big(), headers),
        await resizeRound(server.url, files, big(), headers),
      ]);
      out.push(
        `| Uncached ${size} px JPEG renditions (cart preset, quality 100), 24 MP JPEG sources, concurrency 2 | ${r.http.toFixed(2)} img/s | ${r.raw.toFixed(2)} img/s (raw sharp) | **${ratio(r.http, r.raw)}** | ≥ 0.85 |`,
      );
      console.log(out.at(-1));
    }
    const cachedUrl = `${server.url}/pim/media/${fixtures.photos[0]}?${renditionQuery(RENDITION_PRESETS.thumbnail)}`;
    const bytes = Buffer.from(await fetchOk(cachedUrl, { headers }));
    const copy = path.join(dataDir, 'static-copy.png');
    fs.writeFileSync(copy, bytes);
    const staticServer = await startStatic(copy, 'image/png');
    try {
      const base = await load(staticServer.url, { connections: 16, seconds: 5 });
      const cached = await load(cachedUrl, { connections: 16, seconds: 5 });
      out.push(
        `| Cached 300×300 rendition (${Math.round(bytes.length / 1024)} KiB), 16 connections | ${Math.round(cached.requestsPerSecond)} req/s, p99 ${cached.p99} ms | ${Math.round(base.requestsPerSecond)} req/s, p99 ${base.p99} ms (node:http static file) | **${ratio(cached.requestsPerSecond, base.requestsPerSecond)}** | ≥ 0.8 |`,
      );
      console.log(out.at(-1));
    } finally {
      staticServer.stop();
    }
    const flood = await distinctParameters(server.url, files, fixtures.photos[0], 15);
    const answered = [...flood.statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
    out.push(
      `| 15 s of requests with parameters never asked before (width=1, 2, 3…, format=avif), 2 connections | ${answered}; **${flood.stored} files stored** | – | – | nothing stored |`,
    );
    console.log(out.at(-1));
    const b = await burst(server.url, files, fixtures, server.pid);
    out.push(
      `| Burst: ${b.requests} uncached preset renditions of ${fixtures.photos.length} 24 MP JPEGs asked at once (RENDITION_WORKERS=2, RENDITION_QUEUE=64) | ${b.ok} converted, ${b.busy} answered 503 busy (Retry-After ${b.retry}) in ${b.seconds.toFixed(1)} s; server RSS ${b.before} → ${b.peak} MiB | – | – | no conversion past the line; memory as for 2 at a time |`,
    );
    console.log(out.at(-1));
  } finally {
    await server.stop();
  }
  return out;
}

/** Peak resident memory of a fresh server converting every 24 MP source to a 2400 px JPEG and a 300 px PNG. */
async function peakMemory(
  label: string,
  env: Env,
  dataDir: string,
  fixtures: MediaFixtures,
): Promise<string> {
  clearCache(path.join(dataDir, 'files'));
  const server = await startServer(env);
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const startPeak = peakMemoryMiB(server.pid);
    const jobs = [...fixtures.photos, ...fixtures.scans].flatMap((key) => [
      () => fetchOk(`${server.url}/pim/media/${key}?${cartRenditionQuery('2400x2400', false, 'jpg')}`),
      () => fetchOk(`${server.url}/pim/media/${key}?${renditionQuery(RENDITION_PRESETS.thumbnail)}`),
    ]);
    const run = await sampled(
      () => memoryMiB(server.pid),
      () => timed(jobs, 2),
    );
    const peak = peakMemoryMiB(server.pid);
    return `| Memory on ${label}: ${jobs.length} uncached renditions (2400 px JPEG, 300 px PNG) of ${fixtures.photos.length} JPEG + ${fixtures.scans.length} LZW TIFF 24 MP sources, concurrency 2 | **${run.peak} MiB** highest RSS while converting (${run.before} MiB before); process peak ${peak} MiB (${startPeak} MiB after start-up); ${(run.result / 1000).toFixed(1)} s | – | – | ≤ 400 MiB |`;
  } finally {
    await server.stop();
  }
}

/** A PostgreSQL database of the bench's own, when DATABASE_URL (or BENCH_MEDIA_PG) names a server. */
async function benchDatabase(): Promise<string | undefined> {
  const url = process.env.BENCH_MEDIA_PG ?? process.env.DATABASE_URL;
  if (!url) return undefined;
  const name = 'vitrine_bench_media';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return url.replace(/\/[^/]*$/, `/${name}`);
}

/**
 * Reads the end of an archive: the end records (ZIP64 ones when present) and every central
 * directory header they point to, each checked by its signature. Answers the entry count.
 */
function zipSummary(tail: Buffer, total: number): { entries: number; zip64: boolean } {
  const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const zip64At = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]));
  const zip64 = zip64At >= 0 && zip64At < end;
  const count = zip64 ? Number(tail.readBigUInt64LE(zip64At + 32)) : tail.readUInt16LE(end + 10);
  const start = zip64 ? Number(tail.readBigUInt64LE(zip64At + 48)) : tail.readUInt32LE(end + 16);
  let at = start - (total - tail.length);
  let entries = 0;
  while (at < tail.length && tail.readUInt32LE(at) === 0x02014b50) {
    at += 46 + tail.readUInt16LE(at + 28) + tail.readUInt16LE(at + 30) + tail.readUInt16LE(at + 32);
    entries++;
  }
  if (entries !== count) throw new Error(`central directory has ${entries} of ${count} entries`);
  return { entries, zip64 };
}

/** The 2 GB cart: in this process against plain piping (four rounds), then through the API. */
async function zipRows(env: Env, files: string, fixtures: MediaFixtures): Promise<string[]> {
  const out: string[] = [];
  const total = CART_FILES * CART_FILE_BYTES;
  // Four rounds, alternating which run goes first: the disk's pace varies from minute to minute.
  const rounds = [];
  for (const zipFirst of [false, true, false, true]) rounds.push(await zipRound(files, fixtures, zipFirst));
  for (const r of rounds)
    console.log(`zip round: plain ${Math.round(r.plain.result)} ms, zip ${Math.round(r.zip.result)} ms`);
  // All rounds together; first byte and memory: the worst round.
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const z = {
    plain: {
      result: sum(rounds.map((r) => r.plain.result)),
      growth: Math.max(...rounds.map((r) => r.plain.peak - r.plain.before)),
    },
    zip: {
      result: sum(rounds.map((r) => r.zip.result)),
      growth: Math.max(...rounds.map((r) => r.zip.peak - r.zip.before)),
    },
    firstByte: Math.max(...rounds.map((r) => r.firstByte)),
  };
  out.push(
    `| Zip of a ${CART_FILES}-file / ${(total / 2 ** 30).toFixed(2)} GiB cart (stored), written to storage | ${(z.zip.result / 1000 / rounds.length).toFixed(1)} s per run (${Math.round((rounds.length * total) / 2 ** 20 / (z.zip.result / 1000))} MiB/s), first byte ≤ ${Math.round(z.firstByte)} ms, memory growth ≤ ${z.zip.growth} MiB | ${(z.plain.result / 1000 / rounds.length).toFixed(1)} s per run plain stream piping, growth ≤ ${z.plain.growth} MiB | **${ratio(z.plain.result, z.zip.result)}** | ≥ 0.9, first byte ≤ 500 ms, growth ≤ 50 MiB |`,
  );
  console.log(out.at(-1));
  const conversions = await conversionSources(path.dirname(files), fixtures);
  const server = await startServer(env);
  try {
    const headers = { authorization: await guestToken(server.url), 'content-type': 'application/json' };
    const cart = (keys: string[], query = '') =>
      JSON.stringify({
        files: keys.map((key, i) => ({ name: `File ${i}.jpg`, url: `/pim/media/${key}${query}` })),
      });
    const post = async (body: string) => {
      const start = performance.now();
      const answer = await fetchOk(`${server.url}/pim/asset/asset/download`, {
        method: 'POST',
        headers,
        body,
      });
      const { url } = JSON.parse(Buffer.from(answer).toString()) as { url: string };
      return { url, ms: performance.now() - start };
    };
    // A small cart first: the steady state of a running portal, not its first request.
    await readLink(server.url + (await post(cart(fixtures.cart.slice(0, 2)))).url);
    // Past the start-up peak (the embedded database's engine is optimised in the first seconds).
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const carts: [string, string][] = [
      [`${fixtures.cart.length} files, ${(total / 2 ** 30).toFixed(2)} GiB`, cart(fixtures.cart)],
      // Every file twice and 20 a third time: past 4 GiB, so offsets need ZIP64 records.
      ['420 entries, 4.10 GiB', cart([...fixtures.cart, ...fixtures.cart, ...fixtures.cart.slice(0, 20)])],
      [
        `${conversions.length} uncached 2400 px JPEG renditions of 24 MP JPEG photographs (the cart's largest size)`,
        cart(conversions, '?width=2400&height=2400&format=jpg&quality=100'),
      ],
    ];
    clearCache(files);
    for (const [label, body] of carts) {
      const answer = await post(body);
      const api = await sampled(
        () => memoryMiB(server.pid),
        () => readLink(server.url + answer.url),
      );
      const link = api.result;
      const zip = zipSummary(link.tail, link.bytes);
      const length =
        link.length === null
          ? 'chunked'
          : `Content-Length ${Number(link.length) === link.bytes ? 'exact' : `WRONG (${link.length})`}`;
      out.push(
        `| A cart of ${label} through \`POST /pim/asset/asset/download\` and its link (the server as \`npm start\` runs it) | answer in ${Math.round(answer.ms)} ms; link's first byte in ${Math.round(link.firstByteMs)} ms; whole archive in ${link.seconds.toFixed(1)} s (${length}); server memory ${api.before} → ${api.peak} MiB (growth ${api.peak - api.before} MiB); ${mib(link.bytes)} MiB downloaded, ${zip.entries} entries read back${zip.zip64 ? ', ZIP64 records' : ''} | – | – | answer and first byte ≤ 2 s, growth ≤ 50 MiB |`,
      );
      console.log(out.at(-1));
    }
  } finally {
    await server.stop();
    fs.rmSync(path.join(files, 'downloads'), { recursive: true, force: true });
  }
  return out;
}

/**
 * Reads a link to its end, as a browser would, keeping only the archive's last MiB (its central
 * directory): its first byte, its length as announced and as received.
 */
async function readLink(url: string) {
  const start = performance.now();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} from ${url}`);
  let firstByteMs = 0;
  let bytes = 0;
  const tail: Buffer[] = [];
  let tailBytes = 0;
  for await (const chunk of response.body!) {
    const part = chunk as Uint8Array;
    if (!bytes) firstByteMs = performance.now() - start;
    bytes += part.length;
    tail.push(Buffer.from(part));
    tailBytes += part.length;
    while (tailBytes - tail[0].length >= TAIL) tailBytes -= tail.shift()!.length;
  }
  return {
    firstByteMs,
    seconds: (performance.now() - start) / 1000,
    bytes,
    length: response.headers.get('content-length'),
    tail: Buffer.concat(tail),
  };
}

export async function run(): Promise<void> {
  const dataDir = process.env.BENCH_MEDIA_DIR ?? path.join(os.tmpdir(), 'vitrine-bench-media');
  const setupStart = performance.now();
  const fixtures = await mediaFixtures(dataDir);
  console.log(`fixtures ready in ${Math.round((performance.now() - setupStart) / 1000)} s`);
  const env: Env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_DATA: 'false',
    REDIS_URL: '',
    S3_BUCKET: '',
    MALLOC_ARENA_MAX: '',
  };
  const parts = new Set((process.env.BENCH_MEDIA_PARTS ?? 'resize,memory,zip').split(','));
  const rows: string[] = [];
  if (parts.has('resize')) rows.push(...(await resizeRows(env, dataDir, fixtures)));
  if (parts.has('memory')) {
    // glibc keeps a malloc arena per thread; libvips's threads make that the larger part of the peak.
    const arenas = { MALLOC_ARENA_MAX: '1' };
    const runs: [string, Env][] = [
      ['PGlite', env],
      ['PGlite, MALLOC_ARENA_MAX=1', { ...env, ...arenas }],
      // What a machine under 2 GiB runs by itself (LOW_MEMORY=auto), told here on a larger one.
      [
        'PGlite, MALLOC_ARENA_MAX=1, LOW_MEMORY=true (a machine under 2 GiB: one conversion at a time)',
        { ...env, ...arenas, LOW_MEMORY: 'true' },
      ],
    ];
    const database = await benchDatabase();
    if (database) {
      runs.push(['PostgreSQL', { ...env, DATABASE_URL: database }]);
      runs.push(['PostgreSQL, MALLOC_ARENA_MAX=1', { ...env, DATABASE_URL: database, ...arenas }]);
    }
    for (const [label, runEnv] of runs) {
      rows.push(await peakMemory(label, runEnv, dataDir, fixtures));
      console.log(rows.at(-1));
    }
  }
  // The server as `npm start` runs it (MALLOC_ARENA_MAX=1).
  if (parts.has('zip'))
    rows.push(...(await zipRows({ ...env, MALLOC_ARENA_MAX: '1' }, path.join(dataDir, 'files'), fixtures)));

  writeSection(
    'media',
    `## Media: renditions and cart zips

Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}. The server runs in its own
process with local file storage (the embedded database unless stated); the baselines run in the same
bench run: raw sharp (the server's settings: one libvips thread per image, no operation cache) doing
the same resize from the same files at the same concurrency, a bare \`node:http\` server streaming the
same bytes from disk, and plain stream piping of the same files into one stored file. Renditions
are presets (one per photograph per round), uncached because the cache folder is emptied before
each round; rates are over six rounds for thumbnails and two for the larger sizes, and zip times the sum of four runs each, two in each order, each timed until its bytes are on disk (\`sync\`). Sources are
6000 × 4000 photographs (gradient and grain; JPEG q90 and LZW TIFF); the cart is 200 incompressible
10 MiB files named \`.jpg\`, so every entry is stored. Memory rows run a fresh server each, with
glibc's default allocator settings and with \`MALLOC_ARENA_MAX=1\`, as \`npm start\` runs it (see docs/operations.md).

| Case | Vitrine | Baseline | Ratio | Target |
|---|---|---|---|---|
${rows.join('\n')}`,
  );
}
