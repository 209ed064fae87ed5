import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { sendAccountMail, type MailContext } from './account-mail.ts';
import { deleteUserTokens, findLiveToken, insertToken } from './token.repository.ts';
import { findUserIdByEmail } from './user.repository.ts';

// Reset links carry a marked token: once used, replaced or expired its row is gone, and the mark
// still tells a dead reset link (ask for a new mail) from an ended session (sign in again). A
// session token is 43 random URL-safe characters, which never start with this by any real chance.
const RESET_MARK = 'reset-';

/** True for a token minted for a reset link, live or not. */
export function isResetLinkToken(token: string): boolean {
  return token.startsWith(RESET_MARK);
}

/** The answer for a reset link that was used, replaced by a newer one or has expired. */
export const resetLinkInvalid = () =>
  badRequest(
    'This link has expired or was already used; please ask for a new one',
    undefined,
    'reset_link_invalid',
  );

/**
 * A new single-use link token to set the account's password, valid `ttlMs`; any earlier one is
 * replaced (reset mails, invitations).
 */
export async function issueResetLink(db: Database, userId: number, ttlMs: number): Promise<string> {
  await deleteUserTokens(db, userId, 'reset');
  const token = `${RESET_MARK}${newToken()}`;
  await insertToken(db, {
    token_hash: hashToken(token),
    user_id: userId,
    kind: 'reset',
    expires_at: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Checks a reset link before a new password is typed; throws `reset_link_invalid` for a dead one. */
export async function checkResetLink(deps: Deps, token: string): Promise<void> {
  const row = isResetLinkToken(token) ? await findLiveToken(deps.db, hashToken(token)) : undefined;
  if (row?.kind !== 'reset') throw resetLinkInvalid();
}

/**
 * Mails a single-use reset link when an account that may sign in exists. The caller answers the
 * same either way, and the work runs after the answer so its timing tells nothing either.
 */
export async function sendPasswordReset(deps: Deps, email: string, context: MailContext): Promise<void> {
  const user = await findUserIdByEmail(deps.db, email);
  if (!user || user.disabled) return;
  const token = await issueResetLink(deps.db, user.id, deps.config.resetTtlMs);
  const minutes = Math.round(deps.config.resetTtlMs / 60_000);
  await sendAccountMail(
    deps,
    { to: email, name: user.first_name, kind: 'reset', route: `/auth/reset/${token}`, values: { minutes } },
    context,
  );
}
