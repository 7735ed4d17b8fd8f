import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import PostalMime from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../test/smtp.ts';
import { resetPasswordMail } from '../auth/auth.mails.ts';
import { createMailer } from './mail.service.ts';

const message = resetPasswordMail({
  appUrl: 'http://localhost:3000',
  name: 'Ada <script>',
  link: 'http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Freset-password',
});

describe('the mailer', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pomopal-outbox-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file in the outbox when no SMTP server is configured', async () => {
    const logged: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(line) });
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Pomopal <no-reply@pomopal.local>',
      outboxDir: dir,
      logger,
    });
    await mailer.send('ada@example.com', message);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await PostalMime.parse(await readFile(path.join(dir, files[0] ?? '')));
    expect(parsed.subject).toBe('Reset your Pomopal password');
    expect(parsed.to?.[0]?.address).toBe('ada@example.com');
    expect(parsed.text).toContain(message.link);
    expect(parsed.html).toContain('Ada &lt;script&gt;');
    expect(logged.join('')).toContain(message.link);
  });

  it('sends over SMTP when configured', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Pomopal <no-reply@pomopal.local>',
      outboxDir: dir,
      logger: pino({ level: 'silent' }),
    });
    try {
      await mailer.send('grace@example.com', message);
      const received = await smtp.waitForMail('grace@example.com', /Reset/);
      expect(received.text).toContain(message.link);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
