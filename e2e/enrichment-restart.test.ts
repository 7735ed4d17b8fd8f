import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../src/server/test/fake-openai.ts';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../src/server/test/postgres-admin.ts';
import type { Task } from '../src/shared/tasks.schemas.ts';
import { callServer, type RunningServer, startServer } from './harness/server.ts';

const running: RunningServer[] = [];
let dataDir = '';

let fake: FakeOpenAi | undefined;
let database: { adminUrl: string; name: string } | undefined;

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop('SIGKILL')));
  await rm(dataDir, { recursive: true, force: true });
  await fake?.close();
  fake = undefined;
  if (database) {
    await adminQuery(database.adminUrl, `drop database if exists "${database.name}" with (force)`);
    database = undefined;
  }
});

async function start(env: NodeJS.ProcessEnv = {}) {
  const server = await startServer({ dataDir, env });
  running.push(server);
  return server;
}

describe('AI enrichment across a crash', () => {
  it('enriches a task whose server was killed before its job ran, once a server starts again', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pomopal-enrichment-'));
    // This server stores jobs but runs none, so its job is certainly still waiting when it dies.
    const first = await start({ RUN_JOBS: 'false' });
    const signUp = await callServer(first, '/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'ada@example.com', password: 'analytical', name: 'Ada' }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const created = await callServer(first, '/api/tasks', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ title: 'Write the launch announcement', minutes: 50 }),
    });
    expect(created.status).toBe(201);
    const task: Task = await created.json();
    expect(task.aiStatus).toBe('processing');
    expect(await first.stop('SIGKILL')).toBeNull();

    // Logging at info, so what the job runner does shows in the output.
    const second = await start({ LOG_LEVEL: 'info' });
    let enriched: Task | undefined;
    for (let attempt = 0; attempt < 100 && enriched?.aiStatus !== 'done'; attempt += 1) {
      enriched = await (await callServer(second, `/api/tasks/${task.id}`, { cookie })).json();
      if (enriched?.aiStatus !== 'done') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(enriched).toMatchObject({ id: task.id, aiStatus: 'done' });
    expect(enriched?.aiTaskSummary).toContain('Write the launch announcement');
    // The job stored before the crash ran: the new server found it, and queued nothing again.
    expect(second.output()).toContain('"job":"tasks.enrich"');
    expect(second.output()).not.toContain('queued enrichment again');
  });
});

async function signUpWithTask(server: RunningServer) {
  const signUp = await callServer(server, '/api/auth/sign-up/email', {
    method: 'POST',
    body: JSON.stringify({ email: 'grace@example.com', password: 'compilers', name: 'Grace' }),
  });
  expect(signUp.status).toBe(200);
  const cookie = signUp.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const created = await callServer(server, '/api/tasks', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ title: 'Review the compiler manual', minutes: 25 }),
  });
  expect(created.status).toBe(201);
  const task: Task = await created.json();
  return { cookie, task };
}

async function until(check: () => boolean | Promise<boolean>, what: string, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A server whose AI model never answers, killed while the task's job waits for it: the job stays
 * marked as running, by a process that is gone.
 */
async function killedDuringEnrichment(env: NodeJS.ProcessEnv) {
  fake = await startFakeOpenAi();
  fake.always('hang');
  const model = fake;
  const first = await start({ ...env, ...model.env, AI_TIMEOUT_SECONDS: '600' });
  const { cookie, task } = await signUpWithTask(first);
  await until(() => model.requests.length > 0, 'the job asked the model', 30_000);
  expect(await first.stop('SIGKILL')).toBeNull();
  return { cookie, task };
}

async function enrichedOn(server: RunningServer, cookie: string, taskId: string) {
  const task: Task = await (await callServer(server, `/api/tasks/${taskId}`, { cookie })).json();
  return task.aiStatus === 'done';
}

describe('AI enrichment whose server was killed during the run', () => {
  it('runs again as soon as a server starts on the embedded database', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pomopal-enrichment-'));
    const { cookie, task } = await killedDuringEnrichment({});
    // The built-in rules now: they answer at once.
    const second = await start();
    // Far sooner than the two minutes a run may take before it is given up as failed.
    await until(() => enrichedOn(second, cookie, task.id), 'the task was enriched', 15_000);
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.runIf(adminUrl)('is taken up by another server within 30 s on PostgreSQL', async () => {
    if (!adminUrl) return;
    dataDir = await mkdtemp(path.join(tmpdir(), 'pomopal-enrichment-'));
    database = { adminUrl, name: uniqueDatabaseName('pomopal_e2e_jobs') };
    await adminQuery(adminUrl, `create database "${database.name}"`);
    const env = { DATABASE_URL: databaseUrl(adminUrl, database.name) };
    const { cookie, task } = await killedDuringEnrichment(env);
    const other = await start(env);
    await until(() => enrichedOn(other, cookie, task.id), 'the task was enriched', 30_000);
  });
});
