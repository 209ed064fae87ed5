import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { forbidden } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { Principal } from '../../lib/principal.ts';
import { sendAccountMail, type MailContext } from './account-mail.ts';
import { issueResetLink } from './password-reset.service.ts';
import { deleteUserTokens } from './token.repository.ts';
import { insertUser, isAdmin } from './user.repository.ts';
import { NO_PASSWORD } from './user.writer.ts';

// What the operator console does to accounts beyond reading them: the administrator check, an
// account made for someone (who sets their own password from a mailed link), ending sessions.

/** The signed-in administrator's id; a 403 for a guest, a plain user or a reset link. */
export async function requireAdministrator(db: Database, principal: Principal): Promise<number> {
  if (
    principal.kind !== 'user' ||
    principal.tokenKind !== 'session' ||
    !(await isAdmin(db, principal.userId))
  )
    throw forbidden('Only an administrator may do this', 'admin_only');
  return principal.userId;
}

/** The portal's mail context in another person's language (their stored locale, else the default). */
export function mailContextFor(context: MailContext, locale: string | null): MailContext {
  const code = locale ?? context.locale.defaultCode;
  const readerLocale: RequestLocale = {
    code,
    language: code.slice(0, 2),
    defaultCode: context.locale.defaultCode,
  };
  return { ...context, locale: readerLocale };
}

/**
 * Makes an account without a usable password: it signs in once its owner has set one from the
 * invitation. Undefined when the address has an account already.
 */
export function insertInvitedUser(
  db: Database,
  person: {
    email: string;
    first_name: string;
    last_name: string;
    company: string;
    group_id: number;
    is_admin: boolean;
    locale: string | null;
    city?: string;
    street?: string;
    street_number?: string;
    zip_code?: string;
    country?: string | null;
    phone_number?: string;
  },
): Promise<number | undefined> {
  return insertUser(db, {
    ...person,
    username: person.email,
    password_hash: NO_PASSWORD,
    must_reset_password: true,
  });
}

/**
 * Mails an account's owner a single-use link to set their password, valid INVITE_TTL_DAYS: `kind`
 * names the texts (`welcome` after an approved request, `invite` for an account made in the console).
 */
export async function sendInvitation(
  deps: Deps,
  user: { id: number; email: string; first_name: string },
  kind: 'welcome' | 'invite',
  context: MailContext,
): Promise<void> {
  const token = await issueResetLink(deps.db, user.id, deps.config.inviteTtlMs);
  const days = Math.round(deps.config.inviteTtlMs / 86_400_000);
  await sendAccountMail(
    deps,
    { to: user.email, name: user.first_name, kind, route: `/auth/reset/${token}`, values: { days } },
    context,
  );
}

/** Ends every session of an account (its reset link stays). */
export const endSessions = (db: Database, userId: number) => deleteUserTokens(db, userId, 'session');

/**
 * Deletes an account: its sessions, consents, pictures' records, orders, visit requests and roles
 * go with it (the database's cascades); records that only name it (shares, decided requests, the
 * audit log's actor) keep their row without the link.
 */
export async function deleteAccount(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('portal_user').where('id', '=', userId).execute();
}
