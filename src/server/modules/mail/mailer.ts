import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage } from './mail.templates.ts';

export interface Mailer {
  /** Sends the message; rejects when the transport refuses it. */
  send(to: string, message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerDeps {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
}

/**
 * SMTP when configured; otherwise every message becomes an .eml file in the outbox folder and its
 * link is logged, so a local server works with no mail server at all.
 */
export function createMailer(deps: MailerDeps): Mailer {
  const transport: Transporter = deps.smtpUrl
    ? nodemailer.createTransport(deps.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    send: async (to, message) => {
      const info = await transport.sendMail({
        from: deps.from,
        to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      if (deps.smtpUrl) return;
      await mkdir(deps.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(3).toString('hex')}.eml`;
      const file = path.join(deps.outboxDir, name);
      const raw: unknown = info.message;
      await writeFile(file, Buffer.isBuffer(raw) ? raw : String(raw));
      deps.logger.info(
        { to, subject: message.subject, link: message.link, file },
        'mail written to the outbox',
      );
    },
    close: () => transport.close(),
  };
}
