import type { Deps } from '../../deps.ts';
import { ConversionQueue } from './conversion-queue.ts';
import { RenditionCache } from './rendition-cache.ts';

/** One portal's conversion queue and cache bookkeeping (tests run several portals in one process). */
interface RenditionState {
  queue: ConversionQueue;
  cache: RenditionCache;
}

// Keyed by the portal's configuration: the app's `deps` and the one a caller holds may be
// different bags over the same pieces, and must share one queue.
const states = new WeakMap<Deps['config'], RenditionState>();

/** The queue and cache of a portal, made on first use from its configuration. */
export function renditionState(deps: Deps): RenditionState {
  let state = states.get(deps.config);
  if (!state) {
    state = {
      queue: new ConversionQueue(deps.config.renditionWorkers, deps.config.renditionQueue),
      cache: new RenditionCache(deps),
    };
    states.set(deps.config, state);
  }
  return state;
}
