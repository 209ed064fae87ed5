import { type Kysely, sql } from 'kysely';

/** Locales, settings, accounts, tokens, consent, features, reports and analytics. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('locale')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('registration_group')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createTable('registration_group_translation')
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('registration_group.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('registration_group_translation_pk', ['group_id', 'locale'])
    .execute();
  await db.schema
    .createTable('portal_user')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('gender', 'text')
    .addColumn('date_of_birth', 'date')
    .addColumn('street', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('street_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('zip_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_company', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('country', 'text')
    .addColumn('group_id', 'integer', (c) => c.references('registration_group.id').onDelete('set null'))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('must_reset_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('auth_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('portal_user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('session', 'reset')`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('auth_token_user_idx').on('auth_token').column('user_id').execute();
  await db.schema
    .createTable('account_request')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('locale', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('consent')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('consent_translation')
    .addColumn('consent_id', 'integer', (c) => c.notNull().references('consent.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('consent_translation_pk', ['consent_id', 'locale'])
    .execute();
  await db.schema
    .createTable('user_consent')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('portal_user.id').onDelete('cascade'))
    .addColumn('consent_id', 'integer', (c) => c.notNull().references('consent.id').onDelete('cascade'))
    .addColumn('status', 'boolean', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_consent_pk', ['user_id', 'consent_id'])
    .execute();
  await db.schema
    .createTable('feature')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('for_everyone', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('group_feature')
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('registration_group.id').onDelete('cascade'),
    )
    .addColumn('feature_code', 'text', (c) => c.notNull().references('feature.code').onDelete('cascade'))
    .addPrimaryKeyConstraint('group_feature_pk', ['group_id', 'feature_code'])
    .execute();
  await db.schema
    .createTable('profile_media')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('portal_user.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('report')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('portal_user.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('analytics_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('category', 'text')
    .addColumn('action', 'text')
    .addColumn('label', 'text')
    .addColumn('path', 'text')
    .addColumn('locale', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'analytics_event',
    'report',
    'profile_media',
    'group_feature',
    'feature',
    'user_consent',
    'consent_translation',
    'consent',
    'account_request',
    'auth_token',
    'portal_user',
    'registration_group_translation',
    'registration_group',
    'setting',
    'locale',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
