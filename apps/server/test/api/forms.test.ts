import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { clearConfigCache, getSetting, putSetting } from '../../src/modules/config/index.ts';
import { writeForms } from '../../src/modules/forms/index.ts';
import { client, guestToken, signIn } from '../support/http.ts';
import { postMultipart, type Part } from '../support/multipart.ts';
import { addPerson } from '../support/people.ts';
import { startSmtp } from '../support/smtp.ts';
import { API, createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const OPERATOR = 'operators@vitrine.example';
const en = (name: string) => ({ en_GB: name });

describe.each(dialects)('forms on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let api: Awaited<ReturnType<typeof signIn>>['api'];
  let token: string;
  let demoId: number;
  let png: Buffer;
  const ids = new Map<string, number>();
  const fields = new Map<string, number[]>();

  /** Sends a result as multipart. */
  const send = (formId: number, parts: Part[], as = token) =>
    postMultipart(t.app, `/private/form/${formId}/result`, as, parts);
  const count = async (table: 'form_result' | 'form_result_answer' | 'form_log') =>
    Number(
      (
        await t.deps.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const storedFiles = async () => {
    const keys: string[] = [];
    for await (const file of t.deps.storage.list('forms')) keys.push(file.key);
    return keys;
  };
  /** Everything a refused result must leave as it was. */
  const snapshot = async () => ({
    results: await count('form_result'),
    answers: await count('form_result_answer'),
    files: (await storedFiles()).length,
  });
  const listed = async () => (await api.get('/private/form/')).json as { id: number; name: string }[];

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, { OPERATOR_EMAIL: OPERATOR, SMTP_URL: smtp.url });
    ({ api, token } = await signIn(t.app));
    demoId = (await api.get('/private/profile/')).json.id;
    png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#cc6633' } })
      .png()
      .toBuffer();
    for (const row of await t.deps.db.selectFrom('form').select(['id', 'code']).execute())
      ids.set(row.code, row.id);
    // Two forms of the test's own: every field type (hidden once answered), and one for refusals.
    const written = await writeForms(
      t.deps.db,
      [],
      [
        {
          code: 'every-field',
          category: null,
          position: 90,
          names: en('Every field'),
          hiddenAfterCompletion: true,
          fields: [
            { type: 'title', names: en('Title') },
            { type: 'description', names: en('Description') },
            { type: 'single_select', names: en('One'), required: true, options: [en('A'), en('B')] },
            {
              type: 'multi_select',
              names: en('Many'),
              allowCustomOptions: true,
              options: [en('X'), en('Y')],
            },
            { type: 'countries', names: en('Countries') },
            { type: 'upload', names: en('Photo'), required: true },
            { type: 'text', names: en('Text') },
            { type: 'number', names: en('Number'), min: 1, max: 10 },
            { type: 'bool', names: en('Yes or no') },
            { type: 'file', names: en('Document') },
            { type: 'date', names: en('Date') },
            { type: 'time', names: en('Time') },
            { type: 'datetime', names: en('Date and time') },
            { type: 'password', names: en('Secret') },
            { type: 'email', names: en('E-mail') },
          ],
        },
        {
          code: 'checks',
          category: null,
          position: 91,
          names: en('Checks'),
          hiddenAfterCompletion: false,
          fields: [
            { type: 'number', names: en('Score'), required: true, min: 1, max: 10 },
            { type: 'single_select', names: en('Pick'), options: [en('A'), en('B')] },
            { type: 'multi_select', names: en('Tags'), options: [en('X'), en('Y')] },
            { type: 'countries', names: en('Country') },
            { type: 'date', names: en('Day') },
            { type: 'time', names: en('Hour') },
            { type: 'text', names: en('Note') },
            { type: 'upload', names: en('Photo') },
            { type: 'email', names: en('Reply to') },
          ],
        },
      ],
    );
    for (const [code, id] of written) {
      ids.set(code, id);
      const rows = await t.deps.db
        .selectFrom('form_field')
        .select('id')
        .where('form_id', '=', id)
        .orderBy('position')
        .execute();
      fields.set(
        code,
        rows.map((r) => r.id),
      );
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('lists only the forms viewable now, with ordered fields, options, category and last result', async () => {
    const r = await api.get('/private/form/');
    expect(r.status).toBe(200);
    const names = (r.json as { id: number }[]).map((f) => f.id);
    for (const code of [
      'feedback',
      'contact',
      'partner-onboarding',
      'display-check',
      'incident-log',
      'trade-fair',
    ])
      expect(names, code).toContain(ids.get(code));
    // Closed window, and hidden after the demo user's result.
    expect(names).not.toContain(ids.get('site-inspection'));
    expect(names).not.toContain(ids.get('collection-survey'));

    const feedback = r.json.find((f: { id: number }) => f.id === ids.get('feedback'));
    expect(feedback.last_result_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(feedback.category).toEqual({ id: expect.any(Number), name: 'Service & contact' });
    const onboarding = r.json.find((f: { id: number }) => f.id === ids.get('partner-onboarding'));
    expect(onboarding).toMatchObject({ required_before_continuing: true, last_result_date: null });
    expect(onboarding.fields.map((f: { order: number }) => f.order)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(onboarding.fields[1].options.map((o: { name: string }) => o.name)).toEqual([
      'Retailer',
      'Interior designer',
      'Contractor',
    ]);
    expect(onboarding.fields[6].media).toEqual({ url: '/brand/logo.svg' });
    const check = r.json.find((f: { id: number }) => f.id === ids.get('display-check'));
    expect(check.recurring).toBe('0,2,4');
    expect(check.fields[1]).toMatchObject({ field_type: 'multi_select', allow_custom_options: true });
    expect(check.fields[1].tooltip).toBe('Add your own when none fits');

    // Names in the reader's language.
    const german = await client(t.app, { token, locale: 'de_DE' }).get(
      `/private/form/${ids.get('feedback')}`,
    );
    expect(german.json.name).toBe('Feedback');
    expect(german.json.fields[1].name).toBe('Thema');

    // One category, as the web route /forms/list/{id} asks.
    const category = feedback.category.id;
    const some = (await api.get(`/private/form/?category=${category}`)).json as {
      category: { id: number };
    }[];
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((f) => f.category.id === category)).toBe(true);
    expect((await api.get('/private/form/?category=abc')).status).toBe(400);

    expect((await api.get(`/private/form/${ids.get('site-inspection')}`)).json).toMatchObject({
      code: 'form_not_found',
      message: 'Form not found',
    });
    expect((await api.get('/private/form/999999')).status).toBe(404);

    // A guest answers no form, so is offered none.
    const config = (await client(t.app).get('/public/config/')).json;
    expect(config.setup).toMatchObject({
      contact_form: ids.get('contact'),
      feedback_form: ids.get('feedback'),
      time_zone: 'UTC',
    });
    const guest = client(t.app, { token: config.setup.guest_token });
    expect((await guest.get('/private/form/')).json).toEqual([]);
  });

  it('refuses bad answers with a clear message and stores nothing', async () => {
    const checks = ids.get('checks')!;
    const [score, pick, tags, country, day, hour, note, photo, mail] = fields.get('checks')!;
    const form = (await api.get(`/private/form/${checks}`)).json;
    const [a, b] = form.fields[1].options.map((o: { id: number }) => String(o.id));
    const foreignOption = String(form.fields[2].options[0].id);
    const ok: Part[] = [{ name: String(score), value: '5' }];
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(256, 1)]);
    const mz = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90)]);
    const before = await snapshot();

    const cases: [string, Part[], number, string][] = [
      ['unknown field id', [...ok, { name: '999999', value: 'x' }], 400, 'unknown_field'],
      ['a name that is no id', [...ok, { name: 'fields[1]', value: 'x' }], 400, 'unknown_field'],
      ['number above max', [{ name: String(score), value: '11' }], 400, 'out_of_range'],
      ['number below min', [{ name: String(score), value: '0' }], 400, 'out_of_range'],
      ['not a number', [{ name: String(score), value: '5 apples' }], 400, 'invalid_number'],
      ['required missing', [{ name: String(note), value: 'hello' }], 400, 'required'],
      ['required blank', [{ name: String(score), value: '   ' }], 400, 'required'],
      [
        'two values for a single_select',
        [...ok, { name: String(pick), value: a }, { name: String(pick), value: b }],
        400,
        'too_many_values',
      ],
      [
        'an option of another field',
        [...ok, { name: String(pick), value: foreignOption }],
        400,
        'invalid_option',
      ],
      [
        'a custom value where none is allowed',
        [...ok, { name: String(tags), value: 'Other' }],
        400,
        'invalid_option',
      ],
      ['an unknown country', [...ok, { name: String(country), value: 'XX' }], 400, 'invalid_country'],
      ['an impossible date', [...ok, { name: String(day), value: '2026-02-30' }], 400, 'invalid_date'],
      ['not an e-mail address', [...ok, { name: String(mail), value: 'not-an-email' }], 400, 'invalid_email'],
      [
        'two addresses in one',
        [...ok, { name: String(mail), value: 'a@b.example, c@d.example' }],
        400,
        'invalid_email',
      ],
      ['an impossible time', [...ok, { name: String(hour), value: '25:61' }], 400, 'invalid_date'],
      ['NUL bytes in a text', [...ok, { name: String(note), value: 'a\u0000b' }], 400, 'invalid_text'],
      [
        'an ELF executable named photo.png',
        [...ok, { name: String(photo), filename: 'photo.png', type: 'image/png', data: elf }],
        400,
        'file_type_mismatch',
      ],
      [
        'a Windows executable named photo.jpg',
        [...ok, { name: String(photo), filename: 'photo.jpg', type: 'image/jpeg', data: mz }],
        400,
        'file_type_mismatch',
      ],
      [
        'a PNG claimed to be a PDF',
        [...ok, { name: String(photo), filename: 'scan.pdf', type: 'application/pdf', data: png }],
        400,
        'file_type_mismatch',
      ],
      [
        'an executable by its own name',
        [...ok, { name: String(photo), filename: 'tool.exe', type: 'application/x-msdownload', data: mz }],
        400,
        'file_type_not_allowed',
      ],
      [
        'a good picture beside a bad one',
        [
          ...ok,
          { name: String(photo), filename: 'good.png', type: 'image/png', data: png },
          { name: String(photo), filename: 'bad.png', type: 'image/png', data: elf },
        ],
        400,
        'file_type_mismatch',
      ],
      [
        'a file over 10 MiB',
        [
          ...ok,
          {
            name: String(photo),
            filename: 'big.png',
            type: 'image/png',
            data: Buffer.alloc(10 * 1024 * 1024 + 1),
          },
        ],
        413,
        'payload_too_large',
      ],
      [
        'a text for a file field',
        [...ok, { name: String(photo), value: 'not a file' }],
        400,
        'invalid_answer',
      ],
    ];
    for (const [name, parts, status, code] of cases) {
      const r = await send(checks, parts);
      expect(r.status, name).toBe(status);
      expect(r.json.code, name).toBe(code);
      expect(r.json.message, name).toBeTruthy();
    }
    expect(await snapshot()).toEqual(before);

    // A form that is not available now: its window closed, or hidden once answered.
    for (const code of ['site-inspection', 'collection-survey']) {
      const r = await send(ids.get(code)!, [{ name: '1', value: 'x' }]);
      expect(r.status, code).toBe(409);
      expect(r.json, code).toMatchObject({ code: 'form_not_available', message: 'Form not available' });
    }
    expect((await send(999999, ok)).status).toBe(404);

    // Not a multipart body, a body cut short, and a guest.
    const json = await api.post(`/private/form/${checks}/result`, { [score]: 5 });
    expect(json.status).toBe(415);
    const cut = await t.app.inject({
      method: 'POST',
      url: `${API}/private/form/${checks}/result`,
      headers: { authorization: token, 'content-type': 'multipart/form-data; boundary=cut' },
      payload: `--cut\r\nContent-Disposition: form-data; name="${photo}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().code).toBe('bad_request');
    const guest = await guestToken(t.app);
    expect((await send(checks, ok, guest)).status).toBe(403);
    expect(await snapshot()).toEqual(before);

    // And a good one goes through.
    const good = await send(checks, [
      ...ok,
      { name: String(tags), value: JSON.stringify([foreignOption]) },
      { name: String(country), value: 'nl' },
    ]);
    expect(good).toEqual({ status: 200, json: { id: expect.any(Number), message: 'Success' } });
  });

  it('stores a result with every field type and a real picture, then hides the form', async () => {
    const every = ids.get('every-field')!;
    const f = fields.get('every-field')!;
    const form = (await api.get(`/private/form/${every}`)).json;
    expect(form.last_result_date).toBeNull();
    const option = (i: number, o: number) => String(form.fields[i].options[o].id);
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const before = await snapshot();

    const r = await send(every, [
      { name: String(f[2]), value: option(2, 1) },
      { name: String(f[3]), value: option(3, 0) },
      { name: String(f[3]), value: 'My own' },
      { name: String(f[4]), value: '["NL","de"]' },
      { name: String(f[5]), filename: 'photo.png', type: 'image/png', data: png },
      { name: String(f[6]), value: 'Line one\nLine two' },
      { name: String(f[7]), value: '7.5' },
      { name: String(f[8]), value: 'true' },
      { name: String(f[9]), filename: 'manual.pdf', type: 'application/pdf', data: pdf },
      { name: String(f[10]), value: '2024-02-29' },
      { name: String(f[11]), value: '23:59' },
      { name: String(f[12]), value: '2026-03-01T08:30:00+01:00' },
      { name: String(f[13]), value: 's3cret' },
      { name: String(f[14]), value: 'me@example.com' },
    ]);
    expect(r).toEqual({ status: 200, json: { id: expect.any(Number), message: 'Success' } });

    const answers = await t.deps.db
      .selectFrom('form_result_answer')
      .selectAll()
      .where('result_id', '=', r.json.id)
      .orderBy('id')
      .execute();
    const byField = new Map(answers.map((a) => [a.field_id, a]));
    expect(answers).toHaveLength(13);
    expect(byField.get(f[2])!.value_json).toEqual({ options: [Number(option(2, 1))], custom: [] });
    expect(byField.get(f[3])!.value_json).toEqual({ options: [Number(option(3, 0))], custom: ['My own'] });
    expect(byField.get(f[4])!.value_json).toEqual(['NL', 'DE']);
    expect(byField.get(f[7])!.value_json).toBe(7.5);
    expect(byField.get(f[8])!.value_json).toBe(true);
    expect(byField.get(f[10])!.value_text).toBe('2024-02-29');
    expect(byField.get(f[14])!.value_text).toBe('me@example.com');
    // The picture is re-encoded and stored; the PDF kept as sent.
    const picture = byField.get(f[5])!;
    expect(picture).toMatchObject({ content_type: 'image/webp', file_name: 'photo.webp' });
    const stored = await t.deps.storage.get(picture.storage_key!);
    const chunks: Buffer[] = [];
    for await (const chunk of stored) chunks.push(chunk as Buffer);
    expect((await sharp(Buffer.concat(chunks)).metadata()).format).toBe('webp');
    expect(byField.get(f[9])).toMatchObject({ content_type: 'application/pdf', size: pdf.length });
    expect(await snapshot()).toEqual({
      results: before.results + 1,
      answers: before.answers + 13,
      files: before.files + 2,
    });

    // Hidden after completion: gone from the list, and a second result is refused.
    expect((await listed()).map((x) => x.id)).not.toContain(every);
    expect((await api.get(`/private/form/${every}`)).status).toBe(404);
    expect((await send(every, [{ name: String(f[2]), value: option(2, 0) }])).status).toBe(409);

    // The operators get the result, without the password.
    const mail = await smtp.waitFor(OPERATOR, 10_000, /Every field/);
    expect(mail.subject).toBe('Form result: Every field from Dana Demo');
    expect(mail.text).toContain('Countries: NL, DE');
    expect(mail.text).toContain('Many: X, My own');
    expect(mail.text).toContain('Photo: photo.webp (image/webp');
    expect(mail.text).not.toContain('s3cret');
  });

  it('sets last_result_date and closes a recurring window once answered', async () => {
    const check = ids.get('display-check')!;
    const form = (await api.get(`/private/form/${check}`)).json;
    expect(form.last_result_date).toBeNull();
    const r = await send(check, [
      { name: String(form.fields[0].id), value: '42' },
      { name: String(form.fields[3].id), filename: 'display.png', type: 'image/png', data: png },
    ]);
    expect(r.status).toBe(200);
    const again = (await listed()).find((x) => x.id === check) as { last_result_date: string } | undefined;
    // Not hidden after completion (null): answered in this window, it waits for the next one.
    expect(again).toBeUndefined();
    const before = await snapshot();
    const second = await send(check, [{ name: String(form.fields[0].id), value: '43' }]);
    expect(second.json.code).toBe('form_not_available');
    expect(await snapshot()).toEqual(before);

    const feedback = (await api.get(`/private/form/${ids.get('feedback')}`)).json;
    const earlier = Date.parse(feedback.last_result_date);
    const sent = await send(ids.get('feedback')!, [
      { name: String(feedback.fields[1].id), value: String(feedback.fields[1].options[0].id) },
      { name: String(feedback.fields[2].id), value: 'Thanks!' },
    ]);
    expect(sent.status).toBe(200);
    const later = (await api.get(`/private/form/${ids.get('feedback')}`)).json.last_result_date;
    expect(Date.parse(later)).toBeGreaterThan(earlier);
  });

  it('removes a stored file when the result fails after it was written', async () => {
    const every = ids.get('checks')!;
    const [score, , , , , , , photo] = fields.get('checks')!;
    // Make the form unavailable while the file is being stored: the transaction's check refuses.
    await t.deps.db
      .updateTable('form')
      .set({ hidden_after_completion: true })
      .where('id', '=', every)
      .execute();
    await t.deps.db.deleteFrom('form_result').where('form_id', '=', every).execute();
    const storage = t.deps.storage;
    const put = storage.put.bind(storage);
    storage.put = async (key, body, type) => {
      await put(key, body, type);
      await t.deps.db.insertInto('form_result').values({ form_id: every, user_id: demoId }).execute();
    };
    try {
      const before = await snapshot();
      const r = await send(every, [
        { name: String(score), value: '3' },
        { name: String(photo), filename: 'late.png', type: 'image/png', data: png },
      ]);
      expect(r.status).toBe(409);
      expect(r.json.code).toBe('form_not_available');
      // Only the result written behind its back; no file left, no answer.
      expect(await snapshot()).toEqual({ ...before, results: before.results + 1 });
    } finally {
      storage.put = put;
    }
  });

  it('takes log entries only where the form allows logging, and lists the own ones newest first', async () => {
    const incident = ids.get('incident-log')!;
    const first = await api.post(`/private/form/${incident}/log`, {
      description: '  Lamp flickers in aisle 3  ',
    });
    expect(first).toMatchObject({ status: 200, json: { id: expect.any(Number), message: 'Success' } });
    await api.post(`/private/form/${incident}/log`, { description: 'Replaced the driver' });
    const logs = await api.get(`/private/form/${incident}/log`);
    expect(logs.json.map((l: { description: string }) => l.description)).toEqual([
      'Replaced the driver',
      'Lamp flickers in aisle 3',
    ]);
    expect(logs.json[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const before = await count('form_log');
    const refused = await api.post(`/private/form/${ids.get('feedback')}/log`, { description: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('logging_not_allowed');
    expect((await api.post(`/private/form/${incident}/log`, { description: '   ' })).status).toBe(400);
    expect(
      (await api.post(`/private/form/${incident}/log`, { description: 'x'.repeat(10_001) })).status,
    ).toBe(400);
    expect((await api.post(`/private/form/${incident}/log`, {})).status).toBe(400);
    expect(
      (await api.post(`/private/form/${ids.get('site-inspection')}/log`, { description: 'x' })).status,
    ).toBe(404);
    expect(await count('form_log')).toBe(before);
  });

  it('lets a user read their own assigned forms and only an administrator assign them', async () => {
    const other = await addPerson(t, 'other@vitrine.example');
    const admin = await addPerson(t, 'ada.admin@vitrine.example', { admin: true });
    const contact = ids.get('contact')!;

    expect((await api.get(`/private/form/assigned/${demoId}`)).json).toEqual([]);
    expect((await api.get(`/private/form/assigned/${other.id}`)).status).toBe(403);
    expect((await other.api.get(`/private/form/assigned/${demoId}`)).json.code).toBe('admin_only');
    expect((await api.post(`/private/form/assigned/${demoId}`, { form_id: contact })).status).toBe(403);

    const assigned = await admin.api.post(`/private/form/assigned/${demoId}`, { form_id: contact });
    expect(assigned.status).toBe(200);
    expect(assigned.json).toMatchObject({
      form: { id: contact, name: 'Contact' },
      user_id: demoId,
      assigned_by: { id: admin.id },
      done_at: null,
    });
    expect((await admin.api.post(`/private/form/assigned/${demoId}`, { form_id: 999999 })).status).toBe(404);
    expect((await admin.api.post('/private/form/assigned/999999', { form_id: contact })).status).toBe(404);
    expect((await admin.api.post(`/private/form/assigned/${demoId}`, { form_id: 'x' })).status).toBe(400);

    // Sending a result completes the assignment.
    const form = (await api.get(`/private/form/${contact}`)).json;
    expect((await send(contact, [{ name: String(form.fields[1].id), value: 'Please call me' }])).status).toBe(
      200,
    );
    const mine = (await api.get(`/private/form/assigned/${demoId}`)).json;
    expect(mine).toHaveLength(1);
    expect(mine[0].done_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await admin.api.get(`/private/form/assigned/${demoId}`)).json).toHaveLength(1);

    expect((await other.api.delete(`/private/form/assigned/${demoId}/${contact}`)).status).toBe(403);
    expect((await admin.api.delete(`/private/form/assigned/${demoId}/${contact}`)).status).toBe(204);
    expect((await admin.api.delete(`/private/form/assigned/${demoId}/${contact}`)).status).toBe(404);
    expect((await api.get(`/private/form/assigned/${demoId}`)).json).toEqual([]);
  });

  it("answers the portal's time zone: the stored setup's, else TIME_ZONE", async () => {
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(/TIME_ZONE/);
    expect(loadConfig({}).timeZone).toBe('UTC');
    const setup = await getSetting<Record<string, unknown>>(t.deps.db, 'setup');
    try {
      await putSetting(t.deps.db, 'setup', { ...setup, time_zone: 'Pacific/Auckland' });
      clearConfigCache();
      expect((await client(t.app).get('/public/config/')).json.setup.time_zone).toBe('Pacific/Auckland');
      // A zone the runtime does not know falls back to the setting instead of failing every form call.
      await putSetting(t.deps.db, 'setup', { ...setup, time_zone: 'Nowhere/Special' });
      clearConfigCache();
      expect((await client(t.app).get('/public/config/')).json.setup.time_zone).toBe('UTC');
      expect((await api.get('/private/form/')).status).toBe(200);
    } finally {
      await putSetting(t.deps.db, 'setup', setup);
      clearConfigCache();
    }
  });

  it('documents every form route with the forms tag and a summary', async () => {
    const doc = (await client(t.app).get('/pim/portal/api/docs/json')).json;
    const routes = Object.entries(
      doc.paths as Record<string, Record<string, { tags: string[]; summary?: string }>>,
    )
      .filter(([path]) => path.includes('/private/form/'))
      .flatMap(([, methods]) => Object.values(methods));
    // Eight for forms and their results, two for what a person sent.
    expect(routes.length).toBe(10);
    for (const route of routes) {
      expect(route.tags).toEqual(['forms']);
      expect(route.summary).toBeTruthy();
    }
  });
});
