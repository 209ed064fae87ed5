import { type Kysely, sql } from 'kysely';

/**
 * What people sent, read in the operator console:
 * - `report` gains how far its handling went (`state`: new, read, answered; it only moves forward)
 *   with who marked it read and answered and when (set to null when that account is deleted);
 * - form results are listed across every form newest first, and a form's results exported a
 *   chunk at a time in the order they were stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('report')
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`state in ('new', 'read', 'answered')`),
    )
    .addColumn('read_at', 'timestamptz')
    .addColumn('read_by', 'integer', (c) => c.references('portal_user.id').onDelete('set null'))
    .addColumn('answered_at', 'timestamptz')
    .addColumn('answered_by', 'integer', (c) => c.references('portal_user.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('report_state_idx').on('report').columns(['state', 'created_at']).execute();
  await db.schema.createIndex('form_result_created_idx').on('form_result').column('created_at').execute();
  await db.schema
    .createIndex('form_result_form_id_idx')
    .on('form_result')
    .columns(['form_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('form_result_form_id_idx').ifExists().execute();
  await db.schema.dropIndex('form_result_created_idx').ifExists().execute();
  await db.schema.dropIndex('report_state_idx').ifExists().execute();
  await db.schema
    .alterTable('report')
    .dropColumn('answered_by')
    .dropColumn('answered_at')
    .dropColumn('read_by')
    .dropColumn('read_at')
    .dropColumn('state')
    .execute();
}
