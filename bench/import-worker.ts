import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { readCsv } from '../apps/server/src/import/csv-reader.ts';
import { importProductFile } from '../apps/server/src/import/product-import.ts';
import { createDeps } from '../apps/server/src/runtime.ts';

/**
 * One measured run, in a process of its own so that its memory is its own:
 * `node bench/import-worker.ts '{"mode":"import"|"parse","file":…,"dataDir"?:…,"schema"?:…}'`.
 * Prints one JSON line: rows, seconds, the report's counts, peak RSS and heap (sampled).
 */
const args = JSON.parse(process.argv[2]) as {
  mode: 'import' | 'parse';
  file: string;
  dataDir?: string;
  schema?: string;
};
const MiB = 2 ** 20;
const peak = { rss: 0, heap: 0 };
const sample = () => {
  const m = process.memoryUsage();
  peak.rss = Math.max(peak.rss, m.rss);
  peak.heap = Math.max(peak.heap, m.heapUsed);
};
sample();
const startRss = peak.rss;
const sampler = setInterval(sample, 50);

let result: Record<string, unknown>;
if (args.mode === 'parse') {
  // The baseline: reading the file's records and nothing else.
  const start = performance.now();
  let rows = -1;
  for await (const record of readCsv(fs.createReadStream(args.file))) rows += record.fields.length ? 1 : 0;
  result = { rows, seconds: (performance.now() - start) / 1000 };
} else {
  const database = await openDatabase(
    args.schema
      ? { databaseUrl: process.env.DATABASE_URL, schema: args.schema, poolSize: 2 }
      : { dataDir: args.dataDir },
  );
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-import-'));
  const { deps, close } = createDeps(loadConfig({ DATA_DIR: scratch, LOG_LEVEL: 'silent' }), database.db);
  sample();
  const openRss = peak.rss;
  const start = performance.now();
  const batchSize = process.env.IMPORT_BATCH ? Number(process.env.IMPORT_BATCH) : undefined;
  const report = await importProductFile(deps, args.file, { onProgress: sample, batchSize });
  const seconds = (performance.now() - start) / 1000;
  await close();
  await database.close();
  fs.rmSync(scratch, { recursive: true, force: true });
  const { rejections, ...counts } = report;
  result = { ...counts, firstRejections: rejections.slice(0, 3), seconds, openRssMiB: openRss / MiB };
}
clearInterval(sampler);
sample();
console.log(
  JSON.stringify({
    ...result,
    startRssMiB: startRss / MiB,
    peakRssMiB: peak.rss / MiB,
    peakHeapMiB: peak.heap / MiB,
  }),
);
