import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { projectRoot } from './build.ts';

const serverEntry = path.join(projectRoot, 'dist', 'server', 'main.js');
const POLL_MS = 50;
const GIVE_UP_MS = 120_000;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

export function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export interface BuiltServer {
  url: string;
  stop(): Promise<void>;
}

/** `npm run serve` on `dataDir` and a free port, once it answers healthy. */
export async function startBuiltServer(dataDir: string): Promise<BuiltServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
  };
  const startedAt = performance.now();
  while (performance.now() - startedAt < GIVE_UP_MS) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return { url, stop };
    await sleep(POLL_MS);
  }
  await stop();
  throw new Error('the server did not answer healthy in time');
}
