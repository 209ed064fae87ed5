import type { Kysely } from 'kysely';

/**
 * Which locales the portal offers: one switched off keeps its texts (imports still write them) but
 * is no longer listed, nor chosen for a request. The default locale is always offered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('locale')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('locale').dropColumn('enabled').execute();
}
