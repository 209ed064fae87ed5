import { BUILDER_FIELD_TYPES } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn } from '../support/http.ts';
import { postMultipart } from '../support/multipart.ts';
import { addPerson, PERSON_PASSWORD } from '../support/people.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

type Api = ReturnType<typeof client>;

const FORMS = '/private/console/forms';
const CATEGORIES = '/private/console/form-categories';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const names = (en: string, de = `${en} (de)`) => ({ en_GB: en, de_DE: de });
const CHOICES = ['single_select', 'multi_select'];

/** A field of every type the portal draws, each with what its type needs. */
const everyField = () =>
  BUILDER_FIELD_TYPES.map((type) => ({
    type,
    names: names(`Field ${type}`),
    help: { en_GB: `Help for ${type}` },
    required: type === 'upload',
    ...(type === 'number' ? { min: 1, max: 10 } : {}),
    ...(type === 'countries' ? { max: 2 } : {}),
    ...(CHOICES.includes(type)
      ? { options: [{ names: names('Red', 'Rot') }, { names: names('Blue', 'Blau') }] }
      : {}),
  }));

describe.each(dialects)('the forms builder on %s', (dialect) => {
  let t: TestApp;
  let admin: Api;
  let adminId: number;
  let member: Api;
  let memberToken: string;
  let memberId: number;
  let outsider: Api;
  let groupId: number;
  let formId: number;

  const counts = async () => ({
    forms: (await t.deps.db.selectFrom('form').select('id').execute()).length,
    fields: (await t.deps.db.selectFrom('form_field').select('id').execute()).length,
    audit: (await t.deps.db.selectFrom('audit_entry').select('id').execute()).length,
    categories: (await t.deps.db.selectFrom('form_category').select('id').execute()).length,
  });
  const draft = (over: Record<string, unknown> = {}) => ({
    names: names('Dealer check'),
    required_before_continuing: true,
    fields: everyField(),
    audience: { users: [], groups: [groupId] },
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ id: adminId, api: admin } = await addPerson(t, 'ops@vitrine.example', { admin: true }));
    ({ id: memberId, api: member } = await addPerson(t, 'member@vitrine.example', { firstName: 'Mia' }));
    memberToken = (await signIn(t.app, 'member@vitrine.example', PERSON_PASSWORD)).token;
    ({ api: outsider } = await addPerson(t, 'outsider@vitrine.example'));
    const group = await admin.post('/private/console/groups', {
      code: 'dealers-test',
      names: names('Dealers'),
    });
    expect(group.status, group.body).toBe(200);
    groupId = group.json.id;
    await t.deps.db
      .updateTable('portal_user')
      .set({ group_id: groupId })
      .where('id', '=', memberId)
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('builds a form with every field type, read back in every language and listed with its counts', async () => {
    const created = await admin.post(FORMS, draft());
    expect(created.status, created.body).toBe(200);
    formId = created.json.id;
    expect(created.json.fields.map((f: { type: string }) => f.type)).toEqual([...BUILDER_FIELD_TYPES]);
    expect(created.json).toMatchObject({
      names: names('Dealer check'),
      active: true,
      required_before_continuing: true,
      audience: { users: [], groups: [{ id: groupId, name: 'Dealers' }] },
      results: 0,
    });
    const number = created.json.fields.find((f: { type: string }) => f.type === 'number');
    expect(number).toMatchObject({ min: 1, max: 10, help: { en_GB: 'Help for number' } });
    const choice = created.json.fields.find((f: { type: string }) => f.type === 'single_select');
    expect(choice.options.map((o: { names: object }) => o.names)).toEqual([
      names('Red', 'Rot'),
      names('Blue', 'Blau'),
    ]);
    expect((await admin.get(`${FORMS}/${formId}`)).json).toEqual(created.json);

    const row = (await admin.get(FORMS)).json.find((f: { id: number }) => f.id === formId);
    expect(row).toMatchObject({
      name: 'Dealer check',
      fields: BUILDER_FIELD_TYPES.length,
      assignments: 1,
      results: 0,
    });
    const audit = await t.deps.db
      .selectFrom('audit_entry')
      .select(['action', 'actor_id'])
      .where('target_kind', '=', 'form')
      .where('target_id', '=', String(formId))
      .execute();
    expect(audit).toEqual([{ action: 'form.created', actor_id: adminId }]);
  });

  it('offers an assigned form to the group\u2019s members only, who answer it with a file', async () => {
    const mine = (await member.get('/private/form/')).json.find((f: { id: number }) => f.id === formId);
    expect(mine).toMatchObject({
      name: 'Dealer check',
      required_before_continuing: true,
      last_result_date: null,
    });
    expect((await outsider.get('/private/form/')).json.some((f: { id: number }) => f.id === formId)).toBe(
      false,
    );
    expect((await outsider.get(`/private/form/${formId}`)).status).toBe(404);

    const upload = mine.fields.find((f: { field_type: string }) => f.field_type === 'upload');
    const sent = await postMultipart(t.app, `/private/form/${formId}/result`, memberToken, [
      { name: String(upload.id), filename: 'check.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  });

  it('refuses wrong input with a clear 400 and writes nothing', async () => {
    const before = await counts();
    const bad: [string, unknown][] = [
      ['min above max', draft({ fields: [{ type: 'number', names: names('N'), min: 5, max: 1 }] })],
      ['a choice without options', draft({ fields: [{ type: 'single_select', names: names('S') }] })],
      [
        'options on a text',
        draft({ fields: [{ type: 'text', names: names('T'), options: [{ names: names('x') }] }] }),
      ],
      ['an unknown type', draft({ fields: [{ type: 'script', names: names('T') }] })],
      ['no name', draft({ names: {} })],
      ['a wrong type', draft({ required_before_continuing: 'yes' })],
      ['a NUL byte', draft({ names: { en_GB: 'A\u0000B' } })],
      ['markup in a name', draft({ names: { en_GB: '<script>alert(1)</script>' } })],
      ['a huge name', draft({ names: { en_GB: 'x'.repeat(100_000) } })],
      ['a huge bound', draft({ fields: [{ type: 'number', names: names('N'), max: 1e300 }] })],
      [
        'too many fields',
        draft({ fields: Array.from({ length: 201 }, () => ({ type: 'text', names: names('T') })) }),
      ],
      ['a window ending before it starts', draft({ start_date: '2026-05-02', stop_date: '2026-05-01' })],
      ['an impossible date', draft({ start_date: '2026-02-30' })],
      ['a bad recurrence', draft({ recurring: '0;2' })],
      ['an unknown user', draft({ audience: { users: [999_999], groups: [] } })],
      ['an unknown group', draft({ audience: { users: [], groups: [999_999] } })],
      ['an unknown category', draft({ category_id: 999_999 })],
      ['a path trick as a locale', draft({ names: { '../../etc': 'x' } })],
      ['a field id of another form', draft({ fields: [{ id: 1, type: 'text', names: names('T') }] })],
    ];
    for (const [what, body] of bad) {
      const answer = await admin.post(FORMS, body);
      expect(answer.status, `${what}: ${answer.body}`).toBe(400);
      expect(answer.json.message, what).toBeTruthy();
    }
    expect((await admin.post(FORMS, '{"names":', { 'content-type': 'application/json' })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('keeps texts with markup in help as plain text, drawn as text by the portal', async () => {
    const help = '<img src=x onerror=alert(1)> 1 < 2';
    const answer = await admin.post(
      FORMS,
      draft({ fields: [{ type: 'description', names: names('About'), help: { en_GB: help } }] }),
    );
    expect(answer.status, answer.body).toBe(200);
    expect(answer.json.fields[0].help.en_GB).toBe(help);
  });

  it('edits a form with results: answered fields are kept for the results, ids stay, nothing half-written', async () => {
    const stored = (await admin.get(`${FORMS}/${formId}`)).json;
    const upload = stored.fields.find((f: { type: string }) => f.type === 'upload');
    expect(upload.answered).toBe(true);
    const result = (await admin.get(`/private/console/received/results?form=${formId}`)).json.items[0];

    // A change whose last field names an unknown option: refused, and the form is as it was.
    const before = await counts();
    const broken = stored.fields.map((f: any, i: number) =>
      i === stored.fields.length - 1
        ? { ...f, type: 'multi_select', options: [{ id: 999_999, names: names('x') }] }
        : f,
    );
    const refused = await admin.put(`${FORMS}/${formId}`, { ...draft(), fields: broken.map(strip) });
    expect(refused.status, refused.body).toBe(400);
    expect(refused.json.code).toBe('unknown_option');
    expect(await counts()).toEqual(before);
    expect((await admin.get(`${FORMS}/${formId}`)).json).toEqual(stored);

    // The upload field goes, the first text is renamed and moved last, an option is added.
    const text = stored.fields.find((f: { type: string }) => f.type === 'text');
    const single = stored.fields.find((f: { type: string }) => f.type === 'single_select');
    const fields = stored.fields
      .filter((f: { id: number }) => f.id !== upload.id && f.id !== text.id)
      .map((f: any) =>
        f.id === single.id ? { ...f, options: [...f.options, { names: names('Green', 'Grün') }] } : f,
      )
      .concat([{ ...text, names: names('Remarks', 'Bemerkungen') }]);
    const changed = await admin.put(`${FORMS}/${formId}`, { ...draft(), fields: fields.map(strip) });
    expect(changed.status, changed.body).toBe(200);
    expect(changed.json.fields.map((f: { id: number }) => f.id)).toEqual(
      fields.map((f: { id: number }) => f.id),
    );
    expect(changed.json.fields.at(-1).names).toEqual(names('Remarks', 'Bemerkungen'));
    expect(changed.json.fields.find((f: { id: number }) => f.id === single.id).options).toHaveLength(3);
    const retired = await t.deps.db
      .selectFrom('form_field')
      .select('retired')
      .where('id', '=', upload.id)
      .executeTakeFirst();
    expect(retired).toEqual({ retired: true });

    // The result still reads with its file, named as it was.
    const read = await admin.get(`/private/console/received/results/${result.id}`);
    expect(read.status, read.body).toBe(200);
    expect(JSON.stringify(read.json)).toContain('check.pdf');
  });

  it('retypes an answered field into a new one, and retires the options answers name', async () => {
    const stored = (await admin.get(`${FORMS}/${formId}`)).json;
    const text = stored.fields.find((f: { names: object }) => JSON.stringify(f.names).includes('Remarks'));
    expect(text.answered).toBe(false);
    // The member answers the text field and the single choice.
    const mine = (await member.get('/private/form/')).json.find((f: { id: number }) => f.id === formId);
    const single = mine.fields.find((f: { field_type: string }) => f.field_type === 'single_select');
    const sent = await postMultipart(t.app, `/private/form/${formId}/result`, memberToken, [
      { name: String(text.id), value: 'Lit' },
      { name: String(single.id), value: String(single.options[0].id) },
    ]);
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);

    const now = (await admin.get(`${FORMS}/${formId}`)).json;
    const fields = now.fields.map((f: any) => {
      if (f.id === text.id) return { ...f, type: 'number' };
      if (f.id === single.id) return { ...f, options: f.options.slice(1) };
      return f;
    });
    const changed = await admin.put(`${FORMS}/${formId}`, { ...draft(), fields: fields.map(strip) });
    expect(changed.status, changed.body).toBe(200);
    const retyped = changed.json.fields.find((f: { type: string; names: object }) =>
      JSON.stringify(f.names).includes('Remarks'),
    );
    expect(retyped).toMatchObject({ type: 'number', answered: false });
    expect(retyped.id).not.toBe(text.id);
    const kept = await t.deps.db
      .selectFrom('form_field_option')
      .select(['id', 'retired'])
      .where('field_id', '=', single.id)
      .orderBy('position')
      .execute();
    expect(kept.find((o) => o.id === single.options[0].id)?.retired).toBe(true);
    // Both answers still read under their fields' names and the option's.
    const results = (await admin.get(`/private/console/received/results?form=${formId}`)).json.items;
    const read = JSON.stringify((await admin.get(`/private/console/received/results/${results[0].id}`)).json);
    expect(read).toContain('Lit');
    expect(read).toContain('Red');
  });

  it('offers a form assigned to a person to them alone, and to everybody again once unassigned', async () => {
    const own = (await admin.post(FORMS, draft({ audience: { users: [memberId], groups: [] } }))).json.id;
    const listed = async (api: Api) =>
      ((await api.get('/private/form/')).json as { id: number }[]).some((f) => f.id === own);
    expect(await listed(member)).toBe(true);
    expect(await listed(outsider)).toBe(false);
    expect((await admin.get(FORMS)).json.find((f: { id: number }) => f.id === own).assignments).toBe(1);
    const open = await admin.put(`${FORMS}/${own}`, draft({ audience: { users: [], groups: [] } }));
    expect(open.status, open.body).toBe(200);
    expect(await listed(outsider)).toBe(true);
    expect(
      await t.deps.db.selectFrom('form_assignment').select('user_id').where('form_id', '=', own).execute(),
    ).toEqual([]);
  });

  it('refuses to delete a form with results, deletes one without', async () => {
    const refused = await admin.delete(`${FORMS}/${formId}`);
    expect(refused.status).toBe(409);
    expect((await admin.get(`${FORMS}/${formId}`)).status).toBe(200);
    const spare = (await admin.post(FORMS, draft({ audience: { users: [memberId], groups: [] } }))).json.id;
    expect((await admin.delete(`${FORMS}/${spare}`)).status).toBe(204);
    expect((await admin.get(`${FORMS}/${spare}`)).status).toBe(404);
    expect((await admin.delete(`${FORMS}/${spare}`)).status).toBe(404);
    expect((await admin.put(`${FORMS}/${spare}`, draft())).status).toBe(404);
  });

  it('manages form categories: made, renamed, deleted with their forms kept uncategorised', async () => {
    const made = await admin.post(CATEGORIES, { names: names('Checks'), position: 3 });
    expect(made.status, made.body).toBe(200);
    expect(made.json).toMatchObject({ name: 'Checks', names: names('Checks'), position: 3, forms: 0 });
    const id = made.json.id;
    const form = (await admin.post(FORMS, draft({ category_id: id }))).json;
    expect((await admin.get(CATEGORIES)).json.find((c: { id: number }) => c.id === id).forms).toBe(1);
    const renamed = await admin.put(`${CATEGORIES}/${id}`, { names: { en_GB: 'Audits' }, position: 1 });
    expect(renamed.json).toMatchObject({ name: 'Audits', names: { en_GB: 'Audits' }, position: 1 });
    expect((await admin.put(`${CATEGORIES}/${id}`, { names: { en_GB: 'A\u0000' } })).status).toBe(400);
    expect((await admin.put(`${CATEGORIES}/999999`, { names: { en_GB: 'X' } })).status).toBe(404);
    expect((await admin.delete(`${CATEGORIES}/${id}`)).status).toBe(204);
    expect((await admin.get(`${FORMS}/${form.id}`)).json.category_id).toBeNull();
    expect((await admin.delete(`${CATEGORIES}/${id}`)).status).toBe(404);
  });

  it('refuses every builder call to anyone but an administrator', async () => {
    const before = await counts();
    for (const api of [member, client(t.app)]) {
      expect((await api.get(FORMS)).status).toBeGreaterThanOrEqual(401);
      expect((await api.post(FORMS, draft())).status).toBeGreaterThanOrEqual(401);
      expect((await api.put(`${FORMS}/${formId}`, draft())).status).toBeGreaterThanOrEqual(401);
      expect((await api.delete(`${FORMS}/${formId}`)).status).toBeGreaterThanOrEqual(401);
      expect((await api.post(CATEGORIES, { names: names('X') })).status).toBeGreaterThanOrEqual(401);
    }
    expect(await counts()).toEqual(before);
  });
});

/** A stored field as the builder sends it back: without what only the server tells. */
function strip({ answered: _, ...field }: Record<string, unknown>) {
  const type = field.type as string;
  return {
    ...field,
    min: ['number', 'countries'].includes(type) ? field.min : null,
    max: ['number', 'countries'].includes(type) ? field.max : null,
  };
}
