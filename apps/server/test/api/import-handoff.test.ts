/**
 * `npm run import` while the portal runs on the embedded database (which it holds alone): the
 * command hands the files to the running portal (its note in the data folder, its admin API) and
 * prints the same reports; the admin API takes a folder as a zip. Real processes, as a newcomer
 * runs them in two terminals.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_BASE, AdminImportJob } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, until, type ServerProcess } from '../support/processes.ts';

const CLI = path.resolve(import.meta.dirname, '../../src/import/cli.ts');
const EXPORT = path.resolve(import.meta.dirname, '../fixtures/akeneo-export');

let dataDir: string;
let server: ServerProcess;

/** The import command on the same data folder, as a second terminal runs it. */
function importCommand(...args: string[]) {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const run = spawnSync(process.execPath, [CLI, ...args, '--quiet'], {
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const note = () => path.join(dataDir, 'local-portal.json');

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-handoff-'));
  server = startServer('portal', await freePort(), {
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
  });
  await server.ready();
  await until(() => fs.existsSync(note()), 'the running portal left no note for the import command');
}, 180_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the import command beside a portal on the embedded database', () => {
  it('leaves its note readable by its own user only, with a working admin token', async () => {
    expect(fs.statSync(note()).mode & 0o077).toBe(0);
    const portal = JSON.parse(fs.readFileSync(note(), 'utf8')) as { url: string; token: string };
    expect(portal.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${ADMIN_BASE}$`));
    const none = await fetch(`${server.base}${ADMIN_BASE}/imports/00000000-0000-4000-8000-000000000000`, {
      headers: { authorization: `Bearer ${portal.token}` },
    });
    expect(none.status).toBe(404);
  });

  it('hands an Akeneo export folder to the running portal: every file reported, the totals, exit 0; again, nothing changes', () => {
    const first = importCommand(EXPORT);
    expect(first.err).not.toMatch(/\n\s+at /);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain('Import of products.csv:');
    expect(first.out).toContain('Import of family_variants.csv:');
    expect(first.out).toContain('not an Akeneo export or portal file: skipped');
    const totals =
      /All (\d+) files: (\d+) rows read, (\d+) created, 0 updated, (\d+) unchanged, 0 rejected/.exec(
        first.out,
      );
    expect(totals, first.out).not.toBeNull();
    expect(Number(totals![3])).toBeGreaterThan(10);
    expect(first.out).toMatch(/ {2}time {7}\d+\.\d s/);

    const again = importCommand(EXPORT);
    expect(again.code, again.err).toBe(0);
    expect(again.out).toMatch(/0 created, 0 updated, \d+ unchanged, 0 rejected/);
  });

  it('hands a single file of a given kind as it is, and refuses what the portal cannot take in one line', () => {
    const one = importCommand(path.join(EXPORT, 'categories.csv'), '--kind', 'categories');
    expect(one.code, one.err).toBe(0);
    expect(one.out).toContain('Import of categories.csv:');
    // The batch size goes along (the portal's query takes it, and refuses what it does not know).
    const batched = importCommand(
      path.join(EXPORT, 'categories.csv'),
      '--kind',
      'categories',
      '--batch-size',
      '3',
    );
    expect(batched.code, batched.err).toBe(0);
    expect(batched.out).toContain('Import of categories.csv:');

    const users = importCommand(path.join(EXPORT, 'categories.csv'), '--kind', 'users');
    expect(users.code).toBe(2);
    expect(users.err.trim().split('\n').at(-1)).toMatch(
      /^The running portal takes --kind .*; stop it to import --kind users here\.$/,
    );
    const missing = importCommand(path.join(dataDir, 'no-such-folder'));
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('does not exist.');
    expect(missing.err).not.toMatch(/\n\s+at /);
  });

  it('the admin API takes a folder as a zip and answers a report per file; a folder is only ever a zip', async () => {
    const portal = JSON.parse(fs.readFileSync(note(), 'utf8')) as { token: string };
    const admin = { authorization: `Bearer ${portal.token}` };
    const csv = await fetch(`${server.base}${ADMIN_BASE}/imports/folder?name=x.csv`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'text/csv' },
      body: 'code;label-en_US\nx;X\n',
    });
    expect(csv.status).toBe(400);
    const notZip = await fetch(`${server.base}${ADMIN_BASE}/imports/products?name=x.zip`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/zip' },
      body: 'PK',
    });
    expect(notZip.status).toBe(400);
    for (const size of ['0', '100001', 'abc', '1.5']) {
      const refused = await fetch(
        `${server.base}${ADMIN_BASE}/imports/categories?name=c.csv&batchSize=${size}`,
        {
          method: 'POST',
          headers: { ...admin, 'content-type': 'text/csv' },
          body: 'code;label-en_US\nx;X\n',
        },
      );
      expect(refused.status, size).toBe(400);
      expect((await refused.json()) as object).toMatchObject({ field: expect.stringContaining('batchSize') });
    }
    const batched = await fetch(`${server.base}${ADMIN_BASE}/imports/categories?name=c.csv&batchSize=3`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'text/csv' },
      body: fs.readFileSync(path.join(EXPORT, 'categories.csv')),
    });
    expect(batched.status).toBe(202);
    expect(AdminImportJob.parse(await batched.json()).options).toEqual({
      full: false,
      dryRun: false,
      channel: null,
      currency: null,
      batchSize: 3,
    });

    // The export zipped by the command's own packer, pushed raw.
    const { zipFolder } = await import('../../src/import/import-handoff.ts');
    const zip = path.join(dataDir, 'export.zip');
    await zipFolder(EXPORT, zip, null);
    const pushed = await fetch(`${server.base}${ADMIN_BASE}/imports/folder`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/zip' },
      body: fs.readFileSync(zip),
    });
    expect(pushed.status).toBe(202);
    const { id } = AdminImportJob.parse(await pushed.json());
    const job = await until(
      async () => {
        const answer = AdminImportJob.parse(
          await (await fetch(`${server.base}${ADMIN_BASE}/imports/${id}`, { headers: admin })).json(),
        );
        return answer.state === 'done' || answer.state === 'failed' ? answer : null;
      },
      'the folder import did not end',
      { ms: 60_000, every: 200 },
    );
    expect(job.state, job.error ?? '').toBe('done');
    expect(job.file).toBe('folder.zip');
    expect(job.reports?.map((r) => r.file)).toContain('products.csv');
    expect(job.report?.read).toBe(job.reports?.reduce((n, r) => n + r.read, 0));
    expect(job.report?.rejected).toBe(0);
  });

  it('takes its note and token back when the portal stops; the command then opens the database itself', async () => {
    const portal = JSON.parse(fs.readFileSync(note(), 'utf8')) as { token: string };
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(fs.existsSync(note())).toBe(false);
    const here = importCommand(path.join(EXPORT, 'categories.csv'));
    expect(here.code, here.err).toBe(0);
    expect(here.out).toContain('Import of categories.csv:');
    // The token the note carried no longer opens the admin API.
    const restarted = startServer('portal again', await freePort(), {
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    });
    try {
      await restarted.ready();
      const old = await fetch(`${restarted.base}${ADMIN_BASE}/imports/00000000-0000-4000-8000-000000000000`, {
        headers: { authorization: `Bearer ${portal.token}` },
      });
      expect(old.status).toBe(401);
    } finally {
      await restarted.stop('SIGTERM');
    }
  });
});
