import type { Database } from '../../db/database.ts';

export async function insertToken(
  db: Database,
  row: { token_hash: string; user_id: number; kind: 'session' | 'reset'; expires_at: Date },
): Promise<void> {
  await db.insertInto('auth_token').values(row).execute();
}

/**
 * The unexpired token row with its user's id, used on every private request. The account's state is
 * read with it, so a disabled account, or one flagged to reset its password, loses its sessions at
 * once (its reset link still works); a deleted one loses its tokens with it.
 */
export function findLiveToken(db: Database, tokenHash: string) {
  return db
    .selectFrom('auth_token as t')
    .innerJoin('portal_user as u', 'u.id', 't.user_id')
    .select(['t.user_id', 't.kind'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.expires_at', '>', new Date())
    .where('u.disabled', '=', false)
    .where((eb) => eb.or([eb('t.kind', '=', 'reset'), eb('u.must_reset_password', '=', false)]))
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

export async function deleteExpiredTokenRows(db: Database): Promise<void> {
  await db.deleteFrom('auth_token').where('expires_at', '<=', new Date()).execute();
}
