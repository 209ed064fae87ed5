import type { Kysely } from 'kysely';

/** Export template names per locale, read with the portal's fallback rule like other reference data. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('export_template_translation')
    .addColumn('template_id', 'integer', (c) =>
      c.notNull().references('export_template.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('export_template_translation_pkey', ['template_id', 'locale'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('export_template_translation').execute();
}
