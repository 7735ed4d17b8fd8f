import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail (received or still to come) to `address` matching `subject`. */
  waitForMail(address: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            mails.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (address: string, subject?: RegExp) =>
    mails.find(
      (mail) => mail.to.includes(address.toLowerCase()) && (!subject || subject.test(mail.subject)),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail: (address, subject, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const mail = find(address, subject);
          if (!mail) return;
          cleanup();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in:\n${mail.text}`);
  return link;
}
