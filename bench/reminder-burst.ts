import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import webpush from 'web-push';
import { z } from 'zod';
import { openAppDatabase } from '../src/server/database.ts';
import { createPushSender } from '../src/server/modules/notifications/push-sender.ts';
import { projectRoot } from '../src/server/paths.ts';
import {
  type FakePushService,
  startFakePushService,
} from '../src/server/test/fake-push-service.ts';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../src/server/test/postgres-admin.ts';
import { TASK_TITLES } from '../src/server/test/realistic-tasks.ts';
import { quantile } from './load.ts';

const REMINDERS = 10_000;
const USERS = 1_000;
/** Within this of their time, every reminder of the burst must have gone out. */
const TARGET_SECONDS = 60;
/** The burst's time is this far ahead of the seeding, so the servers are idle until then. */
const LEAD_SECONDS = 20;
const DECRYPT_EVERY = 50;
const SERVER = path.join(projectRoot, 'dist', 'server', 'main.js');

function freePort(): Promise<number> {
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

/** The built server as its own process, answering once healthy. */
async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pomopal-bench-reminders-'));
  const child = spawn(process.execPath, [SERVER], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  child.once('exit', () => void rm(dataDir, { recursive: true, force: true }));
  for (let tries = 0; tries < 600; tries += 1) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('a server did not start');
}

/**
 * Users, each with a device and a few tasks whose reminders all go off within the minute from
 * `at`; resolves with when each reminder (by its push topic) is due.
 */
async function seed(url: string, push: FakePushService, at: Date) {
  const handle = await openAppDatabase({ kind: 'postgres', url });
  try {
    const devices = Array.from({ length: USERS }, () => push.subscription());
    await handle.executeSql(
      `insert into "user" (id, name, email, username)
       select 'burst-' || g, 'Person ' || g, 'person-' || g || '@example.com', 'person' || g
         from generate_series(1, $1::int) g`,
      [USERS],
    );
    await handle.executeSql(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth, time_zone)
       select 'burst-' || g, d.endpoint, d.p256dh, d.auth, 'Europe/Berlin'
         from unnest($1::text[], $2::text[], $3::text[]) with ordinality as d(endpoint, p256dh, auth, g)`,
      [
        devices.map((device) => device.endpoint),
        devices.map((device) => device.keys.p256dh),
        devices.map((device) => device.keys.auth),
      ],
    );
    // Due 15 minutes after the burst, reminded 15 minutes before: all in the same minute.
    await handle.executeSql(
      `insert into tasks (user_id, title, due_date, original_estimated_duration, position)
       select 'burst-' || u, ($1::text[])[1 + (u * 7 + t) % array_length($1::text[], 1)],
              $2::timestamptz + interval '15 minutes' + make_interval(secs => (u + t) % 50),
              25, lpad(t::text, 4, '0')
         from generate_series(1, $3::int) u, generate_series(1, $4::int) t`,
      [TASK_TITLES, at.toISOString(), USERS, REMINDERS / USERS],
    );
    await handle.executeSql(
      `insert into reminders (user_id, task_id, minutes_before, time_zone, fire_at)
       select user_id, id, 15, 'Europe/Berlin', due_date - interval '15 minutes' from tasks`,
    );
    const { rows } = await handle.executeSql(
      `select replace(id::text, '-', '') as topic, extract(epoch from fire_at) * 1000 as at
         from reminders`,
    );
    return new Map(
      z
        .array(z.object({ topic: z.string(), at: z.coerce.number() }))
        .parse(rows)
        .map((row) => [row.topic, row.at]),
    );
  } finally {
    await handle.close();
  }
}

const arrivals = (push: FakePushService) => [...push.received, ...push.undecrypted];
const topicsOf = (push: FakePushService) => arrivals(push).map((got) => got.topic ?? '');

/** The same number of pushes sent straight from here: what pushing alone costs. */
async function rawPushSeconds() {
  const push = await startFakePushService({ decryptEvery: DECRYPT_EVERY });
  try {
    const sender = createPushSender({
      keys: webpush.generateVAPIDKeys(),
      subject: 'mailto:bench@example.com',
      logger: pino({ level: 'silent' }),
    });
    const devices = Array.from({ length: USERS }, () => push.subscription());
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < REMINDERS) {
        const index = next;
        next += 1;
        const device = devices[index % USERS];
        if (!device) continue;
        await sender.send(
          { endpoint: device.endpoint, ...device.keys },
          { kind: 'reminder', title: 'Task', body: 'Due soon', tag: `r${index}`, url: '/my-tasks' },
          String(index),
        );
      }
    };
    await Promise.all(Array.from({ length: 32 }, worker));
    return (performance.now() - started) / 1000;
  } finally {
    await push.close();
  }
}

/**
 * 10,000 reminders due in the same minute, sent by two servers sharing PostgreSQL and Redis, each
 * counted at a local push service: how long after their time the last one arrived, and how many
 * arrived twice, against sending as many pushes straight from the benchmark.
 */
export async function reminderBurst(adminUrl: string, redisUrl: string) {
  if (!existsSync(SERVER)) {
    console.log('\n(The reminder burst needs a build: run `npm run build` first.)');
    return;
  }
  const name = uniqueDatabaseName('pomopal_bench_reminders');
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = databaseUrl(adminUrl, name);
  const push = await startFakePushService({ decryptEvery: DECRYPT_EVERY });
  const keys = webpush.generateVAPIDKeys();
  const env = {
    DATABASE_URL: url,
    REDIS_URL: redisUrl,
    AUTH_SECRET: 'a-secret-shared-by-both-bench-servers-0123',
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    PUSH_SERVICES: push.origin,
  };
  const servers: ChildProcess[] = [];
  try {
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const at = new Date(Date.now() + LEAD_SECONDS * 1000);
    const dueAt = await seed(url, push, at);
    const deadline = at.getTime() + (TARGET_SECONDS + 90) * 1000;
    while (new Set(topicsOf(push)).size < REMINDERS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const late = arrivals(push).map((got) => (got.at - (dueAt.get(got.topic ?? '') ?? 0)) / 1000);
    const lastSeconds = Math.max(...late);
    // Any second push of a reminder would follow within a sweep or two.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    const topics = topicsOf(push);
    const times = arrivals(push).map((got) => got.at);
    const burst = (Math.max(...times) - Math.min(...dueAt.values())) / 1000;
    const distinct = new Set(topics).size;
    const raw = await rawPushSeconds();
    const wrongText = push.received.filter((got) => !TASK_TITLES.includes(got.message.title));
    console.log(
      `\n${REMINDERS.toLocaleString('en')} reminders of ${USERS.toLocaleString('en')} people due ` +
        `in the same minute, 2 servers on PostgreSQL + Redis:\n` +
        `  ${distinct.toLocaleString('en')} sent, each at most ${lastSeconds.toFixed(1)} s after ` +
        `its time (median ${quantile(late, 0.5).toFixed(1)} s; target <= ${TARGET_SECONDS} s); ` +
        `${topics.length - distinct} sent twice; ` +
        `${wrongText.length} of ${push.received.length} decrypted with a wrong text\n` +
        `  the servers sent them in ${burst.toFixed(1)} s from the first due one; pushing as many ` +
        `straight from here takes ${raw.toFixed(1)} s (${(burst / raw).toFixed(2)}x)`,
    );
  } finally {
    for (const server of servers) server.kill('SIGKILL');
    await push.close();
    await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  }
}
