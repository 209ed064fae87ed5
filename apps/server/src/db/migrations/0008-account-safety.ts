import { type Kysely, sql } from 'kysely';

/**
 * Accounts that can be switched off without deleting them, and registrations that wait for their
 * owner to confirm the e-mail address: the account is only created from the mailed link, so the
 * registration answer never tells whether an address already has one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('portal_user')
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('pending_registration')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('pending_registration_email_idx')
    .on('pending_registration')
    .column('email')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_registration').execute();
  await db.schema.alterTable('portal_user').dropColumn('disabled').execute();
}
