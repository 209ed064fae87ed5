import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeForms } from '../../src/modules/forms/index.ts';
import { client, signIn } from '../support/http.ts';
import { postMultipart, type Part } from '../support/multipart.ts';
import { addPerson } from '../support/people.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const names = (en: string, de: string) => ({ en_GB: en, de_DE: de });

describe.each(dialects)('what a person sent, on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let demo: ReturnType<typeof client>;
  let other: ReturnType<typeof client>;
  let admin: ReturnType<typeof client>;
  let formId: number;
  let fieldIds: number[];
  let resultId: number;

  const send = (id: number, parts: Part[]) =>
    postMultipart(t.app, `/private/form/${id}/result`, token, parts);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ token } = await signIn(t.app));
    demo = client(t.app, { token });
    ({ api: other } = await addPerson(t, 'other-sender@vitrine.example'));
    ({ api: admin } = await addPerson(t, 'admin-sender@vitrine.example', { admin: true }));
    const written = await writeForms(
      t.deps.db,
      [],
      [
        {
          code: 'once-only',
          category: null,
          position: 95,
          names: names('Once only', 'Nur einmal'),
          hiddenAfterCompletion: true,
          fields: [
            { type: 'title', names: names('About you', 'Über Sie') },
            {
              type: 'single_select',
              names: names('Size', 'Größe'),
              options: [names('Small', 'Klein'), names('Large', 'Groß')],
            },
            {
              type: 'multi_select',
              names: names('Colours', 'Farben'),
              allowCustomOptions: true,
              options: [names('Red', 'Rot'), names('Blue', 'Blau')],
            },
            { type: 'countries', names: names('Markets', 'Märkte') },
            { type: 'number', names: names('Count', 'Anzahl') },
            { type: 'bool', names: names('Agreed', 'Zugestimmt') },
            { type: 'date', names: names('Day', 'Tag') },
            { type: 'datetime', names: names('Visit', 'Besuch') },
            { type: 'password', names: names('Code', 'Code') },
            { type: 'upload', names: names('Photos', 'Fotos') },
            { type: 'text', names: names('Note', 'Notiz') },
          ],
        },
      ],
    );
    formId = written.get('once-only')!;
    fieldIds = (
      await t.deps.db
        .selectFrom('form_field')
        .select('id')
        .where('form_id', '=', formId)
        .orderBy('position')
        .execute()
    ).map((r) => r.id);
  });
  afterAll(() => t.close());

  it('reads a result back as it was sent, in the reader’s language, though the form is hidden now', async () => {
    const form = (await demo.get(`/private/form/${formId}`)).json;
    const [, size, colours, markets, count, agreed, day, visit, code, photos, note] = fieldIds;
    const option = (i: number, o: number) => String(form.fields[i].options[o].id);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const sent = await send(formId, [
      { name: String(size), value: option(1, 1) },
      { name: String(colours), value: option(2, 0) },
      { name: String(colours), value: 'Sand' },
      { name: String(markets), value: 'NL' },
      { name: String(markets), value: 'BE' },
      { name: String(count), value: '12.5' },
      { name: String(agreed), value: 'true' },
      { name: String(day), value: '2026-09-14' },
      { name: String(visit), value: '2026-09-14T16:45' },
      { name: String(code), value: 's3cret-code' },
      { name: String(photos), filename: 'front.png', type: 'image/png', data: png },
      { name: String(photos), filename: 'back.png', type: 'image/png', data: png },
      { name: String(note), value: 'Line one\nLine two' },
    ]);
    expect(sent.status).toBe(200);
    resultId = sent.json.id;
    // Hidden after completion: no longer offered...
    expect((await demo.get(`/private/form/${formId}`)).status).toBe(404);

    // ...but the person finds what they sent.
    const list = await demo.get('/private/form/result/');
    expect(list.status).toBe(200);
    expect(list.json.results[0]).toEqual({
      id: resultId,
      form: { id: formId, name: 'Once only' },
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(list.json.total).toBeGreaterThanOrEqual(1);

    const german = await client(t.app, { token, locale: 'de_DE' }).get(`/private/form/result/${resultId}`);
    expect(german.status).toBe(200);
    expect(german.json.form.name).toBe('Nur einmal');
    const byName = Object.fromEntries(
      german.json.answers.map((a: { field: { name: string }; value: unknown }) => [a.field.name, a.value]),
    );
    expect(german.json.answers.map((a: { field: { name: string } }) => a.field.name)).toEqual([
      'Größe',
      'Farben',
      'Märkte',
      'Anzahl',
      'Zugestimmt',
      'Tag',
      'Besuch',
      'Code',
      'Fotos',
      'Notiz',
    ]);
    expect(byName).toEqual({
      Größe: { kind: 'options', options: ['Groß'] },
      Farben: { kind: 'options', options: ['Rot', 'Sand'] },
      Märkte: { kind: 'countries', codes: ['NL', 'BE'] },
      Anzahl: { kind: 'number', number: 12.5 },
      Zugestimmt: { kind: 'bool', value: true },
      Tag: { kind: 'text', text: '2026-09-14' },
      Besuch: { kind: 'text', text: '2026-09-14T16:45' },
      Code: { kind: 'hidden' },
      Fotos: {
        kind: 'files',
        files: [
          // Pictures are stored re-encoded, under the name they are kept by.
          { name: 'front.webp', type: 'image/webp', size: expect.any(Number) },
          { name: 'back.webp', type: 'image/webp', size: expect.any(Number) },
        ],
      },
      Notiz: { kind: 'text', text: 'Line one\nLine two' },
    });
    // The password is not in the answer at all.
    expect(german.body).not.toContain('s3cret-code');
    expect(german.json.answers[0].field).toEqual({
      id: fieldIds[1],
      name: 'Größe',
      field_type: 'single_select',
    });
  });

  it('keeps one form’s results and pages them, newest first', async () => {
    const mine = await demo.get(`/private/form/result/?form=${formId}`);
    expect(mine.json).toEqual({ results: [expect.objectContaining({ id: resultId })], total: 1 });
    const all = (await demo.get('/private/form/result/?limit=100')).json;
    const times = all.results.map((r: { created_at: string }) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const page = (await demo.get('/private/form/result/?limit=1&page=2')).json;
    expect(page.total).toBe(all.total);
    expect(page.results).toEqual(all.total > 1 ? [all.results[1]] : []);
    expect((await demo.get('/private/form/result/?form=999999')).json).toEqual({ results: [], total: 0 });
  });

  it('shows a result to its sender only', async () => {
    expect((await other.get(`/private/form/result/${resultId}`)).status).toBe(404);
    expect((await other.get(`/private/form/result/?form=${formId}`)).json).toEqual({ results: [], total: 0 });
    // An administrator reads results elsewhere: this is the sender's own record.
    expect((await admin.get(`/private/form/result/${resultId}`)).status).toBe(404);
    expect((await demo.get('/private/form/result/999999')).json).toMatchObject({ code: 'not_found' });
    const { json } = await client(t.app).get('/public/config/');
    const guest = client(t.app, { token: json.setup.guest_token });
    expect((await guest.get('/private/form/result/')).status).toBe(403);
    expect((await client(t.app).get('/private/form/result/')).status).toBe(401);
  });

  it('refuses bad paging and ids', async () => {
    for (const query of ['?page=0', '?limit=101', '?limit=abc', '?form=x', '?other=1'])
      expect((await demo.get(`/private/form/result/${query}`)).status, query).toBe(
        query === '?other=1' ? 200 : 400,
      );
    expect((await demo.get('/private/form/result/abc')).status).toBe(400);
  });

  it('lists an administrator’s own reports when asked for theirs', async () => {
    await demo.post('/private/report/', { name: 'From Dana', description: 'A report of the demo user' });
    const mine = await admin.post('/private/report/', { name: 'From the admin', description: 'Own report' });
    const everyone = (await admin.get('/private/report/')).json as { name: string }[];
    expect(everyone.map((r) => r.name)).toEqual(expect.arrayContaining(['From Dana', 'From the admin']));
    const own = (await admin.get('/private/report/?mine=true')).json as { id: number }[];
    expect(own.map((r) => r.id)).toEqual([mine.json.id]);
    expect((await admin.get('/private/report/?mine=yes')).status).toBe(400);
    const demoOwn = (await demo.get('/private/report/?mine=true')).json as { name: string }[];
    expect(demoOwn.map((r) => r.name)).toContain('From Dana');
    expect(demoOwn.map((r) => r.name)).not.toContain('From the admin');
  });
});
