import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A mail's From: an address with or without a name (`Name <address>`, or the two apart). */
export type Sender = string | { name: string; address: string };

/**
 * SMTP when a URL is configured, else each mail is written as an .eml file to an outbox folder.
 * `sender`, when given, is asked for the From of each mail (a setting that may change meanwhile).
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  sender?: () => Promise<Sender>;
}): Mailer {
  // A sender that cannot be read (the database away) leaves the configured one: the mail still goes.
  const from = async (): Promise<Sender> =>
    options.sender ? options.sender().catch(() => options.from) : options.from;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: await from(), ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: await from(), ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await fs.writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
