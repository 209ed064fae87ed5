import { run as catalogue } from './catalogue.bench.ts';
import { run as cluster } from './cluster.ts';
import { run as foundation } from './foundation.bench.ts';
import { run as importBench } from './import.ts';
import { run as lighthouse } from './lighthouse.bench.ts';
import { run as media } from './media.bench.ts';
import { run as search } from './search.bench.ts';

/** `npm run bench [-- name]`: runs the named benchmarks (all by default) and updates docs/benchmarks.md. */
const benches: Record<string, () => Promise<void>> = {
  foundation,
  catalogue,
  lighthouse,
  media,
  search,
  import: importBench,
  cluster,
};
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const [name, bench] of Object.entries(benches)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n== ${name}`);
  await bench();
}
