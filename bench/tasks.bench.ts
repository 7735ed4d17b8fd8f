import autocannon from 'autocannon';
import pg from 'pg';
import { openAppDatabase } from '../src/server/database.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { vacuumTablesWithDeadRows } from '../src/server/lib/database-upkeep.ts';
import { listWindowStatement } from '../src/server/modules/tasks/task-list.repository.ts';
import { createTestApp } from '../src/server/test/app.ts';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../src/server/test/postgres-admin.ts';
import { signUp } from '../src/server/test/sign-up.ts';
import { listStatement, pgliteQuery, type RawQuery, startRawServer } from './api-baseline.ts';
import { type LoadResult, loadResultOf, quantile } from './load.ts';
import { reminderBurst } from './reminder-burst.ts';
import { seedTasks } from './seed-tasks.ts';

const SECONDS = 5;
const LIST_SIZE = 1_000;
const MOVES = 1_000;
/** Reads of each list taken one at a time and in turn, so a slow moment falls on both alike. */
const TIMED_READS = 60;
/** Untimed reads first: the first ones after seeding pay for cold caches and compiling. */
const WARM_UP_READS = 10;
/** A planner's list: years of tasks, a third of them open, in projects and with labels. */
const PLANNER = {
  tasks: 5_000,
  completed: 2_000,
  places: { projects: 50, labels: 200, recurring: 1_000 },
};
/** Completions of each kind, plain and repeating, taken in turn. */
const COMPLETIONS = 200;

async function http(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ duration: SECONDS, connections: 10, ...options });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return loadResultOf(result);
}

/** The list query as the repository builds it, run straight on the driver in a tight loop. */
async function direct(
  handle: DatabaseHandle,
  query: { sql: string; params: unknown[] },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    await handle.executeSql(query.sql, query.params);
    latencies.push(performance.now() - started);
  }
  return {
    requestsPerSecond: latencies.length / SECONDS,
    p50Ms: Number(quantile(latencies, 0.5).toFixed(2)),
    p99Ms: Number(quantile(latencies, 0.99).toFixed(2)),
  };
}

const line = (label: string, result: LoadResult) =>
  `${label}: ${result.requestsPerSecond.toFixed(0)} per second, p99 ${result.p99Ms} ms`;

async function timedRead(url: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(`${url}/api/tasks`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`the list answered ${response.status}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

/**
 * The list's rate (reads per second, from the median time of one read) for two users read in
 * turn: the moved list and an untouched copy of it, so the copy shows what the machine did
 * meanwhile. One read at a time measures the server's own work, where concurrent reads on a
 * database that answers one query at a time mostly measure the queue.
 */
async function listRates(url: string, moved: string, copy: string) {
  const times = { moved: [] as number[], copy: [] as number[] };
  for (let read = 0; read < WARM_UP_READS; read++) {
    await timedRead(url, moved);
    await timedRead(url, copy);
  }
  for (let read = 0; read < TIMED_READS; read++) {
    times.moved.push(await timedRead(url, moved));
    times.copy.push(await timedRead(url, copy));
  }
  return { moved: 1000 / quantile(times.moved, 0.5), copy: 1000 / quantile(times.copy, 0.5) };
}

const STATS_QUERY = `select (n_tup_ins + n_tup_upd + n_tup_del)::int as written,
   pg_total_relation_size(relid)::float8 as bytes
 from pg_stat_user_tables where relname = 'tasks'`;

/** What the tasks table has written since the statistics began, and its size on disk. */
async function tableFigures(handle: DatabaseHandle) {
  const read = async () =>
    (await handle.executeSql(STATS_QUERY, [])).rows[0] as { written: number; bytes: number };
  if (handle.kind === 'pglite') {
    await handle.executeSql('select pg_stat_force_next_flush()');
    return read();
  }
  // A PostgreSQL connection reports its counters when idle, at most ten seconds late: wait until
  // the count has stood still past that.
  let last = await read();
  let stillSince = performance.now();
  while (performance.now() - stillSince < 11_000) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await read();
    if (now.written !== last.written) stillSince = performance.now();
    last = now;
  }
  return last;
}

/** A fixed walk of moves: each task dropped onto another one picked at random. */
function moveWalk(ids: string[]): { id: string; body: string }[] {
  let seed = 20_261_126;
  const next = (bound: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % bound;
  };
  return Array.from({ length: MOVES }, () => {
    const id = ids[next(ids.length)] ?? '';
    let anchor = ids[next(ids.length)] ?? '';
    if (anchor === id) anchor = ids.find((other) => other !== id) ?? '';
    return { id, body: JSON.stringify(next(2) === 0 ? { before: anchor } : { after: anchor }) };
  });
}

async function send(url: string, cookie: string, method: string, path: string, body: object) {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  const answer: { id: string } = await response.json();
  return { id: answer.id, ms: performance.now() - started };
}

/**
 * Completing a repeating task (which adds its next occurrence in the same transaction) against
 * completing a plain one, in turn: the median time of each and their ratio.
 */
async function completionCosts(url: string, cookie: string) {
  const due = new Date(Date.UTC(2027, 0, 4, 9)).toISOString();
  const plain: string[] = [];
  const repeating: string[] = [];
  for (let index = 0; index < COMPLETIONS; index++) {
    const title = `Completion ${index}: ${index % 3 === 0 ? 'water the plants' : 'weekly review'}`;
    plain.push((await send(url, cookie, 'POST', '/api/tasks', { title, dueDate: due })).id);
    const repeat = { rule: index % 2 === 0 ? 'FREQ=DAILY' : 'FREQ=WEEKLY;BYDAY=MO,TH' };
    repeating.push(
      (await send(url, cookie, 'POST', '/api/tasks', { title, dueDate: due, repeat })).id,
    );
  }
  const complete = async (id: string) =>
    (await send(url, cookie, 'PUT', `/api/tasks/${id}/completion`, { completed: true })).ms;
  const times = { plain: [] as number[], repeating: [] as number[] };
  for (let index = 0; index < COMPLETIONS; index++) {
    times.plain.push(await complete(plain[index] ?? ''));
    times.repeating.push(await complete(repeating[index] ?? ''));
  }
  const plainMs = quantile(times.plain, 0.5);
  const repeatingMs = quantile(times.repeating, 0.5);
  console.log(
    `completing a repeating task: ${repeatingMs.toFixed(1)} ms (median) against ` +
      `${plainMs.toFixed(1)} ms for a plain one, ${(repeatingMs / plainMs).toFixed(2)}x (target <= 2x)`,
  );
}

async function benchDatabase(label: string, handle: DatabaseHandle, query: RawQuery) {
  const app = await createTestApp({ database: handle, checkResponses: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    console.log(`\n## ${label}`);
    const lister = await signUp(app, 'lister@example.com');
    await seedTasks(handle.db, lister.userId, 500);
    const baseline = await direct(handle, listWindowStatement(lister.userId));
    const list = await http({ url: `${url}/api/tasks`, headers: { cookie: lister.cookie } });
    console.log(line('baseline: list query of 500 tasks straight on the driver', baseline));
    console.log(
      `${line('GET /api/tasks (500 open tasks, 1,500 sessions)', list)} ` +
        `(${((list.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)}% of the baseline)`,
    );

    // A planner's list: projects, labels and repeating tasks ride along in the same rows.
    const plain = await signUp(app, 'plain@example.com');
    await seedTasks(handle.db, plain.userId, PLANNER.tasks, { completed: PLANNER.completed });
    const planner = await signUp(app, 'planner@example.com');
    await seedTasks(handle.db, planner.userId, PLANNER.tasks, {
      completed: PLANNER.completed,
      places: PLANNER.places,
    });
    // One request at a time against a raw server running the same SQL after the same session
    // lookup: the answer's own cost, as the app's time for it.
    const raw = await startRawServer(query, listStatement());
    try {
      const plannerLabel =
        `${PLANNER.tasks.toLocaleString('en')} tasks (${(PLANNER.tasks - PLANNER.completed).toLocaleString('en')} open, ` +
        `${PLANNER.places.recurring.toLocaleString('en')} repeating), ${PLANNER.places.projects} projects, ` +
        `${PLANNER.places.labels} labels`;
      const ratio = async (cookie: string) => {
        const rawList = await http({ url: `${raw.url}/list`, headers: { cookie }, connections: 1 });
        const appList = await http({
          url: `${url}/api/tasks`,
          headers: { cookie },
          connections: 1,
        });
        return { rawList, appList, share: appList.requestsPerSecond / rawList.requestsPerSecond };
      };
      const planned = await ratio(planner.cookie);
      const unplanned = await ratio(plain.cookie);
      console.log(line(`raw: session lookup + list SQL, ${plannerLabel}`, planned.rawList));
      console.log(
        `${line('GET /api/tasks, which My Tasks, Today and Upcoming read', planned.appList)} ` +
          `(${(planned.share * 100).toFixed(0)}% of the raw server; the same list with no ` +
          `projects, labels or repeats: ${(unplanned.share * 100).toFixed(0)}%)`,
      );
    } finally {
      await raw.close();
    }

    const mover = await signUp(app, 'mover@example.com');
    const ids = await seedTasks(handle.db, mover.userId, LIST_SIZE);
    const copy = await signUp(app, 'copy@example.com');
    await seedTasks(handle.db, copy.userId, LIST_SIZE);
    if (handle.kind === 'pglite') await vacuumTablesWithDeadRows(handle.executeSql);
    const before = await listRates(url, mover.cookie, copy.cookie);
    const start = await tableFigures(handle);
    const latencies: number[] = [];
    for (const move of moveWalk(ids)) {
      const started = performance.now();
      const response = await fetch(`${url}/api/tasks/${move.id}/position`, {
        method: 'PUT',
        headers: { cookie: mover.cookie, 'content-type': 'application/json' },
        body: move.body,
      });
      if (response.status !== 200) throw new Error(`a move answered ${response.status}`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
    }
    const moved = await tableFigures(handle);
    // What the upkeep job does within a minute on the embedded database; PostgreSQL's own
    // autovacuum does the same whenever it gets to it.
    if (handle.kind === 'pglite') await vacuumTablesWithDeadRows(handle.executeSql);
    const after = await listRates(url, mover.cookie, copy.cookie);
    const end = await tableFigures(handle);
    console.log(
      `${MOVES.toLocaleString('en')} moves in a list of ${LIST_SIZE.toLocaleString('en')}: ` +
        `a move takes ${quantile(latencies, 0.5).toFixed(1)} ms (median), ` +
        `${((moved.written - start.written) / MOVES).toFixed(2)} rows written per move`,
    );
    const ratio = after.moved / before.moved;
    const drift = after.copy / before.copy;
    console.log(
      `GET /api/tasks (${LIST_SIZE.toLocaleString('en')} tasks) after the moves: ` +
        `${ratio.toFixed(2)}x the rate before (${before.moved.toFixed(1)} -> ${after.moved.toFixed(1)} per second one at a time; ` +
        `an untouched copy read in turn went ${drift.toFixed(2)}x, so the moves account for ${(ratio / drift).toFixed(2)}x); ` +
        `tasks table ${(end.bytes / start.bytes).toFixed(2)}x its size before ` +
        `(${(start.bytes / 1e6).toFixed(1)} -> ${(end.bytes / 1e6).toFixed(1)} MB)`,
    );

    const completer = await signUp(app, 'completer@example.com');
    await completionCosts(url, completer.cookie);
  } finally {
    await app.close();
  }
}

/** A fresh, migrated PostgreSQL database beside TEST_DATABASE_URL's, dropped afterwards. */
async function onPostgres(adminUrl: string) {
  const name = uniqueDatabaseName('pomopal_bench');
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = databaseUrl(adminUrl, name);
  const handle = await openAppDatabase({ kind: 'postgres', url });
  // The same pool size as the app's own, so neither side waits for connections the other has.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  try {
    await handle.migrate();
    await benchDatabase('PostgreSQL', handle, (text, values) => pool.query(text, values));
  } finally {
    await pool.end();
    await handle.close();
    await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  }
}

/**
 * GET /api/tasks with 500 tasks against the same list query run directly through the driver, and
 * 1,000 moves in a list of 1,000: what each move writes, and the list's speed and the table's
 * size after them against before; and completing a repeating task against a plain one. PGlite always; PostgreSQL too with TEST_DATABASE_URL set. With REDIS_URL as well, 10,000 reminders due in the same minute, sent by two servers.
 */
export async function run() {
  const handle = await openAppDatabase({ kind: 'pglite' });
  try {
    await handle.migrate();
    await benchDatabase('PGlite', handle, pgliteQuery(handle));
  } finally {
    await handle.close();
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) await onPostgres(adminUrl);
  else console.log('\n(PostgreSQL skipped: set TEST_DATABASE_URL to include it.)');
  const redisUrl = process.env.REDIS_URL;
  if (adminUrl && redisUrl) await reminderBurst(adminUrl, redisUrl);
  else console.log('\n(The reminder burst skipped: it needs TEST_DATABASE_URL and REDIS_URL.)');
}
