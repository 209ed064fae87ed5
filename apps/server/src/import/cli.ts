import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openRuntime } from '../runtime.ts';
import { formatReport } from './import-report.ts';
import { importProductFile } from './product-import.ts';

/** `npm run import -- products.csv [--dry-run] [--full]`: loads products into the configured database. */
const { values, positionals } = parseArgs({
  options: { 'dry-run': { type: 'boolean', default: false }, full: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error('Usage: npm run import -- <file.csv> [--dry-run] [--full]');
  process.exit(2);
}
const runtime = await openRuntime(loadConfig());
let failed: boolean;
try {
  const report = await importProductFile(runtime.deps, positionals[0], {
    dryRun: values['dry-run'],
    full: values.full,
  });
  console.log(formatReport(report));
  failed = report.rejected > 0;
} catch (error) {
  console.error(`The import stopped: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Batches written before the error stay written; the failing batch wrote nothing.');
  failed = true;
} finally {
  await runtime.close();
}
process.exitCode = failed ? 1 : 0;
