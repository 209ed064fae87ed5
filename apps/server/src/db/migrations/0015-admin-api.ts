import { type Kysely, sql } from 'kysely';

/**
 * The admin API's tables:
 * - `admin_token`: tokens a PIM pushes with, created from the command line, stored only as their
 *   SHA-256; a revoked token stays listed (who had access, until when), its name free again;
 * - `admin_import`: files pushed whole, imported in the background; any instance answers their
 *   state and progress from here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_token')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await sql`create unique index admin_token_name_idx on admin_token (name) where revoked_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('admin_import')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_bytes', 'integer')
    .addColumn('report', 'text')
    .addColumn('error', 'text')
    .addColumn('token_id', 'integer', (c) => c.references('admin_token.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create index admin_import_state_idx on admin_import (state) where state in ('queued', 'running')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_import').execute();
  await db.schema.dropTable('admin_token').execute();
}
