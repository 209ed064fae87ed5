import { loadConfig } from '../config.ts';
import { readCommandLine } from '../lib/command-line.ts';
import { openRuntime } from '../runtime.ts';
import { exportData } from './export-data.ts';

/**
 * `npm run export-data -- <folder> [--quiet]` (also `npx vitrine export-data …`): writes the whole
 * portal of the configured database and storage into a new folder, which `npm run import -- <folder>`
 * brings into another installation. Exit code 0: written; 1: failed; 2: usage error.
 */
const USAGE = `Usage: npm run export-data -- <folder> [options]

Writes the portal (tables as JSON lines, stored files, manifest.json) into a new or empty folder.

Options:
  --quiet   no progress on the terminal
  --help    this text`;

const { values, positionals } = readCommandLine(
  USAGE,
  { quiet: { type: 'boolean', short: 'q', default: false } },
  (given) => (given.length === 1 ? undefined : 'Give one folder to write the backup into.'),
);

const runtime = await openRuntime(loadConfig());
const started = Date.now();
try {
  const manifest = await exportData(runtime.deps, positionals[0], {
    onProgress: values.quiet
      ? undefined
      : (step) => {
          if (step.table) console.error(`  ${step.table}: ${step.rows} rows`);
          else console.error(`  files: ${step.files}`);
        },
  });
  const rows = Object.values(manifest.counts.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backup written to ${positionals[0]}: ${rows} rows of ${Object.keys(manifest.counts.tables).length} tables, ` +
      `${manifest.counts.files} files, in ${((Date.now() - started) / 1000).toFixed(1)} s (migration ${manifest.migration}).`,
  );
} catch (error) {
  console.error(`The backup stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await runtime.close();
}
