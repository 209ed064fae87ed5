import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_USER } from './demo/demo-config.ts';
import { generateAssetFiles } from './demo/asset-files.ts';
import { generateProductImages, type DemoImage } from './demo/product-images.ts';
import { seedDemo } from './demo/seed.ts';
import { createHousekeeping, SWEEP_INTERVAL_MS } from './housekeeping.ts';
import { trackConnections } from './lib/connection-drain.ts';
import { getSetting } from './modules/config/index.ts';
import { openRuntime } from './runtime.ts';

// In-flight requests get this long to finish on shutdown; then their connections are cut. Well
// inside the 10 s a container runtime allows after SIGTERM (docker stop) before it kills.
const DRAIN_MS = 5_000;
// A shutdown stuck past this (a job or the database not closing) ends the process anyway.
const FORCE_EXIT_MS = 10_000;
// The first sweep comes a few minutes after start, out of the way of start-up work.
const FIRST_SWEEP_AFTER_MS = 5 * 60_000;

const config = loadConfig();
const runtime = await openRuntime(config);
if (config.demoData && (await seedDemo(runtime.deps.db, { scale: config.demoScale }))) {
  console.log('Seeded the demo data.');
}
if (config.demoData) {
  // Demo pictures are drawn in the background so the portal is usable at once.
  const images = (await getSetting<DemoImage[]>(runtime.deps.db, 'demo_images')) ?? [];
  generateProductImages(runtime.deps.storage, images)
    .then(() => generateAssetFiles(runtime.deps))
    .then((made) => {
      if (made) console.log(`Drew ${made} demo asset files.`);
    })
    .catch((error: unknown) => console.error('demo images', error));
}
const app = await buildApp(runtime.deps);
const connections = trackConnections(app.server);
const housekeeping = createHousekeeping(runtime.deps, (task, error) =>
  app.log.warn({ err: error, task }, 'housekeeping sweep failed'),
);
housekeeping.start(SWEEP_INTERVAL_MS, FIRST_SWEEP_AFTER_MS);

let closing = false;
/**
 * Stops taking requests, lets those in flight finish (up to DRAIN_MS), then closes the sweep, the
 * jobs and the database, which releases the data directory's lock, and exits 0.
 */
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  const force = setTimeout(() => {
    console.error(`The shutdown took longer than ${FORCE_EXIT_MS / 1000} s; exiting.`);
    process.exit(1);
  }, FORCE_EXIT_MS);
  force.unref();
  try {
    const closed = app.close();
    connections.closeIdle();
    const drained = await Promise.race([closed.then(() => true), sleep(DRAIN_MS, false, { ref: false })]);
    if (!drained) {
      app.log.warn('requests still running after the drain time: closing their connections');
      connections.closeAll();
    }
    await closed;
    await housekeeping.stop();
    await runtime.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(error);
  await runtime.close();
  process.exit(1);
}
const address = config.publicUrl ?? `http://localhost:${config.port}`;
console.log(`\nVitrine is running at ${address}`);
// Without PUBLIC_URL only these names are answered (ALLOWED_HOSTS), so say which ones.
const others = (config.allowedHosts ?? []).filter((h) => /^\d+\.\d+\.\d+\.\d+$/.test(h) && h !== '127.0.0.1');
if (!config.publicUrl && others.length > 0 && ['0.0.0.0', '::'].includes(config.host)) {
  console.log(`Also at ${others.map((h) => `http://${h}:${config.port}`).join(', ')}`);
}
console.log(
  `Database: ${runtime.database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
);
if (config.demoData) console.log(`Demo login: ${DEMO_USER.email} / ${DEMO_USER.password}\n`);
