import path from 'node:path';
import { IMPORT_KINDS, importKindSchema } from '@vitrine/contract';
import { loadConfig } from '../config.ts';
import { readCommandLine } from '../lib/command-line.ts';
import { openRuntime } from '../runtime.ts';
import { importPath, ImportUsageError } from './import-dispatch.ts';
import { handOff } from './import-handoff.ts';
import { formatReport, formatTotals, type ImportReport } from './import-report.ts';
import { findLocalPortal } from './local-portal.ts';
import { createProgressBar } from './progress-bar.ts';

/**
 * `npm run import -- <file or folder> [--kind K] [--full] [--dry-run] [--channel C] [--quiet]`
 * (also `npx vitrine import …`): loads a file, or a folder in dependency order, into the configured
 * database. Exit code 0: all imported; 1: rows were refused or the import stopped; 2: usage error
 * (the database in use or unreachable included). While a portal runs on the embedded database, the
 * files are handed to it (its admin API, local-portal.ts) and imported there, with the same report.
 */
const USAGE = `Usage: npm run import -- <file or folder> [options]

Options:
  --kind <kind>      what the file holds (${IMPORT_KINDS.join(', ')});
                     detected from its name and header when omitted (a folder's
                     files always are; asset scopes and tags by name alone)
  --full             the file is the whole set of its kind: archive what it leaves out
  --dry-run          check and report, write nothing
  --channel <code>   Akeneo exports: the channel whose values are taken
  --currency <code>  Akeneo exports: the currency whose prices are kept (default EUR)
  --batch-size <n>   rows per transaction (default 500)
  --quiet            no progress on the terminal
  --help             this text`;

const { values, positionals, fail } = readCommandLine(
  USAGE,
  {
    kind: { type: 'string' },
    full: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    channel: { type: 'string' },
    currency: { type: 'string' },
    'batch-size': { type: 'string' },
    quiet: { type: 'boolean', short: 'q', default: false },
  },
  (given) => (given.length === 1 ? undefined : 'Give one file or folder to import.'),
);
const kind = values.kind === undefined ? undefined : importKindSchema.safeParse(values.kind);
if (kind && !kind.success) fail(`Unknown kind "${values.kind}": one of ${IMPORT_KINDS.join(', ')}.`);
const batchSize = values['batch-size'] === undefined ? undefined : Number(values['batch-size']);
if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0 && batchSize <= 100_000))
  fail('--batch-size is a whole number from 1 to 100000.');

const bar = values.quiet ? null : createProgressBar(process.stderr);
const config = loadConfig();
const target = positionals[0];
const options = {
  kind: kind?.data,
  full: values.full,
  dryRun: values['dry-run'],
  channel: values.channel,
  currency: values.currency,
};
// A portal running on the embedded database holds it: its files go to that portal instead.
const portal = config.databaseUrl ? null : findLocalPortal(config.dataDir);
let code = 0;
try {
  let reports: ImportReport[];
  if (portal) {
    if (!values.quiet) console.error(`Handing ${target} to the portal running on ${config.dataDir}…`);
    bar?.start(path.basename(target));
    reports = await handOff(portal, target, {
      ...options,
      batchSize,
      onProgress: bar ? (progress) => bar.onProgress(progress) : undefined,
    });
  } else reports = await importHere(target);
  bar?.finish();
  console.log(reports.map(formatReport).join('\n\n'));
  if (reports.length > 1) console.log(`\n${formatTotals(reports)}`);
  if (reports.some((r) => r.rejected > 0)) code = 1;
} catch (error) {
  bar?.finish();
  if (error instanceof ImportUsageError) {
    console.error(error.message);
    code = 2;
  } else {
    console.error(`The import stopped: ${error instanceof Error ? error.message : String(error)}`);
    console.error('Batches written before the error stay written; the failing batch wrote nothing.');
    code = 1;
  }
}
process.exitCode = code;

/** Imports on the configured database, opened by this command. */
async function importHere(file: string): Promise<ImportReport[]> {
  let runtime;
  try {
    runtime = await openRuntime(config);
  } catch (error) {
    // The database cannot be opened (in use, unreachable): one line, no stack trace.
    throw new ImportUsageError(error instanceof Error ? error.message : String(error));
  }
  try {
    return await importPath(runtime.deps, file, {
      ...options,
      batchSize,
      onFile: (step, index, count) => {
        bar?.finish();
        if (count > 1 && !values.quiet)
          console.error(`(${index + 1}/${count}) ${step.kind ?? 'skipped'}: ${step.file}`);
        bar?.start(step.file.split(/[\\/]/).pop() ?? step.file);
      },
      onProgress: bar ? (progress) => bar.onProgress(progress) : undefined,
    });
  } finally {
    await runtime.close();
  }
}
