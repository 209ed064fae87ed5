import { type Kysely, sql } from 'kysely';

/**
 * Media assets. An asset's name is its file name without the extension and is not translated (file
 * names are what people download); scopes (asset categories) and tags carry translated names. The
 * file lives in storage under `storage_key`; width, height and size are read from that file when
 * it is imported. Prepared cart downloads are recorded so expired zips can be swept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('asset_scope')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('parent_id', 'integer', (c) => c.references('asset_scope.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('asset_scope_translation')
    .addColumn('scope_id', 'integer', (c) => c.notNull().references('asset_scope.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_scope_translation_pk', ['scope_id', 'locale'])
    .execute();

  await db.schema
    .createTable('asset_tag')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('asset_tag_translation')
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('asset_tag.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_tag_translation_pk', ['tag_id', 'locale'])
    .execute();

  await db.schema
    .createTable('asset')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // Lower-cased, unaccented name: name order and substring search without a function per row.
    .addColumn('sort_name', 'text', (c) => c.notNull())
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    // When width, height and size were last read from the stored file (null: not yet).
    .addColumn('meta_read_at', 'timestamptz')
    .addColumn('archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index asset_listed_created_idx on asset (created_at desc, id desc) where not archived`.execute(
    db,
  );
  await sql`create index asset_listed_name_idx on asset (sort_name, id) where not archived`.execute(db);
  await sql`create index asset_name_trgm_idx on asset using gin (sort_name gin_trgm_ops)`.execute(db);
  await db.schema.createIndex('asset_storage_key_idx').on('asset').column('storage_key').execute();

  await db.schema
    .createTable('asset_scope_link')
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('asset.id').onDelete('cascade'))
    .addColumn('scope_id', 'integer', (c) => c.notNull().references('asset_scope.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('asset_scope_link_pk', ['scope_id', 'asset_id'])
    .execute();
  await db.schema
    .createIndex('asset_scope_link_asset_idx')
    .on('asset_scope_link')
    .column('asset_id')
    .execute();
  await db.schema
    .createTable('asset_tag_link')
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('asset.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('asset_tag.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('asset_tag_link_pk', ['tag_id', 'asset_id'])
    .execute();
  await db.schema.createIndex('asset_tag_link_asset_idx').on('asset_tag_link').column('asset_id').execute();
  await db.schema
    .createTable('product_asset')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('asset.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_asset_pk', ['product_id', 'asset_id'])
    .execute();
  await db.schema.createIndex('product_asset_asset_idx').on('product_asset').column('asset_id').execute();

  await db.schema
    .createTable('asset_download')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('download', 'share')`))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_count', 'integer', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('portal_user.id').onDelete('set null'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('asset_download_expires_idx')
    .on('asset_download')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'asset_download',
    'product_asset',
    'asset_tag_link',
    'asset_scope_link',
    'asset',
    'asset_tag_translation',
    'asset_tag',
    'asset_scope_translation',
    'asset_scope',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
