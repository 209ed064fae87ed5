import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { seedDemo } from '../../src/demo/seed.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const BIN = path.join(ROOT, 'bin/vitrine.js');
const EXAMPLES = path.join(ROOT, 'examples/import');

/** Runs `vitrine …` as a user would (not a TTY), on the given data directory. */
function vitrine(
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    // The embedded database of DATA_DIR, never a PostgreSQL the test run may name.
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the vitrine command', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-cli-'));
    // The demo catalogue the example products name, written to the data directory the command opens.
    const database = await openDatabase({ dataDir });
    await seedDemo(database.db);
    await database.close();
  }, 120_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('answers usage errors with exit code 2 before opening anything', async () => {
    const [none, kind, command] = await Promise.all([
      vitrine(['import'], dataDir),
      vitrine(['import', 'x.csv', '--kind', 'unicorns'], dataDir),
      vitrine(['frobnicate'], dataDir),
    ]);
    expect(none).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run import') });
    expect(kind).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown kind "unicorns": one of akeneo-settings, categories'),
    });
    expect(command).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown command "frobnicate"'),
    });
  }, 180_000);

  it('imports a file with its kind detected, again with nothing changed, and refuses bad rows with exit code 1', async () => {
    const first = await vitrine(['import', path.join(EXAMPLES, 'products-simple.csv')], dataDir);
    // Not a terminal: at most a plain progress line now and then, nothing else.
    expect(first.stderr).toMatch(/^(products-simple\.csv: .* rows\/s.*\n)*$/);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Import of products-simple\.csv:\n {2}rows read {2}12\n {2}created {4}12\n/);

    const again = await vitrine(['import', path.join(EXAMPLES, 'products-simple.csv'), '--quiet'], dataDir);
    expect(again).toMatchObject({ code: 0, stderr: '' });
    expect(again.stdout).toMatch(/unchanged {2}12\n {2}rejected {3}0/);

    const bad = await vitrine(['import', path.join(EXAMPLES, 'products-bad-rows.csv'), '--dry-run'], dataDir);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/Dry run \(nothing written\) of products-bad-rows\.csv:/);
    expect(bad.stdout).toMatch(/products-bad-rows\.csv:\d+ \[\w+\]: /);
  }, 300_000);

  it('creates an admin token, printed once, lists it and revokes it', async () => {
    const created = await vitrine(['token', 'create', 'pim-cli'], dataDir);
    expect(created.code).toBe(0);
    expect(created.stdout.trim()).toMatch(/^vat_[A-Za-z0-9_-]{43}$/);
    const revoked = await vitrine(['token', 'revoke', 'pim-cli'], dataDir);
    expect(revoked).toMatchObject({ code: 0, stdout: 'Token "pim-cli" revoked.\n' });
    const listed = await vitrine(['token', 'list'], dataDir);
    expect(listed.stdout).toMatch(/^pim-cli +created \S+ \S+ {2}last used - {2}revoked /);
    // No token is ever printed but once.
    expect(listed.stdout).not.toContain('vat_');
  }, 300_000);
});
