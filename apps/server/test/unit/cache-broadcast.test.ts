import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openCacheBroadcast } from '../../src/lib/cache-broadcast.ts';

const { REDIS_URL } = process.env;
const withRedis = REDIS_URL ? describe : describe.skip;

describe('the cache broadcast', () => {
  it('has no one to tell without Redis', async () => {
    const heard: string[] = [];
    const alone = openCacheBroadcast(
      undefined,
      'settings',
      () => heard.push('x'),
      () => undefined,
    );
    alone.publish();
    await alone.close();
    expect(heard).toEqual([]);
  });

  withRedis('on Redis (skipped without REDIS_URL)', () => {
    it('tells every other instance on the same prefix, not the sender nor another portal', async () => {
      const prefix = `b${randomUUID().slice(0, 8)}`;
      const heard: string[] = [];
      const errors: unknown[] = [];
      const open = (name: string, on = prefix) =>
        openCacheBroadcast(
          { url: REDIS_URL!, prefix: on },
          'settings',
          () => heard.push(name),
          (e) => errors.push(e),
        );
      const [a, b, c, other] = [open('a'), open('b'), open('c'), open('other', `${prefix}x`)];
      try {
        // Subscribed once a message from a fourth instance reaches them.
        const probe = open('probe');
        await expect
          .poll(() => (probe.publish(), heard.filter((n) => n === 'a').length), { timeout: 5000 })
          .toBeGreaterThan(0);
        await probe.close();
        // The probe's other words arrive meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 500));
        heard.length = 0;
        const sent = Date.now();
        a.publish();
        await expect.poll(() => [...heard].sort(), { timeout: 2000 }).toEqual(['b', 'c']);
        expect(Date.now() - sent).toBeLessThan(1000);
        expect(errors).toEqual([]);
      } finally {
        await Promise.all([a, b, c, other].map((x) => x.close()));
      }
    });
  });
});
