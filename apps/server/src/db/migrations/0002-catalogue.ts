import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

type Builder = CreateTableBuilder<string, string>;

/**
 * Product catalogue. Each product keeps its locale-independent values in `attrs` and one
 * `filter_keys` array holding its option ids and (negated) category ids, so that any combination of
 * category and attribute filters is one GIN index condition. Translated values, the sort name and
 * the full-text vector live in `product_translation`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const ext of ['pg_trgm', 'unaccent', 'intarray']) {
    await sql`create extension if not exists ${sql.raw(ext)} with schema public`.execute(db);
  }
  /** A `<table>_translation` table keyed by entity and locale. */
  const translated = async (table: string, key: string, columns: (t: Builder) => Builder) => {
    await columns(
      db.schema
        .createTable(`${table}_translation`)
        .addColumn(`${key}`, 'integer', (c) => c.notNull().references(`${table}.id`).onDelete('cascade'))
        .addColumn('locale', 'text', (c) => c.notNull()),
    )
      .addPrimaryKeyConstraint(`${table}_translation_pk`, [key, 'locale'])
      .execute();
  };

  await db.schema
    .createTable('category')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('parent_id', 'integer', (c) => c.references('category.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('product_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await translated('category', 'category_id', (t) => t.addColumn('title', 'text', (c) => c.notNull()));

  await db.schema
    .createTable('attribute')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('localizable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('searchable', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await translated('attribute', 'attribute_id', (t) =>
    t
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('display_name', 'text')
      .addColumn('prefix', 'text')
      .addColumn('post_fix', 'text')
      .addColumn('help_short', 'text')
      .addColumn('help_long', 'text'),
  );
  await db.schema
    .createTable('attribute_option')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attribute.id').onDelete('cascade'))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('attribute_option_value_uq', ['attribute_id', 'value'])
    .execute();
  await translated('attribute_option', 'option_id', (t) => t.addColumn('label', 'text', (c) => c.notNull()));

  await db.schema
    .createTable('attribute_set')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .execute();
  await translated('attribute_set', 'set_id', (t) => t.addColumn('name', 'text', (c) => c.notNull()));
  await db.schema
    .createTable('attribute_group')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('set_id', 'integer', (c) => c.notNull().references('attribute_set.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attribute_codes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
  await translated('attribute_group', 'group_id', (t) => t.addColumn('name', 'text', (c) => c.notNull()));

  await db.schema
    .createTable('product')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('ean', 'text')
    .addColumn('parent_id', 'integer', (c) => c.references('product.id').onDelete('set null'))
    .addColumn('attribute_set_id', 'integer', (c) => c.references('attribute_set.id').onDelete('set null'))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('attrs', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('category_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('filter_keys', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    // The default locale's sort name, so name order needs no join in the common case.
    .addColumn('sort_name', 'text', (c) => c.notNull().defaultTo(''))
    // Full text of every locale (each with its own language configuration) and the identifiers.
    .addColumn('search', sql`tsvector`)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Partial indexes over the listed products: list queries state the same predicate, so the
  // planner needs no third index for visibility.
  await sql`create index product_filter_keys_idx on product using gin (filter_keys gin__int_ops) where status and not archived and parent_id is null`.execute(
    db,
  );
  await db.schema.createIndex('product_ean_idx').on('product').column('ean').execute();
  await sql`create index product_search_idx on product using gin (search) where status and not archived and parent_id is null`.execute(
    db,
  );
  await sql`create aggregate tsvector_agg (tsvector) (sfunc = tsvector_concat, stype = tsvector, initcond = '')`.execute(
    db,
  );
  // Listed products (active, not archived, not variants) in name order: the unfiltered list pages.
  await sql`create index product_listed_name_idx on product (sort_name, id) where status and not archived and parent_id is null`.execute(
    db,
  );
  await db.schema.createIndex('product_parent_idx').on('product').column('parent_id').execute();
  await db.schema.createIndex('product_created_idx').on('product').columns(['created_at', 'id']).execute();

  await translated('product', 'product_id', (t) =>
    t
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sort_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('attrs', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)),
  );
  await sql`create index product_translation_sort_idx on product_translation (locale, sort_name, product_id)`.execute(
    db,
  );
  await sql`create index product_translation_trgm_idx on product_translation using gin (sort_name gin_trgm_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('association_type')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await translated('association_type', 'type_id', (t) =>
    t.addColumn('label', 'text', (c) => c.notNull()).addColumn('description', 'text'),
  );
  await db.schema
    .createTable('product_association')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('type_id', 'integer', (c) => c.notNull().references('association_type.id').onDelete('cascade'))
    .addColumn('related_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_association_pk', ['product_id', 'type_id', 'related_id'])
    .execute();

  /** Option counts over the whole catalogue, refreshed after imports: the unfiltered facet panel. */
  await db.schema
    .createTable('facet_count')
    .addColumn('key', 'integer', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  /** Option counts per category, refreshed after imports: the facet panel of a category page. */
  await db.schema
    .createTable('category_facet_count')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id').onDelete('cascade'))
    .addColumn('key', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_facet_count_pk', ['category_id', 'key'])
    .execute();

  await db.schema
    .createTable('export_template')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('xlsx', 'csv')`))
    .addColumn('columns', sql`text[]`, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('leaflet_template')
    .addColumn('locale', 'text', (c) => c.primaryKey())
    .addColumn('html', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('job')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('result', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('user_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop aggregate if exists tsvector_agg (tsvector)`.execute(db);
  for (const table of [
    'job',
    'leaflet_template',
    'export_template',
    'category_facet_count',
    'facet_count',
    'product_association',
    'association_type_translation',
    'association_type',
    'product_translation',
    'product',
    'attribute_group_translation',
    'attribute_group',
    'attribute_set_translation',
    'attribute_set',
    'attribute_option_translation',
    'attribute_option',
    'attribute_translation',
    'attribute',
    'category_translation',
    'category',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
