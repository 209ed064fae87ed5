import type { Database } from '../../db/database.ts';
import type { PendingRegistrationPayload } from './auth.tables.ts';

export async function insertPendingRegistration(
  db: Database,
  row: { token_hash: string; email: string; payload: PendingRegistrationPayload; expires_at: Date },
): Promise<void> {
  await db
    .insertInto('pending_registration')
    .values({ ...row, payload: JSON.stringify(row.payload) })
    .execute();
}

/** Removes and answers an unexpired registration: a link works once. */
export function takePendingRegistration(db: Database, tokenHash: string) {
  return db
    .deleteFrom('pending_registration')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', new Date())
    .returning(['email', 'payload'])
    .executeTakeFirst();
}

/** Ends the other links of an address once one of them created the account. */
export async function deletePendingRegistrations(db: Database, email: string): Promise<void> {
  await db.deleteFrom('pending_registration').where('email', '=', email).execute();
}

export async function deleteExpiredRegistrations(db: Database): Promise<void> {
  await db.deleteFrom('pending_registration').where('expires_at', '<=', new Date()).execute();
}
