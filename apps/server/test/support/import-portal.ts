import path from 'node:path';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { demoSetup, demoTheme } from '../../src/demo/demo-config.ts';
import type { ImportRun, KindImporter } from '../../src/import/import-kind.ts';
import type { ImportReport } from '../../src/import/import-report.ts';
import { putSetting } from '../../src/modules/config/index.ts';
import type { client } from './http.ts';
import { createTestApp, type Dialect, type TestApp } from './test-app.ts';

/**
 * An empty portal to import into: set up as the demo's (with this guest token), in three languages
 * (no en_US: Akeneo's English goes to en_GB), with no catalogue and no product mapping.
 */
export async function emptyPortal(dialect: Dialect, guestToken: string): Promise<TestApp> {
  const t = await createTestApp(dialect, {}, { seed: false });
  await t.deps.db
    .insertInto('locale')
    .values([
      { code: 'en_GB', title: 'English', position: 0, is_default: true },
      { code: 'de_DE', title: 'Deutsch', position: 1, is_default: false },
      { code: 'fr_FR', title: 'Français', position: 2, is_default: false },
    ])
    .execute();
  await putSetting(t.deps.db, 'setup', demoSetup(guestToken));
  await putSetting(t.deps.db, 'theme', demoTheme);
  await putSetting(t.deps.db, 'translations', {});
  return t;
}

/** Runs each named file of a folder through its importer, in order: the reports by file name. */
export async function importFiles(
  t: TestApp,
  folder: string,
  files: readonly (readonly [file: string, importer: KindImporter, ...rest: unknown[]])[],
  options: ImportRun = {},
): Promise<Record<string, ImportReport>> {
  const reports: Record<string, ImportReport> = {};
  for (const [file, importer] of files)
    reports[file] = await importer.run(t.deps, path.join(folder, file), options);
  return reports;
}

/** A product of the private list, as the import tests read it. */
export interface ListedProduct {
  id: number;
  name: string;
  image: string | null;
  longDescription: string | null;
  attributes: Record<string, unknown>;
}

/**
 * Reads the private product list through a client (`reader()` unless another is given). List
 * answers are cached for a while: every read asks a query of its own, its limit counting up from
 * `first`.
 */
export function productList(first: number, reader: () => ReturnType<typeof client>) {
  let asked = 0;
  return async (query: Record<string, unknown>, c = reader()) => {
    const params = new URLSearchParams(
      Object.entries({ ...query, limit: first + ++asked }).map(([k, v]): [string, string] => [
        k,
        typeof v === 'object' ? JSON.stringify(v) : String(v),
      ]),
    );
    const { status, json } = await c.get(`/private/product/?${params}`);
    expect(status, JSON.stringify(json)).toBe(200);
    return json as {
      total: number;
      facets?: Record<string, Record<string, number>>;
      products: ListedProduct[];
    };
  };
}

/** Rows to compare: the table, its columns ('*': all) and the columns they are ordered by. */
export type TableRows = [table: string, columns: string[] | '*', orderBy: string[]];

/** What the tables hold, as one text: the same before and after a run that changes nothing. */
export async function tablesSnapshot(db: Database, reads: TableRows[]): Promise<string> {
  const rows = await Promise.all(
    reads.map(async ([table, columns, orderBy]) => {
      const selected = columns === '*' ? sql`*` : sql.join(columns.map((c) => sql.ref(c)));
      const order = sql.join(orderBy.map((c) => sql.ref(c)));
      return (await sql`select ${selected} from ${sql.table(table)} order by ${order}`.execute(db)).rows;
    }),
  );
  return JSON.stringify(rows);
}
