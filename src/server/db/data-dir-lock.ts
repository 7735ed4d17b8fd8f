import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Pomopal server is already using the data folder ${dataDir}. ` +
        'Stop it first, or give this one its own DATA_DIR (or use DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * PGlite is single-writer: two processes on one folder would corrupt it, so the second one is
 * refused. Returns the function that releases the lock.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    // The lock sits beside the folder (`<folder>.lock`): PGlite wants its own folder to itself.
    return await lockfile.lock(dataDir, { realpath: false });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ELOCKED') {
      throw new DataDirLockedError(dataDir);
    }
    throw error;
  }
}
