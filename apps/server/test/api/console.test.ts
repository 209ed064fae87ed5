import { ROUTES, routePath } from '@vitrine/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, guestToken, signIn } from '../support/http.ts';
import { addPerson, PERSON_PASSWORD } from '../support/people.ts';
import { startSmtp } from '../support/smtp.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

type Api = ReturnType<typeof client>;

const REQUEST = {
  company: 'Fjordlys Lamper AS',
  vat_number: 'DE123456789',
  first_name: 'Greta',
  last_name: 'Lindqvist',
  street: 'Hafenstraße',
  street_number: '12',
  zip_code: '20457',
  city: 'Hamburg',
  country: 'DE',
  phone_number: '+49 40 000000',
  email: 'greta@fjordlys.example',
};

describe.each(dialects)('operator console on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: Api;
  let adminId: number;
  let plain: Api;
  let plainId: number;
  let groupId: number;

  const auditCount = async () => (await t.deps.db.selectFrom('audit_entry').select('id').execute()).length;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url });
    ({ id: adminId, api: admin } = await addPerson(t, 'ops@vitrine.example', {
      admin: true,
      firstName: 'Olga',
      lastName: 'Operator',
    }));
    ({ id: plainId, api: plain } = await addPerson(t, 'plain@vitrine.example', { firstName: 'Paul' }));
    groupId = (await admin.get('/private/console/groups')).json[0].id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers every console call to a signed-in administrator only', async () => {
    const guest = client(t.app, { token: await guestToken(t.app) });
    const anonymous = client(t.app);
    // Every console call of the contract, whichever section's table it is in.
    const consoleCalls = ROUTES.filter((spec) => spec.path.startsWith('/private/console/'));
    expect(consoleCalls.length).toBeGreaterThan(20);
    for (const spec of consoleCalls) {
      const url = routePath(spec, { id: plainId });
      const call = (api: Api) =>
        spec.method === 'GET'
          ? api.get(url)
          : spec.method === 'PATCH'
            ? api.patch(url, { first_name: 'X' })
            : spec.method === 'DELETE'
              ? api.delete(url)
              : spec.method === 'PUT'
                ? api.put(url, {})
                : api.post(url, {});
      expect((await call(anonymous)).status, `${spec.operationId} without a session`).toBe(401);
      const asGuest = await call(guest);
      expect(asGuest.status, `${spec.operationId} as a guest`).toBe(403);
      const asUser = await call(plain);
      expect(asUser.status, `${spec.operationId} as a user`).toBe(403);
      expect(asUser.json.code).toBe('admin_only');
    }
    // Nothing was written by any of those calls.
    expect(await auditCount()).toBe(0);
  });

  it('approves a request: the account in the chosen group, a German welcome mail, a password set from it', async () => {
    expect((await client(t.app, { locale: 'de_DE' }).post('/public/user/request', REQUEST)).status).toBe(200);
    const open = await admin.get('/private/console/account-requests?status=open&q=fjordlys');
    expect(open.status).toBe(200);
    expect(open.json.total).toBe(1);
    const [request] = open.json.items;
    expect(request).toMatchObject({
      email: REQUEST.email,
      company: REQUEST.company,
      first_name: 'Greta',
      status: 'open',
      locale: 'de_DE',
      decided_by: null,
    });
    expect(request.details.vat_number).toBe('DE123456789');

    const approved = await admin.post(`/private/console/account-requests/${request.id}/approve`, {
      group_id: groupId,
      roles: ['visitation_field'],
    });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ status: 'approved', decided_by: { id: adminId } });
    expect(approved.json.user_id).toBeGreaterThan(0);

    const mail = await smtp.waitFor(REQUEST.email, 10_000, /auth\/reset\//);
    expect(mail.subject).toMatch(/Konto/);
    expect(mail.text).toContain('Hallo Greta');
    const link = /(\/de-DE\/auth\/reset\/[\w-]+)/.exec(mail.text ?? '')![1];
    const token = link.split('/').pop()!;
    // No sign-in before a password is chosen.
    expect(
      (await client(t.app).post('/public/auth/token', { username: REQUEST.email, password: 'x' })).status,
    ).not.toBe(200);
    const set = await client(t.app, { token }).patch('/private/profile/change', {
      password: 'greta-chooses-2026',
    });
    expect(set.status).toBe(200);
    const { api: greta } = await signIn(t.app, REQUEST.email, 'greta-chooses-2026');
    const profile = (await greta.get('/private/profile/')).json;
    expect(profile).toMatchObject({ first_name: 'Greta', last_name: 'Lindqvist', city: 'Hamburg' });

    const user = (await admin.get(`/private/console/users/${approved.json.user_id}`)).json;
    expect(user).toMatchObject({
      email: REQUEST.email,
      company: REQUEST.company,
      group: { id: groupId },
      roles: ['visitation_field'],
      disabled: false,
      locale: 'de_DE',
    });
    expect(user.last_sign_in_at).not.toBeNull();

    // Decided once: a second decision is refused and changes nothing.
    const again = await admin.post(`/private/console/account-requests/${request.id}/refuse`, {});
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('request_decided');
    const log = (await admin.get('/private/console/audit?target_kind=account_request')).json;
    expect(log.items[0]).toMatchObject({
      action: 'account_request.approved',
      actor: { id: adminId, name: 'Olga Operator', email: 'ops@vitrine.example' },
      target_label: REQUEST.email,
      after: { status: 'approved', group_id: groupId },
    });
  });

  it('refuses a request with a message the applicant reads, and refuses bad decisions without a trace', async () => {
    const applicant = { ...REQUEST, email: 'sven@kontor.example', company: 'Kontor AB', first_name: 'Sven' };
    expect((await client(t.app, { locale: 'sv_SE' }).post('/public/user/request', applicant)).status).toBe(
      200,
    );
    const { id } = (await admin.get('/private/console/account-requests?q=kontor')).json.items[0];
    const before = await auditCount();
    for (const body of [
      { group_id: 999_999 },
      { group_id: 'one' },
      { group_id: groupId, roles: ['emperor'] },
      { group_id: groupId, roles: ['visitation_field', 'visitation_planner'] },
      { group_id: groupId, extra: true },
    ]) {
      const r = await admin.post(`/private/console/account-requests/${id}/approve`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(['group_id', 'roles', 'roles.0', 'roles.1', 'extra', undefined], JSON.stringify(body)).toContain(
        r.json.field,
      );
    }
    expect(
      (await admin.post('/private/console/account-requests/999999/approve', { group_id: groupId })).status,
    ).toBe(404);
    expect(
      (await admin.post(`/private/console/account-requests/${id}/refuse`, { message: 'a\u0000b' })).status,
    ).toBe(400);
    expect(await auditCount()).toBe(before);
    expect(
      await t.deps.db
        .selectFrom('portal_user')
        .select('id')
        .where('email', '=', applicant.email)
        .executeTakeFirst(),
    ).toBeUndefined();

    const refused = await admin.post(`/private/console/account-requests/${id}/refuse`, {
      message: 'We only work with retailers in the DACH region.',
    });
    expect(refused.status).toBe(200);
    expect(refused.json).toMatchObject({
      status: 'refused',
      decision_message: 'We only work with retailers in the DACH region.',
    });
    const mail = await smtp.waitFor(applicant.email, 10_000, /DACH/);
    expect(mail.text).toContain('Sven');
    expect((await admin.get('/private/console/account-requests?status=refused')).json.items[0].id).toBe(id);
  });

  it('finds, sorts and pages users, filtered by group, role and state; bad queries get a 400', async () => {
    for (let i = 0; i < 3; i++)
      await addPerson(t, `paging-${i}@kettle.example`, { firstName: `Kettle${i}`, lastName: 'Zeta' });
    const found = (await admin.get('/private/console/users?q=kettle&sort=email&dir=desc&pageSize=2')).json;
    expect(found.total).toBe(3);
    expect(found.items.map((u: { email: string }) => u.email)).toEqual([
      'paging-2@kettle.example',
      'paging-1@kettle.example',
    ]);
    const second = (await admin.get('/private/console/users?q=kettle&sort=email&dir=desc&pageSize=2&page=2'))
      .json;
    expect(second.items.map((u: { email: string }) => u.email)).toEqual(['paging-0@kettle.example']);
    expect((await admin.get('/private/console/users?q=Zeta Kettle1')).json.total).toBe(1);
    const admins = (await admin.get('/private/console/users?role=administrator')).json;
    expect(admins.items.every((u: { roles: string[] }) => u.roles.includes('administrator'))).toBe(true);
    const field = (await admin.get('/private/console/users?role=visitation_field')).json;
    expect(field.items.map((u: { email: string }) => u.email)).toContain(REQUEST.email);
    const grouped = (await admin.get(`/private/console/users?group_id=${groupId}&pageSize=100`)).json;
    expect(grouped.items.every((u: { group: { id: number } }) => u.group.id === groupId)).toBe(true);
    // A search for LIKE's wildcards finds them as typed, not everything.
    expect((await admin.get('/private/console/users?q=%25')).json.total).toBe(0);

    for (const query of [
      'pageSize=1000',
      'page=0',
      'sort=password_hash',
      'dir=sideways',
      'role=emperor',
      'state=maybe',
      'group_id=-1',
      `q=${'x'.repeat(500)}`,
      'q=%00',
      'unknown=1',
    ]) {
      const r = await admin.get(`/private/console/users?${query}`);
      expect(r.status, query).toBe(400);
      expect(r.json.code, query).toBe('validation_error');
    }
  });

  it('changes roles, group and state; disabling ends the sessions at once; the last administrator stays', async () => {
    const { id, api: person } = await addPerson(t, 'changing@vitrine.example', { firstName: 'Chris' });
    expect((await person.get('/private/profile/')).status).toBe(200);
    const changed = await admin.patch(`/private/console/users/${id}`, {
      roles: ['administrator', 'visitation_planner'],
      company: 'Vitrine Ops',
      group_id: groupId,
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({
      roles: ['administrator', 'visitation_planner'],
      company: 'Vitrine Ops',
      group: { id: groupId },
      active_sessions: 1,
    });
    // Now an administrator: the console answers them.
    expect((await person.get('/private/console/users')).status).toBe(200);

    const disabled = await admin.patch(`/private/console/users/${id}`, { disabled: true });
    expect(disabled.json).toMatchObject({ disabled: true, active_sessions: 0 });
    expect((await person.get('/private/profile/')).status).toBe(401);
    expect(
      (
        await client(t.app).post('/public/auth/token', {
          username: 'changing@vitrine.example',
          password: PERSON_PASSWORD,
        })
      ).json.code,
    ).toBe('account_disabled');
    expect((await admin.post(`/private/console/users/${id}/reset-mail`)).status).toBe(409);
    expect((await admin.patch(`/private/console/users/${id}`, { disabled: false })).json.disabled).toBe(
      false,
    );

    const log = (await admin.get(`/private/console/audit?target_kind=user&target_id=${id}`)).json;
    expect(log.items.map((e: { action: string }) => e.action)).toEqual([
      'user.changed',
      'user.changed',
      'user.changed',
    ]);
    expect(log.items.at(-1)).toMatchObject({
      before: { roles: [], company: '', group_id: null },
      after: { roles: ['administrator', 'visitation_planner'], company: 'Vitrine Ops', group_id: groupId },
    });

    // Bad changes: a 400 with the field, nothing written.
    const before = await auditCount();
    for (const body of [
      {},
      { first_name: '' },
      { first_name: '<script>alert(1)</script>' },
      { roles: ['visitation_field', 'visitation_planner'] },
      { group_id: 999_999 },
      { disabled: 'yes' },
      { locale: 'klingon' },
      { is_admin: true },
    ]) {
      const r = await admin.patch(`/private/console/users/${id}`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.patch('/private/console/users/999999', { company: 'x' })).status).toBe(404);
    expect(await auditCount()).toBe(before);

    // The last enabled administrator cannot lose the role or be disabled (the demo's is disabled first).
    await admin.patch(`/private/console/users/${id}`, { roles: [] });
    const demoAdmin = (await admin.get('/private/console/users?q=admin@vitrine.example')).json.items[0];
    expect((await admin.patch(`/private/console/users/${demoAdmin.id}`, { disabled: true })).status).toBe(
      200,
    );
    const last = await admin.patch(`/private/console/users/${adminId}`, { roles: [] });
    expect(last.status).toBe(409);
    expect(last.json.code).toBe('last_administrator');
    expect((await admin.patch(`/private/console/users/${adminId}`, { disabled: true })).status).toBe(409);
    await admin.patch(`/private/console/users/${demoAdmin.id}`, { disabled: false });
  });

  it('ends sessions, mails a reset in the person\u2019s language, makes users and exports one', async () => {
    const { id, api: person } = await addPerson(t, 'sessions@vitrine.example', { firstName: 'Sam' });
    const ended = await admin.post(`/private/console/users/${id}/end-sessions`);
    expect(ended.json.active_sessions).toBe(0);
    expect((await person.get('/private/profile/')).status).toBe(401);

    await admin.patch(`/private/console/users/${id}`, { locale: 'fr_FR' });
    expect((await admin.post(`/private/console/users/${id}/reset-mail`)).status).toBe(200);
    const reset = await smtp.waitFor('sessions@vitrine.example', 10_000, /auth\/reset\//);
    expect(reset.text).toContain('/fr-FR/auth/reset/');

    const made = await admin.post('/private/console/users', {
      email: 'New.Person@Vitrine.example',
      first_name: 'Nora',
      last_name: 'New',
      group_id: groupId,
      roles: ['visitation_planner'],
      locale: 'de_DE',
    });
    expect(made.status).toBe(200);
    const invite = await smtp.waitFor('new.person@vitrine.example', 10_000, /auth\/reset\//);
    expect(invite.text).toContain('Hallo Nora');
    const taken = await admin.post('/private/console/users', {
      email: 'new.person@vitrine.example',
      first_name: 'Nora',
      last_name: 'Again',
      group_id: groupId,
    });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ code: 'email_taken', field: 'email' });

    const exported = await admin.get(`/private/console/users/${made.json.id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toContain(`user-${made.json.id}.json`);
    const document = JSON.parse(exported.body);
    expect(document.account).toMatchObject({
      email: 'new.person@vitrine.example',
      roles: ['visitation_planner'],
    });
    expect(document.changes[0]).toMatchObject({ action: 'user.created' });
    expect(document.account.password_hash).toBeUndefined();
  });

  it('deletes a person with what they stored, keeps the log, and never oneself or the last administrator', async () => {
    const { id, api: person } = await addPerson(t, 'leaving@vitrine.example', { firstName: 'Lea' });
    expect(
      (await person.post('/private/report/', { name: 'Bye', description: 'Leaving the company' })).status,
    ).toBe(200);
    const answer = await admin.get(`/private/console/users/${id}/export`);
    expect(answer.status, answer.body).toBe(200);
    const exported = JSON.parse(answer.body);
    expect(exported.reports.map((r: { name: string }) => r.name)).toEqual(['Bye']);
    expect(exported.form_results).toEqual([]);

    expect((await admin.delete(`/private/console/users/${adminId}`)).status).toBe(409);
    const deleted = await admin.delete(`/private/console/users/${id}`);
    expect(deleted.status).toBe(204);
    expect((await person.get('/private/profile/')).status).toBe(401);
    expect((await admin.get(`/private/console/users/${id}`)).status).toBe(404);
    expect(await t.deps.db.selectFrom('report').select('id').where('name', '=', 'Bye').execute()).toEqual([]);
    expect((await admin.delete(`/private/console/users/${id}`)).status).toBe(404);
    const log = (await admin.get(`/private/console/audit?target_kind=user&target_id=${id}`)).json;
    expect(log.items[0]).toMatchObject({
      action: 'user.deleted',
      target_label: 'leaving@vitrine.example',
      after: null,
    });
    expect(log.items[0].before).toMatchObject({ email: 'leaving@vitrine.example' });
  });

  it('lists live shares with their downloads, and a revoked link answers 410 Gone', async () => {
    const { api: dana } = await signIn(t.app);
    const assets = (await dana.get('/private/media/?itemsPerPage=20&page=1')).json as {
      name: string;
      url: string;
      ext: string;
    }[];
    const picture = assets.find((a) => a.ext.toLowerCase() === 'pdf')!;
    // The test portal draws no demo files: this one is stored for the link to stream.
    const { storage_key } = await t.deps.db
      .selectFrom('asset')
      .select('storage_key')
      .where('name', '=', picture.name)
      .executeTakeFirstOrThrow();
    await t.deps.storage.put(storage_key, Buffer.from('%PDF-1.4\n% a datasheet\n%%EOF\n'), 'application/pdf');
    const to = 'buyer@retail.example';
    expect(
      (
        await dana.post('/pim/asset/asset/share', {
          email: to,
          files: [{ name: picture.name, url: picture.url }],
        })
      ).status,
    ).toBe(200);
    const mail = await smtp.waitFor(to);
    const link = /http:\/\/[^/\s]+(\/pim\/asset\/download\/\S+)/.exec(mail.text ?? '')![1];

    const listed = (await admin.get('/private/console/shares?q=retail.example')).json;
    expect(listed.total).toBe(1);
    const [share] = listed.items;
    expect(share).toMatchObject({
      recipient: to,
      file_count: 1,
      download_count: 0,
      revoked_at: null,
      sender: { name: 'Dana Demo' },
    });
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    expect((await admin.get('/private/console/shares?q=retail.example')).json.items[0]).toMatchObject({
      download_count: 1,
    });

    const revoked = await admin.post(`/private/console/shares/${share.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.json.revoked_at).not.toBeNull();
    const gone = await t.app.inject({ method: 'GET', url: link });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'link_revoked' });
    const page = await t.app.inject({
      method: 'GET',
      url: link,
      headers: { accept: 'text/html', 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('zurückgezogen');
    expect((await admin.post(`/private/console/shares/${share.id}/revoke`)).status).toBe(409);
    expect((await admin.post('/private/console/shares/not-a-uuid/revoke')).status).toBe(400);
    expect(
      (await admin.post('/private/console/shares/00000000-0000-4000-8000-000000000000/revoke')).status,
    ).toBe(404);
    expect(
      (await admin.get('/private/console/shares?state=revoked')).json.items.map((s: { id: string }) => s.id),
    ).toContain(share.id);
    expect((await admin.get('/private/console/audit?target_kind=share')).json.items[0]).toMatchObject({
      action: 'share.revoked',
      target_id: share.id,
    });
  });

  it('makes, renames, opens and moves groups; registration offers the open ones by their names', async () => {
    const made = await admin.post('/private/console/groups', {
      code: 'architects',
      names: { en_GB: 'Architects', de_DE: 'Architekten' },
      is_public: true,
    });
    expect(made.status).toBe(200);
    expect(made.json).toMatchObject({ code: 'architects', name: 'Architects', is_public: true, members: 0 });
    const offered = async (locale: string) =>
      (
        (await client(t.app, { locale }).get('/public/user/register/groups')).json as {
          id: number;
          name: string;
        }[]
      ).find((g) => g.id === made.json.id)?.name;
    expect(await offered('de_DE')).toBe('Architekten');

    const renamed = await admin.patch(`/private/console/groups/${made.json.id}`, {
      names: { en_GB: 'Architects & planners', de_DE: 'Architekten & Planer' },
      position: 0,
    });
    expect(renamed.json).toMatchObject({ name: 'Architects & planners', position: 0 });
    expect(await offered('de_DE')).toBe('Architekten & Planer');
    const closed = await admin.patch(`/private/console/groups/${made.json.id}`, { is_public: false });
    expect(closed.json.is_public).toBe(false);
    expect(await offered('en_GB')).toBeUndefined();

    const before = await auditCount();
    for (const body of [
      { code: 'architects', names: { en_GB: 'Again' } },
      { code: 'Bad Code', names: { en_GB: 'x' } },
      { code: 'ok', names: {} },
      { code: 'ok', names: { english: 'x' } },
      { code: 'ok', names: { en_GB: '<b>x</b>' } },
      { code: 'ok', names: { en_GB: 'x' }, members: 3 },
    ]) {
      const r = await admin.post('/private/console/groups', body);
      expect([400, 409], JSON.stringify(body)).toContain(r.status);
    }
    for (const body of [{}, { position: -1 }, { is_public: 'yes' }, { names: { en_GB: '' } }])
      expect(
        (await admin.patch(`/private/console/groups/${made.json.id}`, body)).status,
        JSON.stringify(body),
      ).toBe(400);
    expect((await admin.patch('/private/console/groups/999999', { is_public: true })).status).toBe(404);
    expect(await auditCount()).toBe(before);
    const log = (await admin.get(`/private/console/audit?target_kind=group&target_id=${made.json.id}`)).json;
    expect(log.items.map((e: { action: string }) => e.action)).toEqual([
      'group.changed',
      'group.changed',
      'group.created',
    ]);
  });

  it('lists every group with its members, and the audit log newest first with bad queries refused', async () => {
    const groups = (await admin.get('/private/console/groups')).json as { id: number; members: number }[];
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.find((g) => g.id === groupId)!.members).toBeGreaterThan(0);
    const log = (await admin.get('/private/console/audit?pageSize=5')).json;
    expect(log.items).toHaveLength(5);
    const times = log.items.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    for (const query of ['pageSize=0', 'target_kind=password', 'page=x'])
      expect((await admin.get(`/private/console/audit?${query}`)).status, query).toBe(400);
  });
});
