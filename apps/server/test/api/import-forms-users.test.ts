import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importForms } from '../../src/import/forms-import.ts';
import { importUsers } from '../../src/import/users-import.ts';
import { client, signIn } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../../examples/import');
const FORM_FILE = path.join(EXAMPLES, 'forms/service-request.json');
const USERS_FILE = path.join(EXAMPLES, 'users.csv');

describe.each(dialects)('form and user imports on %s', (dialect) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let token: string;
  const write = (name: string, text: string) => {
    const file = path.join(t.dataDir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  const formId = async (code: string) =>
    (await t.deps.db.selectFrom('form').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const users = () =>
    t.deps.db
      .selectFrom('portal_user')
      .select([
        'email',
        'first_name',
        'last_name',
        'group_id',
        'is_company',
        'country',
        'date_of_birth',
        'locale',
        'disabled',
        'must_reset_password',
        'password_hash',
        'updated_at',
      ])
      .orderBy('email')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ api, token } = await signIn(t.app));
    // The demo portal takes a while to build on a busy machine.
  }, 180_000);
  afterAll(() => t.close());

  it('imports the example form, read back in two languages; a second import writes nothing', async () => {
    const report = await importForms(t.deps, FORM_FILE);
    expect(report).toMatchObject({ read: 1, created: 1, updated: 0, unchanged: 0, rejected: 0 });
    const id = await formId('service-request');
    const en = (await api.get(`/private/form/${id}`)).json;
    expect(en).toMatchObject({ name: 'Service request', category: { name: 'After-sales' } });
    expect(en.fields.map((f: { field_type: string }) => f.field_type)).toEqual([
      'title',
      'text',
      'single_select',
      'date',
      'upload',
    ]);
    expect(en.fields[1]).toMatchObject({ is_required: true, tooltip: 'On the label, e.g. EX-1000' });
    const de = (await client(t.app, { token, locale: 'de_DE' }).get(`/private/form/${id}`)).json;
    expect(de.name).toBe('Serviceanfrage');
    expect(de.fields[2].options.map((o: { name: string }) => o.name)).toEqual([
      'Lässt sich nicht einschalten',
      'Flackert',
      'Transportschaden',
    ]);

    const again = await importForms(t.deps, FORM_FILE);
    expect(again).toMatchObject({ read: 1, created: 0, updated: 0, unchanged: 1, rejected: 0 });
  });

  it('a changed form keeps the fields and options its results name', async () => {
    const id = await formId('service-request');
    const before = (await api.get(`/private/form/${id}`)).json;
    const select = before.fields[2];
    const dateField = before.fields[3];
    // A result already sent, answering the select and the date.
    const { id: resultId } = await t.deps.db
      .insertInto('form_result')
      .values({ form_id: id, user_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('form_result_answer')
      .values([
        {
          result_id: resultId,
          field_id: select.id,
          value_json: JSON.stringify({ options: [select.options[2].id], custom: [] }),
        },
        { result_id: resultId, field_id: dateField.id, value_text: '2026-01-02' },
      ])
      .execute();

    const json = JSON.parse(fs.readFileSync(FORM_FILE, 'utf8'));
    const form = json.forms[0];
    form.names.en_GB = 'Repair request';
    // The third option goes, the date field becomes a number field, the upload goes.
    form.fields[2].options = form.fields[2].options.slice(0, 2);
    form.fields[3] = { type: 'number', names: { en_GB: 'Lamps affected' }, min: 1 };
    form.fields.pop();
    const report = await importForms(t.deps, write('forms.json', JSON.stringify(json, null, 2)));
    expect(report).toMatchObject({ created: 0, updated: 1, unchanged: 0, rejected: 0 });

    const after = (await api.get(`/private/form/${id}`)).json;
    expect(after.name).toBe('Repair request');
    expect(after.fields.map((f: { field_type: string }) => f.field_type)).toEqual([
      'title',
      'text',
      'single_select',
      'number',
    ]);
    // Kept fields keep their ids; the answered select keeps its first options' ids.
    expect(after.fields.slice(0, 3).map((f: { id: number }) => f.id)).toEqual(
      before.fields.slice(0, 3).map((f: { id: number }) => f.id),
    );
    expect(after.fields[2].options.map((o: { id: number }) => o.id)).toEqual(
      select.options.slice(0, 2).map((o: { id: number }) => o.id),
    );
    // The answers still name their field and option: retired, not deleted.
    const answers = await t.deps.db
      .selectFrom('form_result_answer as a')
      .innerJoin('form_field as f', 'f.id', 'a.field_id')
      .select(['f.id', 'f.retired'])
      .where('a.result_id', '=', resultId)
      .orderBy('f.position')
      .execute();
    expect(answers).toEqual([
      { id: select.id, retired: false },
      { id: dateField.id, retired: true },
    ]);
    const option = await t.deps.db
      .selectFrom('form_field_option')
      .select('retired')
      .where('id', '=', select.options[2].id)
      .executeTakeFirstOrThrow();
    expect(option.retired).toBe(true);
    // The unanswered upload field is gone.
    expect(
      await t.deps.db.selectFrom('form_field').select('id').where('id', '=', before.fields[4].id).execute(),
    ).toEqual([]);
  });

  it('refuses bad forms one by one with their reasons; the good one imports', async () => {
    const file = write(
      'bad-forms.json',
      JSON.stringify(
        {
          forms: [
            {
              code: 'ok-form',
              names: { en_GB: 'Fine' },
              fields: [{ type: 'text', names: { en_GB: 'Name' } }],
            },
            { code: 'bad-type', names: { en_GB: 'X' }, fields: [{ type: 'slider', names: { en_GB: 'Y' } }] },
            { code: 'bad-locale', names: { xx_XX: 'X' }, fields: [] },
            { code: 'bad-category', category: 'nowhere', names: { en_GB: 'X' }, fields: [] },
            { code: 'ok-form', names: { en_GB: 'Twice' }, fields: [] },
            { code: 'bad date', names: { en_GB: 'X' }, startDate: '2026-02-30', fields: [] },
          ],
        },
        null,
        1,
      ),
    );
    const report = await importForms(t.deps, file);
    expect(report).toMatchObject({ read: 6, created: 1, rejected: 5 });
    const reasons = report.rejections.map((r) => `${r.line} ${r.column}: ${r.reason}`);
    expect(reasons.join('\n')).toMatch(/forms\.1\.fields\.0\.type: the type is one of/);
    expect(reasons.join('\n')).toMatch(/names\.xx_XX: unknown locale "xx_XX"/);
    expect(reasons.join('\n')).toMatch(/category: unknown form category "nowhere"/);
    expect(reasons.join('\n')).toMatch(/code: duplicate form code "ok-form"/);
    expect(reasons.join('\n')).toMatch(/forms\.5\.code: a code of letters/);
    expect(reasons.join('\n')).toMatch(/forms\.5\.startDate: not a real date/);
    // Each names the line of its entry.
    expect(report.rejections.every((r) => r.line > 1)).toBe(true);
    expect(await t.deps.db.selectFrom('form').select('code').where('code', 'like', 'bad%').execute()).toEqual(
      [],
    );
  });

  it('imports users without a usable password, flagged to set one; a second import writes nothing', async () => {
    const before = (await users()).length;
    const report = await importUsers(t.deps, USERS_FILE);
    expect(report).toMatchObject({ read: 3, created: 3, updated: 0, unchanged: 0, rejected: 0 });
    const anna = (await users()).find((u) => u.email === 'anna.berg@example.com')!;
    expect(anna).toMatchObject({
      first_name: 'Anna',
      last_name: 'Berg',
      is_company: true,
      country: 'DE',
      locale: 'de_DE',
      disabled: false,
      must_reset_password: true,
    });
    expect(String(anna.date_of_birth)).toContain('1984');
    expect(anna.password_hash.startsWith('$argon2')).toBe(false);
    expect((await users()).length).toBe(before + 3);
    // No password signs in: the owner sets one through the reset link.
    const login = await client(t.app).post('/public/auth/token', {
      username: 'anna.berg@example.com',
      password: '!imported',
    });
    expect(login.status).toBe(400);

    const snapshot = JSON.stringify(await users());
    const again = await importUsers(t.deps, USERS_FILE);
    expect(again).toMatchObject({ read: 3, created: 0, updated: 0, unchanged: 3, rejected: 0 });
    expect(JSON.stringify(await users())).toBe(snapshot);
  });

  it('updates users by e-mail in any case, only what changed', async () => {
    const file = write(
      'users.csv',
      'email,last_name,city\nANNA.BERG@example.com,Berg-Lund,Hamburg\ntom.hughes@example.com,Hughes,London\n',
    );
    const before = await users();
    const report = await importUsers(t.deps, file);
    expect(report).toMatchObject({ read: 2, created: 0, updated: 1, unchanged: 1, rejected: 0 });
    const after = await users();
    const anna = after.find((u) => u.email === 'anna.berg@example.com')!;
    expect(anna).toMatchObject({ last_name: 'Berg-Lund', first_name: 'Anna', country: 'DE' });
    const tom = (list: typeof before) =>
      JSON.stringify(list.find((u) => u.email === 'tom.hughes@example.com'));
    expect(tom(after)).toBe(tom(before));
  });

  it('refuses bad user rows with their reasons and changes nothing else', async () => {
    const file = write(
      'users-bad.csv',
      [
        'email,first_name,group,date_of_birth,country,locale',
        'not-an-email,A,dealers,,,',
        'b@example.com,B,nobody,,,',
        'c@example.com,C,,2023-02-30,,',
        'd@example.com,D\u0000x,,,,',
        'e@example.com,E,,,ZZ,',
        'f@example.com,F,,,,xx_XX',
        'g@example.com,G,,,,',
        'G@example.com,G2,,,,',
      ].join('\n'),
    );
    const report = await importUsers(t.deps, file);
    expect(report).toMatchObject({ read: 8, created: 1, rejected: 7 });
    expect(report.rejections.map((r) => `${r.line} ${r.column}: ${r.reason}`)).toEqual([
      '2 email: "not-an-email" is not an e-mail address',
      '3 group: unknown group "nobody"',
      '4 date_of_birth: "2023-02-30" is not a possible date (YYYY-MM-DD)',
      '5 first_name: the value holds a NUL or control character',
      '6 country: unknown country code "ZZ"',
      '7 locale: unknown locale "xx_XX"',
      '9 email: duplicate e-mail "g@example.com" in the file',
    ]);
    const refused = await t.deps.db
      .selectFrom('portal_user')
      .select('email')
      .where('email', 'in', ['b@example.com', 'c@example.com', 'd@example.com', 'e@example.com'])
      .execute();
    expect(refused).toEqual([]);

    const secret = await importUsers(t.deps, write('users-pw.csv', 'email,password\nh@example.com,secret\n'));
    expect(secret).toMatchObject({ created: 0, rejected: 1 });
    expect(secret.rejections[0]).toMatchObject({ line: 1, column: 'password' });
  });

  it('--full disables absent users, never the last administrator, and a dry run writes nothing', async () => {
    const admins = await t.deps.db
      .selectFrom('portal_user')
      .select('email')
      .where('is_admin', '=', true)
      .execute();
    const snapshot = JSON.stringify(await users());
    const dry = await importUsers(t.deps, USERS_FILE, { full: true, dryRun: true });
    expect(dry.archived).toBeGreaterThan(0);
    expect(JSON.stringify(await users())).toBe(snapshot);

    const report = await importUsers(t.deps, USERS_FILE, { full: true });
    expect(report.archived).toBe(dry.archived);
    const enabled = await t.deps.db
      .selectFrom('portal_user')
      .select(['email', 'is_admin'])
      .where('disabled', '=', false)
      .where('hidden', '=', false)
      .execute();
    const imported = ['anna.berg@example.com', 'claire.dubois@example.com', 'tom.hughes@example.com'];
    expect(
      enabled
        .filter((u) => !u.is_admin)
        .map((u) => u.email)
        .sort(),
    ).toEqual(imported);
    if (admins.length) expect(enabled.filter((u) => u.is_admin)).toHaveLength(1);
    // Nothing deleted.
    expect((await users()).length).toBe(JSON.parse(snapshot).length);
  });
});
