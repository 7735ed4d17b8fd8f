import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript tool without type declarations.
import { missingOptionalEntries } from './complete-lockfile.mjs';

describe('package-lock.json', () => {
  it('lists every optional platform build, so `npm ci` accepts it (fix: npm run lock:complete)', () => {
    const lock = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '..', 'package-lock.json'), 'utf8'),
    );
    expect(Object.keys(missingOptionalEntries(lock))).toEqual([]);
  });
});
