import { type Kysely, sql } from 'kysely';

/**
 * The rendition cache's ledger: one row per converted file in storage with its size and when it
 * was last served, so the total can be held under RENDITION_CACHE_MB by deleting the least
 * recently used. Shared by every instance: the row, not any process's memory, is the truth.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rendition')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('last_used', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('rendition_last_used_idx').on('rendition').column('last_used').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rendition').execute();
}
