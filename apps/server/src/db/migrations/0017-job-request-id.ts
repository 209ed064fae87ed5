import type { Kysely } from 'kysely';

/** The request that queued a job, so its log lines can be followed into the job on any instance. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job').addColumn('request_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job').dropColumn('request_id').execute();
}
