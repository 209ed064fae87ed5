import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openRuntime } from '../runtime.ts';
import { seedDemo } from './seed.ts';

/** `npm run demo -- --scale 100000`: seeds the configured database with the demo portal. */
const { values } = parseArgs({
  options: { scale: { type: 'string', default: '1' }, seed: { type: 'string' } },
});
const runtime = await openRuntime(loadConfig());
try {
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1) throw new Error('--scale must be a positive whole number');
  const seeded = await seedDemo(runtime.deps.db, { scale, seed: values.seed });
  console.log(
    seeded ? `Seeded the demo data (scale ${scale}).` : 'The database already has data; nothing done.',
  );
} finally {
  await runtime.close();
}
