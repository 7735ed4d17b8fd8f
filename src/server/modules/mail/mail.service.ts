import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

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

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  /** The one action the mail asks for; logged when mail goes to the outbox. */
  link: string;
}

export interface ActionMail {
  appUrl: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  link: string;
  /** A second, lesser action, shown as a plain link below the button. */
  secondary?: { action: string; link: string };
  footer: string;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** One layout for every Pomopal mail: a plain-text part and a simple, inline-styled HTML part. */
export function composeMail(mail: ActionMail): MailMessage {
  const text = [
    mail.greeting,
    '',
    ...mail.lines,
    '',
    `${mail.action}: ${mail.link}`,
    ...(mail.secondary ? [`${mail.secondary.action}: ${mail.secondary.link}`] : []),
    '',
    mail.footer,
    '',
    `Pomopal · ${mail.appUrl}`,
  ].join('\n');
  const paragraphs = mail.lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`);
  const secondary = mail.secondary
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(mail.secondary.link)}" style="color:#d23d1f">${escapeHtml(mail.secondary.action)}</a></p>\n`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#d23d1f">Pomopal</p>
<p style="margin:0 0 16px">${escapeHtml(mail.greeting)}</p>
${paragraphs.join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(mail.link)}" style="display:inline-block;background:#d23d1f;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(mail.action)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#475569">If the button does not work, open this address: <a href="${escapeHtml(mail.link)}" style="color:#d23d1f">${escapeHtml(mail.link)}</a></p>
${secondary}<p style="margin:0;font-size:14px;color:#475569">${escapeHtml(mail.footer)}</p>
</div>
<p style="text-align:center;font-size:12px;color:#64748b;margin-top:16px"><a href="${escapeHtml(mail.appUrl)}" style="color:#64748b">Pomopal</a></p>
</body>
</html>`;
  return { subject: mail.subject, text, html, link: mail.link };
}
