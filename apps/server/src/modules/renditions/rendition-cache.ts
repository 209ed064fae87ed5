import type { Deps } from '../../deps.ts';
import { deleteLeastRecentlyUsed, renditionBytes, touchRendition } from './rendition.repository.ts';
import { renditionCache } from '../../lib/metrics.ts';

// A hit is written to the database at most this often per key: the order of eviction only needs
// to be right to the minute (so instances' clocks, which agree far better, can stamp the time), and
// a busy page must not turn every image request into a write.
export const TOUCH_EVERY_MS = 60_000;
// Eviction goes below the cap by this share, so it runs once per tenth of the cap written, not
// after every new rendition.
const EVICT_TO = 0.9;
const MAX_REMEMBERED = 50_000;
// Files deleted at once: an S3 delete is a round trip, and a tenth of the cap can be thousands.
const DELETE_CONCURRENCY = 8;

/**
 * The rendition cache's bookkeeping for one portal: each stored rendition has a row with its size
 * and last use; when the total passes RENDITION_CACHE_MB the least recently used files are deleted.
 */
export class RenditionCache {
  private readonly touched = new Map<string, number>();
  private evicting: Promise<void> | null = null;
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  /** A cached rendition was served: note the use (once a minute per key). */
  async hit(key: string, size: number): Promise<void> {
    const now = Date.now();
    if (now - (this.touched.get(key) ?? -Infinity) < TOUCH_EVERY_MS) return;
    this.remember(key, now);
    await touchRendition(this.deps.db, key, size, new Date(now));
  }

  /**
   * A rendition was written: record it, then evict in the background if the cache has grown past
   * its cap (the request that wrote it does not wait for thousands of deletes).
   */
  async stored(key: string, size: number): Promise<void> {
    const now = Date.now();
    this.remember(key, now);
    await touchRendition(this.deps.db, key, size, new Date(now));
    // One eviction at a time in this process; renditions stored meanwhile are counted by the next.
    // A failed eviction is retried by the next rendition stored: the rows are the truth.
    this.evicting ??= this.evict(key)
      .catch(() => undefined)
      .finally(() => (this.evicting = null));
  }

  /** Resolves once the running eviction, if any, is done. */
  async idle(): Promise<void> {
    await this.evicting;
  }

  private async evict(keep: string): Promise<void> {
    const cap = this.deps.config.renditionCacheBytes;
    if ((await renditionBytes(this.deps.db)) <= cap) return;
    const keys = await deleteLeastRecentlyUsed(this.deps.db, Math.floor(cap * EVICT_TO), keep);
    renditionCache.inc({ event: 'eviction' }, keys.length);
    for (let i = 0; i < keys.length; i += DELETE_CONCURRENCY) {
      const batch = keys.slice(i, i + DELETE_CONCURRENCY);
      for (const key of batch) this.touched.delete(key);
      await Promise.all(batch.map((key) => this.deps.storage.delete(key).catch(() => undefined)));
    }
  }

  private remember(key: string, at: number): void {
    // A bound on memory; forgetting only costs one more write.
    if (this.touched.size >= MAX_REMEMBERED) this.touched.clear();
    this.touched.set(key, at);
  }
}
