import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSetting, putSetting, clearConfigCache } from '../../src/modules/config/index.ts';
import { todayIn } from '../../src/modules/console/activity.service.ts';
import { client, guestToken } from '../support/http.ts';
import { addPerson } from '../support/people.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

type Api = ReturnType<typeof client>;

/** The portal's zone here: 13 hours ahead of UTC in March, so UTC evenings are the next local day. */
const ZONE = 'Pacific/Auckland';
const ACTIVITY = '/private/console/activity';

describe.each(dialects)('console activity on %s', (dialect) => {
  let t: TestApp;
  let admin: Api;
  let plain: Api;
  let ids: { plain: number; red: number; blue: number };
  let groups: { red: number; blue: number };

  const event = (row: {
    at: string;
    type?: string;
    category?: string;
    action?: string;
    path?: string;
    user?: number | null;
  }) =>
    t.deps.db
      .insertInto('analytics_event')
      .values({
        type: row.type ?? 'event',
        category: row.category ?? null,
        action: row.action ?? null,
        path: row.path ?? null,
        user_id: row.user ?? null,
        locale: 'en_GB',
        created_at: row.at,
      })
      .execute();
  const pageView = (at: string, path: string, user: number | null = null) =>
    event({ at, type: 'page_view', path, user });
  /** A cart link as the downloads area records it (its history outlives the link). */
  const cart = (at: string, kind: 'download' | 'share', user: number | null = null) =>
    t.deps.db
      .insertInto('asset_download')
      .values({
        id: randomUUID(),
        kind,
        file_name: 'assets.zip',
        file_count: 1,
        entries: '[]',
        user_id: user,
        recipient: kind === 'share' ? 'someone@example.com' : null,
        expires_at: new Date(Date.parse(at) + 86_400_000),
        created_at: at,
      })
      .execute();
  const search = (at: string, query: string, hits: number, user: number | null = null) =>
    t.deps.db
      .insertInto('search_log')
      .values({ query, hits, user_id: user, locale: 'en_GB', created_at: at })
      .execute();
  const activity = async (api: Api, query: string) => {
    const answer = await api.get(`${ACTIVITY}?${query}`);
    expect(answer.status, answer.body).toBe(200);
    return answer.json;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { TIME_ZONE: ZONE });
    ({ api: admin } = await addPerson(t, 'ops@vitrine.example', { admin: true }));
    const person = await addPerson(t, 'plain@vitrine.example');
    plain = person.api;
    const red = await addPerson(t, 'red@vitrine.example');
    const blue = await addPerson(t, 'blue@vitrine.example');
    ids = { plain: person.id, red: red.id, blue: blue.id };
    const listed = (await admin.get('/private/console/groups')).json as { id: number }[];
    groups = { red: listed[0].id, blue: listed[1].id };
    await t.deps.db
      .updateTable('portal_user')
      .set({ group_id: groups.red })
      .where('id', '=', ids.red)
      .execute();
    await t.deps.db
      .updateTable('portal_user')
      .set({ group_id: groups.blue })
      .where('id', '=', ids.blue)
      .execute();

    // 10 March 2026 in Auckland (UTC+13) runs from 9 March 11:00 UTC to 10 March 11:00 UTC.
    await pageView('2026-03-09T10:59:00Z', '/en-GB/products/list', ids.red); // 9 March there
    await pageView('2026-03-09T11:00:00Z', '/en-GB/products/list', ids.red); // 10 March
    await pageView('2026-03-10T10:59:59Z', '/en-GB/asset/list', ids.blue); // 10 March
    await pageView('2026-03-10T11:00:00Z', '/en-GB/products/list', null); // 11 March
    await pageView('2026-03-10T12:00:00Z', '/en-GB/products/list', ids.blue); // 11 March
    await cart('2026-03-09T20:00:00Z', 'download', ids.red); // 10 March
    await cart('2026-03-09T21:00:00Z', 'download', ids.blue); // 10 March
    await cart('2026-03-10T20:00:00Z', 'share', ids.red); // 11 March
    // Other events are not page views; the cart's own events repeat its links and are not counted.
    await event({ at: '2026-03-09T20:00:00Z', category: 'Locale', action: 'change', user: ids.red });
    await event({ at: '2026-03-09T20:00:00Z', category: 'Download', action: 'Download', user: ids.red });
    await search('2026-03-09T12:00:00Z', 'pendant', 4, ids.red); // 10 March
    await search('2026-03-09T13:00:00Z', 'pendant', 6, ids.blue); // 10 March
    await search('2026-03-09T14:00:00Z', 'unobtainium', 0, ids.red); // 10 March
    await search('2026-03-10T14:00:00Z', 'unobtainium', 0, ids.blue); // 11 March
    await search('2026-03-10T15:00:00Z', 'zebra lamp', 0, ids.blue); // 11 March
    await search('2026-03-10T16:00:00Z', 'lamp', 12, null); // 11 March
    await search('2026-03-10T17:00:00Z', 'pendant', 3, null); // 11 March
    // Outside the ranges asked below.
    await pageView('2026-02-20T10:00:00Z', '/en-GB/contents/list', ids.red);
    await search('2026-02-20T10:00:00Z', 'february', 0, ids.red);
  });
  afterAll(() => t.close());

  it('answers an administrator only: 401 without a session, 403 for a guest or a plain user', async () => {
    expect((await client(t.app).get(ACTIVITY)).status).toBe(401);
    const guest = await client(t.app, { token: await guestToken(t.app) }).get(ACTIVITY);
    expect(guest.status).toBe(403);
    const user = await plain.get(`${ACTIVITY}?from=2026-02-30`);
    // The role is checked before the input: a bad input tells a non-administrator nothing.
    expect(user.status).toBe(403);
    expect(user.json.code).toBe('admin_only');
  });

  it('counts each series per local day of the portal, every day of the range listed', async () => {
    const answer = await activity(admin, 'from=2026-03-09&to=2026-03-12');
    expect(answer).toMatchObject({ from: '2026-03-09', to: '2026-03-12', time_zone: ZONE, group: null });
    expect(answer.recording).toBe(true);
    expect(answer.days).toEqual([
      { day: '2026-03-09', page_views: 1, searches: 0, searches_without_results: 0, downloads: 0, shares: 0 },
      { day: '2026-03-10', page_views: 2, searches: 3, searches_without_results: 1, downloads: 2, shares: 0 },
      { day: '2026-03-11', page_views: 2, searches: 4, searches_without_results: 2, downloads: 0, shares: 1 },
      { day: '2026-03-12', page_views: 0, searches: 0, searches_without_results: 0, downloads: 0, shares: 0 },
    ]);
    expect(answer.totals).toEqual({
      page_views: 5,
      searches: 7,
      searches_without_results: 3,
      downloads: 2,
      shares: 1,
    });
    expect(answer.top_queries).toEqual([
      { query: 'pendant', count: 3 },
      { query: 'unobtainium', count: 2 },
      { query: 'lamp', count: 1 },
      { query: 'zebra lamp', count: 1 },
    ]);
    expect(answer.no_result_queries).toEqual([
      { query: 'unobtainium', count: 2 },
      { query: 'zebra lamp', count: 1 },
    ]);
    expect(answer.top_pages).toEqual([
      { path: '/en-GB/products/list', count: 4 },
      { path: '/en-GB/asset/list', count: 1 },
    ]);
  });

  it('narrows to the range asked: its first and last local day, nothing either side', async () => {
    const answer = await activity(admin, 'from=2026-03-10&to=2026-03-10');
    expect(answer.days).toHaveLength(1);
    expect(answer.totals).toEqual({
      page_views: 2,
      searches: 3,
      searches_without_results: 1,
      downloads: 2,
      shares: 0,
    });
    expect(answer.top_queries).toEqual([
      { query: 'pendant', count: 2 },
      { query: 'unobtainium', count: 1 },
    ]);
    const february = await activity(admin, 'from=2026-02-01&to=2026-02-28');
    expect(february.days).toHaveLength(28);
    expect(february.totals.page_views).toBe(1);
    expect(february.no_result_queries).toEqual([{ query: 'february', count: 1 }]);
  });

  it("counts only what a group's members did when a group is chosen", async () => {
    const red = await activity(admin, `from=2026-03-09&to=2026-03-12&group=${groups.red}`);
    expect(red.group).toBe(groups.red);
    expect(red.totals).toEqual({
      page_views: 2,
      searches: 2,
      searches_without_results: 1,
      downloads: 1,
      shares: 1,
    });
    expect(red.days[0]).toMatchObject({ day: '2026-03-09', page_views: 1 });
    expect(red.top_queries).toEqual([
      { query: 'pendant', count: 1 },
      { query: 'unobtainium', count: 1 },
    ]);
    expect(red.top_pages).toEqual([{ path: '/en-GB/products/list', count: 2 }]);
    const blue = await activity(admin, `from=2026-03-09&to=2026-03-12&group=${groups.blue}`);
    expect(blue.totals).toEqual({
      page_views: 2,
      searches: 3,
      searches_without_results: 2,
      downloads: 1,
      shares: 0,
    });
    expect(blue.no_result_queries).toEqual([
      { query: 'unobtainium', count: 1 },
      { query: 'zebra lamp', count: 1 },
    ]);
  });

  it("shows the last 30 days up to today in the portal's zone by default", async () => {
    await pageView(new Date().toISOString(), '/en-GB/search', ids.red);
    const today = todayIn(ZONE);
    const answer = await activity(admin, '');
    expect(answer.to).toBe(today);
    expect(answer.days).toHaveLength(30);
    expect(answer.days.at(-1)).toMatchObject({ day: today, page_views: 1 });
    expect(answer.from).toBe(answer.days[0].day);
    // Only `to`: the 30 days up to it.
    const before = await activity(admin, 'to=2026-03-12');
    expect(before.from).toBe('2026-02-11');
    expect(before.totals.page_views).toBe(6);
  });

  it('refuses a bad range or group with 400 naming the field', async () => {
    const refused = async (query: string, field: string, kind?: string) => {
      const answer = await admin.get(`${ACTIVITY}?${query}`);
      expect(answer.status, `${query}: ${answer.body}`).toBe(400);
      expect(answer.json.field, query).toBe(field);
      if (kind) expect(answer.json.kind, query).toBe(kind);
      return answer.json;
    };
    await refused('from=2026-03-12&to=2026-03-10', 'to');
    await refused('from=2026-02-30&to=2026-03-10', 'from', 'invalid_date');
    await refused('from=2026-03-01&to=2026-04-31', 'to', 'invalid_date');
    await refused('from=2026-3-1', 'from');
    await refused('from=1999-12-31&to=2000-01-01', 'from');
    await refused('from=2025-03-01&to=2026-03-02', 'from'); // 367 days
    await refused('from=2099-01-01', 'from'); // after today, which `to` defaults to
    await refused('to=1999-01-01', 'to');
    await refused('group=red', 'group');
    await refused('group=0', 'group');
    await refused('group=99999999999', 'group');
    expect((await refused('group=999999', 'group')).code).toBe('unknown_group');
    await refused('from=2026-03-01%00', 'from', 'invalid_characters');
    await refused(`group=1%00`, 'group', 'invalid_characters');
    await refused(`from=${'9'.repeat(5000)}`, 'from');
    const unknown = await admin.get(`${ACTIVITY}?colour=red`);
    expect(unknown.status).toBe(400);
    expect(unknown.json.kind).toBe('unknown_key');
    // A whole leap year is the longest range.
    expect((await activity(admin, 'from=2024-01-01&to=2024-12-31')).days).toHaveLength(366);
  });

  it('notes searches of the search page with their hits, only while the setup records analytics', async () => {
    const note = (body: unknown) => plain.post('/private/search/log', body);
    const none = await note({ search: '  Qqxyzzy   Vortex ' });
    expect(none.status).toBe(200);
    expect(none.json).toEqual({ stored: true });
    expect((await note({ search: 'pend', sections: ['products'] })).json).toEqual({ stored: true });
    const rows = await t.deps.db
      .selectFrom('search_log')
      .select(['query', 'hits', 'user_id', 'locale'])
      .where('user_id', '=', ids.plain)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ query: 'qqxyzzy vortex', hits: 0, user_id: ids.plain });
    expect(rows[1].hits).toBeGreaterThan(0);
    const today = await activity(admin, `from=${todayIn(ZONE)}&to=${todayIn(ZONE)}`);
    expect(today.no_result_queries).toContainEqual({ query: 'qqxyzzy vortex', count: 1 });

    // Guests too (their searches name nobody); bad input is refused.
    const guest = client(t.app, { token: await guestToken(t.app) });
    expect((await guest.post('/private/search/log', { search: 'lamp' })).json).toEqual({ stored: true });
    for (const bad of [
      {},
      { search: 'x' },
      { search: 'a'.repeat(201) },
      { search: 'ok', sections: ['nope'] },
    ]) {
      const answer = await note(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.json.field).toBeDefined();
    }
    expect((await note({ search: 'lamp\u0000' })).json.field).toBe('search');
    expect((await client(t.app).post('/private/search/log', { search: 'lamp' })).status).toBe(401);

    const setup = await getSetting<{ analytics: object }>(t.deps.db, 'setup');
    try {
      await putSetting(t.deps.db, 'setup', { ...setup, analytics: { enabled: false, measurement_id: null } });
      clearConfigCache();
      expect((await note({ search: 'unrecorded' })).json).toEqual({ stored: false });
      // Cart links are the cart's own records: counted whether or not analytics is on.
      await cart(new Date().toISOString(), 'download', ids.red);
      const off = await activity(admin, '');
      expect(off.recording).toBe(false);
      expect(off.totals.downloads).toBe(1);
      expect(off.top_queries.map((q: { query: string }) => q.query)).not.toContain('unrecorded');
    } finally {
      await putSetting(t.deps.db, 'setup', setup);
      clearConfigCache();
    }
  });

  it('forgets searches older than the audit retention at housekeeping', async () => {
    const { sweepSearchLog } = await import('../../src/modules/search/index.ts');
    const before = await t.deps.db.selectFrom('search_log').select('id').execute();
    const now = new Date('2026-03-12T00:00:00Z');
    const removed = await sweepSearchLog(
      { ...t.deps, config: { ...t.deps.config, auditRetentionDays: 10 } },
      now,
    );
    // Only February's search is more than 10 days before 12 March.
    expect(removed).toBe(1);
    expect((await t.deps.db.selectFrom('search_log').select('id').execute()).length).toBe(before.length - 1);
  });
});
