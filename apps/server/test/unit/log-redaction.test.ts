import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactingLogger, redactSecrets } from '../../src/lib/log-redaction.ts';

const TOKEN = 'q3VhZ2w1b0x4N2VkV0J0a1pXc1ZmS2p0bF9hY2RlZmc'; // 43 characters, as newToken() makes them
const UUID = '0b7c6a2e-4f1d-4c8e-9a3b-5d2e1f0a9c7b';

describe('redactSecrets', () => {
  it.each([
    [`/en/auth/reset/${TOKEN}`, `/en/auth/reset/${REDACTED}`],
    [`/de/auth/register/${TOKEN}?x=1`, `/de/auth/register/${REDACTED}?x=1`],
    [
      `/pim/portal/api/private/export/template/1/download?format=csv&authorization=${TOKEN}`,
      `/pim/portal/api/private/export/template/1/download?format=csv&authorization=${REDACTED}`,
    ],
    [
      `/pim/export/file/${UUID}/list.csv?expires=1700000000&signature=abc-_DEF123`,
      `/pim/export/file/${UUID}/list.csv?expires=1700000000&signature=${REDACTED}`,
    ],
    [
      `/share?sig=abc&token=def&Authorization=Bearer%20x`,
      `/share?sig=${REDACTED}&token=${REDACTED}&Authorization=${REDACTED}`,
    ],
    [`/private/thing/${TOKEN}/more`, `/private/thing/${REDACTED}/more`],
  ])('%s', (url, expected) => {
    expect(redactSecrets(url)).toBe(expected);
  });

  it('leaves ids, file names and other parameters alone', () => {
    for (const url of [
      `/pim/asset/download/${UUID}/assets-2026-01-01.zip?expires=1700000000`,
      '/pim/media/assets/ab/cd/photo.jpg?w=400&h=300',
      '/en/products/list?search=lamp&page=2',
      '/public/user/register/confirm',
      '/en/auth/reset',
    ])
      expect(redactSecrets(url)).toBe(url);
  });

  it('redacts URLs inside JSON log lines', () => {
    const line = JSON.stringify({ msg: `Route GET:/en/auth/reset/${TOKEN}?signature=zz not found` });
    expect(redactSecrets(line)).not.toContain(TOKEN);
    expect(redactSecrets(line)).not.toContain('zz');
    expect(JSON.parse(redactSecrets(line)).msg).toContain('/en/auth/reset/');
  });
});

describe('redactingLogger', () => {
  it('redacts request URLs, authorization headers and URLs in messages', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino(redactingLogger({ level: 'info' }), stream);
    log.info(
      {
        req: { method: 'GET', url: `/en/auth/reset/${TOKEN}`, headers: { authorization: TOKEN } },
        headers: { authorization: `Bearer ${TOKEN}` },
      },
      'incoming request',
    );
    log.child({ reqId: 'r1' }).warn(`Reply was already sent in /x?authorization=${TOKEN}`);
    const all = lines.join('');
    expect(all).not.toContain(TOKEN);
    expect(all).toContain('/en/auth/reset/');
    expect(all).toContain('incoming request');
    expect(lines).toHaveLength(2);
  });
});
