import type { FastifyServerOptions } from 'fastify';
import { type AppDeps, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';

export const TEST_APP_URL = 'http://localhost:3000';
export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-signing-0123456789';

export interface TestAppOptions
  extends Pick<
    AppDeps,
    | 'webRoot'
    | 'mailer'
    | 'aiEngine'
    | 'enrichmentRetry'
    | 'accountDeletionRetry'
    | 'taskPurgeEverySeconds'
    | 'now'
    | 'paymentGateways'
    | 'checkResponses'
    | 'reminderSweepEverySeconds'
  > {
  database: DatabaseHandle;
  env?: NodeJS.ProcessEnv;
  logger?: FastifyServerOptions['logger'];
}

export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ NODE_ENV: 'test', APP_URL: TEST_APP_URL, DATA_DIR: '/nonexistent', ...env });
}

/**
 * The real application on a test database, with fakes only where a test passes them. Every answer
 * is checked against its response schema unless `checkResponses` is false (benchmarks).
 */
export function createTestApp({ env, checkResponses = true, ...options }: TestAppOptions) {
  return buildApp({
    ...options,
    checkResponses,
    config: testConfig(env),
    authSecret: TEST_AUTH_SECRET,
  });
}
