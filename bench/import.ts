import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type OpenDatabase } from '../apps/server/src/db/database.ts';
import { seedDemo } from '../apps/server/src/demo/seed.ts';
import { loadCatalogueLookup, type CatalogueLookup } from '../apps/server/src/import/catalogue-lookup.ts';
import { ChangeNotices } from '../apps/server/src/db/changes.ts';
import '../apps/server/src/modules/products/index.ts';
import { createDeps } from '../apps/server/src/runtime.ts';
import {
  addBenchAttributes,
  ATTRIBUTE_COUNT,
  BENCH_LOCALES,
  UNIQUE_WORD,
  uniqueSku,
  writeBenchCsv,
  type GeneratedFile,
} from './import-data.ts';
import { machine, root, writeSection } from './support.ts';
import { API_BASE } from '@vitrine/contract/constants';

/**
 * Product import speed and memory: a CSV of 100 000 products (40 attributes, 6 locales) imported
 * with the real importer into a demo portal on PostgreSQL (DATABASE_URL, a schema of its own) and
 * PGlite (a temporary data folder), each run in a process of its own (peak RSS and heap sampled).
 * A 25 000-row file on a fresh database shows the memory does not grow with the file. After the
 * import the portal's API must find the product with a unique name and count the colour facet and
 * the listed total as the file says; a second import of the same file must change nothing. The
 * baseline is the raw CSV read rate of the same file. IMPORT_ROWS changes the size.
 */
const API = API_BASE;
const ROWS = Number(process.env.IMPORT_ROWS ?? 100_000);
const SMALL = Math.round(ROWS / 4);

interface Target {
  name: string;
  open: () => Promise<OpenDatabase>;
  worker: { dataDir?: string; schema?: string };
  drop: () => Promise<void>;
}

/** The tables a product import writes (the triggers on them keep the search and code rows). */
const WRITTEN = ['product', 'product_translation'] as const;

/**
 * PostgreSQL's own COPY of the rows an import wrote, into the same tables of another portal
 * prepared the same way (same indexes, same triggers): the import's rows are written out by the
 * server and read back in one transaction, timed. What the import does beyond it — reading the
 * file, checking each row, the six languages' search vectors — is the difference.
 */
async function copyBaseline(url: string, imported: string, fresh: Target): Promise<number> {
  await prepare(fresh);
  const target = fresh.worker.schema!;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-copy-'));
  fs.chmodSync(folder, 0o777);
  try {
    const { rows } = await client.query<{ max: number }>(`select max(id) as max from ${target}.product`);
    const above = rows[0].max ?? 0;
    const files = WRITTEN.map((table) => path.join(folder, `${table}.copy`));
    await client.query(
      `copy (select * from ${imported}.product where id > ${above} order by id) to '${files[0]}' (format binary)`,
    );
    await client.query(
      `copy (select * from ${imported}.product_translation where product_id > ${above}) to '${files[1]}' (format binary)`,
    );
    // The triggers name their tables as the portal's own session does: on its search path.
    await client.query(`set search_path to ${target}`);
    const started = performance.now();
    await client.query('begin');
    for (const [i, table] of WRITTEN.entries())
      await client.query(`copy ${target}.${table} from '${files[i]}' (format binary)`);
    await client.query('commit');
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

function pgliteTarget(): Target {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-pglite-'));
  return {
    name: 'PGlite',
    open: () => openDatabase({ dataDir }),
    worker: { dataDir },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresTarget(url: string): Target {
  const schema = `bench_import_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  return {
    name: 'PostgreSQL',
    open: () => openDatabase({ databaseUrl: url, schema, poolSize: 2 }),
    worker: { schema },
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/** What the portal's API answers: the listed total, the colour facet, and a search for the unique name. */
async function apiState(database: OpenDatabase) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-api-'));
  const { deps, close } = createDeps(
    loadConfig({ DATA_DIR: scratch, LOG_LEVEL: 'silent', RATE_LIMIT: 'false' }),
    database.db,
  );
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  try {
    const get = async (url: string, token?: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `${API}${url}`,
        headers: token ? { authorization: token, 'accept-language': 'en_GB' } : {},
      });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json();
    };
    const token = (await get('/public/config/')).setup.guest_token as string;
    const all = await get('/private/product/?limit=1&facets=1', token);
    const found = await get(`/private/product/?search=${UNIQUE_WORD}&attributes=sku&limit=5`, token);
    return {
      total: all.total as number,
      colors: (all.facets?.color ?? {}) as Record<string, number>,
      found: (found.products as { attributes: { sku: string } }[]).map((p) => p.attributes.sku),
    };
  } finally {
    await app.close();
    await close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** A demo portal with the benchmark's extra attributes; answers its catalogue and API state. */
async function prepare(target: Target) {
  const database = await target.open();
  try {
    await seedDemo(database.db);
    await addBenchAttributes(database.db);
    const lookup = await loadCatalogueLookup(database.db);
    const parents = new Set(
      (await database.db.selectFrom('category').select('parent_id').execute()).map((c) => c.parent_id),
    );
    const leaves = (await database.db.selectFrom('category').select(['id', 'code']).orderBy('code').execute())
      .filter((c) => !parents.has(c.id))
      .map((c) => c.code);
    return { lookup, leaves, before: await apiState(database) };
  } finally {
    await database.close();
  }
}

interface Measured {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  seconds: number;
  peakRssMiB: number;
  peakHeapMiB: number;
  openRssMiB?: number;
  startRssMiB: number;
  firstRejections?: unknown[];
}

function measure(mode: 'import' | 'parse', file: string, target?: Target): Measured {
  const out = execFileSync(
    process.execPath,
    [path.join(root, 'bench/import-worker.ts'), JSON.stringify({ mode, file, ...target?.worker })],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 },
  );
  const result = JSON.parse(out.trim().split('\n').at(-1)!) as Measured;
  if (mode === 'import' && result.rejected)
    throw new Error(`rows refused: ${JSON.stringify(result.firstRejections)}`);
  return result;
}

const rate = (m: Measured, rows: number) => Math.round(rows / m.seconds);
const mib = (n: number) => Math.round(n);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

export async function run(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-import-'));
  const targets: (() => Target)[] = [];
  // IMPORT_DATABASES=postgres or pglite runs one of them.
  const only = process.env.IMPORT_DATABASES;
  if (process.env.DATABASE_URL && only !== 'pglite')
    targets.push(() => postgresTarget(process.env.DATABASE_URL!));
  if (only !== 'postgres') targets.push(pgliteTarget);
  const rows: string[] = [];
  const checks: string[] = [];
  const copies: string[] = [];
  let files: { big: string; small: string; generated: GeneratedFile; lookup: CatalogueLookup } | null = null;
  let parse: Measured | null = null;
  try {
    for (const makeTarget of targets) {
      // The 25k file on a fresh portal, then the 100k file on another, then the 100k file again.
      const small = makeTarget();
      const big = makeTarget();
      try {
        const prepared = await prepare(small);
        if (!files) {
          const generated = await writeBenchCsv(
            path.join(dir, 'big.csv'),
            ROWS,
            prepared.lookup,
            prepared.leaves,
          );
          await writeBenchCsv(path.join(dir, 'small.csv'), SMALL, prepared.lookup, prepared.leaves);
          files = {
            big: path.join(dir, 'big.csv'),
            small: path.join(dir, 'small.csv'),
            generated,
            lookup: prepared.lookup,
          };
          parse = measure('parse', files.big);
          console.log(
            `CSV: ${ROWS} rows, ${(generated.bytes / 2 ** 20).toFixed(1)} MiB; read alone: ${rate(parse, ROWS)} rows/s`,
          );
        }
        const loadBefore = load();
        const first = measure('import', files.small, small);
        console.log(
          `${small.name} ${SMALL}: ${rate(first, SMALL)} rows/s, peak RSS ${mib(first.peakRssMiB)} MiB`,
        );
        const { before } = await prepare(big);
        const importing = new Date();
        const full = measure('import', files.big, big);
        console.log(`${big.name} ${ROWS}: ${rate(full, ROWS)} rows/s, peak RSS ${mib(full.peakRssMiB)} MiB`);
        if (full.created !== ROWS) throw new Error(`${full.created} products created of ${ROWS}`);
        // Right after the import: search and facets as the file says.
        const database = await big.open();
        const after = await apiState(database).finally(() => database.close());
        const g = files.generated;
        const expected = uniqueSku(ROWS);
        const colorChecks = Object.entries(g.colors).map(
          ([option, n]) => (after.colors[option] ?? 0) === (before.colors[option] ?? 0) + n,
        );
        const ok = {
          search: after.found.length === 1 && after.found[0] === expected,
          total: after.total === before.total + g.listed,
          facets: colorChecks.length > 0 && colorChecks.every(Boolean),
        };
        if (!ok.search || !ok.total || !ok.facets)
          throw new Error(
            `${big.name}: the catalogue after the import is wrong: ${JSON.stringify({ ok, before, after, g })}`,
          );
        const black = g.colors.black ?? 0;
        checks.push(
          `${big.name}: a search for "${UNIQUE_WORD}" finds ${after.found.join(', ')} alone; listed products ${before.total} → ${after.total} (+${g.listed}, the file's enabled non-variant rows); colour facet "black" ${before.colors.black ?? 0} → ${after.colors.black} (+${black}), and so for all ${colorChecks.length} colours.`,
        );
        let copied: number | null = null;
        if (big.worker.schema && process.env.DATABASE_URL) {
          const fresh = makeTarget();
          try {
            copied = await copyBaseline(process.env.DATABASE_URL, big.worker.schema, fresh);
          } finally {
            await fresh.drop();
          }
          // The import ends with the catalogue's counts and search words refreshed; timed again here
          // on the same rows, so the rows' writing alone is compared with the COPY too.
          const database = await big.open();
          // As the import redoes them: the vocabulary from the rows written since it began.
          const changes = new ChangeNotices({ since: importing });
          changes.note('products');
          const refreshing = performance.now();
          await changes.settle(database.db);
          const refresh = (performance.now() - refreshing) / 1000;
          await database.close();
          const writing = full.seconds - refresh;
          console.log(
            `COPY of the same rows: ${copied.toFixed(1)} s; ratio ${(copied / full.seconds).toFixed(2)}, ${(copied / writing).toFixed(2)} without the ${refresh.toFixed(1)} s of refreshes`,
          );
          copies.push(
            `| ${big.name} | ${ROWS.toLocaleString('en')} new | ${full.seconds.toFixed(1)} s | ${refresh.toFixed(1)} s | ${copied.toFixed(1)} s | **${(copied / full.seconds).toFixed(2)}** | **${(copied / writing).toFixed(2)}** |`,
          );
        }
        const again = measure('import', files.big, big);
        console.log(`${big.name} ${ROWS} again: ${rate(again, ROWS)} rows/s`);
        if (again.unchanged !== ROWS) throw new Error(`second run: ${again.unchanged} unchanged of ${ROWS}`);
        rows.push(
          `| ${small.name} | ${SMALL.toLocaleString('en')} new | **${rate(first, SMALL).toLocaleString('en')}** | ${first.seconds.toFixed(1)} s | ${mib(first.peakRssMiB)} | ${mib(first.peakHeapMiB)} | ${loadBefore} |`,
          `| ${big.name} | ${ROWS.toLocaleString('en')} new | **${rate(full, ROWS).toLocaleString('en')}** | ${full.seconds.toFixed(1)} s | ${mib(full.peakRssMiB)} | ${mib(full.peakHeapMiB)} | |`,
          `| ${big.name} | ${ROWS.toLocaleString('en')} unchanged | **${rate(again, ROWS).toLocaleString('en')}** | ${again.seconds.toFixed(1)} s | ${mib(again.peakRssMiB)} | ${mib(again.peakHeapMiB)} | ${load()} |`,
        );
      } finally {
        await small.drop();
        await big.drop();
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const g = files!.generated;
  writeSection(
    'import',
    `## Import

\`npm run bench -- import\` (\`bench/import.ts\`): a generated CSV of ${ROWS.toLocaleString('en')} products in the simple
layout (${(g.bytes / 2 ** 20).toFixed(0)} MiB; ${ATTRIBUTE_COUNT} attributes: names, short and long HTML descriptions and two more texts in
${BENCH_LOCALES.length} locales (${BENCH_LOCALES.join(', ')}), numbers, floats, bools, dates, single and multi selects; a category
and an attribute set each; every fifth product a parent with two variants; 5 % disabled) imported with
the real importer (\`importProductFile\`, batches of 500) into the demo portal, each run in a process
of its own. Peak RSS and heap are sampled every 50 ms (the process holds the database client, and
PGlite's engine too). Baseline: reading the same file's records alone (\`readCsv\`):
**${rate(parse!, ROWS).toLocaleString('en')} rows/s** (peak RSS ${mib(parse!.peakRssMiB)} MiB).

| Database | Rows | Rows/s | Time | Peak RSS (MiB) | Peak heap (MiB) | Load (1, 5, 15 min) |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

The ${SMALL.toLocaleString('en')}-row file runs on a fresh portal, the ${ROWS.toLocaleString('en')}-row file on another: the peak memory
hardly grows with four times the rows (batches are written and dropped; what the run keeps per row
is two sets of skus). The second run reads every row and finds it unchanged: it writes nothing.

${
  copies.length
    ? `Against PostgreSQL's own COPY, in the same run: the rows the import wrote (\`product\`,
\`product_translation\`, search vectors included) written out by the server and copied back, in one
transaction, into another portal prepared the same way (same indexes, same triggers keeping the search
and code rows). The ratio is the COPY's time over the import's: 1 would be the database's own speed.
The import ends with the catalogue's counts and search words refreshed (timed again on the same rows,
"refreshes"), which a COPY does not do; the last column compares the rows' writing alone.

| Database | Rows | Import | of which refreshes | COPY | Ratio | Ratio, writing |
| --- | --- | --- | --- | --- | --- | --- |
${copies.join('\n')}

`
    : ''
}Right after each import the portal's API answers as the file says:

${checks.map((c) => `- ${c}`).join('\n')}

${machine()}; PostgreSQL on the same machine; the machine's 2 cores were shared with other work
(the load averages above were read before the first and after the last run of each database).`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
