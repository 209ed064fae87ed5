import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

describe.each(dialects)('public calls on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers the configuration with setup, mapping, theme and the own origin as domain', async () => {
    const { status, json, headers } = await client(t.app).get('/public/config/');
    expect(status).toBe(200);
    expect(json.setup.guest_token).toMatch(/^[\w-]{40,}$/);
    expect(json.setup.domain).toBe('http://localhost:80');
    expect(json.setup.feedback_form).toBe(1);
    expect(json.mapping.name).toEqual(['name']);
    expect(json.theme.palette.header.background).toBeTruthy();
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('lists about 18 locales with exactly one default', async () => {
    const { json } = await client(t.app).get('/public/locale/');
    expect(json.length).toBeGreaterThanOrEqual(18);
    expect(json.filter((l: { default: boolean }) => l.default)).toHaveLength(1);
    expect(json[0]).toEqual({ code: 'en_GB', title: 'English (United Kingdom)', default: true });
  });

  it('names registration groups in the Accept-Language locale, falling back to the default', async () => {
    const de = await client(t.app, { locale: 'de_DE' }).get('/public/user/register/groups');
    expect(de.json.map((g: { name: string }) => g.name)).toEqual(['Händler', 'Installateure', 'Presse']);
    const browser = await client(t.app, { locale: 'de-AT,de;q=0.9' }).get('/public/user/register/groups');
    expect(browser.json[0].name).toBe('Händler');
    const da = await client(t.app, { locale: 'da_DK' }).get('/public/user/register/groups');
    expect(da.json[0].name).toBe('Forhandlere');
    const unknown = await client(t.app, { locale: 'ja_JP' }).get('/public/user/register/groups');
    expect(unknown.json[0].name).toBe('Dealers');
  });

  it('tells whether visitors can create an account: only while a registration group is open', async () => {
    const open = await client(t.app).get('/public/config/');
    expect(open.json.setup.registration_open).toBe(true);
    const closed = await createTestApp(dialect);
    try {
      await closed.deps.db.updateTable('registration_group').set({ is_public: false }).execute();
      const { json } = await client(closed.app).get('/public/config/');
      expect(json.setup.registration_open).toBe(false);
      // The register screen says the same: 'This feature is disabled'.
      expect((await client(closed.app).get('/public/user/register/groups')).json).toEqual([]);
    } finally {
      await closed.close();
    }
  });

  it('hides the guest token when guest mode is off', async () => {
    const off = await createTestApp(dialect, { GUEST_MODE: 'false' });
    try {
      const { json } = await client(off.app).get('/public/config/');
      expect(json.setup.guest_token).toBeNull();
    } finally {
      await off.close();
    }
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const { status, json } = await client(t.app).get('/pim/portal/api/docs/json');
    expect(status).toBe(200);
    expect(json.openapi).toMatch(/^3\./);
    expect(Object.keys(json.paths)).toContain('/pim/portal/api/public/auth/token');
    expect(json.paths['/pim/portal/api/public/user/register'].post.requestBody).toBeTruthy();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { status, json } = await client(t.app).get('/pim/portal/api/nope');
    expect(status).toBe(404);
    expect(json).toMatchObject({ code: 'not_found' });
  });
});
