import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import {
  type FakePushService,
  startFakePushService,
} from '../src/server/test/fake-push-service.ts';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../src/server/test/postgres-admin.ts';
import type { Task } from '../src/shared/tasks.schemas.ts';
import { callServer, type RunningServer, startServer } from './harness/server.ts';

const running: RunningServer[] = [];
const folders: string[] = [];
let push: FakePushService | undefined;
let database: { adminUrl: string; name: string } | undefined;

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop('SIGKILL')));
  await Promise.all(
    folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })),
  );
  await push?.close();
  push = undefined;
  if (database) {
    await adminQuery(database.adminUrl, `drop database if exists "${database.name}" with (force)`);
    database = undefined;
  }
});

async function start(env: NodeJS.ProcessEnv, dataDir?: string) {
  const server = await startServer({ env, ...(dataDir ? { dataDir } : {}) });
  running.push(server);
  return server;
}

async function signUp(server: RunningServer, email: string) {
  const response = await callServer(server, '/api/auth/sign-up/email', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'analytical engine', name: 'Ada' }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
}

/** Adds `count` tasks, each with one reminder at `at`; resolves with their ids. */
async function remindedTasks(server: RunningServer, cookie: string, count: number, at: Date) {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const created = await callServer(server, '/api/tasks', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ title: `Reminded task ${index + 1}` }),
    });
    const task: Task = await created.json();
    const set = await callServer(server, `/api/tasks/${task.id}/reminders`, {
      method: 'PUT',
      cookie,
      body: JSON.stringify({ reminders: [{ remindAt: at.toISOString() }] }),
    });
    expect(set.status).toBe(200);
    ids.push(task.id);
  }
  return ids;
}

async function until(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** How many pushes each reminder (by its notification tag) was sent. */
function sendsPerReminder(service: FakePushService) {
  const counts = new Map<string, number>();
  for (const { message } of service.received) {
    counts.set(message.tag, (counts.get(message.tag) ?? 0) + 1);
  }
  return counts;
}

describe('reminders across crashes', () => {
  it('sends a reminder whose server was killed before its time, once, from the next server', async () => {
    push = await startFakePushService();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pomopal-reminders-'));
    folders.push(dataDir);
    const env = { PUSH_SERVICES: push.origin };
    const first = await start(env, dataDir);
    const cookie = await signUp(first, 'ada@example.com');
    const device = push.subscription();
    const subscribed = await callServer(first, '/api/push/subscriptions', {
      method: 'POST',
      cookie,
      body: JSON.stringify(device),
    });
    expect(subscribed.status).toBe(204);
    const dueAt = new Date(Date.now() + 6000);
    const [taskId] = await remindedTasks(first, cookie, 1, dueAt);
    expect(await first.stop('SIGKILL')).toBeNull();

    // The VAPID keys were kept in the data folder: the device's subscription still works.
    await start(env, dataDir);
    expect(await until(() => push?.received.length === 1, 30_000)).toBe(true);
    const [got] = push.received;
    expect(got?.message).toMatchObject({
      kind: 'reminder',
      title: 'Reminded task 1',
      url: `/my-tasks?task=${taskId}`,
    });
    expect(Date.now() - dueAt.getTime()).toBeLessThan(30_000);
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(push.received).toHaveLength(1);
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  it.runIf(adminUrl && redisUrl)(
    'sends every reminder once with two servers, and after one of them is killed',
    async () => {
      if (!adminUrl || !redisUrl) return;
      push = await startFakePushService();
      database = { adminUrl, name: uniqueDatabaseName('pomopal_e2e_reminders') };
      await adminQuery(adminUrl, `create database "${database.name}"`);
      const keys = webpush.generateVAPIDKeys();
      const env = {
        DATABASE_URL: databaseUrl(adminUrl, database.name),
        REDIS_URL: redisUrl,
        AUTH_SECRET: 'a-secret-shared-by-both-servers-0123456789',
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        PUSH_SERVICES: push.origin,
      };
      const first = await start(env);
      const second = await start(env);
      const cookie = await signUp(first, 'ada@example.com');
      await callServer(second, '/api/push/subscriptions', {
        method: 'POST',
        cookie,
        body: JSON.stringify(push.subscription()),
      });

      const together = await remindedTasks(first, cookie, 60, new Date(Date.now() + 4000));
      expect(await until(() => sendsPerReminder(push as FakePushService).size === 60, 40_000)).toBe(
        true,
      );
      const afterKill = await remindedTasks(second, cookie, 40, new Date(Date.now() + 5000));
      expect(await first.stop('SIGKILL')).toBeNull();
      expect(
        await until(
          () =>
            sendsPerReminder(push as FakePushService).size === together.length + afterKill.length,
          40_000,
        ),
      ).toBe(true);
      // A few more sweeps find nothing left to send.
      await new Promise((resolve) => setTimeout(resolve, 6000));
      const counts = [...sendsPerReminder(push).values()];
      expect(counts).toHaveLength(100);
      expect(counts.every((count) => count === 1)).toBe(true);
    },
  );
});
