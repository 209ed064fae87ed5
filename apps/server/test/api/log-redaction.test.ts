import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { signedUrl } from '../../src/lib/signing.ts';
import { newToken } from '../../src/lib/tokens.ts';
import { signingKey } from '../../src/modules/config/index.ts';
import { guestToken, signIn } from '../support/http.ts';
import { API, createTestApp, dialects, type TestApp } from '../support/test-app.ts';

/** Secrets a request may carry, and the log lines of a portal whose logger writes to memory. */
describe.each(dialects)('request logs on %s', (dialect) => {
  let t: TestApp;
  let logged: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    logged = await buildApp(t.deps, { logger: { level: 'info', stream } });
    await logged.ready();
  });
  afterAll(async () => {
    await logged?.close();
    await t.close();
  });

  it('logs every route without the tokens and signatures in its URL or headers', async () => {
    const { token: session } = await signIn(t.app);
    const guest = await guestToken(t.app);
    const resetToken = newToken();
    const key = await signingKey(t.deps.db);
    const exportLink = signedUrl(key, `/pim/export/file/${randomUUID()}/list.csv`, 60_000);
    const cartLink = signedUrl(key, `/pim/asset/download/${randomUUID()}/assets-2026-01-01.zip`, 60_000);
    const secrets = [
      session,
      guest,
      resetToken,
      new URL(exportLink, 'http://x').searchParams.get('signature')!,
      new URL(cartLink, 'http://x').searchParams.get('signature')!,
      'sig-value-0123456789',
    ];

    const requests: { url: string; headers?: Record<string, string>; route: string }[] = [
      { url: `/en/auth/reset/${resetToken}`, route: '/en/auth/reset/' },
      {
        url: `${API}/private/profile/`,
        headers: { authorization: `Bearer ${session}` },
        route: '/private/profile/',
      },
      {
        url: `${API}/private/export/template/1/download?format=csv&authorization=${encodeURIComponent(guest)}`,
        route: '/private/export/template/1/download',
      },
      { url: exportLink, route: '/pim/export/file/' },
      { url: cartLink, route: '/pim/asset/download/' },
      {
        url: `/pim/asset/share-link?sig=sig-value-0123456789&token=${session}`,
        route: '/pim/asset/share-link',
      },
    ];
    for (const request of requests) {
      const response = await logged.inject({ method: 'GET', url: request.url, headers: request.headers });
      expect(response.statusCode).toBeGreaterThanOrEqual(200);
    }

    const log = lines.join('');
    for (const request of requests) expect(log).toContain(request.route);
    expect(lines.length).toBeGreaterThanOrEqual(requests.length * 2);
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
