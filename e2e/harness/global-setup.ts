import { existsSync } from 'node:fs';
import path from 'node:path';
import { assertChromiumInstalled } from './chromium.ts';
import { projectRoot, serverEntry } from './server.ts';

/** Fails fast, with the fix in the message, when the browser or the build is missing. */
export default function setup() {
  assertChromiumInstalled();
  const webIndex = path.join(projectRoot, 'dist', 'web', 'index.html');
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    throw new Error('The browser tests run the built app: run `npm run build` first.');
  }
}
