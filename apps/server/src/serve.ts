/** The server's process: opens the runtime, starts the app, and stops on a signal (see main.ts). */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { onChange } from './db/changes.ts';
import { DEMO_ADMIN, DEMO_USER } from './demo/demo-config.ts';
import { prepareDemo } from './demo/prepare-demo.ts';
import { createHousekeeping, SWEEP_INTERVAL_MS } from './housekeeping.ts';
import { announceLocalPortal } from './import/local-portal.ts';
import { openCacheBroadcast } from './lib/cache-broadcast.ts';
import { trackConnections } from './lib/connection-drain.ts';
import { clearConfigCache } from './modules/config/index.ts';
import { clearLocaleCache } from './modules/locales/index.ts';
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
// Settings saved on any instance reach every other at once (through Redis, which the jobs share).
const settingsBroadcast = openCacheBroadcast(
  config.redisUrl ? { url: config.redisUrl, prefix: config.redisPrefix } : undefined,
  'settings',
  () => {
    clearConfigCache();
    clearLocaleCache();
  },
  (error) => console.error('settings broadcast', error),
);
onChange('config', () => settingsBroadcast.publish());
// Set once a signal asks to stop: the start stops at its next step, the demo between two files.
const stopping = new AbortController();
let app: FastifyInstance | undefined;
let connections: ReturnType<typeof trackConnections> | undefined;
let housekeeping: ReturnType<typeof createHousekeeping> | undefined;
let withdrawLocalNote: (() => Promise<void>) | undefined;

/**
 * The demo first, whole (seeded and every file drawn), then the app opens: a visitor never sees a
 * library entry without its file. Answers false when a shutdown stopped it on the way.
 */
async function start(): Promise<boolean> {
  if (config.demoData) {
    await prepareDemo(runtime.deps, {
      scale: config.demoScale,
      signal: stopping.signal,
      log: (line) => console.log(line),
      warn: (error) => console.error('demo images', error),
    });
  }
  if (stopping.signal.aborted) return false;
  app = await buildApp(runtime.deps);
  connections = trackConnections(app.server);
  const log = app.log;
  housekeeping = createHousekeeping(runtime.deps, (task, error) =>
    log.warn({ err: error, task }, 'housekeeping sweep failed'),
  );
  housekeeping.start(SWEEP_INTERVAL_MS, FIRST_SWEEP_AFTER_MS);
  if (stopping.signal.aborted) return false;
  await app.listen({ port: config.port, host: config.host });
  // On the embedded database, imports from this machine come through the running portal.
  if (runtime.database.kind === 'pglite')
    withdrawLocalNote = await announceLocalPortal(runtime.deps.db, config);
  return true;
}
const starting = start();

let closing = false;
/**
 * Stops taking requests and jobs, lets those in flight finish (up to DRAIN_MS; jobs still running
 * then are handed back to the queue), then closes the sweep, the jobs and the database, which
 * releases the data directory's lock, and exits 0. A signal during the start waits for its
 * current step (a demo file being drawn) and closes what was opened.
 */
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  if (app) app.log.info(`${signal}: shutting down`);
  else console.log(`${signal}: shutting down`);
  const force = setTimeout(() => {
    console.error(`The shutdown took longer than ${FORCE_EXIT_MS / 1000} s; exiting.`);
    process.exit(1);
  }, FORCE_EXIT_MS);
  force.unref();
  stopping.abort();
  try {
    await starting.catch(() => undefined);
    // Jobs drain beside the requests: no new ones are taken, and those still running at the drain
    // time go back to the queue for another instance (on BullMQ), neither lost nor failed.
    const jobsDrained = runtime.deps.jobs
      .drain?.(DRAIN_MS)
      .catch((error: unknown) => console.error('job drain', error));
    if (app) {
      const closed = app.close();
      connections?.closeIdle();
      const drained = await Promise.race([closed.then(() => true), sleep(DRAIN_MS, false, { ref: false })]);
      if (!drained) {
        app.log.warn('requests still running after the drain time: closing their connections');
        connections?.closeAll();
      }
      await closed;
    }
    await jobsDrained;
    await withdrawLocalNote?.();
    await housekeeping?.stop();
    await settingsBroadcast.close();
    await runtime.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

let started = false;
try {
  started = await starting;
} catch (error) {
  // A failed start during a shutdown is the shutdown's to finish.
  if (!closing) {
    console.error(error);
    await settingsBroadcast.close();
    await runtime.close();
    process.exit(1);
  }
}
if (started && !closing) printBanner();

function printBanner(): void {
  const address = config.publicUrl ?? `http://localhost:${config.port}`;
  console.log(`\nVitrine is running at ${address}`);
  // Without PUBLIC_URL only these names are answered (ALLOWED_HOSTS), so say which ones.
  const others = (config.allowedHosts ?? []).filter(
    (h) => /^\d+\.\d+\.\d+\.\d+$/.test(h) && h !== '127.0.0.1',
  );
  if (!config.publicUrl && others.length > 0 && ['0.0.0.0', '::'].includes(config.host)) {
    console.log(`Also at ${others.map((h) => `http://${h}:${config.port}`).join(', ')}`);
  }
  console.log(
    `Database: ${runtime.database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
  );
  if (config.demoData) {
    console.log(`Demo login: ${DEMO_USER.email} / ${DEMO_USER.password}`);
    console.log(`Console (administrator): ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}\n`);
  }
}
