import type { Database } from '../../db/database.ts';

export async function insertToken(
  db: Database,
  row: { token_hash: string; user_id: number; kind: 'session' | 'reset'; expires_at: Date },
): Promise<void> {
  await db.insertInto('auth_token').values(row).execute();
}

/** The unexpired token row with its user's id, used on every private request. */
export function findLiveToken(db: Database, tokenHash: string) {
  return db
    .selectFrom('auth_token')
    .select(['user_id', 'kind'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

export async function deleteToken(db: Database, tokenHash: string): Promise<void> {
  await db.deleteFrom('auth_token').where('token_hash', '=', tokenHash).execute();
}

/** Ends the user's tokens of a kind (all kinds when none given). */
export async function deleteUserTokens(
  db: Database,
  userId: number,
  kind?: 'session' | 'reset',
): Promise<void> {
  let query = db.deleteFrom('auth_token').where('user_id', '=', userId);
  if (kind) query = query.where('kind', '=', kind);
  await query.execute();
}

export async function deleteExpiredTokens(db: Database): Promise<void> {
  await db.deleteFrom('auth_token').where('expires_at', '<=', new Date()).execute();
}
