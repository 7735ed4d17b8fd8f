import path from 'node:path';
import type { Config } from '../../config.ts';
import type { HttpApp } from '../../lib/http-app.ts';
import { mails } from '../../lib/metrics.ts';
import { createMailer, type Mailer } from './mail.service.ts';

export interface MailModuleDeps {
  config: Config;
  /** Replaces the configured mail transport (tests). */
  mailer?: Mailer;
}

/** The mailer every module sends through; it closes with the app. */
export function registerMail(app: HttpApp, { config, mailer: given }: MailModuleDeps): Mailer {
  const mailer =
    given ??
    createMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger: app.log,
    });
  app.addHook('onClose', async () => mailer.close());
  return {
    send: async (to, message) => {
      try {
        await mailer.send(to, message);
        mails.inc({ outcome: 'sent' });
      } catch (error) {
        mails.inc({ outcome: 'failed' });
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}
