// `npm run restore FILE`: puts a backup in place of the embedded database, with no server running.
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { BackupUnreadableError, restoreBackup } from './db/restore-backup.ts';

async function restore(): Promise<string> {
  const file = process.argv[2];
  if (!file) throw new Error('Say which backup to restore: npm run restore FILE');
  const config = loadConfig();
  if (config.database.kind !== 'pglite' || config.database.dataDir === undefined) {
    throw new Error('Pomopal is on PostgreSQL (DATABASE_URL): restore it with pg_restore.');
  }
  const { keptAt } = await restoreBackup(config.database.dataDir, path.resolve(file));
  return keptAt
    ? `Restored ${file}. The database it replaced is kept at ${keptAt}; delete it once you no longer need it.`
    : `Restored ${file}.`;
}

restore().then(
  (message) => process.stdout.write(`${message}\n`),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message} A backup is restored with no server running.`);
    } else if (error instanceof ConfigError || error instanceof BackupUnreadableError) {
      console.error(error.message);
    } else {
      console.error('The backup could not be restored:', error);
    }
    process.exitCode = 1;
  },
);
