import { setTimeout as sleep } from 'node:timers/promises';
import { withAdvisoryLock } from '../db/advisory-lock.ts';
import type { Deps } from '../deps.ts';
import { getSetting } from '../modules/config/index.ts';
import { generateAssetFiles } from './asset-files.ts';
import { generateProductImages, type DemoImage } from './product-images.ts';
import { seedDemo } from './seed.ts';

// A progress line at most this often while the files are drawn.
const PROGRESS_EVERY_MS = 3_000;
/** The advisory lock key of the demo's preparation: any fixed number no other lock of the portal uses. */
export const DEMO_LOCK = 0x44454d4f;
// How often an instance waiting for another's preparation asks again.
const WAIT_STEP_MS = 500;

export interface PrepareDemoOptions {
  scale: number;
  /** Stops between files (a shutdown during the start); what is drawn stays, the rest comes next start. */
  signal?: AbortSignal;
  /** Where the lines for the person starting the portal go. */
  log: (line: string) => void;
  /** A file that could not be drawn: said, but the portal still opens (it is usable without it). */
  warn: (error: unknown) => void;
}

/**
 * Seeds the demo into an empty database and draws every product picture and asset file it lists,
 * before the portal opens: no library entry without its thumbnail, no cart item "no longer
 * available". On later starts only what is missing (an interrupted first start) is drawn.
 */
export async function prepareDemo(deps: Deps, options: PrepareDemoOptions): Promise<void> {
  // Instances starting together on one database: one seeds and draws, the others wait for it to
  // finish and then find everything there (a second seed would fail on the first's rows).
  let told = false;
  for (;;) {
    const outcome = await withAdvisoryLock(deps.db, DEMO_LOCK, () => prepare(deps, options));
    if (outcome.ran || options.signal?.aborted) return;
    if (!told) options.log('Another instance is preparing the demo; waiting for it…');
    told = true;
    await sleep(WAIT_STEP_MS, undefined, { signal: options.signal }).catch(() => undefined);
  }
}

async function prepare(deps: Deps, options: PrepareDemoOptions): Promise<void> {
  const { log, signal } = options;
  if (await seedDemo(deps.db, { scale: options.scale })) log('Seeded the demo data.');
  let announced = false;
  const announce = () => {
    if (!announced) log(`Drawing the demo's pictures and files before the portal opens…`);
    announced = true;
  };
  try {
    const images = (await getSetting<DemoImage[]>(deps.db, 'demo_images')) ?? [];
    if (await generateProductImages(deps.storage, images, signal)) announce();
    let lastLine = Date.now();
    const made = await generateAssetFiles(deps, {
      signal,
      onProgress: (done, total) => {
        announce();
        if (Date.now() - lastLine >= PROGRESS_EVERY_MS || done === total) {
          log(`  demo files: ${done} of ${total}`);
          lastLine = Date.now();
        }
      },
    });
    if (made) log(`Drew ${made} demo asset files.`);
  } catch (error) {
    options.warn(error);
  }
}
