import { type Kysely, sql } from 'kysely';

/**
 * Cart links stream their zip as it is built instead of serving an archive written beforehand:
 * a download's row keeps the validated cart (`entries`, JSON) in place of a storage key and size.
 * Rows of earlier versions name stored archives this version no longer serves; they are removed
 * (their links lapse within 7 days anyway), and their files under `downloads/` in storage can be
 * deleted by hand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from asset_download`.execute(db);
  await db.schema
    .alterTable('asset_download')
    .dropColumn('storage_key')
    .dropColumn('size')
    .addColumn('entries', 'jsonb', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from asset_download`.execute(db);
  await db.schema
    .alterTable('asset_download')
    .dropColumn('entries')
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(sql`0`))
    .execute();
}
