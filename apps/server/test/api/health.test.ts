import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

describe.each(dialects)('health and readiness on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // A host allow-list is on, as in production: probes by address must still be answered.
    t = await createTestApp(dialect, { ALLOWED_HOSTS: 'portal.example' }, { seed: false });
  });
  afterAll(() => t.close());

  it('answers liveness and readiness to any host, with nothing but a status', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.app.inject({ url, headers: { host: '10.0.0.7:8080' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // Other paths still refuse an unknown host.
    const other = await t.app.inject({
      url: '/pim/portal/api/public/config/',
      headers: { host: '10.0.0.7' },
    });
    expect(other.statusCode).toBe(421);
  });

  it('names each request with an id unique across instances, or the one a proxy forwards', async () => {
    const own = await t.app.inject({ url: '/healthz' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-7f3a9c01' } });
    expect(forwarded.headers['x-request-id']).toBe('edge-7f3a9c01');
    // Anything that does not look like an id is replaced, never echoed.
    const forged = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>x</script>' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is not ready while a dependency fails, and ready again after', async () => {
    const { storage } = t.deps;
    const stat = storage.stat.bind(storage);
    storage.stat = () => Promise.reject(new Error('disk gone'));
    try {
      const res = await t.app.inject({ url: '/readyz', headers: { host: 'portal.example' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready' });
      // Liveness does not depend on the others.
      expect((await t.app.inject({ url: '/healthz', headers: { host: 'portal.example' } })).statusCode).toBe(
        200,
      );
    } finally {
      storage.stat = stat;
    }
    expect((await t.app.inject({ url: '/readyz', headers: { host: 'portal.example' } })).statusCode).toBe(
      200,
    );
  });
});
