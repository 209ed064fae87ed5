import { type Kysely, sql } from 'kysely';

/**
 * An asset's earlier files, kept when an administrator replaces its file in the console: the
 * asset keeps its id and every link, its row names the new file, and each file it had before is a
 * numbered version (the bytes stay in storage under their own key, so a cart link made before the
 * change still delivers what it listed). Removed with the asset.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('asset_version')
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('asset.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(sql`0`))
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('replaced_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('replaced_by', 'integer', (c) => c.references('portal_user.id').onDelete('set null'))
    .addPrimaryKeyConstraint('asset_version_pk', ['asset_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('asset_version').ifExists().execute();
}
