import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeBackupFile } from './backup-files.ts';
import { BACKUP_SIGNAL } from './data-dir-lock.ts';

// The embedded database has one writer: while a server runs, only it may read the data folder,
// so `npm run backup` asks it to. The command leaves a request beside the folder and signals
// the server (SIGUSR2); the server writes the backup and leaves the answer beside the request.

/** A backup of a large database takes a while; one that takes longer has gone wrong. */
const ANSWER_WAIT_MS = 5 * 60 * 1000;
const POLL_MS = 100;

interface BackupRequest {
  dir: string;
}

type BackupAnswer = { file: string } | { error: string };

const requestPrefix = (dataDir: string) => `${path.basename(dataDir)}.backup-request-`;
const answerPath = (dataDir: string, id: string) => `${dataDir}.backup-answer-${id}.json`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Asks the server `pid`, which holds `dataDir`, for a backup in `dir`; returns its path. */
export async function askServerForBackup(dataDir: string, pid: number, dir: string) {
  const id = randomUUID();
  const request = path.join(path.dirname(dataDir), `${requestPrefix(dataDir)}${id}.json`);
  const answer = answerPath(dataDir, id);
  const wanted: BackupRequest = { dir };
  // Renamed into place, so the server never reads half a request.
  await writeFile(`${request}.partial`, JSON.stringify(wanted), { flag: 'wx' });
  await rename(`${request}.partial`, request);
  try {
    process.kill(pid, BACKUP_SIGNAL);
    for (let waited = 0; waited < ANSWER_WAIT_MS; waited += POLL_MS) {
      const text = await readFile(answer, 'utf8').catch(() => null);
      if (text !== null) {
        const answered: BackupAnswer = JSON.parse(text);
        if ('error' in answered) throw new Error(`The server could not back up: ${answered.error}`);
        return answered.file;
      }
      if (!isRunning(pid)) throw new Error(`The server (process ${pid}) stopped before answering.`);
      await sleep(POLL_MS);
    }
    throw new Error(`The server (process ${pid}) did not answer within 5 minutes.`);
  } finally {
    await rm(request, { force: true });
    await rm(answer, { force: true });
  }
}

/**
 * Answers backup requests for `dataDir` from now on, each with a backup written by `dump`.
 * Returns the function that stops answering.
 */
export function answerBackupRequests(
  dataDir: string,
  dump: () => Promise<Blob>,
  log: (error: unknown) => void,
): () => void {
  const folder = path.dirname(dataDir);
  const prefix = requestPrefix(dataDir);
  let answering = Promise.resolve();
  const answerAll = async () => {
    const names = (await readdir(folder)).filter(
      (name) => name.startsWith(prefix) && name.endsWith('.json'),
    );
    for (const name of names) {
      const id = name.slice(prefix.length, -'.json'.length);
      const request = path.join(folder, name);
      let answer: BackupAnswer;
      try {
        const wanted: BackupRequest = JSON.parse(await readFile(request, 'utf8'));
        answer = { file: await writeBackupFile(wanted.dir, await dump(), new Date()) };
      } catch (error) {
        log(error);
        answer = { error: error instanceof Error ? error.message : String(error) };
      }
      // A command that gave up waiting took its request away: nobody would read the answer.
      const stillAsked = await rm(request).then(
        () => true,
        () => false,
      );
      if (!stillAsked) continue;
      // Renamed into place, so the command never reads half an answer.
      const written = `${answerPath(dataDir, id)}.partial`;
      await writeFile(written, JSON.stringify(answer));
      await rename(written, answerPath(dataDir, id));
    }
  };
  const onSignal = () => {
    // One at a time, in the order the signals came.
    answering = answering.then(answerAll).catch(log);
  };
  process.on(BACKUP_SIGNAL, onSignal);
  // A request may have come while the server started, when only the lock's holder heard it.
  onSignal();
  return () => process.off(BACKUP_SIGNAL, onSignal);
}
