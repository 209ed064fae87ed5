import type { Deps } from '../../deps.ts';
import { mailBody, mailText } from '../../mail/messages.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { deleteUserTokens, insertToken } from './token.repository.ts';
import { findUserIdByEmail } from './user.repository.ts';

/**
 * Mails a single-use reset link when the account exists. The caller answers the same either way,
 * and the work runs after the answer so its timing tells nothing either.
 */
export async function sendPasswordReset(
  deps: Deps,
  email: string,
  locale: RequestLocale,
  origin: string,
  portal: string,
): Promise<void> {
  const user = await findUserIdByEmail(deps.db, email);
  if (!user) return;
  await deleteUserTokens(deps.db, user.id, 'reset');
  const token = newToken();
  const minutes = Math.round(deps.config.resetTtlMs / 60_000);
  await insertToken(deps.db, {
    token_hash: hashToken(token),
    user_id: user.id,
    kind: 'reset',
    expires_at: new Date(Date.now() + deps.config.resetTtlMs),
  });
  const link = `${origin}/${locale.code.replace('_', '-')}/auth/reset/${token}`;
  const lang = locale.language;
  const lines = [
    mailText(lang, 'greeting', { name: user.first_name }),
    mailText(lang, 'reset_body', { minutes }),
    link,
    mailText(lang, 'reset_ignore'),
    mailText(lang, 'signature', { portal }),
  ];
  await deps.mailer.send({
    to: email,
    subject: mailText(lang, 'reset_subject', { portal }),
    ...mailBody(lines, link),
  });
}
