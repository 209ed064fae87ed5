import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_LIMITS } from '../../src/plugins/write-limit.ts';
import { client, guestToken, signIn } from '../support/http.ts';
import { API, createTestApp, dialects, type TestApp } from '../support/test-app.ts';

/** A multipart body with one file part, as a browser would send it. */
function multipart(data: Buffer) {
  const boundary = '----vitrine-limit-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(dialects)('writes on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let userId: number;
  let user: ReturnType<typeof client>;
  let guest: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: 'true' });
    ({ token, api: user } = await signIn(t.app));
    userId = (await user.get('/private/profile/')).json.id;
    guest = client(t.app, { token: await guestToken(t.app) });
  });
  afterAll(() => t.close());

  it('bounds every write a guest or user can reach', async () => {
    // Invalid bodies: nothing is written, yet each call is counted and announces its limit.
    const calls: [string, () => Promise<{ headers: Record<string, unknown> }>, number][] = [
      ['analytics', () => user.post('/private/analytics/event', {}), WRITE_LIMITS.event],
      ['search log', () => guest.post('/private/search/log', {}), WRITE_LIMITS.event],
      ['profile', () => user.post(`/private/profile/${userId}`, {}), WRITE_LIMITS.form],
      ['picture', () => user.post('/private/profile/media', {}), WRITE_LIMITS.upload],
      ['picture delete', () => user.delete('/private/profile/media/not-an-id'), WRITE_LIMITS.form],
      ['consent', () => user.post('/private/profile/consent', {}), WRITE_LIMITS.form],
      ['report', () => user.post('/private/report/', {}), WRITE_LIMITS.form],
      ['export', () => guest.get('/private/export/template/1/download?order=nope'), WRITE_LIMITS.export],
      ['cart', () => guest.post('/pim/asset/asset/download', {}), WRITE_LIMITS.cart],
      ['share', () => user.post('/pim/asset/asset/share', {}), WRITE_LIMITS.share],
      ['password', () => user.patch('/private/profile/change', {}), WRITE_LIMITS.password],
      ['sign-out', () => guest.delete('/private/auth/token'), WRITE_LIMITS.session],
    ];
    for (const [name, call, limit] of calls) {
      const r = await call();
      expect(r.headers['ratelimit-limit'], name).toBe(String(limit));
      expect(Number.isFinite(limit) && limit > 0 && limit <= 1000, name).toBe(true);
    }
  });

  it('answers 429 rate_limited with Retry-After past the limit, counting a user apart from guests', async () => {
    const event = { type: 'page_view', path: '/en/products/list' };
    const before = await t.deps.db
      .selectFrom('analytics_event')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // One after another: the limiter's counter is read after an await, so a burst within one tick
    // is counted as a whole (stricter, never looser) and would blur the exact figures checked here.
    const answers = [];
    for (let i = 0; i < WRITE_LIMITS.event + 30; i++)
      answers.push(await guest.post('/private/analytics/event', event));
    const refused = answers.filter((r) => r.status === 429);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(WRITE_LIMITS.event);
    expect(refused).toHaveLength(30);
    expect(refused[0].json).toMatchObject({ code: 'rate_limited', message: expect.any(String) });
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    const after = await t.deps.db
      .selectFrom('analytics_event')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(WRITE_LIMITS.event);
    // The signed-in user, from the same address, has a bucket of their own.
    expect((await user.post('/private/analytics/event', event)).status).toBe(200);
  });

  it('keeps only the current profile picture: the replaced file and its record are gone', async () => {
    const upload = async (background: string) => {
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background } })
        .png()
        .toBuffer();
      const body = multipart(png);
      const r = await t.app.inject({
        method: 'POST',
        url: `${API}/private/profile/media`,
        headers: { authorization: token, ...body.headers },
        payload: body.payload,
      });
      expect(r.statusCode).toBe(200);
      return r.json().id as string;
    };
    const keyOf = async (id: string) =>
      (
        await t.deps.db
          .selectFrom('profile_media')
          .select('storage_key')
          .where('id', '=', id)
          .executeTakeFirst()
      )?.storage_key;

    const first = await upload('#3366cc');
    const firstKey = (await keyOf(first))!;
    expect(await t.deps.storage.stat(firstKey)).not.toBeNull();
    const second = await upload('#cc6633');
    const secondKey = (await keyOf(second))!;

    expect(await keyOf(first)).toBeUndefined();
    expect(await t.deps.storage.stat(firstKey)).toBeNull();
    expect(await t.deps.storage.stat(secondKey)).not.toBeNull();
    expect((await user.get('/private/profile/')).json.avatar.id).toBe(second);
    const rows = await t.deps.db
      .selectFrom('profile_media')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows.map((r) => r.id)).toEqual([second]);
  });
});
