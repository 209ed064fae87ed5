import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrations/index.ts';
import {
  createDatabase,
  freePort,
  startServer,
  startTcpProxy,
  until,
  type ServerProcess,
} from '../support/processes.ts';
import { startS3 } from '../support/s3.ts';
import { unzipTest } from '../support/zip.ts';
import { API_BASE } from '@vitrine/contract/constants';

const API = API_BASE;
const DEMO = { email: 'demo@vitrine.example', password: 'showroom-demo-2026' };
const { DATABASE_URL, REDIS_URL } = process.env;
// A dead instance's job is taken over within about lock + two stalled checks.
const LOCK_MS = 2000;
const STALLED_MS = 1000;
// The settings cache's time to live (modules/config/config.service.ts): the coherence bound.
const SETTINGS_TTL_MS = 5000;

type Instance = { server: ServerProcess; proxy: Awaited<ReturnType<typeof startTcpProxy>>; dataDir: string };

const run = DATABASE_URL && REDIS_URL ? describe : describe.skip;

// Two (then three) real server processes on one PostgreSQL database, one Redis and one S3 bucket,
// each reaching the database through a relay the test can slow, pause and cut.
run(
  'several instances, one portal (PostgreSQL, Redis and S3; skipped without DATABASE_URL and REDIS_URL)',
  () => {
    let s3: Awaited<ReturnType<typeof startS3>>;
    let database: Awaited<ReturnType<typeof createDatabase>>;
    let sql: pg.Pool;
    const prefix = `c${randomUUID().slice(0, 8)}`;
    const instances: Instance[] = [];
    let a: Instance;
    let b: Instance;
    let token: string;
    /** What the two first instances had printed when one was drawing the demo and the other waited. */
    let start: { holderOutput: string; waiterOutput: string };
    /** Storage keys of the demo files drawn before the drawing instance died. */
    let drawnKeys: Set<string>;

    async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
      const target = new URL(DATABASE_URL!);
      const proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrine-${name}-`));
      const server = startServer(name, await freePort(), {
        DATA_DIR: dataDir,
        DATABASE_URL: database.urlVia(proxy.port),
        REDIS_URL: REDIS_URL!,
        REDIS_PREFIX: prefix,
        ...s3.env,
        DEMO_DATA: 'false',
        DEMO_SCALE: '1',
        LOG_LEVEL: 'info',
        JOB_LOCK_MS: String(LOCK_MS),
        JOB_STALLED_MS: String(STALLED_MS),
        ...env,
      });
      const instance = { server, proxy, dataDir };
      instances.push(instance);
      return instance;
    }

    /** A JSON call to one instance's API. */
    async function call(
      on: Instance,
      method: string,
      url: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) {
      const response = await fetch(`${on.server.base}${url.startsWith('/pim') ? url : API + url}`, {
        method,
        headers: {
          ...(token ? { authorization: token } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let json: any;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.status, json, text };
    }

    /** A link's whole body, read from one instance. */
    async function download(on: Instance, url: string) {
      const response = await fetch(`${on.server.base}${url}`);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        body: Buffer.from(await response.arrayBuffer()),
      };
    }

    /** Asks `on` for an export of the whole catalogue, under a request id of the test's. */
    function startExport(on: Instance, requestId: string) {
      const query = new URLSearchParams({
        authorization: token,
        'accept-language': 'en_GB',
        orderdir: 'asc',
      });
      return call(on, 'GET', `/private/export/template/1/download?${query}`, undefined, {
        'x-request-id': requestId,
      });
    }

    const jobLine = (on: Instance, test: (line: Record<string, unknown>) => boolean) =>
      on.server.logs().find((line) => test(line));

    /**
     * An export asked of `via` whose job the worker of `holder` runs: asked again until it lands
     * there (BullMQ gives a job to whichever worker is free first). The holder's database is slow
     * meanwhile, so its job is still running when found; then it is paused, so the job cannot end.
     */
    async function exportHeldBy(holder: Instance, via: Instance) {
      holder.proxy.delay(300);
      for (let tries = 0; tries < 12; tries++) {
        const requestId = `cluster-${randomUUID()}`;
        const answer = startExport(via, requestId);
        const started = (on: Instance) =>
          jobLine(on, (l) => l.msg === 'job started' && l.reqId === requestId && l.kind === 'product-export');
        const where = await until(
          () => (started(holder) ? holder : started(via) ? via : undefined),
          'the export job did not start on either instance',
          {
            ms: 30_000,
            detail: () => holder.server.output().slice(-3000) + via.server.output().slice(-3000),
          },
        );
        if (where === holder) {
          holder.proxy.pause();
          return { requestId, answer, job: String(started(holder)!.job) };
        }
        expect((await answer).status).toBe(200);
      }
      throw new Error('the export job never landed on the holder');
    }

    async function expectXlsx(on: Instance, url: string, minRows: number) {
      const file = await download(on, url);
      expect(file.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.body as never);
      expect(workbook.worksheets[0].rowCount).toBeGreaterThanOrEqual(minRows);
    }

    beforeAll(async () => {
      s3 = await startS3('vitrine-cluster');
      database = await createDatabase(DATABASE_URL!, 'vitrine_cluster');
      sql = new pg.Pool({ connectionString: database.url, max: 2 });
      // Both start together on the empty database: migrations and the demo must happen once.
      const first = await Promise.all([
        startInstance('first', { DEMO_DATA: 'true' }),
        startInstance('second', { DEMO_DATA: 'true' }),
      ]);
      const drawing = (i: Instance) => /demo files: \d+ of \d+/.test(i.server.output());
      const holder = await until(() => first.find(drawing), 'no instance drew the demo files', {
        ms: 200_000,
        every: 200,
        detail: () => first.map((i) => i.server.output()).join('\n---\n'),
      });
      const waiter = first.find((i) => i !== holder)!;
      await until(() => /Another instance is preparing the demo/.test(waiter.server.output()), 'no wait', {
        detail: () => waiter.server.output(),
      });
      start = { holderOutput: holder.server.output(), waiterOutput: waiter.server.output() };
      // Drawing all 500 demo files takes minutes on two cores. The instance drawing them dies
      // instead (its lock goes with its connection), the files it had not drawn yet are marked
      // drawn, and the waiting instance takes over: it must neither seed again nor stay waiting.
      await holder.server.stop('SIGKILL');
      const { rows } = await sql.query<{ key: string }>(
        'select storage_key as key from asset where meta_read_at is not null',
      );
      drawnKeys = new Set(rows.map((r) => r.key));
      await sql.query('update asset set meta_read_at = now() where meta_read_at is null');
      b = waiter;
      await b.server.ready();
      a = await startInstance('a', { DEMO_DATA: 'true' });
      await a.server.ready();
    }, 300_000);

    afterAll(async () => {
      await Promise.all(instances.map((i) => i.server.stop()));
      for (const i of instances) {
        await i.proxy.close();
        fs.rmSync(i.dataDir, { recursive: true, force: true });
      }
      await sql?.end();
      await database?.drop();
      await s3?.close();
      // The queue's keys under this run's prefix.
      const redis = new Redis(REDIS_URL!);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }, 60_000);

    it('migrates and seeds an empty database once when two instances start on it together', async () => {
      expect(start.holderOutput).toMatch(/Seeded the demo data\./);
      expect(start.waiterOutput).not.toMatch(/Seeded the demo data\./);
      // Nor after it took over from the one that died, nor the instance started after.
      expect(b.server.output()).not.toMatch(/Seeded the demo data\./);
      expect(a.server.output()).not.toMatch(/Seeded the demo data\./);
      const { rows } = await sql.query<{ names: string[] }>(
        'select array_agg(name order by name) as names from kysely_migration',
      );
      expect(rows[0].names).toEqual(Object.keys(migrations).sort());
      const users = await sql.query('select id from portal_user where email = $1', [DEMO.email]);
      expect(users.rowCount).toBe(1);
      const setups = await sql.query("select key from setting where key = 'setup'");
      expect(setups.rowCount).toBe(1);
    });

    it('answers a session opened on one instance on the other, profile changes included', async () => {
      const signIn = await call(a, 'POST', '/public/auth/token', {
        username: DEMO.email,
        password: DEMO.password,
      });
      expect(signIn.status).toBe(200);
      token = signIn.json.token;
      const onB = await call(b, 'GET', '/private/profile/');
      expect(onB.status).toBe(200);
      expect(onB.json.email).toBe(DEMO.email);
      // Profiles are not cached: a change saved through A is B's answer at once.
      const saved = await call(a, 'POST', `/private/profile/${onB.json.id}`, {
        first_name: 'Dana',
        last_name: `Cluster-${prefix}`,
        gender: 'Female',
        age: '1990-04-12',
        street: 'Herengracht',
        street_number: '7a',
        zip_code: '1015 BZ',
        city: 'Amsterdam',
        phone_number: '+31 20 765 4321',
      });
      expect(saved.status).toBe(200);
      expect((await call(b, 'GET', '/private/profile/')).json.last_name).toBe(`Cluster-${prefix}`);
      // And a session ended on B is gone on A.
      const other = await call(b, 'POST', '/public/auth/token', {
        username: DEMO.email,
        password: DEMO.password,
      });
      const ended = await call(b, 'DELETE', '/private/auth/token', undefined, {
        authorization: other.json.token,
      });
      expect(ended.status).toBeLessThan(300);
      expect(
        (await call(a, 'GET', '/private/profile/', undefined, { authorization: other.json.token })).status,
      ).toBe(401);
    });

    it('streams a cart zip asked of one instance whole from the other', async () => {
      const listed = await call(a, 'GET', '/private/media/?itemsPerPage=50&page=1');
      expect(listed.status).toBe(200);
      const files = (listed.json as { name: string; url: string }[])
        .filter((asset) => drawnKeys.has(asset.url.replace(/^\/pim\/media\//, '')))
        .slice(0, 6)
        .map((asset, i) => ({ name: `${i}-${asset.name}`, url: asset.url }));
      expect(files.length).toBeGreaterThanOrEqual(3);
      const asked = await call(a, 'POST', '/pim/asset/asset/download', { files });
      expect(asked.status, asked.text).toBe(200);
      const zip = await download(b, asked.json.url);
      expect(zip.status).toBe(200);
      expect(zip.type).toBe('application/zip');
      const tested = unzipTest(zip.body);
      expect(tested.ok, tested.output).toBe(true);
      expect(tested.entries).toBe(files.length);
    });

    it('builds an export asked of one instance on any worker and serves its file from the other', async () => {
      const asked = await startExport(b, `cluster-${randomUUID()}`);
      expect(asked.status, asked.text).toBe(200);
      await expectXlsx(a, asked.json.url, 20);
    });

    it(`shows a setting changed on the database to every instance within the settings cache's ${SETTINGS_TTL_MS / 1000} s`, async () => {
      // No API changes a cached setting (imports do, on the instance that runs them); the stored
      // setup is changed as an import on A would, and both instances must answer it in time.
      const title = (on: Instance) =>
        call(on, 'GET', '/public/config/').then((r) => r.json.setup.title as string);
      expect(await title(b)).toBe('Vitrine');
      const changed = Date.now();
      await sql.query(
        `update setting set value = jsonb_set(value, '{title}', '"Vitrine Cluster"') where key = 'setup'`,
      );
      const seen = await Promise.all(
        [a, b].map((on) =>
          until(
            async () => ((await title(on)) === 'Vitrine Cluster' ? Date.now() : 0),
            `${on.server.name} kept the old title`,
            {
              ms: SETTINGS_TTL_MS + 3000,
              every: 100,
            },
          ),
        ),
      );
      for (const at of seen) expect(at - changed).toBeLessThanOrEqual(SETTINGS_TTL_MS + 500);
    });

    it('shows a setting saved in the console of one instance on the other at once, well inside its cache time', async () => {
      const signIn = await call(a, 'POST', '/public/auth/token', {
        username: 'admin@vitrine.example',
        password: 'showroom-admin-2026',
      });
      expect(signIn.status).toBe(200);
      const admin = { authorization: signIn.json.token };
      const title = (on: Instance) =>
        call(on, 'GET', '/public/config/').then((r) => r.json.setup.title as string);
      // B has the settings cached…
      const before = await title(b);
      expect(before).not.toBe('Vitrine Console');
      const { json: settings } = await call(a, 'GET', '/private/console/settings', undefined, admin);
      const saved = await call(
        a,
        'PUT',
        '/private/console/settings',
        { ...settings.values, title: 'Vitrine Console' },
        admin,
      );
      expect(saved.status, saved.text).toBe(200);
      const changed = Date.now();
      // …and is told by A through Redis to forget them.
      await until(async () => (await title(b)) === 'Vitrine Console', 'B kept the old title', {
        ms: SETTINGS_TTL_MS,
        every: 20,
      });
      expect(Date.now() - changed).toBeLessThan(1000);
      expect(await title(a)).toBe('Vitrine Console');
    });

    it('turns both instances not ready while the database does not answer or is down, and ready after', async () => {
      const ready = (on: Instance) => fetch(`${on.server.base}/readyz`).then((r) => r.status);
      const all = async (status: number) => (await Promise.all([a, b].map(ready))).every((s) => s === status);
      expect(await all(200)).toBe(true);
      // Not answering: queries hang until the check's own timeout.
      for (const i of [a, b]) i.proxy.pause();
      await until(() => all(503), 'not 503 while the database does not answer', { ms: 15_000, every: 200 });
      for (const i of [a, b]) i.proxy.open();
      await until(() => all(200), 'not ready again after the database answered', { ms: 15_000, every: 200 });
      // Down: connections closed and refused.
      for (const i of [a, b]) i.proxy.cut();
      await until(() => all(503), 'not 503 while the database is down', { ms: 15_000, every: 200 });
      for (const i of [a, b]) i.proxy.open();
      await until(() => all(200), 'not ready again after the database came back', { ms: 15_000, every: 200 });
    }, 60_000);

    it('hands a running job back at SIGTERM: another instance finishes it and the link works', async () => {
      const { answer, job } = await exportHeldBy(a, b);
      a.server.child.kill('SIGTERM');
      // After the drain time the job goes back to the queue, and B takes it at once.
      await until(
        () => jobLine(b, (l) => l.msg === 'job started' && l.job === job),
        'B did not take the handed-back job',
        { ms: 15_000, detail: () => a.server.output().slice(-3000) },
      );
      expect(
        jobLine(a, (l) => l.msg === 'job handed back to the queue at shutdown' && l.job === job),
      ).toBeTruthy();
      // A's own queries to the stalled database end with it, so its shutdown can close the pool.
      a.proxy.cut();
      expect(await a.server.exited).toBe(0);
      const finished = await answer;
      expect(finished.status, finished.text).toBe(200);
      await expectXlsx(b, finished.json.url, 20);
      const { rows } = await sql.query('select status from job where id = $1', [job]);
      expect(rows[0].status).toBe('done');
    }, 90_000);

    it('finishes the job of an instance killed while running it on another, and the link works', async () => {
      const c = await startInstance('c', {});
      await c.server.ready();
      const { answer, job } = await exportHeldBy(c, b);
      const killed = Date.now();
      await c.server.stop('SIGKILL');
      await until(
        () => jobLine(b, (l) => l.msg === 'job started' && l.job === job),
        'B did not recover the stalled job',
        { ms: 20_000 },
      );
      const finished = await answer;
      expect(finished.status, finished.text).toBe(200);
      // Taken over once its lock ran out, at the next stalled check or two.
      expect(Date.now() - killed).toBeLessThan(LOCK_MS + 3 * STALLED_MS + 10_000);
      await expectXlsx(b, finished.json.url, 20);
      const { rows } = await sql.query('select status from job where id = $1', [job]);
      expect(rows[0].status).toBe('done');
    }, 90_000);
  },
);
