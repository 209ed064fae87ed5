import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tellSharersOfEndedRights } from '../../src/modules/downloads/index.ts';
import { importAsset } from '../../src/modules/media/index.ts';
import { picture } from '../support/fixtures.ts';
import { client, guestToken } from '../support/http.ts';
import { addPerson } from '../support/people.ts';
import { startSmtp } from '../support/smtp.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

type Api = ReturnType<typeof client>;

const ASSETS = '/private/console/assets';
/** A UTC day `offset` days from today (two days out: whatever the portal's zone, on that side of now). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const OPEN = { credit: '', licence: '', valid_from: null, valid_until: null };

// The asset library in the console: lists, one asset's edit, bulk edits, and rights enforced for visitors.
describe.each(dialects)('assets in the console on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: Api;
  let member: Api;
  let guest: Api;
  let ids: number[];
  const urls: string[] = [];
  let tags: { id: number }[];
  let scopes: { id: number }[];
  let productId: number;

  const audits = async () => (await t.deps.db.selectFrom('audit_entry').select('id').execute()).length;
  const detail = async (id: number) => {
    const r = await admin.get(`${ASSETS}/${id}`);
    expect(r.status, r.body).toBe(200);
    return r.json;
  };
  const input = <T extends object>(over: T = {} as T) => ({
    name: 'Aurora poster',
    tags: [],
    scopes: [],
    rights: OPEN,
    ...over,
  });
  const listed = async (api: Api, search: string) =>
    (
      (await api.get(`/private/media/?search=${encodeURIComponent(search)}&itemsPerPage=50`)).json as {
        id: number;
      }[]
    ).map((a) => a.id);

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url });
    ({ api: admin } = await addPerson(t, 'ops@vitrine.example', { admin: true }));
    ({ api: member } = await addPerson(t, 'mia@vitrine.example', { firstName: 'Mia' }));
    guest = client(t.app, { token: await guestToken(t.app) });
    ids = [];
    for (const [fileName, colour] of [
      ['Quokka one.jpg', '#aa3322'],
      ['Quokka two.jpg', '#33aa22'],
      ['Quokka three.jpg', '#2233aa'],
    ] as const) {
      const { key } = await importAsset(t.deps, {
        fileName,
        body: await picture(64, 48, 'jpeg', colour),
        scopes: ['campaigns'],
      });
      const row = await t.deps.db
        .selectFrom('asset')
        .select('id')
        .where('storage_key', '=', key)
        .executeTakeFirstOrThrow();
      ids.push(row.id);
      urls.push(`/pim/media/${key}`);
    }
    const choices = await admin.get('/private/console/asset-choices');
    expect(choices.status, choices.body).toBe(200);
    ({ tags, scopes } = choices.json);
    expect(tags.length).toBeGreaterThan(1);
    expect(choices.json.locales.some((l: { default: boolean }) => l.default)).toBe(true);
    productId = (await guest.get('/private/product/?limit=1')).json.products[0].id;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('lists every asset a page at a time, by words, scope, tag and rights', async () => {
    const page = await admin.get(`${ASSETS}?q=quokka&sort=name&dir=asc`);
    expect(page.status, page.body).toBe(200);
    expect(page.json.total).toBe(3);
    expect(page.json.items.map((i: { name: string }) => i.name)).toEqual([
      'Quokka one',
      'Quokka three',
      'Quokka two',
    ]);
    expect(page.json.items[0]).toMatchObject({ rights: 'valid', valid_until: null, ext: 'jpg' });
    expect(page.json.items[0].scopes.length).toBe(1);
    const all = await admin.get(`${ASSETS}?pageSize=2&page=2`);
    expect(all.json.items.length).toBe(2);
    expect(all.json.total).toBeGreaterThan(3);
    expect((await admin.get(`${ASSETS}?q=quokka&rights=expired`)).json.total).toBe(0);
    for (const bad of [
      'pageSize=1000',
      'rights=gone',
      'sort=password',
      'page=0',
      'scope=abc',
      'q=%00',
      'extra=1',
    ])
      expect((await admin.get(`${ASSETS}?${bad}`)).status, bad).toBe(400);
  });

  it('writes an asset whole — texts per language, rights, tags, scopes, products — and logs it', async () => {
    const before = await audits();
    const body = input({
      tags: [tags[0].id, tags[1].id],
      scopes: [scopes[0].id],
      translations: {
        en_GB: {
          title: 'Aurora over the fjord',
          description: 'Two lines\nof text',
          usage_terms: 'Print only',
        },
        de_DE: { title: 'Polarlicht über dem Fjord', description: '', usage_terms: '' },
      },
      rights: {
        credit: '© Nordlys Studio',
        licence: 'CC BY 4.0',
        valid_from: day(-30),
        valid_until: day(300),
      },
      products: [productId],
    });
    const r = await admin.put(`${ASSETS}/${ids[0]}`, body);
    expect(r.status, r.body).toBe(200);
    expect(r.json).toMatchObject({
      name: 'Aurora poster',
      tags: [tags[0].id, tags[1].id].sort((a, b) => a - b),
      scopes: [scopes[0].id],
      rights: body.rights,
      rights_state: 'valid',
      translations: body.translations,
    });
    expect(r.json.products.map((p: { id: number }) => p.id)).toEqual([productId]);
    expect(await audits()).toBe(before + 1);
    // The title is the asset's name in that language for visitors, and search finds it.
    const seen = (await guest.get(`/private/media/product/${productId}`)).json as Record<
      string,
      { id: number }[]
    >;
    expect(
      Object.values(seen)
        .flat()
        .some((a) => a.id === ids[0]),
    ).toBe(true);
    expect(await listed(guest, 'fjord')).toContain(ids[0]);
    // Cleared again: no texts, an open window.
    const cleared = await admin.put(`${ASSETS}/${ids[0]}`, input({ name: 'Quokka one' }));
    expect(cleared.json).toMatchObject({ translations: {}, rights: OPEN, products: [], tags: [] });
  });

  it('refuses bad input with the field and writes nothing', async () => {
    const stored = await detail(ids[1]);
    const before = await audits();
    const cases: [object, string][] = [
      [input({ name: '' }), 'name'],
      [input({ name: 'x'.repeat(251) }), 'name'],
      [input({ name: 'bad\u0000name' }), 'name'],
      [input({ name: '../../etc/passwd' }), 'name'],
      [input({ name: '..' }), 'name'],
      [input({ name: 42 }), 'name'],
      [
        input({ translations: { en_GB: { description: '<script>alert(1)</script>' } } }),
        'translations.en_GB.description',
      ],
      [input({ translations: { en_GB: { title: 'x'.repeat(301) } } }), 'translations.en_GB.title'],
      [input({ translations: { english: { title: 'Hi' } } }), 'translations.english'],
      [input({ translations: { xx_XX: { title: 'Hi' } } }), 'translations.xx_XX'],
      [
        input({ translations: { en_GB: { usage_terms: 'a'.repeat(5001) } } }),
        'translations.en_GB.usage_terms',
      ],
      [
        input({ rights: { ...OPEN, valid_from: '2027-03-01', valid_until: '2027-02-01' } }),
        'rights.valid_until',
      ],
      [input({ rights: { ...OPEN, valid_until: '2027-02-30' } }), 'rights.valid_until'],
      [input({ rights: { ...OPEN, valid_until: '99999-01-01' } }), 'rights.valid_until'],
      [input({ rights: { ...OPEN, valid_from: 'yesterday' } }), 'rights.valid_from'],
      [input({ rights: { ...OPEN, credit: '<img src=x onerror=alert(1)>' } }), 'rights.credit'],
      [input({ tags: [999_999] }), 'tags.0'],
      [input({ tags: ['1'] }), 'tags.0'],
      [input({ scopes: [tags[0].id > 0 ? 999_998 : 1] }), 'scopes.0'],
      [input({ products: [2_000_000_000] }), 'products.0'],
      [input({ tags: Array.from({ length: 101 }, (_, i) => i + 1) }), 'tags'],
      [{ ...input(), extra: true }, ''],
    ];
    for (const [body, field] of cases) {
      const r = await admin.put(`${ASSETS}/${ids[1]}`, body);
      expect(r.status, `${JSON.stringify(body).slice(0, 120)} → ${r.body}`).toBe(400);
      if (field) expect(r.json.field, JSON.stringify(r.json)).toBe(field);
    }
    expect((await admin.put(`${ASSETS}/999999`, input())).status).toBe(404);
    expect((await admin.put(`${ASSETS}/abc`, input())).status).toBe(400);
    expect((await admin.put(`${ASSETS}/99999999999`, input())).status).toBe(400);
    expect((await admin.get(`${ASSETS}/999999`)).status).toBe(404);
    expect(await detail(ids[1])).toEqual(stored);
    expect(await audits()).toBe(before);
  });

  it('edits tags, scopes and rights on a selection, all or none', async () => {
    const [a, b] = [ids[1], ids[2]];
    const before = await audits();
    const r = await admin.put(ASSETS, {
      ids: [a, b],
      add_tags: [tags[0].id, tags[1].id],
      add_scopes: [scopes[0].id],
      rights: { licence: 'Editorial use' },
    });
    expect(r.status, r.body).toBe(200);
    expect(r.json).toEqual({ changed: 2 });
    for (const id of [a, b])
      expect(await detail(id)).toMatchObject({
        tags: expect.arrayContaining([tags[0].id, tags[1].id]),
        rights: { licence: 'Editorial use', credit: '' },
      });
    const removed = await admin.put(ASSETS, { ids: [a, b], remove_tags: [tags[1].id] });
    expect(removed.status).toBe(200);
    expect((await detail(a)).tags).not.toContain(tags[1].id);
    expect(await audits()).toBe(before + 2);
    const stored = [await detail(a), await detail(b)];
    // An unknown id, an unknown tag, a window ending before it starts (with the stored start): nothing changes.
    await admin.put(ASSETS, { ids: [a], rights: { valid_from: day(100) } });
    const refusals: [object, number][] = [
      [{ ids: [a, 999_999], add_tags: [tags[2].id] }, 404],
      [{ ids: [a, b], add_tags: [999_999] }, 400],
      [{ ids: [a, b], add_tags: [tags[2].id], rights: { valid_until: day(50) } }, 400],
      [{ ids: [], add_tags: [tags[2].id] }, 400],
      [{ ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 400],
      [{ ids: [a], rights: { licence: 'x\u0000' } }, 400],
      [{ ids: [a], rights: { valid_from: '2027-13-01' } }, 400],
    ];
    const mid = [await detail(a), await detail(b)];
    expect(mid[0].rights_state).toBe('not_yet_valid');
    for (const [body, status] of refusals)
      expect((await admin.put(ASSETS, body)).status, JSON.stringify(body).slice(0, 80)).toBe(status);
    expect([await detail(a), await detail(b)]).toEqual(mid);
    await admin.put(ASSETS, { ids: [a], rights: { valid_from: null } });
    expect((await detail(a)).rights).toEqual(stored[0].rights);
  });

  it('hides an asset outside its rights from visitors everywhere, refuses it in carts and shares, and tells its sharers', async () => {
    const [id, url] = [ids[2], urls[2]];
    await admin.put(`${ASSETS}/${id}`, input({ name: 'Quokka three', products: [productId] }));
    const file = { name: 'Quokka three.jpg', url };
    // Shared while it was valid: the link works.
    const shared = await member.post('/pim/asset/asset/share', {
      email: 'friend@example.com',
      files: [file],
    });
    expect(shared.status, shared.body).toBe(200);
    const link = /http:\/\/localhost:80(\/pim\/asset\/download\/\S+)/.exec(
      (await smtp.waitFor('friend@example.com')).text ?? '',
    )![1];
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);

    const expired = await admin.put(ASSETS, { ids: [id], rights: { valid_until: day(-2) } });
    expect(expired.status).toBe(200);
    expect((await detail(id)).rights_state).toBe('expired');
    for (const api of [guest, member]) {
      expect(await listed(api, 'quokka')).not.toContain(id);
      const suggestions = (await api.get('/private/search/suggestions?search=quokka&limit=20')).json;
      expect(suggestions.assets.map((a: { id: number }) => a.id)).not.toContain(id);
      const tab = (await api.get(`/private/media/product/${productId}`)).json as Record<
        string,
        { id: number }[]
      >;
      expect(
        Object.values(tab)
          .flat()
          .map((a) => a.id),
      ).not.toContain(id);
      const cart = await api.post('/pim/asset/asset/download', { files: [file] });
      expect(cart.status).toBe(404);
      expect(cart.json).toMatchObject({
        code: 'source_missing',
        field: 'files.0',
        params: { name: 'Quokka three.jpg' },
      });
    }
    expect(
      (await member.post('/pim/asset/asset/share', { email: 'x@example.com', files: [file] })).json.code,
    ).toBe('source_missing');
    // The link made before delivers it no more.
    const later = await t.app.inject({ method: 'GET', url: link });
    expect(later.statusCode).toBe(404);
    // Administrators still see it, marked in the console.
    expect(await listed(admin, 'quokka')).toContain(id);
    expect(
      (await admin.get(`${ASSETS}?q=quokka&rights=expired`)).json.items.map((i: { id: number }) => i.id),
    ).toEqual([id]);

    // The sharer is told once, in her own language.
    await t.deps.db
      .updateTable('portal_user')
      .set({ locale: 'de_DE' })
      .where('email', '=', 'mia@vitrine.example')
      .execute();
    expect(await tellSharersOfEndedRights(t.deps)).toBe(1);
    const mail = await smtp.waitFor('mia@vitrine.example');
    expect(mail.text).toContain('Quokka three.jpg');
    expect(mail.subject).toBe('Von Ihnen geteilte Dateien sind nicht mehr verfügbar');
    expect(await tellSharersOfEndedRights(t.deps)).toBe(0);

    // Not yet valid is hidden alike; an open window shows it again.
    await admin.put(ASSETS, { ids: [id], rights: { valid_until: null, valid_from: day(2) } });
    expect(await listed(member, 'quokka')).not.toContain(id);
    await admin.put(ASSETS, { ids: [id], rights: { valid_from: null } });
    expect(await listed(member, 'quokka')).toContain(id);
    expect((await member.post('/pim/asset/asset/download', { files: [file] })).status).toBe(200);
  });
});
