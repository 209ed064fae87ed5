import { type Kysely, sql } from 'kysely';

/**
 * Forms: categories, forms and their fields and options (names in `*_translation` rows), the
 * results users send with one row per answer (text, JSON or a stored file's key), log entries,
 * forms assigned to users, and the portal's one role beyond a user: an administrator, who reads
 * every report and assigns forms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('portal_user')
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('form_category')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('form_category_translation')
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('form_category.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_category_translation_pk', ['category_id', 'locale'])
    .execute();

  await db.schema
    .createTable('form')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('category_id', 'integer', (c) => c.references('form_category.id').onDelete('set null'))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_logging', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('required_before_continuing', 'boolean', (c) => c.notNull().defaultTo(false))
    // null: the spec's third state (not hidden, yet not explicitly kept in view either).
    .addColumn('hidden_after_completion', 'boolean')
    // Week offsets ("0,2,4") and the window, as the contract's availability rules read them.
    .addColumn('recurring', 'text')
    .addColumn('start_date', 'text')
    .addColumn('stop_date', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('form_category_idx').on('form').column('category_id').execute();
  await db.schema
    .createTable('form_translation')
    .addColumn('form_id', 'integer', (c) => c.notNull().references('form.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_translation_pk', ['form_id', 'locale'])
    .execute();

  await db.schema
    .createTable('form_field')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('form_id', 'integer', (c) => c.notNull().references('form.id').onDelete('cascade'))
    .addColumn('field_type', 'text', (c) => c.notNull())
    .addColumn('is_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('min', 'double precision')
    .addColumn('max', 'double precision')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('media_url', 'text')
    .addColumn('allow_custom_options', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('form_field_form_idx')
    .on('form_field')
    .columns(['form_id', 'position'])
    .execute();
  await db.schema
    .createTable('form_field_translation')
    .addColumn('field_id', 'integer', (c) => c.notNull().references('form_field.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tooltip', 'text')
    .addPrimaryKeyConstraint('form_field_translation_pk', ['field_id', 'locale'])
    .execute();
  await db.schema
    .createTable('form_field_option')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('field_id', 'integer', (c) => c.notNull().references('form_field.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('form_field_option_field_idx')
    .on('form_field_option')
    .columns(['field_id', 'position'])
    .execute();
  await db.schema
    .createTable('form_field_option_translation')
    .addColumn('option_id', 'integer', (c) =>
      c.notNull().references('form_field_option.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_field_option_translation_pk', ['option_id', 'locale'])
    .execute();

  await db.schema
    .createTable('form_result')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('form_id', 'integer', (c) => c.notNull().references('form.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('portal_user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A user's last result per form: every form list reads it.
  await db.schema
    .createIndex('form_result_user_idx')
    .on('form_result')
    .columns(['user_id', 'form_id', 'created_at'])
    .execute();
  await db.schema.createIndex('form_result_form_idx').on('form_result').column('form_id').execute();
  await db.schema
    .createTable('form_result_answer')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('result_id', 'integer', (c) => c.notNull().references('form_result.id').onDelete('cascade'))
    .addColumn('field_id', 'integer', (c) => c.references('form_field.id').onDelete('set null'))
    // One of: a text, a JSON value (numbers, booleans, option lists), or a stored file.
    .addColumn('value_text', 'text')
    .addColumn('value_json', 'jsonb')
    .addColumn('storage_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('content_type', 'text')
    .addColumn('size', 'integer')
    .addCheckConstraint(
      'form_result_answer_value_ck',
      sql`(value_text is not null)::int + (value_json is not null)::int + (storage_key is not null)::int = 1`,
    )
    .execute();
  await db.schema
    .createIndex('form_result_answer_result_idx')
    .on('form_result_answer')
    .column('result_id')
    .execute();

  await db.schema
    .createTable('form_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('form_id', 'integer', (c) => c.notNull().references('form.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('portal_user.id').onDelete('cascade'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('form_log_user_idx')
    .on('form_log')
    .columns(['user_id', 'form_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('form_assignment')
    .addColumn('form_id', 'integer', (c) => c.notNull().references('form.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('portal_user.id').onDelete('cascade'))
    .addColumn('assigned_by', 'integer', (c) => c.references('portal_user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('done_at', 'timestamptz')
    .addPrimaryKeyConstraint('form_assignment_pk', ['user_id', 'form_id'])
    .execute();
  await db.schema.createIndex('form_assignment_form_idx').on('form_assignment').column('form_id').execute();

  // Operators read every report, newest first.
  await db.schema.createIndex('report_created_idx').on('report').column('created_at').execute();
  await db.schema.createIndex('report_user_idx').on('report').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('report_user_idx').ifExists().execute();
  await db.schema.dropIndex('report_created_idx').ifExists().execute();
  for (const table of [
    'form_assignment',
    'form_log',
    'form_result_answer',
    'form_result',
    'form_field_option_translation',
    'form_field_option',
    'form_field_translation',
    'form_field',
    'form_translation',
    'form',
    'form_category_translation',
    'form_category',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('portal_user').dropColumn('is_admin').execute();
}
