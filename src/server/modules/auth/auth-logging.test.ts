import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { TEST_APP_URL } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// better-auth skips its callbackURL and origin checks under test (NODE_ENV=test or TEST set), as it
// reads once when it loads: this file runs them as a deployed server does.
vi.hoisted(() => {
  process.env.NODE_ENV = 'production';
  delete process.env.TEST;
});

interface LogLine {
  level: number;
  msg: string;
}

const WARN = 40;

describe.each(testDatabases())('what the auth endpoints log on $name', (database) => {
  let app: App;
  const lines: LogLine[] = [];
  const running = useTestApp(database, {
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  beforeAll(async () => {
    ({ app } = running);
  });

  const errorsDuring = async (send: () => Promise<unknown>) => {
    const from = lines.length;
    await send();
    return lines.slice(from).filter((line) => line.level > WARN);
  };

  it('logs a request anyone can send as a warning at most, never as an error', async () => {
    const badCallback = await errorsDuring(async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_APP_URL, cookie: 'theme=dark' },
        payload: {
          email: 'nobody@example.com',
          password: 'whatever it is',
          callbackURL: 'https://elsewhere.example/steal',
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('auth.invalid_callback_url');
    });
    const unknownProvider = await errorsDuring(async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: TEST_APP_URL },
        payload: { provider: 'google', callbackURL: '/dashboard' },
      });
      expect(response.statusCode).toBe(404);
    });
    expect([...badCallback, ...unknownProvider]).toEqual([]);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: WARN, msg: expect.stringMatching(/Invalid callbackURL/) }),
    );
  });
});
