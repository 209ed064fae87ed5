/** Stat calls at a time when a cart of up to 1000 files is checked. */
export const STAT_CONCURRENCY = 16;

/** Runs `work` over items with at most `limit` at a time. */
export async function eachLimited<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}
