import type { RegisterRequest, UserProfile } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { assertAcceptablePassword, issueSession } from './auth.service.ts';
import { findPublicGroup, listPublicGroups } from './group.repository.ts';
import { sendAccountMail, type MailContext } from './account-mail.ts';
import {
  deletePendingRegistrations,
  insertPendingRegistration,
  takePendingRegistration,
} from './registration.repository.ts';
import { toUserProfile } from './user-profile.ts';
import { findUserIdByEmail, findUserProfileRow, insertUser } from './user.repository.ts';

/**
 * Self-registration, step one. The answer is the same whether or not the address has an account:
 * a new address gets a link that creates the account, an existing one a note to its owner. Only
 * what does not depend on the address (groups, password rules) is refused here.
 */
export async function requestRegistration(
  deps: Deps,
  input: RegisterRequest,
  context: MailContext,
): Promise<{ mail: Promise<void> }> {
  const groups = await listPublicGroups(deps.db, context.locale);
  if (groups.length === 0) throw forbidden('This feature is disabled', 'registration_disabled');
  const groupId = input.registerGroup
    ? (await findPublicGroup(deps.db, input.registerGroup))?.id
    : groups[0].id;
  if (!groupId) throw badRequest('Unknown registration group', 'registerGroup', 'unknown_group');
  assertAcceptablePassword(input.password);
  // Hashed either way, so both answers take as long.
  const passwordHash = await hashPassword(input.password);
  const owner = await findUserIdByEmail(deps.db, input.email);
  if (owner) {
    const note = { to: input.email, name: owner.first_name, kind: 'register_exists', route: '/auth/forgot' };
    return { mail: sendAccountMail(deps, note, context) };
  }

  const token = newToken();
  await insertPendingRegistration(deps.db, {
    token_hash: hashToken(token),
    email: input.email,
    expires_at: new Date(Date.now() + deps.config.registrationTtlMs),
    payload: {
      first_name: input.first_name,
      last_name: input.last_name,
      gender: input.gender || null,
      date_of_birth: input.age ? input.age.slice(0, 10) : null,
      group_id: groupId,
      password_hash: passwordHash,
      locale: context.locale.code,
    },
  });
  const hours = Math.round(deps.config.registrationTtlMs / 3600_000);
  const link = {
    to: input.email,
    name: input.first_name,
    kind: 'register',
    route: `/auth/register/${token}`,
  };
  return { mail: sendAccountMail(deps, { ...link, values: { hours } }, context) };
}

/**
 * Step two, from the mailed link: creates the account and its first session together. A used,
 * expired or unknown link, or an address that got an account meanwhile, is one answer.
 */
export async function confirmRegistration(deps: Deps, token: string): Promise<UserProfile> {
  return deps.db.transaction().execute(async (trx) => {
    const pending = await takePendingRegistration(trx, hashToken(token));
    const { password_hash, locale: _locale, ...person } = pending?.payload ?? ({} as never);
    const id = pending
      ? await insertUser(trx, {
          email: pending.email,
          username: pending.email,
          password_hash,
          ...person,
        })
      : undefined;
    if (!pending || !id) {
      throw badRequest(
        'This link has expired or was already used; please register again',
        undefined,
        'link_invalid',
      );
    }
    await deletePendingRegistrations(trx, pending.email);
    const session = await issueSession(trx, deps.config, id);
    const row = await findUserProfileRow(trx, id);
    if (!row) throw new Error('The new account could not be read back');
    return toUserProfile(row, session, null);
  });
}
