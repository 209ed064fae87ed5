import { type Kysely, sql } from 'kysely';

/**
 * Imports started from the operator console: `admin_import.user_id` names the administrator who
 * sent the file (an admin API token's imports keep `token_id`), and the history is read newest
 * first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admin_import')
    .addColumn('user_id', 'integer', (c) => c.references('portal_user.id').onDelete('set null'))
    .execute();
  await sql`create index admin_import_created_idx on admin_import (created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('admin_import_created_idx').execute();
  await db.schema.alterTable('admin_import').dropColumn('user_id').execute();
}
