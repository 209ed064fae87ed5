import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { AdminImportTable } from './admin.tables.ts';

/** Pushed files being imported: one row each, updated by whichever instance runs the import. */

export function insertImport(
  db: Database,
  row: Pick<
    AdminImportTable,
    'id' | 'kind' | 'file_name' | 'storage_key' | 'options' | 'total_bytes' | 'token_id'
  > & { user_id: number | null },
) {
  return db
    .insertInto('admin_import')
    .values({ ...row, state: 'queued', bytes: row.total_bytes ?? 0 })
    .execute();
}

export function getImport(db: Database, id: string) {
  return db.selectFrom('admin_import').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The kind of an import told from its file when it started (it was sent to be told). */
export function setImportKind(db: Database, id: string, kind: string) {
  return db
    .updateTable('admin_import')
    .set({ kind, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Imports with the name of the admin API token that pushed each (null for the console's). */
function importsWithToken(db: Database) {
  return db
    .selectFrom('admin_import')
    .leftJoin('admin_token', 'admin_token.id', 'admin_import.token_id')
    .selectAll('admin_import')
    .select('admin_token.name as token_name');
}

/** A page of imports, newest first. */
export function listImports(db: Database, page: { limit: number; offset: number }) {
  return importsWithToken(db)
    .orderBy('admin_import.created_at', 'desc')
    .orderBy('admin_import.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countImports(db: Database): Promise<number> {
  const row = await db
    .selectFrom('admin_import')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One import with the name of the token that pushed it. */
export function findImportWithToken(db: Database, id: string) {
  return importsWithToken(db).where('admin_import.id', '=', id).executeTakeFirst();
}

/** Imports waiting or running on any instance. */
export async function countActiveImports(db: Database): Promise<number> {
  const row = await db
    .selectFrom('admin_import')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function markImportRunning(db: Database, id: string) {
  return db
    .updateTable('admin_import')
    .set({ state: 'running', rows: 0, bytes: 0, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export function writeImportProgress(db: Database, id: string, progress: { rows: number; bytes: number }) {
  return db
    .updateTable('admin_import')
    .set({ rows: progress.rows, bytes: progress.bytes, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .execute();
}

export function finishImport(
  db: Database,
  id: string,
  end: { state: 'done'; report: unknown; rows: number; bytes: number } | { state: 'failed'; error: string },
) {
  return db
    .updateTable('admin_import')
    .set({
      state: end.state,
      ...(end.state === 'done'
        ? { report: JSON.stringify(end.report), rows: end.rows, bytes: end.bytes }
        : { error: end.error }),
      finished_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Imports whose server stopped under them (a crash, a restart of an in-process queue): running
 * without progress for half an hour, or queued for six. Marked failed; answers their stored files.
 */
export async function failStaleImports(db: Database): Promise<string[]> {
  const rows = await db
    .updateTable('admin_import')
    .set({
      state: 'failed',
      error: 'The import was interrupted (its server stopped); push the file again',
      finished_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where((eb) =>
      eb.or([
        eb.and([
          eb('state', '=', 'running'),
          eb('updated_at', '<', sql<Date>`now() - interval '30 minutes'`),
        ]),
        eb.and([eb('state', '=', 'queued'), eb('created_at', '<', sql<Date>`now() - interval '6 hours'`)]),
      ]),
    )
    .returning('storage_key')
    .execute();
  return rows.map((r) => r.storage_key);
}

/** Imports finished before `before` (their reports were read by then): removed by the sweep. */
export function deleteFinishedImports(db: Database, before: Date) {
  return db
    .deleteFrom('admin_import')
    .where('state', 'in', ['done', 'failed'])
    .where('finished_at', '<', before)
    .executeTakeFirst();
}
