import type { Deps } from '../../deps.ts';
import { bootPage, type BootPage } from './boot-page.ts';
import { loadChunkManifest } from './chunk-manifest.ts';
import { loadScreenModule } from './screen-module.ts';

/**
 * The web plugin's page renderer for the web app built into `webDist`: its first-screen renderer
 * is imported now (at start), and a page waits for it only on the first request.
 */
export function pageRenderer(
  webDist: string,
): (deps: Deps, origin: string, url: string) => Promise<BootPage> {
  const screens = loadScreenModule(webDist).catch((error: unknown) => {
    // A broken build must not take the pages down: they fall back to the plain top bar.
    console.warn('The first-screen renderer could not be loaded:', error);
    return null;
  });
  const chunks = loadChunkManifest(webDist);
  return async (deps, origin, url) => bootPage(deps, await screens, chunks, origin, url);
}
