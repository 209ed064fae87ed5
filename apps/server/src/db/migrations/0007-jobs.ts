import { type Kysely, sql } from 'kysely';

/**
 * Job state for every instance: the runners record each job's attempts and when it last changed,
 * and sweep rows after a day by their creation time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('job')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('job_created_idx').on('job').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('job_created_idx').execute();
  await db.schema.alterTable('job').dropColumn('updated_at').dropColumn('attempts').execute();
}
