import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Most unit, server and web tests wait on a database, a socket or a timer as much as they compute:
 * one more file than there are cores keeps the cores busy, where the default (one less) left one
 * of two idle. The browser tests run one at a time, after the others (their project's group order
 * gives them a turn of their own): beside other tests, a browser, its server and the test share
 * the cores and time out.
 */
const SHARED_WORKERS = availableParallelism() + 1;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          maxWorkers: SHARED_WORKERS,
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'tooling/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          maxWorkers: SHARED_WORKERS,
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          maxWorkers: SHARED_WORKERS,
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // Rendering in jsdom slows to seconds a test while browser tests share the machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/harness/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          // Each file starts its own server and browser, so one worker can run them all: no new
          // process and no fresh import of the harness for each file.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
