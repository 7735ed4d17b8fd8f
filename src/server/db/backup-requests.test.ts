import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { answerBackupRequests } from './backup-requests.ts';
import { BACKUP_SIGNAL } from './data-dir-lock.ts';

let folder = '';
let stop = () => {};
afterEach(async () => {
  stop();
  await rm(folder, { recursive: true, force: true });
});

/** A data folder's surroundings, a request for a backup in it, and a dump the test releases. */
async function setUp() {
  folder = await mkdtemp(path.join(tmpdir(), 'pomopal-backup-requests-'));
  const dataDir = path.join(folder, 'data');
  const backups = path.join(folder, 'backups');
  const request = path.join(folder, 'data.backup-request-1234.json');
  await writeFile(request, JSON.stringify({ dir: backups }));
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let dumped = false;
  stop = answerBackupRequests(
    dataDir,
    async () => {
      await released;
      dumped = true;
      return new Blob(['a database']);
    },
    () => {},
  );
  const answered = async () =>
    (await readdir(folder)).filter((name) => name.startsWith('data.backup-answer-'));
  return { backups, request, release, answered, dumped: () => dumped };
}

const settle = async (done: () => boolean | Promise<boolean>) => {
  for (let tries = 0; tries < 200 && !(await done()); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('answering a request for a backup', () => {
  it('writes the backup and answers beside the request with its path', async () => {
    const { backups, request, release, answered } = await setUp();
    release();
    await settle(async () => (await answered()).length > 0);
    const [name = ''] = await answered();
    expect(name).toBe('data.backup-answer-1234.json');
    const answer = JSON.parse(await readFile(path.join(folder, name), 'utf8'));
    expect(path.dirname(answer.file)).toBe(backups);
    expect(await readdir(folder)).not.toContain(path.basename(request));
  });

  it('leaves no answer behind for a command that gave up waiting', async () => {
    const { backups, request, release, answered, dumped } = await setUp();
    process.emit(BACKUP_SIGNAL);
    await rm(request);
    release();
    await settle(dumped);
    await settle(async () => (await readdir(backups).catch(() => [])).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await answered()).toEqual([]);
    // The backup itself is kept: it is a good one.
    expect(await readdir(backups)).toHaveLength(1);
  });
});
