import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { requestOrigin } from '../../plugins/request-origin.ts';
import { portalConfig } from '../config/index.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { mailBody, mailText } from '../../mail/messages.ts';

/** Where a mail points and in which words: the portal's address and title, the reader's language. */
export interface MailContext {
  origin: string;
  portal: string;
  locale: RequestLocale;
}

/** The mail context of a request: its origin, the portal's title, the request's language. */
export async function mailContextOf(deps: Deps, request: FastifyRequest): Promise<MailContext> {
  const origin = requestOrigin(request);
  const portal = (await portalConfig(deps, origin)).setup.title;
  return { origin, portal, locale: request.locale };
}

/**
 * An account mail in the reader's language: greeting, what happened, a link to a web route, what to
 * do if it was not them, signature. `kind` names the texts (`<kind>_subject`, `_body`, `_ignore`).
 * Links take the origin given here, never a header (see plugins/allowed-hosts.ts).
 */
export async function sendAccountMail(
  deps: Deps,
  mail: { to: string; name: string; kind: string; route: string; values?: Record<string, string | number> },
  { origin, portal, locale }: MailContext,
): Promise<void> {
  const link = `${origin}/${locale.code.replace('_', '-')}${mail.route}`;
  const lang = locale.language;
  const values = { portal, ...mail.values };
  await deps.mailer.send({
    to: mail.to,
    subject: mailText(lang, `${mail.kind}_subject`, values),
    ...mailBody(
      [
        mailText(lang, 'greeting', { name: mail.name }),
        mailText(lang, `${mail.kind}_body`, values),
        link,
        mailText(lang, `${mail.kind}_ignore`),
        mailText(lang, 'signature', { portal }),
      ],
      link,
    ),
  });
}
