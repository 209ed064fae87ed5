import { type Kysely, sql } from 'kysely';

/**
 * What each registration group does not see: product categories, asset scopes, content categories
 * and forms hidden from its members (with what lies below a hidden category or scope). A group
 * without rows sees everything, as every group did before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('group_hidden')
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('registration_group.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('category', 'asset_scope', 'content_category', 'form')`),
    )
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_hidden_pkey', ['group_id', 'kind', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('group_hidden').execute();
}
