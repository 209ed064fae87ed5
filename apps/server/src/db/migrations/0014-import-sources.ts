import { type Kysely, sql } from 'kysely';

/**
 * What imports need to find again what they wrote, and the texts they bring:
 * - an asset imported from a folder keeps its path there (`source_path`, unique) and the SHA-256 of
 *   its file (`file_hash`) and of its metadata row (`import_hash`), so a re-import knows it unchanged;
 *   assets get per-locale names (`asset_translation`), the plain `name` staying the file's name;
 * - a content gets a `code` (its slug, unique) and the hash of what the import wrote;
 * - a form keeps the hash of its imported definition; fields and options an import removed from a
 *   form that has results are retired (no longer shown) instead of deleted, so results keep them;
 * - a user keeps the locale a user import gave (the language of mails such as the reset link).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('asset')
    .addColumn('source_path', 'text')
    .addColumn('file_hash', 'text')
    .addColumn('import_hash', 'text')
    .execute();
  await sql`create unique index asset_source_path_idx on asset (source_path) where source_path is not null`.execute(
    db,
  );
  await db.schema
    .createTable('asset_translation')
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('asset.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // Lower-cased, unaccented: searched as the asset's own name is.
    .addColumn('sort_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_translation_pk', ['asset_id', 'locale'])
    .execute();
  await sql`create index asset_translation_name_trgm_idx on asset_translation using gin (sort_name gin_trgm_ops)`.execute(
    db,
  );

  await db.schema.alterTable('content').addColumn('code', 'text').addColumn('import_hash', 'text').execute();
  await sql`create unique index content_code_idx on content (code) where code is not null`.execute(db);

  await db.schema.alterTable('form').addColumn('import_hash', 'text').execute();
  await db.schema
    .alterTable('form_field')
    .addColumn('retired', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('form_field_option')
    .addColumn('retired', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema.alterTable('portal_user').addColumn('locale', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('portal_user').dropColumn('locale').execute();
  await db.schema.alterTable('form_field_option').dropColumn('retired').execute();
  await db.schema.alterTable('form_field').dropColumn('retired').execute();
  await db.schema.alterTable('form').dropColumn('import_hash').execute();
  await db.schema.dropIndex('content_code_idx').execute();
  await db.schema.alterTable('content').dropColumn('code').dropColumn('import_hash').execute();
  await db.schema.dropTable('asset_translation').execute();
  await db.schema.dropIndex('asset_source_path_idx').execute();
  await db.schema
    .alterTable('asset')
    .dropColumn('source_path')
    .dropColumn('file_hash')
    .dropColumn('import_hash')
    .execute();
}
