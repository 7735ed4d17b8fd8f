import { readFile, rm, writeFile } from 'node:fs/promises';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Pomopal server is already using the data folder ${dataDir}. ` +
        'Stop it first, or give this one its own DATA_DIR (or use DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** Lock files this process holds: its own process id in one of them is not a leftover. */
const heldHere = new Set<string>();

/** The process id written in the lock, or null when the lock holds none (an older lock). */
async function holderOf(lockPath: string): Promise<number | null> {
  const text = await readFile(lockPath, 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

/**
 * PGlite is single-writer: two processes on one folder would corrupt it, so the second one is
 * refused. The lock file beside the folder (PGlite wants its folder to itself) names the process
 * holding it; a lock whose process has died, after a crash or a kill -9, is taken over at once.
 * Returns the function that releases the lock.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  const mine = String(process.pid);
  if (heldHere.has(lockPath)) throw new DataDirLockedError(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockPath, mine, { flag: 'wx' });
      heldHere.add(lockPath);
      return async () => {
        heldHere.delete(lockPath);
        if ((await holderOf(lockPath)) === process.pid) await rm(lockPath, { force: true });
      };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
    const holder = await holderOf(lockPath);
    // Our own id, written before a restart of the machine, is a leftover like a dead process's.
    if (holder !== null && holder !== process.pid && isRunning(holder)) {
      throw new DataDirLockedError(dataDir);
    }
    await rm(lockPath, { force: true, recursive: true });
  }
  throw new DataDirLockedError(dataDir);
}
