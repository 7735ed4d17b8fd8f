import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import { PGLITE_START_PARAMS } from './pglite-memory.ts';

export class BackupUnreadableError extends Error {
  constructor(file: string, cause: unknown) {
    super(
      `${file} is not a Pomopal backup that can be restored (${cause instanceof Error ? cause.message : String(cause)}). Nothing was changed.`,
    );
    this.name = 'BackupUnreadableError';
  }
}

/** Opens the backup in memory and reads it, so a broken file is refused before any change. */
async function checkBackup(file: string, dump: Blob): Promise<void> {
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ loadDataDir: dump });
    await client.query('select count(*) from drizzle.__drizzle_migrations');
  } catch (error) {
    throw new BackupUnreadableError(file, error);
  } finally {
    await client?.close().catch(() => {});
  }
}

export interface RestoredBackup {
  /** Where the data folder that was replaced now is; null when there was none. */
  keptAt: string | null;
}

/**
 * Puts the backup `file` in place of the embedded database at `dataDir`. Refused while a server
 * uses the folder (its lock), and for a file that does not open as a database. The folder it
 * replaces is kept beside it, renamed, until its owner deletes it; a restore that fails midway
 * puts it back.
 */
export async function restoreBackup(dataDir: string, file: string): Promise<RestoredBackup> {
  const dump = new Blob([new Uint8Array(await readFile(file))]);
  const unlock = await lockDataDir(dataDir);
  try {
    await checkBackup(file, dump);
    const keptAt = existsSync(dataDir)
      ? `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
      : null;
    if (keptAt) await rename(dataDir, keptAt);
    try {
      const client = await PGlite.create(dataDir, {
        startParams: PGLITE_START_PARAMS,
        loadDataDir: dump,
      });
      await client.exec('CHECKPOINT');
      await client.close();
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      if (keptAt) await rename(keptAt, dataDir);
      throw error;
    }
    return { keptAt };
  } finally {
    await unlock();
  }
}
