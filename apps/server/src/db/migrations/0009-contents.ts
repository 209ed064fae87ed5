import { type Kysely, sql } from 'kysely';

/**
 * The content library: articles with translated title, introduction and HTML text, in a category
 * tree, linked to products, with attachments and a thumbnail that point at media assets or at
 * stored files. Each translation carries its own weighted search vector (in its language's
 * configuration); the index holds it with its word prefixes, as the product index does (0004).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_category')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('parent_id', 'integer', (c) => c.references('content_category.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('content_category_translation')
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('content_category.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_category_translation_pk', ['category_id', 'locale'])
    .execute();

  await db.schema
    .createTable('content')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    // An external address: the portal opens it instead of a detail page.
    .addColumn('link', 'text')
    .addColumn('sorting_priority', 'integer', (c) => c.notNull().defaultTo(0))
    // The thumbnail: a media asset, or a file stored with the content (a public media key).
    .addColumn('thumbnail_asset_id', 'integer', (c) => c.references('asset.id').onDelete('set null'))
    .addColumn('thumbnail_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The default order (newest first) over the listed contents.
  await sql`create index content_listed_created_idx on content (created_at desc, id desc) where status`.execute(
    db,
  );

  await db.schema
    .createTable('content_translation')
    .addColumn('content_id', 'integer', (c) => c.notNull().references('content.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    // Lower-cased, unaccented title: title order without a function per row.
    .addColumn('sort_title', 'text', (c) => c.notNull())
    .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    // Title (A), introduction (B) and text without tags (C), in the locale's configuration.
    .addColumn('search', sql`tsvector`, (c) => c.notNull().defaultTo(sql`''::tsvector`))
    .addPrimaryKeyConstraint('content_translation_pk', ['content_id', 'locale'])
    .execute();
  await sql`create index content_translation_search_idx on content_translation
    using gin (search_with_prefixes(search))`.execute(db);
  // Title order: each locale's titles in order, read without the wide rows.
  await sql`create index content_translation_sort_idx on content_translation (locale, sort_title, content_id)`.execute(
    db,
  );

  await db.schema
    .createTable('content_category_link')
    .addColumn('content_id', 'integer', (c) => c.notNull().references('content.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('content_category.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('content_category_link_pk', ['category_id', 'content_id'])
    .execute();
  await db.schema
    .createIndex('content_category_link_content_idx')
    .on('content_category_link')
    .column('content_id')
    .execute();

  await db.schema
    .createTable('content_product')
    .addColumn('content_id', 'integer', (c) => c.notNull().references('content.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('content_product_pk', ['product_id', 'content_id'])
    .execute();
  await db.schema
    .createIndex('content_product_content_idx')
    .on('content_product')
    .column('content_id')
    .execute();

  await db.schema
    .createTable('content_attachment')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('content_id', 'integer', (c) => c.notNull().references('content.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    // Either a media asset (the media area owns it) or a stored file's key, never both.
    .addColumn('asset_id', 'integer', (c) => c.references('asset.id').onDelete('cascade'))
    .addColumn('storage_key', 'text')
    .addCheckConstraint('content_attachment_source_ck', sql`(asset_id is null) <> (storage_key is null)`)
    .execute();
  await db.schema
    .createIndex('content_attachment_content_idx')
    .on('content_attachment')
    .columns(['content_id', 'position'])
    .execute();
  await db.schema
    .createIndex('content_attachment_asset_idx')
    .on('content_attachment')
    .column('asset_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'content_attachment',
    'content_product',
    'content_category_link',
    'content_translation',
    'content',
    'content_category_translation',
    'content_category',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
