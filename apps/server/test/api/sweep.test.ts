import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { dirname } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHousekeeping } from '../../src/housekeeping.ts';
import { SWEEP_LOCK } from '../../src/jobs/sweeper.ts';
import { assetKey, exportKey, profileMediaKey, renditionKey } from '../../src/storage/keys.ts';
import { signIn } from '../support/http.ts';
import { API, createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const HOUR = 3600_000;

describe.each(dialects)('housekeeping sweep on %s', (dialect) => {
  let t: TestApp;
  const errors: unknown[] = [];
  const sweeper = () => createHousekeeping(t.deps, (_task, error) => errors.push(error));
  const path = (key: string) => t.deps.storage.localPath!(key);
  /** Sets a file's modification time `ms` into the past. */
  const age = (file: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    fs.utimesSync(file, then, then);
  };
  const put = async (key: string, ms: number) => {
    await t.deps.storage.put(key, Buffer.from(key));
    age(path(key), ms);
    return key;
  };
  const exists = async (key: string) => (await t.deps.storage.stat(key)) !== null;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('removes stale partial writes, expired exports and unnamed files, and nothing live', async () => {
    // A live picture: uploaded through the API, so a record names it; old, yet kept.
    const { token } = await signIn(t.app);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const boundary = '----sweep';
    const up = await t.app.inject({
      method: 'POST',
      url: `${API}/private/profile/media`,
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(up.statusCode).toBe(200);
    const livePicture = (
      await t.deps.db
        .selectFrom('profile_media')
        .select('storage_key')
        .where('id', '=', up.json().id)
        .executeTakeFirstOrThrow()
    ).storage_key;
    age(path(livePicture), 48 * HOUR);

    const orphanPicture = await put(profileMediaKey(randomUUID(), 'webp'), 48 * HOUR);
    const newPicture = await put(profileMediaKey(randomUUID(), 'webp'), 60_000); // its record may be on the way
    const expiredExport = await put(exportKey(randomUUID(), 'csv'), 72 * HOUR);
    const liveExport = await put(exportKey(randomUUID(), 'xlsx'), 2 * HOUR);
    const orphanRendition = await put(renditionKey(randomUUID().replace(/-/g, ''), 'webp'), 48 * HOUR);
    const liveRendition = await put(renditionKey(randomUUID().replace(/-/g, ''), 'webp'), 48 * HOUR);
    await t.deps.db
      .insertInto('rendition')
      .values({ key: liveRendition, size: 10, last_used: new Date(Date.now() - 48 * HOUR) })
      .execute();
    // Originals are the catalogue's: never swept, named or not.
    const asset = await put(assetKey(randomUUID(), 'jpg'), 48 * HOUR);
    // A crash mid-write two days ago, and a write going on now.
    const stalePart = `${path(exportKey(randomUUID(), 'csv'))}.4242.1700000000000.abc123.part`;
    fs.mkdirSync(dirname(stalePart), { recursive: true });
    fs.writeFileSync(stalePart, 'half');
    age(stalePart, 48 * HOUR);
    const writing = exportKey(randomUUID(), 'csv');
    const sink = await t.deps.storage.create(writing);
    await sink.write(Buffer.from('first rows'));
    // Pushed imports: finished eight days ago (its report read long since), finished an hour ago,
    // and one still running for a week (a failed or stale one is the import area's to end).
    const imports = { old: randomUUID(), recent: randomUUID(), running: randomUUID() };
    const importRow = (id: string, state: 'done' | 'failed' | 'running', finished: Date | null) => ({
      id,
      kind: 'products',
      file_name: 'products.csv',
      storage_key: `imports/${id}.csv`,
      options: '{}',
      state,
      finished_at: finished,
    });
    await t.deps.db
      .insertInto('admin_import')
      .values([
        importRow(imports.old, 'done', new Date(Date.now() - 8 * 24 * HOUR)),
        importRow(imports.recent, 'failed', new Date(Date.now() - HOUR)),
        importRow(imports.running, 'running', null),
      ])
      .execute();

    const report = await sweeper().run();
    expect(errors).toEqual([]);
    expect(report).toMatchObject({
      tokens: expect.anything(),
      downloads: expect.any(Number),
      'finished imports': 1,
      exports: 1,
      'profile pictures': 1,
      renditions: 1,
      'abandoned writes': 1,
    });

    for (const gone of [orphanPicture, expiredExport, orphanRendition])
      expect(await exists(gone), gone).toBe(false);
    expect(fs.existsSync(stalePart)).toBe(false);
    for (const kept of [livePicture, newPicture, liveExport, liveRendition, asset])
      expect(await exists(kept), kept).toBe(true);
    // The write in progress was left alone and still completes.
    await sink.write(Buffer.from(', last rows'));
    await sink.close();
    expect((await t.deps.storage.stat(writing))?.size).toBe('first rows, last rows'.length);
    expect((await sweeper().run())?.exports).toBe(0);
    const left = await t.deps.db.selectFrom('admin_import').select('id').execute();
    expect(left.map((r) => r.id).sort()).toEqual([imports.recent, imports.running].sort());
  });

  it('runs one sweep at a time, however many are asked for at once', async () => {
    const one = sweeper();
    const other = sweeper(); // as a second instance would
    const reports = await Promise.all([one.run(), one.run(), other.run()]);
    expect(reports.filter((r) => r !== null)).toHaveLength(1);
    expect(await one.run()).not.toBeNull();
  });

  it.runIf(dialect === 'postgres')('skips its round while another instance holds the lock', async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.deps.db);
    const schema = rows[0].schema;
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      const locked = await other.query('select pg_try_advisory_lock($1::int, hashtext($2)) as locked', [
        SWEEP_LOCK,
        schema,
      ]);
      expect(locked.rows[0].locked).toBe(true);
      expect(await sweeper().run()).toBeNull();
      await other.query('select pg_advisory_unlock($1::int, hashtext($2))', [SWEEP_LOCK, schema]);
      expect(await sweeper().run()).not.toBeNull();
    } finally {
      await other.end();
    }
  });
});
