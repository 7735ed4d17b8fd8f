import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * Where the compiled code of the server bundle `bundle` (its bytes) is cached. V8 checks a cache
 * against its own version and flags and the source's length only, so the file is named for the
 * bundle's content: a rebuild never runs code cached from the build before.
 */
export function codeCacheFile(folder: string, bundle: Buffer): string {
  const digest = createHash('sha256').update(bundle).digest('hex').slice(0, 16);
  return path.join(folder, `server-${digest}.v8cache`);
}
