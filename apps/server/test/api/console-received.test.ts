import ExcelJS from 'exceljs';
import { API_BASE } from '@vitrine/contract';
import { consoleReceivedRoutes, routePath } from '@vitrine/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../src/import/csv-reader.ts';
import { signedUrl } from '../../src/lib/signing.ts';
import { signingKey } from '../../src/modules/config/index.ts';
import { todayIn } from '../../src/modules/console/activity.service.ts';
import { writeForms } from '../../src/modules/forms/index.ts';
import { client, guestToken, signIn } from '../support/http.ts';
import { postMultipart } from '../support/multipart.ts';
import { addPerson, PERSON_PASSWORD } from '../support/people.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

type Api = ReturnType<typeof client>;

/** The portal's zone: 13 hours ahead of UTC in March, so a UTC evening is the next local day. */
const ZONE = 'Pacific/Auckland';
const RESULTS = '/private/console/received/results';
const REPORTS = '/private/console/received/reports';
/** A text a spreadsheet would run as a formula if it were written as it is. */
const FORMULA = '=HYPERLINK("http://evil.example","click")';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const names = (en: string, de: string) => ({ en_GB: en, de_DE: de });

describe.each(dialects)('what people sent, in the console, on %s', (dialect) => {
  let t: TestApp;
  let admin: Api;
  let adminDe: Api;
  let adminId: number;
  let plain: Api;
  let plainToken: string;
  let plainId: number;
  let rita: Api;
  let formId: number;
  let otherFormId: number;
  let fields: number[];
  let resultId: number;
  let olderId: number;
  let today: string;

  /** Downloads a link as the browser would open it: no session, only the link. */
  const open = (url: string) => t.app.inject({ method: 'GET', url });
  const audit = (kind: string) =>
    t.deps.db
      .selectFrom('audit_entry')
      .select(['action', 'actor_id', 'target_id', 'before', 'after'])
      .where('target_kind', '=', kind)
      .orderBy('id')
      .execute();
  const list = async (api: Api, url: string) => {
    const answer = await api.get(url);
    expect(answer.status, answer.body).toBe(200);
    return answer.json as { items: { id: number }[]; total: number };
  };
  const ids = async (url: string) => (await list(admin, url)).items.map((i) => i.id);

  beforeAll(async () => {
    t = await createTestApp(dialect, { TIME_ZONE: ZONE });
    ({ id: adminId, api: admin } = await addPerson(t, 'ops@vitrine.example', {
      admin: true,
      firstName: 'Olga',
      lastName: 'Operator',
    }));
    adminDe = client(t.app, {
      token: (await signIn(t.app, 'ops@vitrine.example', PERSON_PASSWORD)).token,
      locale: 'de_DE',
    });
    ({ id: plainId, api: plain } = await addPerson(t, 'paul@vitrine.example', {
      firstName: 'Paul',
      lastName: 'Plain',
    }));
    plainToken = (await signIn(t.app, 'paul@vitrine.example', PERSON_PASSWORD)).token;
    await t.deps.db
      .updateTable('portal_user')
      .set({ company: 'Fjordlys Lamper AS' })
      .where('id', '=', plainId)
      .execute();
    ({ api: rita } = await addPerson(t, 'rita@vitrine.example', { firstName: 'Rita', lastName: 'Reporter' }));
    today = todayIn(ZONE);

    const written = await writeForms(
      t.deps.db,
      [],
      [
        {
          code: 'site-visit',
          category: null,
          position: 95,
          names: names('Site visit', 'Besuch vor Ort'),
          fields: [
            { type: 'title', names: names('About the visit', 'Zum Besuch') },
            { type: 'text', names: names('Remark', 'Bemerkung') },
            {
              type: 'single_select',
              names: names('Rating', 'Bewertung'),
              options: [names('Good', 'Gut'), names('Poor', 'Schlecht')],
            },
            { type: 'countries', names: names('Countries', 'Länder') },
            { type: 'number', names: names('Visitors', 'Besucher') },
            { type: 'bool', names: names('Again', 'Wieder') },
            { type: 'password', names: names('Code', 'Code') },
            { type: 'upload', names: names('Report file', 'Berichtsdatei') },
          ],
        },
        {
          code: 'quick-note',
          category: null,
          position: 96,
          names: names('Quick note', 'Kurznotiz'),
          fields: [{ type: 'text', names: names('Note', 'Notiz') }],
        },
      ],
    );
    formId = written.get('site-visit')!;
    otherFormId = written.get('quick-note')!;
    fields = (
      await t.deps.db
        .selectFrom('form_field')
        .select('id')
        .where('form_id', '=', formId)
        .orderBy('position')
        .execute()
    ).map((r) => r.id);
    const good = (
      await t.deps.db
        .selectFrom('form_field_option')
        .select('id')
        .where('field_id', '=', fields[2])
        .orderBy('position')
        .executeTakeFirstOrThrow()
    ).id;

    // Sent as the web app sends a result: a part per answer, named by the field's id.
    const sent = await postMultipart(t.app, `/private/form/${formId}/result`, plainToken, [
      { name: String(fields[1]), value: FORMULA },
      { name: String(fields[2]), value: String(good) },
      { name: String(fields[3]), value: 'NL' },
      { name: String(fields[3]), value: 'DE' },
      { name: String(fields[4]), value: '7' },
      { name: String(fields[5]), value: 'true' },
      { name: String(fields[6]), value: 'never-shown-2026' },
      { name: String(fields[7]), filename: 'visit; notes (1).pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    resultId = sent.json.id;
    const note = await t.deps.db
      .selectFrom('form_field')
      .select('id')
      .where('form_id', '=', otherFormId)
      .executeTakeFirstOrThrow();
    const older = await postMultipart(t.app, `/private/form/${otherFormId}/result`, plainToken, [
      { name: String(note.id), value: 'Older note' },
    ]);
    expect(older.status).toBe(200);
    olderId = older.json.id;
    // 9 March 2026 at 11:30 UTC is already 10 March in Auckland.
    await t.deps.db
      .updateTable('form_result')
      .set({ created_at: '2026-03-09T11:30:00Z' })
      .where('id', '=', olderId)
      .execute();
  });
  afterAll(() => t.close());

  it('answers an administrator only: 401 without a session, 403 for a guest or a plain user', async () => {
    const guest = client(t.app, { token: await guestToken(t.app) });
    const anonymous = client(t.app);
    for (const spec of Object.values(consoleReceivedRoutes).filter((s) => s.base === API_BASE)) {
      const url = routePath(spec, { id: resultId });
      const call = (api: Api) => (spec.method === 'GET' ? api.get(url) : api.patch(url, { state: 'read' }));
      expect((await call(anonymous)).status, `${spec.operationId} without a session`).toBe(401);
      expect((await call(guest)).status, `${spec.operationId} as a guest`).toBe(403);
      const asUser = await call(plain);
      expect(asUser.status, `${spec.operationId} as a user`).toBe(403);
      expect(asUser.json.code).toBe('admin_only');
    }
    // The role is checked before the input: a bad one tells a plain user nothing.
    expect((await plain.get(`${RESULTS}?from=2026-02-30`)).json.code).toBe('admin_only');
    expect(await audit('report')).toEqual([]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [string, () => Promise<{ status: number; json: any }>, string][] = [
      ['an impossible date', () => admin.get(`${RESULTS}?from=2026-02-30`), 'from'],
      ['a date in another shape', () => admin.get(`${RESULTS}?to=10.03.2026`), 'to'],
      ['a range ending before it starts', () => admin.get(`${RESULTS}?from=2026-03-10&to=2026-03-01`), 'to'],
      ['a form that is no id', () => admin.get(`${RESULTS}?form=abc`), 'form'],
      ['a huge form id', () => admin.get(`${RESULTS}?form=99999999999999`), 'form'],
      ['a page too large', () => admin.get(`${RESULTS}?pageSize=1000`), 'pageSize'],
      ['a NUL in the search', () => admin.get(`${RESULTS}?q=a%00b`), 'q'],
      ['a search too long', () => admin.get(`${RESULTS}?q=${'x'.repeat(201)}`), 'q'],
      ['a sort it does not know', () => admin.get(`${RESULTS}?sort=email`), 'sort'],
      ['a result id that is no number', () => admin.get(`${RESULTS}/abc`), 'id'],
      ['a state it does not know', () => admin.get(`${REPORTS}?state=closed`), 'state'],
      ['reports on an impossible day', () => admin.get(`${REPORTS}?to=2026-13-01`), 'to'],
      ['a report back to new', () => admin.patch(`${REPORTS}/1`, { state: 'new' }), 'state'],
      ['a state of the wrong type', () => admin.patch(`${REPORTS}/1`, { state: 2 }), 'state'],
      [
        'an export in another format',
        () => admin.get(`/private/console/received/forms/${formId}/export?format=pdf`),
        'format',
      ],
    ];
    for (const [what, call, field] of cases) {
      const answer = await call();
      expect(answer.status, what).toBe(400);
      expect(answer.json.field, what).toBe(field);
    }
    // Nothing but the state is taken.
    expect((await admin.patch(`${REPORTS}/1`, { state: 'read', by: 1 })).status).toBe(400);
    expect((await admin.get(`${RESULTS}?owner=1`)).status).toBe(400);
    for (const url of [
      `${RESULTS}/999999`,
      `${REPORTS}/999999`,
      `/private/console/received/forms/999999/export`,
    ])
      expect((await admin.get(url)).status, url).toBe(404);
    expect((await admin.patch(`${REPORTS}/999999`, { state: 'read' })).status).toBe(404);
  });

  it('lists every form with its results, and the results filtered by form, person and day', async () => {
    const forms = (await admin.get('/private/console/received/forms')).json as {
      id: number;
      results: number;
    }[];
    expect(forms.find((f) => f.id === formId)).toMatchObject({
      name: 'Site visit',
      active: true,
      results: 1,
    });
    expect(forms.find((f) => f.id === otherFormId)?.results).toBe(1);
    // The demo's forms are there too, with none.
    expect(forms.length).toBeGreaterThan(2);

    // Everyone's results (the demo's too), newest first.
    const all = (await list(admin, `${RESULTS}?pageSize=100`)) as {
      items: { id: number; created_at: string }[];
      total: number;
    };
    expect(all.total).toBe(all.items.length);
    expect(all.items.map((i) => i.id)).toEqual(expect.arrayContaining([resultId, olderId]));
    const times = all.items.map((i) => i.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const paul = await list(admin, `${RESULTS}?q=paul`);
    expect(paul.items.map((i) => i.id)).toEqual([resultId, olderId]);
    expect(paul.items[0]).toMatchObject({
      id: resultId,
      form: { id: formId, name: 'Site visit' },
      person: {
        id: plainId,
        name: 'Paul Plain',
        email: 'paul@vitrine.example',
        company: 'Fjordlys Lamper AS',
      },
      // The title takes no answer; the password counts (it was sent, it is not shown).
      answer_count: 7,
    });
    expect(await ids(`${RESULTS}?q=paul&dir=asc`)).toEqual([olderId, resultId]);
    expect(await ids(`${RESULTS}?form=${formId}`)).toEqual([resultId]);
    expect(await ids(`${RESULTS}?form=${otherFormId}`)).toEqual([olderId]);
    expect(await ids(`${RESULTS}?q=paul`)).toEqual([resultId, olderId]);
    expect(await ids(`${RESULTS}?q=PLAIN%20paul`)).toEqual([resultId, olderId]);
    expect(await ids(`${RESULTS}?q=fjordlys`)).toEqual([]);
    expect(await ids(`${RESULTS}?q=rita`)).toEqual([]);
    // LIKE's wildcards are plain characters.
    expect(await ids(`${RESULTS}?q=%25`)).toEqual([]);
    // Local days of the portal's zone, both ends counted (Paul's results: the demo has its own).
    expect(await ids(`${RESULTS}?from=2026-03-10&to=2026-03-10&q=paul`)).toEqual([olderId]);
    expect(await ids(`${RESULTS}?from=2026-03-09&to=2026-03-09&q=paul`)).toEqual([]);
    expect(await ids(`${RESULTS}?from=2026-03-11&to=${today}&q=paul`)).toEqual([resultId]);
    expect(await ids(`${RESULTS}?to=2026-03-10&q=paul`)).toEqual([olderId]);
    expect(await ids(`${RESULTS}?from=${today}&form=${formId}&q=paul`)).toEqual([resultId]);
    // Paged with the total of the filter.
    const page = await list(admin, `${RESULTS}?q=paul&pageSize=1&page=2`);
    expect(page).toMatchObject({ total: 2, items: [{ id: olderId }] });
  });

  it('opens a result: every answer in the reader’s language, its file through a signed link', async () => {
    const answer = await admin.get(`${RESULTS}/${resultId}`);
    expect(answer.status).toBe(200);
    const result = answer.json;
    expect(result).toMatchObject({ id: resultId, form: { name: 'Site visit' }, person: { id: plainId } });
    const byName = Object.fromEntries(
      (result.answers as { field: { name: string }; value: unknown }[]).map((a) => [a.field.name, a.value]),
    );
    expect(byName).toMatchObject({
      Remark: { kind: 'text', text: FORMULA },
      Rating: { kind: 'options', options: ['Good'] },
      Countries: { kind: 'countries', codes: ['NL', 'DE'] },
      Visitors: { kind: 'number', number: 7 },
      Again: { kind: 'bool', value: true },
      Code: { kind: 'hidden' },
    });
    expect(JSON.stringify(result)).not.toContain('never-shown-2026');
    const [file] = (byName['Report file'] as { files: { name: string; url: string; size: number }[] }).files;
    expect(file).toMatchObject({ name: 'visit; notes (1).pdf', size: PDF.length });
    expect(file.url).toMatch(/^\/pim\/received\/file\/\d+\/\d+\/[^?]+\?expires=\d+&signature=[\w-]+$/);
    const expiresIn = Date.parse(result.links_expire_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(8 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);

    // The browser opens the link without a session: the signature is the guard.
    const download = await open(file.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="visit_ notes (1).pdf"; filename*=UTF-8''visit%3B%20notes%20%281%29.pdf`,
    );
    // Whatever a stored name holds, the header stays one safe line.
    const [, , , , , answerId] = file.url.split('?')[0].split('/');
    await t.deps.db
      .updateTable('form_result_answer')
      .set({ file_name: 'a"b\r\nx-evil: 1 \\ü/../c.pdf' })
      .where('id', '=', Number(answerId))
      .execute();
    const strange = await open(file.url);
    expect(strange.headers['content-disposition']).toBe(
      `attachment; filename="a_bx-evil: 1 _..c.pdf"; filename*=UTF-8''a%22bx-evil%3A%201%20%C3%BC..c.pdf`,
    );
    expect(strange.headers['x-evil']).toBeUndefined();
    await t.deps.db
      .updateTable('form_result_answer')
      .set({ file_name: file.name })
      .where('id', '=', Number(answerId))
      .execute();

    // In German: the form's and the fields' German names, the same values.
    const german = (await adminDe.get(`${RESULTS}/${resultId}`)).json;
    expect(german.form.name).toBe('Besuch vor Ort');
    expect(german.answers.map((a: { field: { name: string } }) => a.field.name)).toEqual([
      'Bemerkung',
      'Bewertung',
      'Länder',
      'Besucher',
      'Wieder',
      'Code',
      'Berichtsdatei',
    ]);
    expect(german.answers[1].value).toEqual({ kind: 'options', options: ['Gut'] });
  });

  it('refuses a forged, expired or someone else’s link, and never serves another file', async () => {
    const result = (await admin.get(`${RESULTS}/${resultId}`)).json;
    const url: string = result.answers.at(-1).value.files[0].url;
    const [path, query] = url.split('?');
    const params = new URLSearchParams(query);
    const [, , , , by, answer, name] = path.split('/');
    expect(Number(by)).toBe(adminId);
    const key = await signingKey(t.deps.db);
    const sign = (p: string, ttl = 60_000) => signedUrl(key, p, ttl);
    const refused = async (link: string, what: string, status = 403) => {
      const r = await open(link);
      expect(r.statusCode, what).toBe(status);
      expect(r.rawPayload.includes(PDF), what).toBe(false);
      return r;
    };

    const forged = await refused(
      `${path}?expires=${params.get('expires')}&signature=${'A'.repeat(43)}`,
      'forged',
    );
    expect(JSON.parse(forged.body).code).toBe('link_expired');
    await refused(
      `${path}?expires=${Number(params.get('expires')) + 60}&signature=${params.get('signature')}`,
      'longer',
    );
    await refused(`${path}?expires=${params.get('expires')}`, 'unsigned', 400);
    await refused(sign(path, -1000), 'expired');
    // Another administrator's id, another answer or name under the same signature.
    const plainPath = `/pim/received/file/${plainId}/${answer}/${name}`;
    await refused(`${plainPath}?${query}`, 'another signer');
    await refused(`/pim/received/file/${by}/${Number(answer) - 1}/${name}?${query}`, 'another answer');
    await refused(`/pim/received/file/${by}/${answer}/other.pdf?${query}`, 'another name');
    // Signed right, but for someone who is no administrator, or no longer is one.
    await refused(sign(plainPath), 'a plain user’s link');
    // Path tricks: dot segments, encoded ones, a file that is no answer's.
    await refused(`/pim/received/file/${by}/${answer}/../../../secret.pdf?${query}`, 'dot segments', 404);
    await refused(`/pim/received/file/${by}/${answer}/..%2F..%2F..%2Fsecret.pdf?${query}`, 'encoded dots');
    await refused(`/pim/received/file/${by}/${answer}/%2e%2e?${query}`, 'an encoded dot name', 404);
    const text = await t.deps.db
      .selectFrom('form_result_answer')
      .select('id')
      .where('result_id', '=', resultId)
      .where('storage_key', 'is', null)
      .executeTakeFirstOrThrow();
    await refused(sign(`/pim/received/file/${by}/${text.id}/x.pdf`), 'an answer without a file', 404);
    // An answer whose key points outside the form files' folder is never served.
    const stored = await t.deps.db
      .selectFrom('form_result_answer')
      .select('storage_key')
      .where('id', '=', Number(answer))
      .executeTakeFirstOrThrow();
    for (const outside of ['profile/ab/cd/x.webp', `forms/../exports/${stored.storage_key}`]) {
      await t.deps.db
        .updateTable('form_result_answer')
        .set({ storage_key: outside })
        .where('id', '=', Number(answer))
        .execute();
      await refused(url, outside, 404);
    }
    await t.deps.db
      .updateTable('form_result_answer')
      .set({ storage_key: stored.storage_key })
      .where('id', '=', Number(answer))
      .execute();
    expect((await open(url)).statusCode).toBe(200);

    // An administrator no longer: their links stop working at once.
    await t.deps.db.updateTable('portal_user').set({ is_admin: false }).where('id', '=', adminId).execute();
    try {
      await refused(url, 'a former administrator');
    } finally {
      await t.deps.db.updateTable('portal_user').set({ is_admin: true }).where('id', '=', adminId).execute();
    }
  });

  it('exports a form’s results as XLSX and CSV: a row per result, a column per field, formulas neutralised', async () => {
    const link = await admin.get(`/private/console/received/forms/${formId}/export?format=xlsx`);
    expect(link.status).toBe(200);
    expect(link.json.url).toMatch(
      /^\/pim\/received\/export\/\d+\/en_GB\/\d+\/site-visit-\d{4}-\d{2}-\d{2}\.xlsx\?/,
    );
    const xlsx = await open(link.json.url);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toMatch(/^attachment; filename="site-visit-[\d-]+\.xlsx"/);
    expect(xlsx.headers['x-content-type-options']).toBe('nosniff');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Site visit');
    expect(sheet.rowCount).toBe(2);
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Sent at',
      'Person',
      'E-mail',
      'Company',
      'Remark',
      'Rating',
      'Countries',
      'Visitors',
      'Again',
      'Code',
      'Report file',
    ]);
    const row = values(2);
    expect(row[0]).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}$`));
    // A text stays a text in XLSX (never a formula); the password's cell stays empty.
    expect(row.slice(1)).toEqual([
      'Paul Plain',
      'paul@vitrine.example',
      'Fjordlys Lamper AS',
      FORMULA,
      'Good',
      'Netherlands, Germany',
      7,
      true,
      undefined,
      'visit; notes (1).pdf',
    ]);

    // CSV in German: a BOM, RFC 4180 quoting, the formula-like answer with a leading apostrophe.
    const csvLink = await adminDe.get(`/private/console/received/forms/${formId}/export?format=csv`);
    const csv = await open(csvLink.json.url);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    const records = [];
    for await (const record of readCsv([csv.rawPayload])) records.push(record.fields);
    expect(records).toHaveLength(2);
    expect(records[0]).toEqual([
      'Gesendet am',
      'Person',
      'E-Mail',
      'Firma',
      'Bemerkung',
      'Bewertung',
      'Länder',
      'Besucher',
      'Wieder',
      'Code',
      'Berichtsdatei',
    ]);
    expect(records[1].slice(4)).toEqual([
      `'${FORMULA}`,
      'Gut',
      'Niederlande, Deutschland',
      '7',
      'true',
      '',
      'visit; notes (1).pdf',
    ]);

    // A form of many results is read a chunk at a time: every result once, in the order stored.
    const note = await t.deps.db
      .selectFrom('form_field')
      .select('id')
      .where('form_id', '=', otherFormId)
      .executeTakeFirstOrThrow();
    const many = await t.deps.db
      .insertInto('form_result')
      .values(Array.from({ length: 1203 }, () => ({ form_id: otherFormId, user_id: plainId })))
      .returning('id')
      .execute();
    await t.deps.db
      .insertInto('form_result_answer')
      .values(many.map((r, i) => ({ result_id: r.id, field_id: note.id, value_text: `note ${i}` })))
      .execute();
    const big = await open(
      (await admin.get(`/private/console/received/forms/${otherFormId}/export?format=csv`)).json.url,
    );
    expect(big.statusCode).toBe(200);
    const notes = [];
    for await (const record of readCsv([big.rawPayload])) notes.push(record.fields.at(-1));
    expect(notes).toEqual(['Note', 'Older note', ...many.map((_, i) => `note ${i}`)]);
    const key = await signingKey(t.deps.db);
    const [exportPath] = String(link.json.url).split('?');
    expect((await open(`${exportPath}?expires=9999999999&signature=x`)).statusCode).toBe(403);
    expect((await open(signedUrl(key, exportPath, -1000))).statusCode).toBe(403);
    expect((await open(signedUrl(key, exportPath.replace('.xlsx', '.pdf'), 60_000))).statusCode).toBe(404);
    const exported = await audit('form');
    expect(exported.map((e) => [e.action, e.actor_id, e.target_id])).toEqual([
      ['form_results.exported', adminId, String(formId)],
      ['form_results.exported', adminId, String(formId)],
      ['form_results.exported', adminId, String(otherFormId)],
    ]);
  });

  it('marks a report read, then answered, each change in the audit log; a second “answered” changes nothing', async () => {
    const sent = await rita.post('/private/report/', {
      name: 'Leaflet prints two pages',
      description: 'Only in Firefox.',
    });
    expect(sent.status).toBe(200);
    const id = sent.json.id as number;
    const other = (
      await plain.post('/private/report/', { name: 'Typo on the home page', description: 'Teh.' })
    ).json.id as number;

    const listed = await list(admin, `${REPORTS}?state=new`);
    expect(listed.items).toContainEqual(
      expect.objectContaining({
        id,
        subject: 'Leaflet prints two pages',
        state: 'new',
        person: expect.objectContaining({ name: 'Rita Reporter', email: 'rita@vitrine.example' }),
        read_by: null,
        answered_by: null,
      }),
    );
    expect(await ids(`${REPORTS}?q=rita`)).toEqual([id]);
    expect(await ids(`${REPORTS}?from=${today}&to=${today}`)).toEqual([other, id]);
    expect(await ids(`${REPORTS}?to=2026-03-10`)).toEqual([]);

    const read = await admin.patch(`${REPORTS}/${id}`, { state: 'read' });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({
      state: 'read',
      description: 'Only in Firefox.',
      read_by: { id: adminId, name: 'Olga Operator' },
      answered_at: null,
    });
    const answered = await admin.patch(`${REPORTS}/${id}`, { state: 'answered' });
    expect(answered.json).toMatchObject({
      state: 'answered',
      read_at: read.json.read_at,
      answered_by: { id: adminId },
    });
    // A second "answered", and a "read" after it, change nothing: 200 with the report as it is.
    const again = await admin.patch(`${REPORTS}/${id}`, { state: 'answered' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(answered.json);
    expect((await admin.patch(`${REPORTS}/${id}`, { state: 'read' })).json).toEqual(answered.json);
    expect((await admin.get(`${REPORTS}/${id}`)).json).toEqual(answered.json);

    const entries = (await audit('report')).filter((e) => e.target_id === String(id));
    expect(entries.map((e) => [e.action, e.actor_id, e.before, e.after])).toEqual([
      ['report.read', adminId, { state: 'new' }, { state: 'read' }],
      ['report.answered', adminId, { state: 'read' }, { state: 'answered' }],
    ]);

    // Answered straight from new is read as well, by the same administrator at the same moment.
    const direct = (await admin.patch(`${REPORTS}/${other}`, { state: 'answered' })).json;
    expect(direct).toMatchObject({
      state: 'answered',
      read_by: { id: adminId },
      answered_by: { id: adminId },
    });
    expect(direct.read_at).toBe(direct.answered_at);
    expect(await ids(`${REPORTS}?state=answered`)).toEqual([other, id]);
    expect(await ids(`${REPORTS}?state=new`)).toEqual([]);

    // Two administrators at once: one change, one audit entry.
    const third = (await plain.post('/private/report/', { name: 'Third', description: 'Race.' })).json
      .id as number;
    const both = await Promise.all([
      admin.patch(`${REPORTS}/${third}`, { state: 'answered' }),
      adminDe.patch(`${REPORTS}/${third}`, { state: 'answered' }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await audit('report')).filter((e) => e.target_id === String(third))).toHaveLength(1);
  });
});
