import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredDownloads } from '../../src/modules/downloads/index.ts';
import { importAsset } from '../../src/modules/media/index.ts';
import { picture } from '../support/fixtures.ts';
import { client, signIn } from '../support/http.ts';
import { addPerson } from '../support/people.ts';
import { startSmtp } from '../support/smtp.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

type Api = ReturnType<typeof client>;
type Download = { kind: string; files: string[]; file_count: number; sender: { id: number } | null };

// The console's download history: every cart link, live or expired, by person, kind and asset.
describe.each(dialects)('download history on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: Api;
  let demo: Api;
  let other: Api;
  let otherId: number;
  const assets: Record<string, { id: number; url: string }> = {};

  const history = (query = '') => admin.get(`/private/console/downloads?${query}`);

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url });
    ({ api: admin } = await addPerson(t, 'ops@vitrine.example', { admin: true }));
    ({ api: demo } = await signIn(t.app));
    ({ id: otherId, api: other } = await addPerson(t, 'other@vitrine.example', { firstName: 'Olli' }));
    for (const [fileName, colour] of [
      ['Terrace.jpg', '#336699'],
      ['Showroom.jpg', '#996633'],
    ] as const) {
      const { key, id } = await importAsset(t.deps, {
        fileName,
        body: await picture(800, 600, 'jpeg', colour),
        scopes: ['campaigns'],
      });
      assets[fileName] = { id, url: `/pim/media/${key}` };
    }
    const terrace = { name: 'Terrace.jpg', url: assets['Terrace.jpg'].url };
    const showroom = {
      name: 'Showroom.jpg',
      url: `${assets['Showroom.jpg'].url}?width=600&height=600&format=png&quality=100`,
    };
    const first = await demo.post('/pim/asset/asset/download', { files: [terrace, showroom] });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect((await other.post('/pim/asset/asset/download', { files: [showroom] })).status).toBe(200);
    const shared = await other.post('/pim/asset/asset/share', {
      email: 'friend@example.com',
      files: [terrace],
    });
    expect(shared.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('lists every cart link newest first, by person, kind and asset, with the files it held', async () => {
    const all = await history();
    expect(all.status).toBe(200);
    expect(all.json.total).toBe(3);
    expect(all.json.items.map((d: Download) => d.kind)).toEqual(['share', 'download', 'download']);
    const mine = await history(`user_id=${otherId}`);
    expect(mine.json.total).toBe(2);
    expect(mine.json.items.every((d: Download) => d.sender?.id === otherId)).toBe(true);
    expect((await history(`user_id=${otherId}&kind=share`)).json.items).toMatchObject([
      { kind: 'share', recipient: 'friend@example.com', files: ['Terrace.jpg'], file_count: 1 },
    ]);
    // By asset: its original or a conversion of it (named for the format it is converted to).
    const terrace = await history(`asset_id=${assets['Terrace.jpg'].id}`);
    expect(terrace.json.total).toBe(2);
    const showroom = await history(`asset_id=${assets['Showroom.jpg'].id}`);
    expect(showroom.json.total).toBe(2);
    expect(showroom.json.items.map((d: Download) => d.files)).toEqual([
      ['Showroom.png'],
      ['Terrace.jpg', 'Showroom.png'],
    ]);
    expect((await history('asset_id=99999999')).json).toEqual({ items: [], total: 0 });
    expect((await history('pageSize=1&page=2')).json.items).toHaveLength(1);
  });

  it('keeps expired links as history until DOWNLOAD_HISTORY_DAYS have passed', async () => {
    await t.deps.db
      .updateTable('asset_download')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    await sweepExpiredDownloads(t.deps);
    expect((await history()).json.total).toBe(3);
    // The console's shares list shows live links only.
    expect((await admin.get('/private/console/shares')).json.total).toBe(0);
  });

  it('answers administrators only, and bad filters with a 400 naming them', async () => {
    expect((await demo.get('/private/console/downloads')).status).toBe(403);
    expect((await client(t.app).get('/private/console/downloads')).status).toBe(401);
    for (const [query, field] of [
      ['kind=zip', 'kind'],
      ['user_id=abc', 'user_id'],
      ['asset_id=-3', 'asset_id'],
      ['asset_id=1%00', 'asset_id'],
      ['pageSize=1000', 'pageSize'],
      ['page=0', 'page'],
      ['unknown=1', ''],
    ]) {
      const r = await history(query);
      expect(r.status, query).toBe(400);
      expect(JSON.stringify(r.json), query).toContain(field);
    }
  });
});
