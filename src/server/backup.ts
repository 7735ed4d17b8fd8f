// `npm run backup [FOLDER]`: a backup of the embedded database, whether or not a server runs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { openAppDatabase } from './database.ts';
import { writeBackupFile } from './db/backup-files.ts';
import { askServerForBackup } from './db/backup-requests.ts';
import { DataDirLockedError, runningHolder } from './db/data-dir-lock.ts';

async function backUp(): Promise<string> {
  const config = loadConfig();
  if (config.database.kind !== 'pglite' || config.database.dataDir === undefined) {
    throw new Error(
      'Pomopal is on PostgreSQL (DATABASE_URL): back it up with pg_dump, as README says.',
    );
  }
  const { dataDir } = config.database;
  const dir = path.resolve(process.argv[2] ?? config.backups.dir);
  if (!existsSync(dataDir)) throw new Error(`There is no database at ${dataDir} yet.`);
  const holder = await runningHolder(dataDir);
  if (holder) return askServerForBackup(dataDir, holder.pid, dir);
  const database = await openAppDatabase(config.database);
  try {
    if (!database.dump) throw new Error('This database cannot be backed up from here.');
    return await writeBackupFile(dir, await database.dump(), new Date());
  } finally {
    await database.close();
  }
}

backUp().then(
  (file) => process.stdout.write(`Backup written: ${file}\n`),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DataDirLockedError;
    console.error(known || error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
