import type { FastifyServerOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';

export const TEST_APP_URL = 'http://localhost:3000';
export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-signing-0123456789';

export interface TestAppOptions {
  database: DatabaseHandle;
  env?: NodeJS.ProcessEnv;
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
}

export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ NODE_ENV: 'test', APP_URL: TEST_APP_URL, DATA_DIR: '/nonexistent', ...env });
}

/** The real application on a test database, with fakes only where a test passes them. */
export function createTestApp(options: TestAppOptions) {
  return buildApp({
    config: testConfig(options.env),
    database: options.database,
    authSecret: TEST_AUTH_SECRET,
    ...(options.webRoot === undefined ? {} : { webRoot: options.webRoot }),
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  });
}
