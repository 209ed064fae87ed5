import { type Kysely, sql } from 'kysely';

/**
 * An asset's rights, edited in the operator console:
 * - `asset` gains its credit (copyright holder), licence and the window it may be shown in
 *   (`valid_from` inclusive, `valid_until` exclusive, both instants; null for open), and
 *   `expiry_told`: the `valid_until` its sharers were last told of (so each expiry is told once);
 * - `asset_translation` gains a description and usage terms per locale (its `name` is the title).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('asset')
    .addColumn('credit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('licence', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('valid_from', 'timestamptz')
    .addColumn('valid_until', 'timestamptz')
    .addColumn('expiry_told', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('asset')
    .addCheckConstraint(
      'asset_validity_order',
      sql`valid_from is null or valid_until is null or valid_from < valid_until`,
    )
    .execute();
  // Few assets carry a window: the expiry job and the console's rights filter read only those.
  await db.schema
    .createIndex('asset_valid_until_idx')
    .on('asset')
    .column('valid_until')
    .where(sql.ref('valid_until'), 'is not', null)
    .execute();
  await db.schema
    .alterTable('asset_translation')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('usage_terms', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('asset_translation')
    .dropColumn('usage_terms')
    .dropColumn('description')
    .execute();
  await db.schema.dropIndex('asset_valid_until_idx').ifExists().execute();
  await db.schema.alterTable('asset').dropConstraint('asset_validity_order').execute();
  await db.schema
    .alterTable('asset')
    .dropColumn('expiry_told')
    .dropColumn('valid_until')
    .dropColumn('valid_from')
    .dropColumn('licence')
    .dropColumn('credit')
    .execute();
}
