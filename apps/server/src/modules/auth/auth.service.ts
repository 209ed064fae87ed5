import type { RegisterRequest, UserProfile } from '@vitrine/contract';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { dummyHash, hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Principal, UserPrincipal } from '../../lib/principal.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { guestToken } from '../config/index.ts';
import { findPublicGroup, listPublicGroups } from './group.repository.ts';
import { deleteToken, deleteUserTokens, findLiveToken, insertToken } from './token.repository.ts';
import { toUserProfile } from './user-profile.ts';
import { findUserForLogin, findUserProfileRow, insertUser, updatePassword } from './user.repository.ts';
import type { RequestLocale } from '../../lib/locale.ts';

/** Creates a session token for a user; only its hash is stored. */
async function issueSession(db: Database, config: AppConfig, userId: number): Promise<string> {
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
  if (user.must_reset_password) {
    throw forbidden(
      'Security upgrade: please reset your password once with "Forgot password"',
      'password_reset_required',
    );
  }
  return issueSession(deps.db, deps.config, user.id);
}

export async function logout(db: Database, principal: UserPrincipal): Promise<void> {
  await deleteToken(db, principal.tokenHash);
}

function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) {
    throw badRequest('This password is too common; please choose another one', 'password', 'weak_password');
  }
}

/**
 * Self-registration into a public group, signed in at once: the account and its first session are
 * written together. Any other field the client sends is ignored.
 */
export async function registerAndSignIn(
  deps: Deps,
  input: RegisterRequest,
  locale: RequestLocale,
): Promise<UserProfile> {
  const groups = await listPublicGroups(deps.db, locale);
  if (groups.length === 0) throw forbidden('This feature is disabled', 'registration_disabled');
  const groupId = input.registerGroup
    ? (await findPublicGroup(deps.db, input.registerGroup))?.id
    : groups[0].id;
  if (!groupId) throw badRequest('Unknown registration group', 'registerGroup');
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, {
      email: input.email,
      username: input.email,
      password_hash: passwordHash,
      first_name: input.first_name,
      last_name: input.last_name,
      gender: input.gender || null,
      date_of_birth: input.age ? input.age.slice(0, 10) : null,
      group_id: groupId,
    });
    if (!id) throw conflict('An account with this e-mail address already exists', 'email_taken', 'email');
    const token = await issueSession(trx, deps.config, id);
    const row = await findUserProfileRow(trx, id);
    if (!row) throw new Error('The new account could not be read back');
    return toUserProfile(row, token, null);
  });
}

/** Sets a new password, ends every other token of the user and answers a fresh session token. */
export async function changePassword(
  deps: Deps,
  principal: UserPrincipal,
  password: string,
): Promise<string> {
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  // One transaction: the new password never stands beside sessions that should have ended.
  return deps.db.transaction().execute(async (trx) => {
    await updatePassword(trx, principal.userId, passwordHash);
    await deleteUserTokens(trx, principal.userId);
    return issueSession(trx, deps.config, principal.userId);
  });
}
