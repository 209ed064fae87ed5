interface Entry<V> {
  at: number;
  value: Promise<V>;
}

export interface TtlCache<V> {
  /** The cached value for `key` on this database, or `load()`'s, shared by everyone asking meanwhile. */
  get(db: object, key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

/**
 * A small in-process cache for data that changes rarely and is read on every request (settings,
 * locales, the attribute and category indexes, list pages). Entries live `ttlMs`, so every instance
 * of a cluster converges within that time; the oldest entries go first beyond `maxEntries`.
 * Concurrent requests for the same key share one load, and a failed load is not kept. Entries are
 * per database, so test suites with several databases stay apart.
 */
export function ttlCache<V>(ttlMs: number, maxEntries = 100): TtlCache<V> {
  let byDb = new WeakMap<object, Map<string, Entry<V>>>();
  return {
    get(db, key, load) {
      let entries = byDb.get(db);
      if (!entries) byDb.set(db, (entries = new Map()));
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const value = load();
      const entry = { at: now, value };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear() {
      byDb = new WeakMap();
    },
  };
}
