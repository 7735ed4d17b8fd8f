import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestApp, type TestAppOptions } from './app.ts';
import type { TestDatabase } from './databases.ts';

export interface RunningTestApp {
  readonly app: App;
  readonly handle: DatabaseHandle;
}

/**
 * Opens a fresh database and starts the app on it before the tests of the enclosing block, and
 * closes both after them: the app first, since its jobs and sockets still use the database. The
 * block's own hooks come after the start and before the close.
 */
export function useTestApp(
  database: TestDatabase,
  options: Omit<TestAppOptions, 'database'> = {},
): RunningTestApp {
  let handle: DatabaseHandle | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    handle = await database.open();
    app = await createTestApp({ ...options, database: handle });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The test app is not started yet.');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get handle() {
      return started(handle);
    },
  };
}
