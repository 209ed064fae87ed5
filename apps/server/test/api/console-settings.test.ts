import { consoleSettingsRoutes, routePath } from '@vitrine/contract/routes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepBrandFiles } from '../../src/modules/config/index.ts';
import { picture, SAFE_SVG } from '../support/fixtures.ts';
import { client, DEMO, guestToken, signIn } from '../support/http.ts';
import { postMultipart } from '../support/multipart.ts';
import { addPerson } from '../support/people.ts';
import { startSmtp } from '../support/smtp.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

type Api = ReturnType<typeof client>;

const SETTINGS = '/private/console/settings';

/** A Windows icon holding one 32 px PNG, as favicon makers write them. */
async function icon(): Promise<Buffer> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 4, background: '#0b5cad' } })
    .png()
    .toBuffer();
  const head = Buffer.alloc(22);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(1, 4);
  head.writeUInt8(32, 6);
  head.writeUInt8(32, 7);
  head.writeUInt16LE(1, 10);
  head.writeUInt16LE(32, 12);
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(22, 18);
  return Buffer.concat([head, png]);
}

describe.each(dialects)('console settings on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: Api;
  let adminToken: string;
  let plain: Api;

  const auditEntries = () =>
    t.deps.db.selectFrom('audit_entry').selectAll().where('target_kind', '=', 'setting').execute();
  const settings = async () => (await admin.get(SETTINGS)).json;
  const upload = (kind: 'logo' | 'favicon', filename: string, type: string, data: Buffer) =>
    postMultipart(t.app, `${SETTINGS}/${kind}`, adminToken, [{ name: 'file', filename, type, data }]);

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url, MAIL_FROM: 'Vitrine <no-reply@vitrine.test>' });
    await addPerson(t, 'ops@vitrine.example', { admin: true, firstName: 'Olga', lastName: 'Operator' });
    const signedIn = await signIn(t.app, 'ops@vitrine.example', 'another-long-password-2026');
    admin = signedIn.api;
    adminToken = signedIn.token;
    ({ api: plain } = await addPerson(t, 'plain@vitrine.example', { firstName: 'Paul' }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers every settings call to a signed-in administrator only', async () => {
    const guest = client(t.app, { token: await guestToken(t.app) });
    const anonymous = client(t.app);
    for (const spec of Object.values(consoleSettingsRoutes)) {
      const url = routePath(spec);
      const call = (api: Api) => (spec.method === 'GET' ? api.get(url) : api.put(url, {}));
      const send = spec.method === 'POST' ? (api: Api) => api.post(url, {}) : call;
      expect((await send(anonymous)).status, `${spec.operationId} without a session`).toBe(401);
      expect((await send(guest)).status, `${spec.operationId} as a guest`).toBe(403);
      const asUser = await send(plain);
      expect(asUser.status, `${spec.operationId} as a user`).toBe(403);
      expect(asUser.json.code).toBe('admin_only');
    }
    expect(await auditEntries()).toEqual([]);
  });

  it('reads the settings with the locales, forms and attributes to choose from', async () => {
    const read = await settings();
    expect(read.values).toMatchObject({
      title: 'Vitrine',
      logo: '/brand/logo.svg',
      default_locale: 'en_GB',
      guest_mode: null,
      mail_sender: { name: '', address: '' },
      colors: { primary: '#0b5cad', header_background: '#ffffff' },
    });
    expect(read.values.enabled_locales).toContain('de_DE');
    expect(read.values.terms.en_GB).toMatch(/Terms of use/);
    expect(read.locales.find((l: { code: string }) => l.code === 'en_GB')).toMatchObject({
      default: true,
      enabled: true,
    });
    expect(read.forms.map((f: { id: number }) => f.id)).toContain(read.values.feedback_form);
    expect(read.attributes.map((a: { code: string }) => a.code)).toContain('sku');
    expect(read.environment).toEqual({ guest_mode: true, mail_from: 'Vitrine <no-reply@vitrine.test>' });
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const { values } = await settings();
    const cases: [string, (v: any) => unknown, string][] = [
      [
        'a colour that is not a colour',
        (v) => ({ ...v, colors: { ...v.colors, primary: 'red' } }),
        'colors.primary',
      ],
      [
        'a colour with script',
        (v) => ({ ...v, colors: { ...v.colors, secondary: 'url(javascript:1)' } }),
        'colors.secondary',
      ],
      [
        'a language that does not exist',
        (v) => ({ ...v, enabled_locales: [...v.enabled_locales, 'xx_XX'] }),
        'enabled_locales.' + values.enabled_locales.length,
      ],
      [
        'a default language not offered',
        (v) => ({ ...v, default_locale: 'de_DE', enabled_locales: ['en_GB'] }),
        'default_locale',
      ],
      [
        'a default language that does not exist',
        (v) => ({ ...v, default_locale: 'xx_XX', enabled_locales: ['xx_XX'] }),
        'default_locale',
      ],
      [
        'terms in an unknown language',
        (v) => ({ ...v, terms: { ...v.terms, xx_XX: '<p>x</p>' } }),
        'terms.xx_XX',
      ],
      ['a form that does not exist', (v) => ({ ...v, feedback_form: 999_999 }), 'feedback_form'],
      ['a form id that is no number', (v) => ({ ...v, contact_form: 'two' }), 'contact_form'],
      [
        'an attribute that does not exist',
        (v) => ({ ...v, grid_columns: ['sku', 'no_such_code'] }),
        'grid_columns.1',
      ],
      [
        'a leaflet attribute that does not exist',
        (v) => ({ ...v, leaflet: { ...v.leaflet, attribute: 'nope' } }),
        'leaflet.attribute',
      ],
      [
        'a leaflet domain that is no address',
        (v) => ({ ...v, leaflet: { ...v.leaflet, domain: 'javascript:alert(1)' } }),
        'leaflet.domain',
      ],
      ['a logo from another site', (v) => ({ ...v, logo: 'https://elsewhere.example/logo.png' }), 'logo'],
      ['a protocol-relative favicon', (v) => ({ ...v, favicon: '//elsewhere.example/x.ico' }), 'favicon'],
      ['an empty name', (v) => ({ ...v, title: '  ' }), 'title'],
      ['a huge name', (v) => ({ ...v, title: 'x'.repeat(10_000) }), 'title'],
      ['a NUL byte', (v) => ({ ...v, title: 'Vit\u0000rine' }), 'title'],
      ['markup in the description', (v) => ({ ...v, description: '<script>x</script>' }), 'description'],
      ['huge terms', (v) => ({ ...v, terms: { en_GB: 'x'.repeat(20_001) } }), 'terms.en_GB'],
      ['guest mode as text', (v) => ({ ...v, guest_mode: 'yes' }), 'guest_mode'],
      [
        'a sender that is no address',
        (v) => ({ ...v, mail_sender: { name: 'Ops', address: 'nobody' } }),
        'mail_sender.address',
      ],
      [
        'a sender name without address',
        (v) => ({ ...v, mail_sender: { name: 'Ops', address: '' } }),
        'mail_sender.address',
      ],
      [
        'a sender name with quotes',
        (v) => ({ ...v, mail_sender: { name: 'O"ps', address: 'a@b.example' } }),
        'mail_sender.name',
      ],
      [
        'too many grid columns',
        (v) => ({ ...v, grid_columns: Array.from({ length: 31 }, () => 'sku') }),
        'grid_columns',
      ],
    ];
    for (const [what, change, field] of cases) {
      const answer = await admin.put(SETTINGS, change(values));
      expect(answer.status, what).toBe(400);
      expect(answer.json.field, what).toBe(field);
    }
    // Not an object at all, and an unknown key.
    expect((await admin.put(SETTINGS, [])).status).toBe(400);
    expect((await admin.put(SETTINGS, { ...values, theme: {} })).status).toBe(400);
    // A body past the server's limit.
    expect((await admin.put(SETTINGS, { ...values, description: 'x'.repeat(1_100_000) })).status).toBe(413);
    expect((await settings()).values).toEqual(values);
    expect(await auditEntries()).toEqual([]);
  });

  it('saves: GET /config answers the new values at once, and the change is audited', async () => {
    const visitor = client(t.app);
    // The configuration is cached now (for 5 s)…
    expect((await visitor.get('/public/config/')).json.setup.title).toBe('Vitrine');
    const { values } = await settings();
    const saved = await admin.put(SETTINGS, {
      ...values,
      title: 'Lumen Partners',
      colors: { ...values.colors, primary: '#7a1fa2', header_background: '#102030' },
      grid_columns: ['brand', 'sku'],
      leaflet: { ...values.leaflet, filename: '%sku%' },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.values).toMatchObject({ title: 'Lumen Partners', grid_columns: ['brand', 'sku'] });
    // …and still the new values are answered at once.
    const config = (await visitor.get('/public/config/')).json;
    expect(config.setup).toMatchObject({ title: 'Lumen Partners', grid_columns: ['brand', 'sku'] });
    expect(config.setup.leaflet.filename).toBe('%sku%');
    expect(config.theme.palette.primary.main).toBe('#7a1fa2');
    expect(config.theme.palette.header.background).toBe('#102030');
    // What the console does not edit is kept.
    expect(config.setup.catalog_columns).toEqual(['sku', 'brand']);
    expect(config.mapping.name).toEqual(['name']);

    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      action: 'settings.changed',
      target_id: 'portal',
      target_label: 'Lumen Partners',
    });
    expect(entry.before).toMatchObject({
      title: 'Vitrine',
      grid_columns: ['sku', 'brand', 'color', 'weight'],
    });
    expect(entry.after).toMatchObject({ title: 'Lumen Partners', grid_columns: ['brand', 'sku'] });
    // Only what changed is kept.
    expect(Object.keys(entry.after as object).sort()).toEqual(['colors', 'grid_columns', 'leaflet', 'title']);
    // Saving the same values again writes nothing.
    expect((await admin.put(SETTINGS, saved.json.values)).status).toBe(200);
    expect(await auditEntries()).toHaveLength(1);
  });

  it('offers only the enabled languages, the default always among them', async () => {
    const { values } = await settings();
    const saved = await admin.put(SETTINGS, {
      ...values,
      default_locale: 'de_DE',
      enabled_locales: ['de_DE', 'en_GB'],
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const listed = (await client(t.app).get('/public/locale/')).json;
    expect(listed).toEqual([
      { code: 'en_GB', title: 'English (United Kingdom)', default: false },
      { code: 'de_DE', title: 'Deutsch (Deutschland)', default: true },
    ]);
    // A language switched off is answered in the default one.
    const guest = await guestToken(t.app);
    const categories = async (locale: string) =>
      (await client(t.app, { token: guest, locale }).get('/private/category/')).json;
    expect(await categories('fr_FR')).toEqual(await categories('de_DE'));
    // Every locale is still there to switch back on.
    expect((await settings()).locales).toHaveLength(values.enabled_locales.length);
    expect((await admin.put(SETTINGS, values)).status).toBe(200);
    expect((await client(t.app).get('/public/locale/')).json).toHaveLength(values.enabled_locales.length);
  });

  it('switches guest mode off and back to the environment setting', async () => {
    const { values } = await settings();
    const token = await guestToken(t.app);
    expect((await admin.put(SETTINGS, { ...values, guest_mode: false })).status).toBe(200);
    expect((await client(t.app).get('/public/config/')).json.setup.guest_token).toBeNull();
    expect((await client(t.app, { token }).get('/private/category/')).status).toBe(401);
    expect((await admin.put(SETTINGS, { ...values, guest_mode: null })).status).toBe(200);
    expect(await guestToken(t.app)).toBe(token);
    expect((await client(t.app, { token }).get('/private/category/')).status).toBe(200);
  });

  it("sends the portal's mails from the sender set, else from MAIL_FROM", async () => {
    const { values } = await settings();
    const mailed = async (to: string) => {
      await client(t.app).post('/public/mail/request', { email: to });
      return (await smtp.waitFor(to, 10_000)).from?.value[0];
    };
    expect(
      (
        await admin.put(SETTINGS, {
          ...values,
          mail_sender: { name: 'Lumen Service', address: 'service@lumen.example' },
        })
      ).status,
    ).toBe(200);
    expect(await mailed(DEMO.email)).toEqual({ name: 'Lumen Service', address: 'service@lumen.example' });
    expect((await admin.put(SETTINGS, values)).status).toBe(200);
    expect(await mailed('plain@vitrine.example')).toEqual({
      name: 'Vitrine',
      address: 'no-reply@vitrine.test',
    });
  });

  it('puts changed terms in force as a new version that everyone is asked to agree to', async () => {
    const { api: demo } = await signIn(t.app);
    expect((await demo.post('/private/profile/consent', { consent: true })).status).toBe(200);
    expect((await demo.get('/private/profile/consent')).json.status).toBe(true);
    const { values } = await settings();
    const terms = { ...values.terms, en_GB: '<h2>New terms</h2><p>Be kind.</p><script>alert(1)</script>' };
    expect((await admin.put(SETTINGS, { ...values, terms })).status).toBe(200);
    const asked = (await demo.get('/private/profile/consent')).json;
    expect(asked).toEqual({ message: '<h2>New terms</h2><p>Be kind.</p>', status: null });
    expect((await settings()).values.terms.en_GB).toBe('<h2>New terms</h2><p>Be kind.</p>');
    // Without any text, nobody is asked.
    expect((await admin.put(SETTINGS, { ...values, terms: {} })).status).toBe(200);
    expect((await demo.get('/private/profile/consent')).json).toEqual({ message: null, status: null });
  });

  it('stores an uploaded logo and favicon and serves them at a lasting address', async () => {
    const png = await picture(1600, 400, 'png');
    const logo = await upload('logo', 'logo.png', 'image/png', png);
    expect(logo.status, JSON.stringify(logo.json)).toBe(200);
    expect(logo.json.url).toMatch(/^\/pim\/portal\/api\/public\/brand\/[0-9a-f-]{36}\.png$/);
    const served = await client(t.app).get(logo.json.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Re-encoded within the bound, as visitors' pictures are.
    const bytes = (await t.app.inject({ method: 'GET', url: logo.json.url })).rawPayload;
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1024, height: 256 });

    const favicon = await upload('favicon', 'favicon.ico', 'image/x-icon', await icon());
    expect(favicon.status, JSON.stringify(favicon.json)).toBe(200);
    expect(favicon.json.url).toMatch(/\.ico$/);
    const svg = await upload('logo', 'logo.svg', 'image/svg+xml', SAFE_SVG);
    expect(svg.status).toBe(200);
    const svgServed = await client(t.app).get(svg.json.url);
    expect(svgServed.headers['content-type']).toBe('image/svg+xml');
    expect(svgServed.headers['content-security-policy']).toMatch(/sandbox/);

    const { values } = await settings();
    const saved = await admin.put(SETTINGS, { ...values, logo: logo.json.url, favicon: favicon.json.url });
    expect(saved.status).toBe(200);
    const config = (await client(t.app).get('/public/config/')).json;
    expect(config.setup.logo).toBe(logo.json.url);
    expect(config.setup.favicon).toBe(favicon.json.url);

    // Files nobody saved go at the next sweep; the ones in use stay.
    expect(
      await sweepBrandFiles(t.deps, [logo.json.url, favicon.json.url], new Date(Date.now() + 60_000)),
    ).toBe(1);
    expect((await client(t.app).get(svg.json.url)).status).toBe(404);
    expect((await client(t.app).get(logo.json.url)).status).toBe(200);
    expect((await admin.put(SETTINGS, values)).status).toBe(200);
  });

  it('refuses files that are not the images they claim, and SVG that runs scripts', async () => {
    const refused: [string, Promise<{ status: number; json: any }>, number, string][] = [
      [
        'an SVG with a script',
        upload(
          'logo',
          'logo.svg',
          'image/svg+xml',
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          ),
        ),
        400,
        'unsafe_svg',
      ],
      [
        'an SVG with an event handler',
        upload(
          'favicon',
          'icon.svg',
          'image/svg+xml',
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>',
          ),
        ),
        400,
        'unsafe_svg',
      ],
      [
        'an SVG loading another file',
        upload(
          'logo',
          'logo.svg',
          'image/svg+xml',
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><use href="https://elsewhere.example/a.svg#x"/></svg>',
          ),
        ),
        400,
        'unsafe_svg',
      ],
      [
        'text that claims to be a PNG',
        upload('logo', 'logo.png', 'image/png', Buffer.from('not a picture at all')),
        400,
        'invalid_image',
      ],
      [
        'a JPEG that claims to be a PNG',
        picture(50, 50, 'jpeg').then((jpeg) => upload('logo', 'logo.png', 'image/png', jpeg)),
        400,
        'file_type_mismatch',
      ],
      [
        'a GIF logo',
        picture(50, 50, 'gif').then((gif) => upload('logo', 'logo.gif', 'image/gif', gif)),
        400,
        'file_type_not_allowed',
      ],
      [
        'a JPEG favicon',
        picture(50, 50, 'jpeg').then((jpeg) => upload('favicon', 'f.jpg', 'image/jpeg', jpeg)),
        400,
        'file_type_not_allowed',
      ],
      [
        'an icon that is not one',
        upload('favicon', 'f.ico', 'image/x-icon', Buffer.alloc(64, 1)),
        400,
        'invalid_image',
      ],
      ['an empty file', upload('logo', 'logo.png', 'image/png', Buffer.alloc(0)), 400, 'invalid_file'],
      [
        'a file past the limit',
        upload('logo', 'logo.png', 'image/png', Buffer.alloc(3 * 1024 * 1024, 7)),
        413,
        'payload_too_large',
      ],
    ];
    for (const [what, answer, status, code] of refused) {
      const { status: got, json } = await answer;
      expect([what, got, json?.code]).toEqual([what, status, code]);
      if (status === 400) expect(json.field, what).toBe('file');
    }
    expect(
      (await postMultipart(t.app, `${SETTINGS}/logo`, adminToken, [{ name: 'x', value: 'y' }])).status,
    ).toBe(400);
    expect((await client(t.app).get('/public/brand/not-a-name.png')).status).toBe(400);
    expect(
      (await client(t.app).get(`/public/brand/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.png`)).status,
    ).toBe(404);
  });
});
