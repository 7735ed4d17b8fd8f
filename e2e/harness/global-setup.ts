import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { reportSkippedServices } from '../../src/server/test/skipped-services.ts';
import { assertChromiumInstalled } from './chromium.ts';
import { makeDataTemplate } from './data-template.ts';
import { projectRoot, serverEntry } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder with a migrated embedded database, copied for each server started fresh. */
    e2eDataTemplate: string;
  }
}

/**
 * Fails fast, with the fix in the message, when the browser or the build is missing; then makes
 * the data folder every fresh server starts from.
 */
export default async function setup(project: TestProject) {
  assertChromiumInstalled();
  const webIndex = path.join(projectRoot, 'dist', 'web', 'index.html');
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    throw new Error('The browser tests run the built app: run `npm run build` first.');
  }
  reportSkippedServices('e2e');
  const template = await makeDataTemplate();
  project.provide('e2eDataTemplate', template.root);
  return template.remove;
}
