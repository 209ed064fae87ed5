import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { distinctSearches, target } from './catalogue.bench.ts';
import { guestToken, machine, root, startServer, writeSection } from './support.ts';

/**
 * The product list at concurrency 32 against one instance, then against two instances on the same
 * PostgreSQL database with the 32 connections spread over both (16 each, as a balancer alternating
 * connections does), as a ratio. Twice: the same page again and again (answered from each
 * instance's list cache) and pages never asked before (each one a query).
 *
 * Catalogue: BENCH_PG_CLUSTER (a PostgreSQL URL), by default the database `vbcluster` beside
 * DATABASE_URL's, created and seeded with `npm run demo -- --scale BENCH_CLUSTER_SCALE` (10 000
 * products) when empty.
 */
const CONNECTIONS = 32;

interface Result {
  requestsPerSecond: number;
  p50: number;
  p97: number;
  errors: number;
}

/** Every distinct list address the cold runs ask, each once: searches × pages. */
function coldPaths(): string[] {
  const searches = distinctSearches();
  return Array.from({ length: 40 }, (_, page) => searches.map((term) => target(page * 24, term))).flat();
}

/** autocannon on one instance; `next` gives each request's path (the same one, or a new one each time). */
async function hammer(
  base: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
  next: () => string,
): Promise<Result> {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => ({ ...request, path: next() }),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97: (result.latency as unknown as Record<string, number>).p97_5 ?? result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The same load spread over every instance (connections split evenly), summed. */
async function spread(
  bases: string[],
  seconds: number,
  headers: Record<string, string>,
  next: () => string,
): Promise<Result> {
  const parts = await Promise.all(
    bases.map((base) => hammer(base, CONNECTIONS / bases.length, seconds, headers, next)),
  );
  return {
    requestsPerSecond: parts.reduce((sum, p) => sum + p.requestsPerSecond, 0),
    // Each part's percentile; the slower one is what a visitor may get.
    p50: Math.max(...parts.map((p) => p.p50)),
    p97: Math.max(...parts.map((p) => p.p97)),
    errors: parts.reduce((sum, p) => sum + p.errors, 0),
  };
}

async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

export async function run(): Promise<void> {
  const url = process.env.BENCH_PG_CLUSTER ?? process.env.DATABASE_URL?.replace(/\/[^/]*$/, '/vbcluster');
  if (!url) {
    console.log('cluster: skipped (needs DATABASE_URL or BENCH_PG_CLUSTER)');
    return;
  }
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const scale = Number(process.env.BENCH_CLUSTER_SCALE ?? 10_000);
  await ensureDatabase(url);
  const seeded = spawnSync(
    process.execPath,
    [path.join(root, 'apps/server/src/demo/cli.ts'), '--scale', String(scale)],
    { env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  );
  if (seeded.status !== 0) throw new Error(seeded.stderr);

  const env = { DATABASE_URL: url, DEMO_DATA: 'false', REDIS_URL: '', S3_BUCKET: '' };
  const paths = coldPaths();
  let cursor = 0;
  const cold = () => paths[cursor++ % paths.length];
  const warm = () => target();
  const rows: string[] = [];
  const one = await startServer(env);
  let two: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const headers = { authorization: await guestToken(one.url) };
    await hammer(one.url, 4, 2, headers, warm); // warm-up: caches, plans, pool
    const loadOne = load();
    const oneWarm = await hammer(one.url, CONNECTIONS, seconds, headers, warm);
    const oneCold = await hammer(one.url, CONNECTIONS, seconds, headers, cold);
    two = await startServer(env);
    await hammer(two.url, 4, 2, headers, warm);
    const loadTwo = load();
    const twoWarm = await spread([one.url, two.url], seconds, headers, warm);
    const twoCold = await spread([one.url, two.url], seconds, headers, cold);
    if (cursor > paths.length) console.warn('cluster: some cold pages were asked twice');
    const row = (what: string, single: Result, both: Result) =>
      `| ${what} | ${Math.round(single.requestsPerSecond)} | ${single.p50} / ${single.p97} | ${Math.round(both.requestsPerSecond)} | ${both.p50} / ${both.p97} | **${(both.requestsPerSecond / single.requestsPerSecond).toFixed(2)}** | ${single.errors + both.errors} |`;
    rows.push(
      row('same page (list cache)', oneWarm, twoWarm),
      row('pages never asked (a query each)', oneCold, twoCold),
    );
    for (const line of rows) console.log(line);
    writeSection(
      'cluster',
      `## Several instances

Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; PostgreSQL ${scale.toLocaleString('en')}-product
catalogue on the same machine, servers in their own processes, autocannon in the bench process, all
on loopback. **Product list** at concurrency ${CONNECTIONS} for ${seconds} s against one instance,
then against two instances on the same database with the ${CONNECTIONS} connections spread over both
(${CONNECTIONS / 2} each). "Same page" asks the catalogue bench's target query again and again (each
instance answers it from its 30-second list cache); "pages never asked" walks
${paths.length.toLocaleString('en')} distinct searches × pages of it, so every answer is a query.
Latencies in ms (p50 / p97.5; for two instances the slower instance's). Load average (1 / 5 / 15 min)
before the runs: ${loadOne} with one instance, ${loadTwo} with two.

| Product list, c${CONNECTIONS} | 1 instance req/s | p50 / p97.5 | 2 instances req/s | p50 / p97.5 | ratio | errors |
|---|---|---|---|---|---|---|
${rows.join('\n')}`,
    );
  } finally {
    await two?.stop();
    await one.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
