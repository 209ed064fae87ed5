import { afterEach, describe, expect, it, vi } from 'vitest';
import { ttlCache } from '../../src/lib/ttl-cache.ts';

describe('ttl cache', () => {
  afterEach(() => vi.useRealTimers());
  const db = {};

  it('loads once for everyone asking at the same time, and again after the time to live', async () => {
    vi.useFakeTimers();
    const cache = ttlCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get(db, 'k', load), cache.get(db, 'k', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get(db, 'k', load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get(db, 'k', load)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = ttlCache<number>(60_000);
    await expect(cache.get(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(db, 'k', async () => 7)).toBe(7);
  });

  it('keeps databases apart, drops the oldest beyond its size, and clears', async () => {
    const cache = ttlCache<string>(60_000, 2);
    const other = {};
    await cache.get(db, 'a', async () => 'a1');
    await cache.get(other, 'a', async () => 'other');
    expect(await cache.get(db, 'a', async () => 'a2')).toBe('a1');
    await cache.get(db, 'b', async () => 'b1');
    await cache.get(db, 'c', async () => 'c1');
    expect(await cache.get(db, 'a', async () => 'a3')).toBe('a3');
    cache.clear();
    expect(await cache.get(other, 'a', async () => 'fresh')).toBe('fresh');
  });
});
