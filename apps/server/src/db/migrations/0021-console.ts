import { type Kysely, sql } from 'kysely';

/**
 * The operator console's state:
 * - `account_request` gains its decision: open until an administrator approves it (the account
 *   made, `user_id`) or refuses it (with an optional message to the applicant);
 * - `portal_user.last_sign_in_at` and `company`, for the users' list and page;
 * - `audit_entry`: every change made in the console, who made it and when, with the record before
 *   and after (JSON), kept by housekeeping for AUDIT_RETENTION_DAYS.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('account_request')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'approved', 'refused')`),
    )
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'integer', (c) => c.references('portal_user.id').onDelete('set null'))
    .addColumn('decision_message', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('portal_user.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('account_request_status_idx')
    .on('account_request')
    .columns(['status', 'id'])
    .execute();

  await db.schema
    .alterTable('portal_user')
    .addColumn('last_sign_in_at', 'timestamptz')
    // The company an approved request named, so the console finds people by it.
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('audit_entry')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'integer', (c) => c.references('portal_user.id').onDelete('set null'))
    // The actor's address as it was: the entry still says who after the account is gone.
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('target_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await db.schema
    .alterTable('asset_download')
    .addColumn('recipient', 'text')
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_download_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_by', 'integer', (c) => c.references('portal_user.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('asset_download_kind_idx')
    .on('asset_download')
    .columns(['kind', 'created_at'])
    .execute();

  await db.schema.createIndex('audit_entry_at_idx').on('audit_entry').column('at').execute();
  await db.schema
    .createIndex('audit_entry_target_idx')
    .on('audit_entry')
    .columns(['target_kind', 'target_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('asset_download_kind_idx').execute();
  for (const column of ['revoked_by', 'revoked_at', 'last_download_at', 'download_count', 'recipient'])
    await db.schema.alterTable('asset_download').dropColumn(column).execute();
  await db.schema.dropTable('audit_entry').execute();
  await db.schema.alterTable('portal_user').dropColumn('last_sign_in_at').dropColumn('company').execute();
  await db.schema.dropIndex('account_request_status_idx').execute();
  for (const column of ['user_id', 'decision_message', 'decided_by', 'decided_at', 'status'])
    await db.schema.alterTable('account_request').dropColumn(column).execute();
}
