import net from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn } from '../support/http.ts';
import { PROFILE_FORM } from '../support/profile-form.ts';
import { API, createTestApp, dialects, type TestApp } from '../support/test-app.ts';

type Answer = Awaited<ReturnType<ReturnType<typeof client>['get']>>;

/** A refusal in the API's one error shape: `{message, code}` (maybe `field`, `kind`, `params`), nothing else, no stack. */
function expectApiError(r: Answer, status: number, code?: string, label = '') {
  expect(r.status, `${label} ${r.body}`).toBe(status);
  expect(r.headers['content-type'], label).toMatch(/^application\/json/);
  expect(Object.keys(r.json).sort(), label).toEqual(
    expect.arrayContaining(['code', 'message']) as unknown as string[],
  );
  expect(
    Object.keys(r.json).every((k) => ['message', 'code', 'field', 'kind', 'params'].includes(k)),
    label,
  ).toBe(true);
  if (code) expect(r.json.code, label).toBe(code);
  expect(r.body, label).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
}

describe.each(dialects)('bad input on %s', (dialect) => {
  /** The portal on a real connection, for what only a socket shows; listening once for the file. */
  const listening = async () =>
    t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : t.app.listen({ port: 0, host: '127.0.0.1' });
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let guest: ReturnType<typeof client>;
  let userId: number;
  let token: string;
  const count = async (table: 'report' | 'analytics_event' | 'portal_user' | 'profile_media') =>
    Number(
      (
        await t.deps.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ api, token } = await signIn(t.app));
    const config = (await client(t.app).get('/public/config/')).json;
    guest = client(t.app, { token: config.setup.guest_token });
    userId = (await api.get('/private/profile/')).json.id;
  });
  afterAll(() => t.close());

  describe('NUL bytes and unpaired surrogates', () => {
    it('refuses them in JSON text fields with a 400 naming the field, storing nothing', async () => {
      const reports = await count('report');
      const events = await count('analytics_event');
      for (const bad of ['a\u0000b', 'a\ud800b', '\udc00']) {
        const report = await api.post('/private/report/', { name: 'Broken', description: bad });
        expectApiError(report, 400, 'validation_error', 'report');
        expect(report.json.field).toBe('description');
        const label = await guest.post('/private/analytics/event', { type: 'event', label: bad });
        expectApiError(label, 400, 'validation_error', 'analytics label');
        expect(label.json.field).toBe('label');
        const path = await guest.post('/private/analytics/event', { type: 'page_view', path: `/x${bad}` });
        expectApiError(path, 400, 'validation_error', 'analytics path');
        const login = await client(t.app).post('/public/auth/token', { username: bad, password: 'x' });
        expectApiError(login, 400, 'validation_error', 'login');
        expect(login.json.field).toBe('username');
      }
      expect(await count('report')).toBe(reports);
      expect(await count('analytics_event')).toBe(events);
    });

    it('refuses them in query strings, bracketed filters and paths', async () => {
      for (const url of [
        '/private/media/?search=a%00b',
        '/private/media/scopes/products?search=%00',
        '/private/media/scopes/%00',
        '/private/product/?search=lamp%00',
        '/private/product/?filters[name]=%00',
        `/private/product/?filters=${encodeURIComponent(JSON.stringify({ name: '\u0000' }))}`,
        `/private/product/?filters=${encodeURIComponent(JSON.stringify({ category_code: 'a\ud800' }))}`,
        '/private/category/?filters[code]=%00',
        `/private/export/template/1/download?search=%00`,
      ]) {
        expectApiError(await api.get(url), 400, 'validation_error', url);
      }
      // The token itself may arrive in the query (download links): it is checked before the lookup.
      const link = await client(t.app).get('/private/export/template/1/download?authorization=%00');
      expectApiError(link, 400, 'validation_error', 'token in query');
    });

    it('still accepts ordinary non-Latin text and emoji', async () => {
      const r = await api.post('/private/report/', { name: 'Ünïcödé 名称', description: 'Lamp 💡 broken' });
      expect(r.status).toBe(200);
      expect(r.json.description).toBe('Lamp 💡 broken');
    });
  });

  describe('dates of birth', () => {
    it('refuses impossible calendar dates and offsets in the profile and changes nothing', async () => {
      expect((await api.post(`/private/profile/${userId}`, PROFILE_FORM)).status).toBe(200);
      for (const age of [
        '2001-02-29',
        '1999-04-31',
        '2000-00-10',
        '2000-13-01',
        '1990-04-12T00:00:00+99:99',
        '1990-04-12T00:00:00+14:30',
        '1990-04-12T00:00:00-15:00',
        '1990-04-12T24:30:00Z',
        '1990-04-12T10:60:00Z',
      ]) {
        const r = await api.post(`/private/profile/${userId}`, { ...PROFILE_FORM, age, city: 'Elsewhere' });
        expectApiError(r, 400, 'validation_error', age);
        expect(r.json.field, age).toBe('age');
      }
      expect((await api.get('/private/profile/')).json).toMatchObject({
        city: 'Amsterdam',
        age: '1990-04-12',
      });
    });

    it('accepts leap days and the widest real offsets', async () => {
      for (const age of [
        '2000-02-29',
        '1996-02-29T12:00:00+14:00',
        '1980-12-31T23:59:59-12:00',
        '1970-01-01',
      ]) {
        const r = await api.post(`/private/profile/${userId}`, { ...PROFILE_FORM, age });
        expect(r.status, `${age} ${r.body}`).toBe(200);
        expect(r.json.age).toBe(age.slice(0, 10));
      }
    });

    it('refuses an impossible date at registration, storing no user', async () => {
      const users = await count('portal_user');
      const r = await client(t.app).post('/public/user/register', {
        first_name: 'Leap',
        last_name: 'Year',
        email: 'leap@example.com',
        password: 'a-good-long-password',
        age: '2001-02-29',
      });
      expectApiError(r, 400, 'validation_error', 'register');
      expect(r.json.field).toBe('age');
      expect(await count('portal_user')).toBe(users);
    });
  });

  describe('uploads', () => {
    it('answers a multipart body cut short with a 400, storing nothing', async () => {
      const before = await count('profile_media');
      const boundary = 'cut-short';
      const r = await t.app.inject({
        method: 'POST',
        url: `${API}/private/profile/media`,
        headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
      });
      expectApiError(
        { status: r.statusCode, headers: r.headers, json: r.json(), body: r.body },
        400,
        'bad_request',
        'cut short',
      );
      expect(r.json().field).toBe('file');
      expect(await count('profile_media')).toBe(before);
    });
  });

  describe('overlong and malformed URLs', () => {
    it('answers 414 in the API error shape without echoing the URL', async () => {
      const long = 'x'.repeat(600);
      for (const url of [
        `${API}/private/category/${long}`,
        `${API}/private/media/scopes/${long}`,
        `/pim/export/file/1/${long}`,
      ]) {
        const r = await api.get(url);
        expectApiError(r, 414, 'uri_too_long', url.slice(0, 40));
        expect(r.body).not.toContain(long);
      }
      // The media path is a wildcard (no parameter limit): its own schema bounds it.
      const media = await api.get(`/pim/media/${long}`);
      expectApiError(media, 400, 'validation_error', 'media path');
      expect(media.body).not.toContain(long);
    });

    it('answers a body far past the limit with a readable 413, reading what the client still sends', async () => {
      const address = await listening();
      // 12 MB announced and sent in pieces, as a browser uploads: the server must not close the
      // connection under the client (a reset makes the browser drop the answer and report a
      // network error), but read to the end, then answer 413 and close.
      const size = 12 * 1024 * 1024;
      const { port } = new URL(address);
      const socket = net.connect(Number(port), '127.0.0.1');
      await once(socket, 'connect');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const failed = new Promise<Error>((resolve) => socket.once('error', resolve));
      socket.write(
        `POST ${API}/public/user/request HTTP/1.1\r\nHost: localhost\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      );
      const piece = Buffer.alloc(256 * 1024, 0x20);
      let writeError: Error | undefined;
      failed.then((e) => (writeError = e));
      for (let sent = 0; sent < size && !writeError; sent += piece.length) {
        if (!socket.write(piece)) await Promise.race([once(socket, 'drain'), failed]);
      }
      await Promise.race([once(socket, 'close'), failed]);
      expect(writeError?.message).toBeUndefined();
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
        code: 'payload_too_large',
      });
    });

    it('answers an address past the 16 KB header limit with a JSON 431 on a real connection', async () => {
      const address = await listening();
      const marker = 'evil-marker'.repeat(2000);
      const r = await fetch(`${address}${API}/private/media/scopes/?search=${marker}`);
      expect(r.status).toBe(431);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      const text = await r.text();
      expect(JSON.parse(text)).toEqual({ message: expect.any(String), code: 'headers_too_large' });
      expect(text).not.toContain('evil-marker');
    });

    it('answers a broken percent-encoding in a path with a 400 that does not echo it', async () => {
      const r = await api.get(`/private/media/scopes/%E0%A4%A-evil-marker`);
      expectApiError(r, 400, 'bad_request', 'bad url');
      expect(r.body).not.toContain('evil-marker');
    });
  });
});
