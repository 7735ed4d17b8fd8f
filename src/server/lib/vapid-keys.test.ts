import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveVapidKeys } from './vapid-keys.ts';

describe('resolveVapidKeys', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pomopal-vapid-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('uses the configured keys as they are', async () => {
    const keys = { publicKey: 'public', privateKey: 'private' };
    expect(await resolveVapidKeys(keys, dir)).toBe(keys);
  });

  it('makes a pair once, keeps it in the data folder only for its owner, and reuses it', async () => {
    const [first, second] = await Promise.all([
      resolveVapidKeys(undefined, dir),
      resolveVapidKeys(undefined, dir),
    ]);
    // A P-256 public key: 65 bytes in base64url.
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(second).toEqual(first);
    expect(await resolveVapidKeys(undefined, dir)).toEqual(first);
    expect((await stat(path.join(dir, 'vapid-keys.json'))).mode & 0o777).toBe(0o600);
  });
});
