import type { PasswordChange } from '@vitrine/contract';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { dummyHash, hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Principal, UserPrincipal } from '../../lib/principal.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { guestToken } from '../config/index.ts';
import { deleteExpiredRegistrations } from './registration.repository.ts';
import {
  deleteExpiredTokenRows,
  deleteToken,
  deleteUserTokens,
  findLiveToken,
  insertToken,
} from './token.repository.ts';
import { markSignedIn } from './user-directory.repository.ts';
import { findPasswordHash, findUserForLogin, updatePassword } from './user.repository.ts';

/** Creates a session token for a user; only its hash is stored. */
export async function issueSession(db: Database, config: AppConfig, userId: number): Promise<string> {
  const token = newToken();
  await insertToken(db, {
    token_hash: hashToken(token),
    user_id: userId,
    kind: 'session',
    expires_at: new Date(Date.now() + config.sessionTtlMs),
  });
  return token;
}

/** Resolves a raw token to a principal, or null when it is unknown or expired. */
export async function authenticate(deps: Deps, token: string): Promise<Principal | null> {
  const guest = await guestToken(deps);
  if (guest && token === guest) return { kind: 'guest' };
  const tokenHash = hashToken(token);
  const row = await findLiveToken(deps.db, tokenHash);
  return row ? { kind: 'user', userId: row.user_id, tokenHash, tokenKind: row.kind } : null;
}

/** Checks the credentials and answers a new session token; the same error for any wrong pair. */
export async function login(deps: Deps, username: string, password: string): Promise<string> {
  const user = await findUserForLogin(deps.db, username.trim().toLowerCase());
  const valid = await verifyPassword(user?.password_hash ?? (await dummyHash()), password);
  if (!user || !valid) throw badRequest('Wrong e-mail address or password', undefined, 'invalid_credentials');
  // Told only to whoever knows the password.
  if (user.disabled) throw forbidden('This account is disabled; please contact us', 'account_disabled');
  if (user.must_reset_password) {
    throw forbidden(
      'Security upgrade: please reset your password once with "Forgot password"',
      'password_reset_required',
    );
  }
  await markSignedIn(deps.db, user.id);
  return issueSession(deps.db, deps.config, user.id);
}

/** Removes expired sessions, reset links and registration links. */
export async function deleteExpiredTokens(db: Database): Promise<void> {
  await deleteExpiredTokenRows(db);
  await deleteExpiredRegistrations(db);
}

export async function logout(db: Database, principal: UserPrincipal): Promise<void> {
  await deleteToken(db, principal.tokenHash);
}

export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) {
    throw badRequest('This password is too common; please choose another one', 'password', 'weak_password');
  }
}

/**
 * Sets a new password, ends every other token of the user and answers a fresh session token. A
 * session must prove the current password (a stolen session must not take the account over); the
 * reset link's token is that proof itself.
 */
export async function changePassword(
  deps: Deps,
  principal: UserPrincipal,
  change: PasswordChange,
): Promise<string> {
  if (principal.tokenKind !== 'reset') {
    const stored = await findPasswordHash(deps.db, principal.userId);
    const current = change.current_password ?? '';
    if (!stored || !current || !(await verifyPassword(stored.password_hash, current))) {
      throw badRequest('The current password is wrong', 'current_password', 'wrong_password');
    }
  }
  const password = change.password;
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  // One transaction: the new password never stands beside sessions that should have ended.
  return deps.db.transaction().execute(async (trx) => {
    await updatePassword(trx, principal.userId, passwordHash);
    await deleteUserTokens(trx, principal.userId);
    return issueSession(trx, deps.config, principal.userId);
  });
}
