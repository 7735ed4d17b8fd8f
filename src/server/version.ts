import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './paths.ts';

function readVersion(): string {
  const manifest: unknown = JSON.parse(
    readFileSync(path.join(projectRoot, 'package.json'), 'utf8'),
  );
  if (typeof manifest === 'object' && manifest !== null && 'version' in manifest) {
    return String(manifest.version);
  }
  return '0.0.0';
}

export const version = readVersion();
