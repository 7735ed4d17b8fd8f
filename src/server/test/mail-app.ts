import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestApp, type TestAppOptions } from './app.ts';
import type { TestDatabase } from './databases.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';

export interface MailTestContext {
  app: App;
  database: DatabaseHandle;
  smtp: TestSmtpServer;
  close(): Promise<void>;
}

/** The real app on a fresh database, sending its mail over SMTP to a server the test reads. */
export async function openMailApp(
  database: TestDatabase,
  env: NodeJS.ProcessEnv = {},
  options: Omit<TestAppOptions, 'database' | 'env'> = {},
) {
  const smtp = await startSmtpServer();
  const handle = await database.open();
  const app = await createTestApp({
    ...options,
    database: handle,
    env: { SMTP_URL: smtp.url, ...env },
  });
  return {
    app,
    database: handle,
    smtp,
    close: async () => {
      await app.close();
      await handle.close();
      await smtp.close();
    },
  } satisfies MailTestContext;
}

/** The path and query of a mailed link, to replay it against the app under test. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export function cookieHeader(response: { cookies: { name: string; value: string }[] }): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}
