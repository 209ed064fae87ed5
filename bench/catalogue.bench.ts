import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BRANDS, MODELS } from '../apps/server/src/demo/catalogue-vocabulary.ts';
import {
  guestToken,
  load,
  machine,
  memoryMiB,
  peakMemoryMiB,
  root,
  sequential,
  startServer,
  writeSection,
} from './support.ts';

/**
 * The product list at 100k and 1M products on PostgreSQL and PGlite: the target query (category +
 * two attribute filters + search, sorted by name, 24 per page, with facet counts) at concurrency 1
 * and 16, deep pages, and a 100k-row export's time and memory.
 *
 * Catalogues: BENCH_PG_100K / BENCH_PG_1M (PostgreSQL URLs) and BENCH_PGLITE_100K (a data folder);
 * an empty one is seeded first with `npm run demo -- --scale N` (the time is reported).
 */
export const FILTERS = { category_code: 'lighting', color: ['black', 'white'], dimmable: 'true' };
export const target = (offset = 0, search = 'lamp', filters: object = FILTERS, order = 'name') =>
  `/pim/portal/api/private/product/?limit=24&offset=${offset}&order=${order}&orderdir=asc&search=${encodeURIComponent(search)}&facets=1&attributes=sku,brand,color&filters=${encodeURIComponent(JSON.stringify(filters))}`;
/**
 * About 200 different searches people type in the lighting category (model names, their first letters,
 * brand and type words, with and without a model number): none is asked twice, so no answer comes
 * from the server's list cache.
 */
export const distinctSearches = (): string[] => {
  const words = ['lamp', 'light', 'pendant', 'wall', 'desk', ...BRANDS.map((b) => b.toLowerCase())];
  const terms = MODELS.flatMap((model, i) => [
    model,
    model.slice(0, 3).toLowerCase(),
    `${model} ${words[i % words.length]}`,
    `${words[(i + 3) % words.length]} ${model.toLowerCase()}`,
    `${model} ${(i * 7) % 150}`,
  ]);
  return [...new Set(terms)].slice(0, 300);
};
const unfiltered = (offset = 0) =>
  `/pim/portal/api/private/product/?limit=24&offset=${offset}&facets=1&attributes=sku,brand`;
const category = () =>
  `/pim/portal/api/private/product/?limit=24&facets=1&filters=${encodeURIComponent(JSON.stringify({ category_code: 'lighting' }))}`;

interface Target {
  name: string;
  scale: number;
  env: Record<string, string>;
}

function targets(): Target[] {
  const list: Target[] = [];
  const pg =
    process.env.BENCH_PG_100K ??
    (process.env.DATABASE_URL ? process.env.DATABASE_URL.replace(/\/[^/]*$/, '/vb100k') : undefined);
  if (pg) list.push({ name: 'PostgreSQL 100k', scale: 100_000, env: { DATABASE_URL: pg } });
  if (process.env.BENCH_PG_1M)
    list.push({ name: 'PostgreSQL 1M', scale: 1_000_000, env: { DATABASE_URL: process.env.BENCH_PG_1M } });
  const pglite = process.env.BENCH_PGLITE_100K ?? '/tmp/vitrine-bench-pglite-100k';
  list.push({ name: 'PGlite 100k', scale: 100_000, env: { DATABASE_URL: '', DATA_DIR: pglite } });
  // The same catalogue with the engine left unoptimised (docs/operations.md, "Memory").
  list.push({
    name: 'PGlite 100k, LOW_MEMORY=true',
    scale: 100_000,
    env: { DATABASE_URL: '', DATA_DIR: pglite, LOW_MEMORY: 'true' },
  });
  return list;
}

/** Seeds an empty catalogue (the generator does nothing when data exists) and answers the seconds taken. */
function ensureSeeded(t: Target): number {
  const start = performance.now();
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'apps/server/src/demo/cli.ts'), '--scale', String(t.scale)],
    {
      env: { ...process.env, LOG_LEVEL: 'warn', ...t.env },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.includes('nothing done') ? 0 : (performance.now() - start) / 1000;
}

export async function run(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const rows: string[] = [];
  const coldRows: string[] = [];
  const exportRows: string[] = [];
  for (const t of targets()) {
    const seeded = ensureSeeded(t);
    const dataDir = t.env.DATA_DIR ?? fs.mkdtempSync('/tmp/vitrine-bench-');
    const server = await startServer({ ...t.env, DATA_DIR: dataDir, DEMO_DATA: 'false' });
    try {
      const token = await guestToken(server.url);
      const headers = { authorization: token };
      await sequential(server.url + target(), 20, headers); // warm caches
      const c1 = await sequential(server.url + target(), 300, headers);
      const deep = await sequential(server.url + target(23_976), 100, headers);
      const list1 = await sequential(server.url + unfiltered(), 100, headers);
      const list1000 = await sequential(server.url + unfiltered(23_976), 100, headers);
      const cat = await sequential(server.url + category(), 100, headers);
      const c16 = await load(server.url + target(), { connections: 16, seconds, headers });
      rows.push(
        `| ${t.name} | ${seeded ? `${Math.round(seeded)} s` : '–'} | ${c1.p50} | **${c1.p95}** | ${c1.p99} | **${Math.round(c16.requestsPerSecond)}** | ${c16.errors} | ${(deep.p50 / c1.p50).toFixed(2)} | ${list1.p50} / ${list1000.p50} (${(list1000.p50 / list1.p50).toFixed(2)}) | ${cat.p50} |`,
      );
      console.log(rows.at(-1));
      // Cold: every request different, so every answer is computed.
      // 100 of them at 1M, where each can take a second.
      const searches = distinctSearches().slice(0, t.scale >= 1_000_000 ? 100 : 300);
      // The database warm, the answers not: a running portal has its working set in memory. The
      // same searches in the category alone first (other addresses, other statements), so the
      // measured ones still compute every answer but do not wait for the disk.
      await sequential(
        searches.map((term) => server.url + target(0, term, { category_code: FILTERS.category_code })),
        searches.length,
        headers,
      );
      const cold = await sequential(
        searches.map((term) => server.url + target(0, term)),
        searches.length,
        headers,
      );
      // The same searches sorted by relevance, the app's order while searching (rank of every match).
      const ranked = await sequential(
        searches.map((term) => server.url + target(0, term, FILTERS, 'relevance')),
        searches.length,
        headers,
      );
      const pages = (from: number) =>
        Array.from({ length: 100 }, (_, i) => server.url + unfiltered((from + i) * 24));
      const near = await sequential(pages(1), 100, headers);
      const far = await sequential(pages(1000), 100, headers);
      coldRows.push(
        `| ${t.name} | ${cold.p50} | **${cold.p95}** | ${cold.p99} | ${ranked.p50} / ${ranked.p95} | ${near.p50} / ${far.p50} (**${(far.p50 / near.p50).toFixed(2)}**) |`,
      );
      console.log(coldRows.at(-1));
      if (t.scale === 100_000) {
        const before = memoryMiB(server.pid);
        for (const [template, label] of [
          [3, 'CSV'],
          [1, 'XLSX'],
        ] as const) {
          const start = performance.now();
          const answer = (await (
            await fetch(
              `${server.url}/pim/portal/api/private/export/template/${template}/download?authorization=${token}`,
            )
          ).json()) as { url: string };
          const file = await fetch(server.url + answer.url);
          const size = (await file.arrayBuffer()).byteLength;
          exportRows.push(
            `| ${t.name} | ${label} | ${((performance.now() - start) / 1000).toFixed(1)} s | ${(size / 2 ** 20).toFixed(1)} MiB | ${before} MiB | ${peakMemoryMiB(server.pid)} MiB |`,
          );
          console.log(exportRows.at(-1));
        }
      }
    } finally {
      await server.stop();
      if (!t.env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  writeSection(
    'catalogue',
    `## Product list at 100k and 1M products

Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; server in its own process, requests
over HTTP on loopback from the bench process. **Target query**: \`GET /private/product/\` with
\`filters={"category_code":"lighting","color":["black","white"],"dimmable":"true"}\`, \`search=lamp\`,
\`order=name\`, 24 per page, \`facets=1\` — 300 sequential requests for concurrency 1, autocannon for
${seconds} s at concurrency 16. "Deep/first" is the target query at offset 23 976 (page 1000) over page 1.
"List p1 / p1000" is the unfiltered catalogue list (with facets) at page 1 and page 1000. Times in ms.
Repeated requests are answered from the server's 30-second list cache after the first one, as they
are for people browsing the same pages; the second table asks nothing twice.

| Catalogue | seeded in | p50 | p95 | p99 | req/s at c16 | errors | deep/first | list p1 / p1000 (ratio) | category page p50 |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

**Cold requests** (nothing asked twice, every answer computed): the target query's filters with
${distinctSearches().length} different searches (model names, their first three letters, brand and type words, with and without a
model number; at 1M the first 100), after the same searches in the category alone (so the database's
pages are in memory, as a running portal's are, but no answer is cached), and the unfiltered list at
100 different pages near the start (pages 2–101) and deep (pages 1001–1100). Times in ms.

| Catalogue | distinct searches p50 | p95 | p99 | same by relevance p50 / p95 | list pages 2–101 / 1001–1100 p50 (ratio) |
|---|---|---|---|---|---|
${coldRows.join('\n')}

Export of every listed product (template 3 = CSV, 1 = XLSX), prepared as a job and downloaded; memory
is the server's resident set before and its peak (VmHWM) after:

| Catalogue | format | time | file | RSS before | peak RSS |
|---|---|---|---|---|---|
${exportRows.join('\n')}`,
  );
}
