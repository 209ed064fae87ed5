import type { Deps } from '../../deps.ts';

/**
 * Mails the portal's operators (OPERATOR_EMAIL) in the background; nothing when no address is set.
 * What was sent is stored already, so mail trouble is logged and never fails the request.
 */
export function mailOperators(
  deps: Pick<Deps, 'config' | 'mailer'>,
  message: { subject: string; lines: string[]; replyTo?: string },
  log: (error: unknown) => void,
): void {
  const to = deps.config.operatorEmail;
  if (!to) return;
  deps.mailer
    .send({
      to,
      replyTo: message.replyTo,
      // One line: a subject never carries a header break, whatever a name holds.
      subject: message.subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
      text: message.lines.join('\n'),
    })
    .catch(log);
}
