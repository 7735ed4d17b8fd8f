import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** `pomopal-2026-11-28T12-00-00-000Z.tar.gz`: names that sort as the backups were taken. */
const BACKUP_NAME = /^pomopal-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

export function backupFileName(at: Date): string {
  return `pomopal-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/**
 * Writes `dump` as a new backup in `dir` and returns its path. It is written under a temporary
 * name, flushed to the disk, then renamed: a backup that has its name is whole.
 */
export async function writeBackupFile(dir: string, dump: Blob, at: Date): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, backupFileName(at));
  const partial = `${file}.${randomUUID()}.partial`;
  const handle = await open(partial, 'wx');
  try {
    await handle.writeFile(new Uint8Array(await dump.arrayBuffer()));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, file);
  return file;
}

/** The backups in `dir`, newest first. */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => []);
  return names
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name));
}

/** Deletes all but the newest `keep` backups in `dir`; returns those deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep);
  for (const file of old) await rm(file, { force: true });
  return old;
}
