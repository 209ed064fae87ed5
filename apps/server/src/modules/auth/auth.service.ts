import type { RegisterRequest } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { dummyHash, hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Principal, UserPrincipal } from '../../lib/principal.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { guestToken } from '../config/config.service.ts';
import { findPublicGroup, listPublicGroups } from './group.repository.ts';
import { deleteToken, deleteUserTokens, findLiveToken, insertToken } from './token.repository.ts';
import { findUserForLogin, insertUser, updatePassword } from './user.repository.ts';
import type { RequestLocale } from '../../lib/locale.ts';

/** Creates a session token for a user; only its hash is stored. */
export async function issueSession(deps: Deps, userId: number): Promise<string> {
  const token = newToken();
  await insertToken(deps.db, {
    token_hash: hashToken(token),
    user_id: userId,
    kind: 'session',
    expires_at: new Date(Date.now() + deps.config.sessionTtlMs),
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
  return issueSession(deps, user.id);
}

export async function logout(deps: Deps, principal: UserPrincipal): Promise<void> {
  await deleteToken(deps.db, principal.tokenHash);
}

function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) {
    throw badRequest('This password is too common; please choose another one', 'password', 'weak_password');
  }
}

/** Self-registration into a public group; any other field the client sends is ignored. */
export async function register(deps: Deps, input: RegisterRequest, locale: RequestLocale): Promise<number> {
  const groups = await listPublicGroups(deps.db, locale);
  if (groups.length === 0) throw forbidden('This feature is disabled', 'registration_disabled');
  const groupId = input.registerGroup
    ? (await findPublicGroup(deps.db, input.registerGroup))?.id
    : groups[0].id;
  if (!groupId) throw badRequest('Unknown registration group', 'registerGroup');
  assertAcceptablePassword(input.password);
  const id = await insertUser(deps.db, {
    email: input.email,
    username: input.email,
    password_hash: await hashPassword(input.password),
    first_name: input.first_name,
    last_name: input.last_name,
    gender: input.gender || null,
    date_of_birth: input.age ? input.age.slice(0, 10) : null,
    group_id: groupId,
  });
  if (!id) throw conflict('An account with this e-mail address already exists', 'email_taken', 'email');
  return id;
}

/** Sets a new password, ends every other token of the user and answers a fresh session token. */
export async function changePassword(
  deps: Deps,
  principal: UserPrincipal,
  password: string,
): Promise<string> {
  assertAcceptablePassword(password);
  await updatePassword(deps.db, principal.userId, await hashPassword(password));
  await deleteUserTokens(deps.db, principal.userId);
  return issueSession(deps, principal.userId);
}
