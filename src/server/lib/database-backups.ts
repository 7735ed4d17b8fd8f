import { pruneBackups, writeBackupFile } from '../db/backup-files.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { JobRunner } from './jobs.ts';
import { scheduleRecurring } from './recurring-job.ts';

export const BACKUP_EVERY_SECONDS = 24 * 60 * 60;

export interface BackupPolicy {
  dir: string;
  /** How many backups are kept, the newest; 0 takes none. */
  keep: number;
}

/**
 * A daily backup of the embedded database, as a job, so a restart loses no day and only one
 * server takes it; the oldest beyond `keep` are deleted. PostgreSQL is backed up with its own
 * tools (pg_dump), so nothing is scheduled for it.
 */
export function scheduleDatabaseBackups(
  jobs: JobRunner,
  database: DatabaseHandle,
  policy: BackupPolicy,
  now: () => Date,
) {
  const { dump } = database;
  if (dump === undefined || policy.keep === 0) return { start: async () => {} };
  return scheduleRecurring(jobs, {
    name: 'database.backup',
    everySeconds: BACKUP_EVERY_SECONDS,
    retryDelaySeconds: 600,
    expireInSeconds: 1800,
    run: async () => {
      const file = await writeBackupFile(policy.dir, await dump(), now());
      await pruneBackups(policy.dir, policy.keep);
      return file;
    },
  });
}
