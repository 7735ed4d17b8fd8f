import { readFileSync } from 'node:fs';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, elsewhere?: string) {
    super(
      elsewhere
        ? `A Pomopal server on ${elsewhere} holds the data folder ${dataDir}. Stop it first; if ` +
            `it is gone for good, delete ${dataDir}.lock.`
        : `Another Pomopal server is already using the data folder ${dataDir}. ` +
            'Stop it first, or give this one its own DATA_DIR (or use DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Who holds a lock: a process on a machine, since that machine last started. */
interface Holder {
  pid: number;
  host: string;
  boot: string;
}

/** Changes when the machine restarts (Linux); elsewhere a restart is not told apart. */
function bootId(): string {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
}

const me: Holder = { pid: process.pid, host: hostname(), boot: bootId() };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

/** The holder written in a lock; a bare process id is an older lock of this machine. */
async function holderOf(lockPath: string): Promise<Holder | null> {
  const text = await readFile(lockPath, 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'number') return { ...me, pid: parsed };
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'pid' in parsed &&
      typeof parsed.pid === 'number' &&
      'host' in parsed &&
      typeof parsed.host === 'string' &&
      'boot' in parsed &&
      typeof parsed.boot === 'string'
    ) {
      return { pid: parsed.pid, host: parsed.host, boot: parsed.boot };
    }
  } catch {
    // Unreadable: written by no Pomopal server, and left over like a dead one's.
  }
  return { ...me, pid: 0 };
}

/**
 * Whether the lock's holder is gone. Only a holder on this machine can be checked: one since
 * its last start, whose process has ended (or whose id is now ours, so not its). A holder on
 * another machine sharing the folder might be running, so it is never taken to be gone.
 */
function isGone(holder: Holder): boolean {
  if (holder.host !== me.host) return false;
  if (holder.boot !== me.boot) return true;
  return holder.pid <= 0 || holder.pid === me.pid || !isRunning(holder.pid);
}

/**
 * The signal `npm run backup` sends the process holding a data folder (see backup-requests.ts).
 * Node ends a process on it by default, so every holder ignores it from the moment it holds the
 * lock; a server answers it once it can.
 */
export const BACKUP_SIGNAL = 'SIGUSR2';
const ignoreBackupSignal = () => {};

/** Lock files this process holds or is taking. */
const heldHere = new Set<string>();

/** A takeover left behind by a process that died during it is this old at most. */
const STALE_TAKEOVER_MS = 10_000;

/**
 * Runs `work` alone among the processes taking over `lockPath`, or answers false when another
 * is doing so: without it two of them could each remove the lock the other has just written.
 */
async function asOnlyTakeover(lockPath: string, work: () => Promise<void>): Promise<boolean> {
  const takeover = `${lockPath}.takeover`;
  try {
    await writeFile(takeover, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if (!isErrorCode(error, 'EEXIST')) throw error;
    const since = await stat(takeover).then(
      (file) => Date.now() - file.mtimeMs,
      () => 0,
    );
    if (since > STALE_TAKEOVER_MS) await rm(takeover, { force: true });
    return false;
  }
  try {
    await work();
    return true;
  } finally {
    await rm(takeover, { force: true });
  }
}

/**
 * PGlite is single-writer: two processes on one folder would corrupt it, so the second one is
 * refused. The lock file beside the folder (PGlite wants its folder to itself) names the process
 * and machine holding it; a lock whose holder is gone, after a crash, a kill -9 or a restart of
 * the machine, is taken over at once. Returns the function that releases the lock.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  if (heldHere.has(lockPath)) throw new DataDirLockedError(dataDir);
  // Claimed before the first await: a lock naming this process is then never taken for the
  // leftover of an earlier process with the same id while another opener here is writing it.
  heldHere.add(lockPath);
  try {
    return await takeLock(dataDir, lockPath);
  } catch (error) {
    heldHere.delete(lockPath);
    throw error;
  }
}

/** Writes the lock, taking over one whose holder is gone; `lockDataDir` has claimed it here. */
async function takeLock(dataDir: string, lockPath: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(lockPath, JSON.stringify(me), { flag: 'wx' });
      process.on(BACKUP_SIGNAL, ignoreBackupSignal);
      return async () => {
        process.off(BACKUP_SIGNAL, ignoreBackupSignal);
        heldHere.delete(lockPath);
        const holder = await holderOf(lockPath);
        if (holder?.pid === me.pid && holder.host === me.host) await rm(lockPath, { force: true });
      };
    } catch (error) {
      if (!isErrorCode(error, 'EEXIST')) throw error;
    }
    const holder = await holderOf(lockPath);
    if (holder && !isGone(holder)) {
      throw new DataDirLockedError(dataDir, holder.host === me.host ? undefined : holder.host);
    }
    await asOnlyTakeover(lockPath, async () => {
      // Read again under the takeover: another process may have taken the folder meanwhile.
      const current = await holderOf(lockPath);
      if (current === null || isGone(current)) await rm(lockPath, { force: true });
    });
  }
  throw new DataDirLockedError(dataDir);
}

/**
 * The process of this machine that holds `dataDir` now, if any: whom a command that must not
 * open the folder beside it (a backup) asks instead.
 */
export async function runningHolder(dataDir: string): Promise<{ pid: number } | null> {
  const holder = await holderOf(`${dataDir}.lock`);
  if (holder === null || isGone(holder) || holder.host !== me.host) return null;
  return { pid: holder.pid };
}
