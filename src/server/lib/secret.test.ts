import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './secret.ts';

describe('resolveAuthSecret', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pomopal-secret-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('uses the configured secret as it is', async () => {
    expect(await resolveAuthSecret('x'.repeat(40), dir)).toBe('x'.repeat(40));
  });

  it('generates a secret once, keeps it in the data folder and reuses it', async () => {
    const first = await resolveAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(dir, 'auth-secret'), 'utf8')).trim()).toBe(first);
    expect(await resolveAuthSecret(undefined, dir)).toBe(first);
  });
});
