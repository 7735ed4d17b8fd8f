import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '..');

/** Builds dist/ unless nothing it is built from changed since the last build. */
export function ensureBuild() {
  const result = spawnSync(
    process.execPath,
    [path.join(projectRoot, 'tooling', 'build.mjs'), '--if-changed'],
    { cwd: projectRoot, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error('The build failed.');
  }
}
