import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.ts';
import { client, signIn } from '../support/http.ts';
import { API, createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const address = {
  name: 'Café Lumen',
  street: 'Rue des Lilas',
  street_number: '12',
  zip_code: '75011',
  city: 'Paris',
  country: 'FR',
  details: 'Courtyard, second door',
};
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

type Api = ReturnType<typeof client> & {
  put: (url: string, body: unknown) => ReturnType<ReturnType<typeof client>['get']>;
};

describe.each(dialects)('visitations on %s', (dialect) => {
  let t: TestApp;
  /** The demo user: a planner. */
  let planner: Api;
  let plannerId: number;
  /** A customer without any part in visits. */
  let plain: Api;
  let plainId: number;
  /** Field staff: may be assigned, plans nothing. */
  let field: Api;
  let fieldId: number;
  let guest: ReturnType<typeof client>;

  /** A client with PUT, which the shared one lacks. */
  const withPut = (token: string): Api => ({
    ...client(t.app, { token }),
    put: async (url, body) => {
      const r = await t.app.inject({
        method: 'PUT',
        url: `${API}${url}`,
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      return { status: r.statusCode, headers: r.headers, json: r.json(), body: r.body };
    },
  });
  const newUser = async (email: string, first_name: string) => {
    const { id } = await t.deps.db
      .insertInto('portal_user')
      .values({
        email,
        username: email,
        password_hash: await hashPassword('visit-password-1'),
        first_name,
        last_name: 'Test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await signIn(t.app, email, 'visit-password-1');
    return { id, api: withPut(token) };
  };
  const rows = () => t.deps.db.selectFrom('visitation').selectAll().orderBy('id').execute();
  const row = (id: number) =>
    t.deps.db.selectFrom('visitation').selectAll().where('id', '=', id).executeTakeFirst();
  const request = async (api: Api, extra: Record<string, unknown> = {}) => {
    const r = await api.post('/private/visitation/request', { address, wished_date: day(14), ...extra });
    expect(r.status).toBe(200);
    return r.json as { id: number; status: string };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const demo = await signIn(t.app);
    planner = withPut(demo.token);
    plannerId = (await planner.get('/private/profile/')).json.id;
    ({ id: plainId, api: plain } = await newUser('plain@example.com', 'Paula'));
    ({ id: fieldId, api: field } = await newUser('field@example.com', 'Fritz'));
    await t.deps.db.insertInto('visitation_staff').values({ user_id: fieldId, role: 'field' }).execute();
    const config = (await client(t.app).get('/public/config/')).json;
    guest = client(t.app, { token: config.setup.guest_token });
  });
  afterAll(() => t.close());

  it("shows the demo planner's visitations, addresses, assignments and staff", async () => {
    const requested = await planner.get('/private/visitation/requested');
    expect(requested.status).toBe(200);
    expect(requested.json.total).toBe(3);
    expect(requested.json.results.map((v: { status: string }) => v.status)).toEqual([
      'requested',
      'planned',
      'done',
    ]);
    const assigned = await planner.get('/private/visitation/assigned');
    expect(assigned.json.total).toBe(1);
    expect(assigned.json.results[0]).toMatchObject({
      status: 'planned',
      assigned_user: { id: plannerId, first_name: 'Dana', last_name: 'Demo' },
      time_window: { from: '09:00', to: '12:00' },
    });
    const addresses = await planner.get('/private/visitation/address');
    expect(addresses.json.length).toBe(3);
    expect(new Set(addresses.json.map((a: { city: string }) => a.city))).toEqual(
      new Set(['Amsterdam', 'Rotterdam']),
    );
    const staff = await planner.get('/private/visitation/assigned/user');
    expect(staff.status).toBe(200);
    expect(staff.json.map((u: { id: number; role: string }) => [u.id, u.role]).sort()).toEqual(
      [
        [plannerId, 'planner'],
        [fieldId, 'field'],
      ].sort(),
    );
  });

  it('lets a user request, list, read, change and delete their own visit', async () => {
    const created = await plain.post('/private/visitation/request', {
      address: { ...address, country: 'fr' },
      wished_date: day(10),
      time_window: { from: '08:30', to: '10:00' },
      note: 'Bring the <b>new</b> samples & the catalogue',
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      status: 'requested',
      address,
      wished_date: day(10),
      time_window: { from: '08:30', to: '10:00' },
      note: 'Bring the <b>new</b> samples & the catalogue',
      planned_date: null,
      requester: { id: plainId, first_name: 'Paula' },
      assigned_user: null,
    });
    const id = created.json.id;
    expect((await plain.get('/private/visitation/requested')).json).toMatchObject({
      total: 1,
      results: [{ id }],
    });
    expect((await plain.get(`/private/visitation/${id}`)).json).toEqual(created.json);
    expect((await plain.get('/private/visitation/address')).json).toEqual([address]);
    expect((await plain.get('/private/visitation/assigned')).json).toEqual({ results: [], total: 0 });

    const changed = await plain.put(`/private/visitation/${id}`, {
      wished_date: day(12),
      time_window: null,
      note: 'Afternoon is fine too',
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({
      wished_date: day(12),
      time_window: null,
      note: 'Afternoon is fine too',
      address,
    });
    expect(changed.json.updated).toBeGreaterThanOrEqual(created.json.updated);

    const gone = await plain.delete(`/private/visitation/?id=${id}`);
    expect(gone.status).toBe(200);
    expect(await row(id)).toBeUndefined();
    expect((await plain.get(`/private/visitation/${id}`)).status).toBe(404);
  });

  it('refuses the planners’ calls to anyone else, changing nothing', async () => {
    const mine = await request(plain);
    const demoVisit = (await planner.get('/private/visitation/requested')).json.results[0].id;
    const before = await rows();
    const refused = [
      await plain.post('/private/visitation/', { address, planned_date: day(5) }),
      await plain.get('/private/visitation/assigned/user'),
      await plain.get('/private/visitation/requested?scope=all'),
      await plain.put(`/private/visitation/assigned/user/${mine.id}`, { user_id: fieldId }),
      await plain.delete(`/private/visitation/assigned/user/${mine.id}`),
      await plain.put(`/private/visitation/${mine.id}`, { status: 'planned', planned_date: day(5) }),
      await plain.put(`/private/visitation/${mine.id}`, { planned_date: day(5) }),
      await field.post('/private/visitation/', { address, planned_date: day(5) }),
      await field.put(`/private/visitation/assigned/user/${demoVisit}`, { user_id: fieldId }),
    ];
    for (const r of refused) {
      expect(r.status).toBe(403);
      expect(r.json.code).toBe('planner_only');
    }
    expect(await rows()).toEqual(before);
  });

  it("answers 404 for another user's visitation, read or changed, and leaves it as it was", async () => {
    const theirs = await request(plain, { note: 'private' });
    const demoVisits = (await planner.get('/private/visitation/requested')).json.results.map(
      (v: { id: number }) => v.id,
    );
    const before = await rows();
    for (const id of [theirs.id, ...demoVisits]) {
      for (const r of [
        await field.get(`/private/visitation/${id}`),
        await field.put(`/private/visitation/${id}`, { note: 'mine now' }),
        await field.delete(`/private/visitation/?id=${id}`),
      ]) {
        expect(r.status).toBe(404);
        expect(r.json.code).toBe('visitation_not_found');
      }
    }
    const unknown = await field.get('/private/visitation/99999999');
    expect(unknown.json).toEqual({ message: 'Visitation not found', code: 'visitation_not_found' });
    expect((await plain.get(`/private/visitation/${demoVisits[0]}`)).status).toBe(404);
    expect((await field.get('/private/visitation/requested')).json.results).toEqual([]);
    expect((await field.get('/private/visitation/address')).json).toEqual([]);
    expect(await rows()).toEqual(before);
  });

  it('lets a planner plan, assign, unassign and close a request; then its requester may no longer change it', async () => {
    const v = await request(plain);
    const all = await planner.get('/private/visitation/requested?scope=all&status=requested&limit=100');
    expect(all.json.results.map((x: { id: number }) => x.id)).toContain(v.id);

    const noDay = await planner.put(`/private/visitation/${v.id}`, { status: 'planned' });
    expect(noDay.status).toBe(400);
    expect(noDay.json.field).toBe('planned_date');
    const planned = await planner.put(`/private/visitation/${v.id}`, {
      status: 'planned',
      planned_date: day(15),
    });
    expect(planned.json).toMatchObject({ status: 'planned', planned_date: day(15) });

    const locked = await plain.put(`/private/visitation/${v.id}`, { note: 'changed' });
    expect(locked.status).toBe(409);
    expect(locked.json.code).toBe('visitation_locked');
    expect((await plain.delete(`/private/visitation/?id=${v.id}`)).json.code).toBe('visitation_locked');

    const notStaff = await planner.put(`/private/visitation/assigned/user/${v.id}`, { user_id: plainId });
    expect(notStaff.status).toBe(400);
    expect(notStaff.json).toMatchObject({ code: 'user_not_assignable', field: 'user_id' });
    const assigned = await planner.put(`/private/visitation/assigned/user/${v.id}`, { user_id: fieldId });
    expect(assigned.json.assigned_user).toEqual({ id: fieldId, first_name: 'Fritz', last_name: 'Test' });
    expect(
      (await field.get('/private/visitation/assigned')).json.results.map((x: { id: number }) => x.id),
    ).toEqual([v.id]);
    expect((await field.get(`/private/visitation/${v.id}`)).status).toBe(200);
    const staffChange = await field.put(`/private/visitation/${v.id}`, { note: 'done soon' });
    expect(staffChange.status).toBe(403);
    expect(staffChange.json.code).toBe('not_requester');

    const unassigned = await planner.delete(`/private/visitation/assigned/user/${v.id}`);
    expect(unassigned.json.assigned_user).toBeNull();
    expect((await field.get(`/private/visitation/${v.id}`)).status).toBe(404);

    expect((await planner.put(`/private/visitation/${v.id}`, { status: 'done' })).json.status).toBe('done');
    const reopen = await planner.put(`/private/visitation/${v.id}`, { status: 'requested' });
    expect(reopen.status).toBe(409);
    expect(reopen.json.code).toBe('status_change_not_allowed');
    const closed = await planner.put(`/private/visitation/assigned/user/${v.id}`, { user_id: fieldId });
    expect(closed.status).toBe(409);
    expect(closed.json.code).toBe('visitation_closed');
    expect(await row(v.id)).toMatchObject({ status: 'done', assigned_user_id: null, planned_date: day(15) });
  });

  it('lets a planner plan a visit at once and delete any', async () => {
    const r = await planner.post('/private/visitation/', {
      address,
      planned_date: day(3),
      time_window: { from: '14:00', to: '15:30' },
      assigned_user_id: fieldId,
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      status: 'planned',
      planned_date: day(3),
      wished_date: day(3),
      requester: { id: plannerId },
      assigned_user: { id: fieldId },
    });
    const before = await rows();
    const bad = await planner.post('/private/visitation/', {
      address,
      planned_date: day(3),
      assigned_user_id: plainId,
    });
    expect(bad.json).toMatchObject({ code: 'user_not_assignable', field: 'assigned_user_id' });
    expect(await rows()).toEqual(before);

    const theirs = await request(plain);
    expect((await planner.delete(`/private/visitation/?id=${theirs.id}`)).status).toBe(200);
    expect(await row(theirs.id)).toBeUndefined();
    expect((await planner.delete('/private/visitation/?id=99999999')).status).toBe(404);
    expect((await planner.delete('/private/visitation/')).status).toBe(400);
  });

  it('counts administrators as planners, without making them assignable', async () => {
    const { id, api: admin } = await newUser('admin@example.com', 'Ada');
    expect((await admin.get('/private/visitation/assigned/user')).status).toBe(403);
    await t.deps.db.updateTable('portal_user').set({ is_admin: true }).where('id', '=', id).execute();
    const staff = await admin.get('/private/visitation/assigned/user');
    expect(staff.status).toBe(200);
    expect(staff.json.map((u: { id: number }) => u.id)).not.toContain(id);
    const v = await request(plain);
    expect((await admin.get(`/private/visitation/${v.id}`)).status).toBe(200);
    const planned = await admin.put(`/private/visitation/${v.id}`, {
      status: 'planned',
      planned_date: day(20),
    });
    expect(planned.json.status).toBe('planned');
  });

  it('refuses guests', async () => {
    const before = await rows();
    const r = await guest.post('/private/visitation/request', { address, wished_date: day(5) });
    expect(r.status).toBe(403);
    expect(r.json.code).toBe('guest_read_only');
    expect((await guest.get('/private/visitation/requested')).status).toBe(403);
    expect(await rows()).toEqual(before);
  });

  it('refuses bad input with a JSON 400 naming the field, storing and changing nothing', async () => {
    const mine = await request(plain);
    const valid = { address, wished_date: day(7) };
    const cases: [string, unknown, string][] = [
      ['impossible date', { ...valid, wished_date: '2026-02-30' }, 'wished_date'],
      ['not a date', { ...valid, wished_date: '30.04.2026' }, 'wished_date'],
      ['date as a number', { ...valid, wished_date: 20260430 }, 'wished_date'],
      ['a past day', { ...valid, wished_date: day(-3) }, 'wished_date'],
      ['far future', { ...valid, wished_date: '2999-01-01' }, 'wished_date'],
      ['window backwards', { ...valid, time_window: { from: '12:00', to: '09:00' } }, 'time_window.to'],
      ['impossible time', { ...valid, time_window: { from: '09:00', to: '25:00' } }, 'time_window.to'],
      ['unknown country', { ...valid, address: { ...address, country: 'ZZ' } }, 'address.country'],
      ['markup in a name', { ...valid, address: { ...address, name: '<script>x</script>' } }, 'address.name'],
      ['no street', { ...valid, address: { ...address, street: '' } }, 'address.street'],
      ['NUL in the note', { ...valid, note: 'a\u0000b' }, 'note'],
      [
        'control character in the details',
        { ...valid, address: { ...address, details: 'a\u001bb' } },
        'address.details',
      ],
      ['long note', { ...valid, note: 'x'.repeat(5001) }, 'note'],
      ['unknown field', { ...valid, status: 'planned' }, ''],
      ['no address', { wished_date: day(7) }, 'address'],
    ];
    const before = await rows();
    for (const [name, body, field] of cases) {
      const r = await plain.post('/private/visitation/request', body);
      expect(r.status, name).toBe(400);
      expect(r.json.code, name).toMatch(/^(validation_error|date_in_past)$/);
      expect(r.json.field ?? '', name).toBe(field);
    }
    for (const [name, body] of cases.slice(0, 13)) {
      const { address: a, ...rest } = body as Record<string, unknown>;
      const update = a === address ? rest : { address: a, ...rest };
      const r = await plain.put(`/private/visitation/${mine.id}`, update);
      expect(r.status, `update: ${name}`).toBe(400);
    }
    for (const [url, body] of [
      [`/private/visitation/${mine.id}`, {}],
      [`/private/visitation/${mine.id}`, { status: 'lost' }],
      ['/private/visitation/abc', { note: 'x' }],
    ] as const) {
      expect((await planner.put(url, body)).status).toBe(400);
    }
    expect((await planner.put(`/private/visitation/assigned/user/${mine.id}`, { user_id: '1' })).status).toBe(
      400,
    );
    expect((await plain.get('/private/visitation/requested?status=lost')).status).toBe(400);
    expect(await rows()).toEqual(before);
  });
});
