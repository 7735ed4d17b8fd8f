import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { copyDataTemplate } from './data-template.ts';

export const projectRoot = path.resolve(import.meta.dirname, '..', '..');
export const serverEntry = path.join(projectRoot, 'dist', 'server', 'main.js');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  /** Sends a signal and resolves with the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Stops the server and deletes its data folder. */
  dispose(): Promise<void>;
}

export interface StartOptions {
  /**
   * Reuse a data folder (to restart a server on the same data, or to start on an empty one);
   * otherwise a fresh folder holding a copy of the run's migrated database.
   */
  dataDir?: string;
  /** A port chosen beforehand (when another service must know the address first). */
  port?: number;
  env?: NodeJS.ProcessEnv;
  /** Another copy of the built server to run (`dist/server/main.js` of another folder). */
  entry?: string;
}

/** A JSON request to the server as its own web page makes it, signed in with `cookie` if given. */
export function callServer(
  server: RunningServer,
  route: string,
  init: RequestInit & { cookie?: string } = {},
) {
  return fetch(`${server.url}${route}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the real built server (`dist/server/main.js`) as its own process. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await freshDataDir(options.env));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [options.entry ?? serverEntry], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const server: RunningServer = {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    dispose: async () => {
      await server.stop();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };

  await waitForHealth(server, exited);
  return server;
}

async function freshDataDir(env: NodeJS.ProcessEnv = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pomopal-e2e-'));
  // A server given DATABASE_URL keeps its data in PostgreSQL, not in the folder.
  if (!env.DATABASE_URL) await copyDataTemplate(inject('e2eDataTemplate'), dataDir);
  return dataDir;
}

async function waitForHealth(server: RunningServer, exited: Promise<number | null>) {
  // Generous: a loaded machine can take a minute to start a server that needs seconds alone.
  const deadline = Date.now() + 90_000;
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline) {
    if (ended) throw new Error(`The server exited during start-up:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop('SIGKILL');
  throw new Error(`The server did not become healthy within 90 s:\n${server.output()}`);
}
