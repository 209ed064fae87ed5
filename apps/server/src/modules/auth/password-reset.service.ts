import type { Deps } from '../../deps.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { sendAccountMail, type MailContext } from './account-mail.ts';
import { deleteUserTokens, insertToken } from './token.repository.ts';
import { findUserIdByEmail } from './user.repository.ts';

/**
 * Mails a single-use reset link when an account that may sign in exists. The caller answers the
 * same either way, and the work runs after the answer so its timing tells nothing either.
 */
export async function sendPasswordReset(deps: Deps, email: string, context: MailContext): Promise<void> {
  const user = await findUserIdByEmail(deps.db, email);
  if (!user || user.disabled) return;
  await deleteUserTokens(deps.db, user.id, 'reset');
  const token = newToken();
  await insertToken(deps.db, {
    token_hash: hashToken(token),
    user_id: user.id,
    kind: 'reset',
    expires_at: new Date(Date.now() + deps.config.resetTtlMs),
  });
  const minutes = Math.round(deps.config.resetTtlMs / 60_000);
  await sendAccountMail(
    deps,
    { to: email, name: user.first_name, kind: 'reset', route: `/auth/reset/${token}`, values: { minutes } },
    context,
  );
}
