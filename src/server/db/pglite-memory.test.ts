import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAppDatabase } from '../database.ts';

describe('the embedded database memory', () => {
  let dir: string;
  beforeEach(async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'pomopal-pglite-memory-')), 'pglite');
  });
  afterEach(async () => {
    await rm(path.dirname(dir), { recursive: true, force: true });
  });

  it('sets up a new data folder and runs with the bounded settings, in it and in memory', async () => {
    for (const dataDir of [dir, undefined]) {
      const database = await openAppDatabase({ kind: 'pglite', dataDir });
      try {
        const { rows } = await database.executeSql('show shared_buffers');
        expect(rows).toEqual([{ shared_buffers: '32MB' }]);
      } finally {
        await database.close();
      }
    }
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
  });
});
