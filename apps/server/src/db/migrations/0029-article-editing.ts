import { type Kysely, sql } from 'kysely';

/**
 * Articles written in the operator console:
 * - `content.publish_at`: a published article (`status`) with a later time is scheduled; visitors'
 *   reads take it only from then on (the read condition, no job to run: nothing to miss or retry,
 *   and no cache can hold it hidden, as no answer holding articles is cached);
 * - the console lists every article, drafts too, most recently changed first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content').addColumn('publish_at', 'timestamptz').execute();
  await sql`create index content_updated_idx on content (updated_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('content_updated_idx').ifExists().execute();
  await db.schema.alterTable('content').dropColumn('publish_at').execute();
}
