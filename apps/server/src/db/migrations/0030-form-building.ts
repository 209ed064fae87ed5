import { type Kysely, sql } from 'kysely';

/**
 * Forms built in the operator console: a form may be assigned to registration groups as well as
 * to people (`form_assignment`). A form assigned to nobody is for everybody, as before; one
 * assigned to people or groups is for them (and their groups' members, present and future).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('form_group_assignment')
    .addColumn('form_id', 'integer', (c) => c.notNull().references('form.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('registration_group.id').onDelete('cascade'),
    )
    .addColumn('assigned_by', 'integer', (c) => c.references('portal_user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('form_group_assignment_pk', ['form_id', 'group_id'])
    .execute();
  await db.schema
    .createIndex('form_group_assignment_group_idx')
    .on('form_group_assignment')
    .column('group_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_group_assignment').ifExists().execute();
}
