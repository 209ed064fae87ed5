import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, signIn } from '../support/http.ts';
import { postMultipart } from '../support/multipart.ts';
import { PROFILE_FORM } from '../support/profile-form.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

describe.each(dialects)('profile and reports on %s', (dialect) => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof signIn>>['api'];
  let token: string;
  let userId: number;
  const profile = { ...PROFILE_FORM, last_name: 'Demo-Updated' };
  /** Uploads a profile picture as the `file` part. */
  const upload = (filename: string, type: string, data: Buffer) =>
    postMultipart(t.app, '/private/profile/media', token, [{ name: 'file', filename, type, data }]);
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ api, token } = await signIn(t.app));
    userId = (await api.get('/private/profile/')).json.id;
  });
  afterAll(() => t.close());

  it('saves the personal information form and answers the updated profile', async () => {
    const r = await api.post(`/private/profile/${userId}`, profile);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      last_name: 'Demo-Updated',
      street: 'Herengracht',
      age: '1990-04-12',
      token,
    });
    expect((await api.get('/private/profile/')).json.street_number).toBe('7a');
  });

  it('requires every field, refuses other users and bad values, and changes nothing then', async () => {
    for (const [name, body] of Object.entries({
      missing: { ...profile, city: undefined },
      empty: { ...profile, city: '  ' },
      gender: { ...profile, gender: 'Other' },
      type: { ...profile, zip_code: 1015 },
      date: { ...profile, age: 'yesterday' },
      unknown: { ...profile, email: 'evil@example.com' },
      markup: { ...profile, city: '<img src=x onerror=alert(1)>' },
      long: { ...profile, city: 'x'.repeat(5000) },
    })) {
      const r = await api.post(`/private/profile/${userId}`, body);
      expect(r.status, name).toBe(400);
      expect(r.json.code, name).toBe('validation_error');
    }
    expect((await api.post(`/private/profile/${userId + 1000}`, profile)).status).toBe(403);
    expect((await api.post('/private/profile/abc', profile)).status).toBe(400);
    const now = (await api.get('/private/profile/')).json;
    expect(now).toMatchObject({ city: 'Amsterdam', email: 'demo@vitrine.example' });
  });

  it('stores an uploaded image re-encoded, serves it back and deletes it', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const up = await upload('me.png', 'image/png', png);
    expect(up.status).toBe(200);
    const media = up.json;
    expect(media.type).toBe('image/webp');
    const got = await t.app.inject({ method: 'GET', url: media.url, headers: { authorization: token } });
    expect(got.statusCode).toBe(200);
    expect((await sharp(got.rawPayload).metadata()).format).toBe('webp');
    expect((await api.get('/private/profile/')).json.avatar.id).toBe(media.id);
    expect((await api.delete(`/private/profile/media/${media.id}`)).status).toBe(204);
    expect((await api.delete(`/private/profile/media/${media.id}`)).status).toBe(404);
  });

  it('refuses a fake image, an empty upload and a path-tricking id, storing nothing', async () => {
    const r = await upload('evil.png', 'image/png', Buffer.from('<?php system($_GET["c"]); ?>'));
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('invalid_image');
    const s = await upload(
      'x.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(s.status).toBe(400);
    const notMultipart = await api.post('/private/profile/media', { file: 'x' });
    expect(notMultipart.status).toBe(415);
    expect((await api.get('/private/profile/media/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
    const rows = await t.deps.db.selectFrom('profile_media').select('id').execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses an upload over 5 MB', async () => {
    const r = await upload('big.png', 'image/png', Buffer.alloc(6 * 1024 * 1024, 1));
    expect(r.status).toBe(413);
  });

  it('answers the features of the user and of everyone', async () => {
    expect((await api.get('/private/profile/feature')).json).toEqual({
      features: ['downloads', 'export', 'share'],
    });
  });

  it('asks for consent in the user locale once, then remembers the answer', async () => {
    const de = await client(t.app, { token, locale: 'de_DE' }).get('/private/profile/consent');
    expect(de.json.status).toBeNull();
    expect(de.json.message).toContain('Nutzungsbedingungen');
    expect(
      (await client(t.app, { token, locale: 'es_ES' }).get('/private/profile/consent')).json.message,
    ).toContain('Condiciones de uso');
    expect(
      (await client(t.app, { token, locale: 'ja_JP' }).get('/private/profile/consent')).json.message,
    ).toContain('Terms of use');
    expect((await api.post('/private/profile/consent', { consent: false })).status).toBe(400);
    const agreed = await api.post('/private/profile/consent', { consent: true });
    expect(agreed.json.status).toBe(true);
    expect((await api.get('/private/profile/consent')).json.status).toBe(true);
  });

  it('stores feedback reports for the signed-in user only', async () => {
    const r = await api.post('/private/report/', {
      name: 'Broken link',
      description: '<b>The</b> datasheet link 404s',
      portal_user: { id: 999 },
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      name: 'Broken link',
      description: '<b>The</b> datasheet link 404s',
      portal_user: { id: userId },
    });
    expect((await api.get(`/private/report/${r.json.id}`)).json.name).toBe('Broken link');
    expect((await api.post('/private/report/', { name: '', description: 'x' })).status).toBe(400);
    expect((await api.post('/private/report/', { name: 'x' })).status).toBe(400);
    expect((await api.get('/private/report/999999')).status).toBe(404);
  });

  it('lists countries named in the request language', async () => {
    const de = await client(t.app, { token, locale: 'de_DE' }).get('/private/order/options');
    expect(de.json.find((c: { alpha_code: string }) => c.alpha_code === 'DE').name).toBe('Deutschland');
    expect(de.json.length).toBeGreaterThan(240);
  });

  it('keeps analytics events when analytics is enabled', async () => {
    const r = await api.post('/private/analytics/event', {
      type: 'event',
      category: 'Locale',
      action: 'change',
      label: 'de_DE',
    });
    expect(r.json).toEqual({ stored: true });
    const bad = await api.post('/private/analytics/event', { type: 'hack' });
    expect(bad.status).toBe(400);
  });

  it('changes the password of a signed-in user and ends the other sessions', async () => {
    const other = await signIn(t.app);
    const r = await api.patch('/private/profile/change', {
      password: 'another-fine-secret',
      current_password: DEMO.password,
    });
    expect(r.status).toBe(200);
    expect((await other.api.get('/private/profile/')).status).toBe(401);
    expect((await client(t.app, { token: r.json.token }).get('/private/profile/')).status).toBe(200);
    expect(
      (
        await client(t.app, { token: r.json.token }).patch('/private/profile/change', {
          password: 'qwertyuiop',
          current_password: 'another-fine-secret',
        })
      ).status,
    ).toBe(400);
  });
});
