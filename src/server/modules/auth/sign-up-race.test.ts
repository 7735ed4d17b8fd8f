import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { user } from '../../schema.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { PER_ADDRESS } from './auth.rate-limits.ts';

const ERROR = 50;

/** The keys of a JSON answer and the type of each value: what two answers must share. */
function shapeOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value === null ? 'null' : typeof value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, entry]) => [key, shapeOf(entry)]),
  );
}

describe.each(testDatabases())('simultaneous sign-ups of one address on $name', (database) => {
  let app: App;
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  const lines: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    smtp = await startSmtpServer();
    handle = await database.open();
    app = await createTestApp({
      database: handle,
      env: { SMTP_URL: smtp.url },
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await smtp.close();
  });

  it('creates one account and answers the others as a sign-up of a known address', async () => {
    const answers = await Promise.all(
      Array.from({ length: PER_ADDRESS.limit }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: { email: 'rush@example.com', password: 'correct horse', name: 'Rush Hour' },
          remoteAddress: `10.50.0.${index + 1}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const [first, ...others] = answers.map((answer) => shapeOf(answer.json()));
    for (const shape of others) expect(shape).toEqual(first);
    const cookieNames = answers.map((answer) => answer.cookies.map((cookie) => cookie.name));
    expect(cookieNames).toEqual(answers.map(() => ['better-auth.session_token']));
    const rows = await handle.db.select().from(user).where(eq(user.email, 'rush@example.com'));
    expect(rows).toHaveLength(1);
    await smtp.waitForMail('rush@example.com', /^Someone tried to create a Pomopal account/);
    expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
  });
});
