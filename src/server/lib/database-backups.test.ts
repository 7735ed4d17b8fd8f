import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { backupFileName, listBackups, pruneBackups, writeBackupFile } from '../db/backup-files.ts';
import { pgliteDatabase } from '../test/databases.ts';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('backup files', () => {
  it('keep the newest, and leave alone what is not a backup', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pomopal-backups-'));
    const days = [1, 2, 3, 4, 5].map((day) => new Date(Date.UTC(2026, 10, day, 3)));
    for (const day of days) await writeBackupFile(dir, new Blob(['x']), day);
    await writeFile(path.join(dir, 'notes.txt'), 'mine');

    const deleted = await pruneBackups(dir, 3);
    expect(deleted.map((file) => path.basename(file))).toEqual(
      [days[1], days[0]].map((day) => backupFileName(day as Date)),
    );
    expect((await listBackups(dir)).map((file) => path.basename(file))).toEqual(
      [days[4], days[3], days[2]].map((day) => backupFileName(day as Date)),
    );
    expect(await readdir(dir)).toContain('notes.txt');
  });

  it('hold a database that opens with everything it had', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pomopal-backups-'));
    const handle = await pgliteDatabase.open();
    try {
      await handle.executeSql(
        "insert into \"user\" (id, name, email, username) values ('u1', 'Ada', 'ada@example.com', 'ada')",
      );
      const file = await writeBackupFile(dir, await (handle.dump?.() ?? new Blob()), new Date());
      const copy = await PGlite.create({ loadDataDir: new Blob([await readFile(file)]) });
      const { rows } = await copy.query<{ email: string }>('select email from "user"');
      expect(rows).toEqual([{ email: 'ada@example.com' }]);
      await copy.close();
    } finally {
      await handle.close();
    }
  });
});
