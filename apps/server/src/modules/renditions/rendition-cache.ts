import type { Deps } from '../../deps.ts';
import { deleteLeastRecentlyUsed, renditionBytes, touchRenditions } from './rendition.repository.ts';
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

// Uses and new renditions are written to the ledger together, at most this often: a burst of
// conversions costs one statement, not a database write on the way of every answer.
const FLUSH_EVERY_MS = 1000;
// A backlog this long is written at once.
const FLUSH_AT = 500;

/**
 * The rendition cache's bookkeeping for one portal: each stored rendition has a row with its size
 * and last use; when the total passes RENDITION_CACHE_MB the least recently used files are deleted.
 * Rows are written in batches off the answers' way (a file whose row has not come yet is only
 * swept long after, see rendition-sweep.ts).
 */
export class RenditionCache {
  private readonly touched = new Map<string, number>();
  private readonly due = new Map<string, { size: number; at: Date }>();
  private grew = false;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private evicting: Promise<void> | null = null;
  private readonly writing = new Set<Promise<unknown>>();
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  /** A cached rendition was served: note the use (once a minute per key). */
  hit(key: string, size: number): void {
    const now = Date.now();
    if (now - (this.touched.get(key) ?? -Infinity) < TOUCH_EVERY_MS) return;
    this.remember(key, now);
    this.note(key, size, now);
  }

  /**
   * A rendition was written: record it; once its row is in, eviction runs in the background if the
   * cache has grown past its cap (no request waits for thousands of deletes).
   */
  stored(key: string, size: number): void {
    const now = Date.now();
    this.remember(key, now);
    this.grew = true;
    this.note(key, size, now);
  }

  /** A rendition's file being written after its answer went out (idle() waits for it). */
  writes(write: Promise<unknown>): void {
    this.writing.add(write);
    void write.finally(() => this.writing.delete(write));
  }

  /**
   * Resolves once the files being written are there, the noted rows written and the running
   * eviction, if any, is done.
   */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.writing]);
    await this.flush();
    await this.evicting;
  }

  private note(key: string, size: number, at: number): void {
    this.due.set(key, { size, at: new Date(at) });
    if (this.due.size >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS).unref();
  }

  /** Writes the noted rows in one statement (one flush at a time), then evicts if the cache grew. */
  private async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.due.size) return;
    const rows = [...this.due].map(([key, { size, at }]) => ({ key, size, last_used: at }));
    this.due.clear();
    const grew = this.grew;
    this.grew = false;
    // A failed write loses only the order of eviction (or, for a new rendition, leaves its file
    // to the sweep); the next flush goes on.
    this.flushing = touchRenditions(this.deps.db, rows)
      .catch(() => undefined)
      .finally(() => (this.flushing = null));
    await this.flushing;
    // One eviction at a time in this process; renditions stored meanwhile are counted by the next.
    // A failed eviction is retried by the next rendition stored: the rows are the truth.
    if (grew)
      this.evicting ??= this.evict(rows.at(-1)!.key)
        .catch(() => undefined)
        .finally(() => (this.evicting = null));
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
