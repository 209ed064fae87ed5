import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP listener on loopback that keeps every mail it receives. */
export async function startSmtp(): Promise<{
  url: string;
  mails: ParsedMail[];
  /** The first mail to an address (whose subject or text matches `match`, when given). */
  waitFor: (to: string, timeoutMs?: number, match?: RegExp) => Promise<ParsedMail>;
  close: () => Promise<void>;
}> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const recipients = (mail: ParsedMail) =>
    [mail.to].flat().flatMap((a) => (a ? a.value.map((v) => v.address?.toLowerCase()) : []));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, timeoutMs = 10_000, match) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.find(
          (m) =>
            recipients(m).includes(to.toLowerCase()) && (!match || match.test(`${m.subject}\n${m.text}`)),
        );
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
