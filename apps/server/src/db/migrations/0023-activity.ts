import { type Kysely, sql } from 'kysely';

/**
 * The operator console's activity dashboard:
 * - `search_log`: each search made on the search page (its text in lower case with single spaces,
 *   how many hits it had, who searched and in which language), kept by housekeeping for
 *   AUDIT_RETENTION_DAYS; a deleted person's searches stay, no longer naming them;
 * - `analytics_event` read by time: the dashboard counts a range of days of it at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('portal_user.id').onDelete('set null'))
    .addColumn('locale', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('search_log_created_idx').on('search_log').column('created_at').execute();
  await db.schema
    .createIndex('analytics_event_created_idx')
    .on('analytics_event')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('analytics_event_created_idx').execute();
  await db.schema.dropTable('search_log').execute();
}
