/** A small seeded PRNG (mulberry32): the demo data is the same on every run. */
export function createRandom(seed: string) {
  let state = 0;
  for (const ch of seed) state = (Math.imul(state ^ ch.charCodeAt(0), 2654435761) + 1) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    some: <T>(items: readonly T[], min: number, max: number): T[] => {
      const pool = [...items];
      const count = Math.min(pool.length, min + Math.floor(next() * (max - min + 1)));
      const out: T[] = [];
      for (let i = 0; i < count; i++) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      return out;
    },
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof createRandom>;
