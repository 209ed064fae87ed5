import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_USER } from './demo/demo-config.ts';
import { generateAssetFiles } from './demo/asset-files.ts';
import { generateProductImages, type DemoImage } from './demo/product-images.ts';
import { seedDemo } from './demo/seed.ts';
import { getSetting } from './modules/config/index.ts';
import { deleteExpiredTokens } from './modules/auth/index.ts';
import { sweepExpiredDownloads } from './modules/downloads/index.ts';
import { openRuntime } from './runtime.ts';

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
const sweep = setInterval(() => {
  deleteExpiredTokens(runtime.deps.db).catch((e: unknown) => app.log.warn(e));
  sweepExpiredDownloads(runtime.deps).catch((e: unknown) => app.log.warn(e));
}, 3600_000);
sweep.unref();

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
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
const address = `http://localhost:${config.port}`;
console.log(`\nVitrine is running at ${address}`);
console.log(
  `Database: ${runtime.database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
);
if (config.demoData) console.log(`Demo login: ${DEMO_USER.email} / ${DEMO_USER.password}\n`);
