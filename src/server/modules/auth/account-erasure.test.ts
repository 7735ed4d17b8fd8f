import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { rateLimit } from '../../lib/rate-limit.table.ts';
import * as schema from '../../schema.ts';
import { TEST_APP_URL } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { signUp } from '../../test/sign-up.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createAccountErasure } from './account-erasure.ts';
import { USER_DATA_COLUMNS, type UserDataHandling } from './user-data-columns.ts';

const rowsOf = async <T>(handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
  (await handle.db.execute(query)).rows as T[];

/** Every column of the schema that holds a user's id, as the database has it. */
async function columnsHoldingUsers(handle: DatabaseHandle) {
  const keyed = await rowsOf<{ table: string; column: string; rule: string }>(
    handle,
    sql`select trim(both '"' from c.conrelid::regclass::text) as "table", a.attname as "column",
          c.confdeltype as rule
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = 'public."user"'::regclass`,
  );
  const named = await rowsOf<{ table: string; column: string }>(
    handle,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and column_name ~ '(^|_)user_id$'`,
  );
  const handling = (rule: string): UserDataHandling | `ON DELETE rule ${string}` =>
    rule === 'c'
      ? 'removed-with-account'
      : rule === 'n'
        ? 'kept-without-account'
        : `ON DELETE rule ${rule}`;
  const found = new Map<string, string>(
    keyed.map((row) => [`${row.table}.${row.column}`, handling(row.rule)]),
  );
  for (const row of named) {
    const name = `${row.table}.${row.column}`;
    if (!found.has(name)) found.set(name, 'erased');
  }
  return Object.fromEntries([...found].sort(([a], [b]) => a.localeCompare(b)));
}

const post = (app: App, url: string, cookie: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: { cookie, origin: TEST_APP_URL } });

/** How many rows of each listed column name `userId`. */
async function rowsNaming(handle: DatabaseHandle, userId: string) {
  const counts: Record<string, number> = {};
  for (const { table, column } of USER_DATA_COLUMNS) {
    const [row] = await rowsOf<{ count: number }>(
      handle,
      sql`select count(*)::int as count from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    );
    counts[`${table}.${column}`] = row?.count ?? 0;
  }
  return counts;
}

describe.each(testDatabases())('erasing an account, on $name', (database) => {
  const running = useTestApp(database);
  let handle: DatabaseHandle;
  let app: App;
  beforeAll(() => {
    ({ app, handle } = running);
  });

  it('knows what becomes of every column that holds a user id', async () => {
    const listed = Object.fromEntries(
      USER_DATA_COLUMNS.map((c) => [`${c.table}.${c.column}`, c.handling] as const).sort(
        ([a], [b]) => a.localeCompare(b),
      ),
    );
    expect(listed).toEqual(await columnsHoldingUsers(handle));
  });

  it('removes every row that names the account, and keeps reports about it and its payments', async () => {
    const leaving = await signUp(app, 'leaving@example.com');
    const staying = await signUp(app, 'staying@example.com');
    for (const who of [leaving, staying]) {
      const task = await post(app, '/api/tasks', who.cookie, { title: 'Write the report' });
      expect(task.statusCode).toBe(201);
      const [session] = task.json().sessions;
      const started = await post(app, `/api/sessions/${session.id}/start`, who.cookie, {});
      expect(started.statusCode).toBe(200);
    }
    const { db } = handle;
    await db.insert(schema.callRooms).values({
      name: 'room-1',
      userA: leaving.userId,
      userB: staying.userId,
    });
    await db.insert(schema.callReports).values([
      {
        reporterId: staying.userId,
        reportedId: leaving.userId,
        roomName: 'room-1',
        reason: 'rude',
      },
      {
        reporterId: leaving.userId,
        reportedId: staying.userId,
        roomName: 'room-1',
        reason: 'late',
      },
    ]);
    await db.insert(schema.userBlocks).values([
      { userId: leaving.userId, blockedUserId: staying.userId },
      { userId: staying.userId, blockedUserId: leaving.userId },
    ]);
    await db.insert(schema.paymentEvents).values({
      provider: 'stripe',
      eventId: 'evt_1',
      type: 'invoice.paid',
      userId: leaving.userId,
    });
    await db.insert(rateLimit).values([
      { id: 'r1', key: `user:${leaving.userId}:check`, count: 1, lastRequest: Date.now() },
      {
        id: 'r2',
        key: 'address:leaving@example.com:/sign-in/email',
        count: 1,
        lastRequest: Date.now(),
      },
      {
        id: 'r3',
        key: 'address:staying@example.com:/sign-in/email',
        count: 1,
        lastRequest: Date.now(),
      },
    ]);

    const queued = () =>
      rowsOf<{ name: string }>(
        handle,
        sql`select name from pgboss.job where data->>'userId' = ${leaving.userId}
            and state in ('created', 'retry')`,
      );
    // The running session's end, queued to alert the user's devices, once each task's
    // enrichment (queued as it was added, run at once) is done, however loaded the machine.
    await expect.poll(queued, { timeout: 20_000 }).toEqual([{ name: 'notifications.timer_end' }]);
    const before = await rowsNaming(handle, leaving.userId);
    for (const column of [
      'session.user_id',
      'account.user_id',
      'tasks.user_id',
      'pomodoro_sessions.user_id',
      'task_list_versions.user_id',
      'call_rooms.user_a',
      'call_reports.reported_id',
      'call_reports.reporter_id',
      'user_blocks.blocked_user_id',
      'payment_events.user_id',
    ]) {
      expect(before[column], column).toBeGreaterThan(0);
    }
    const stayingBefore = await rowsNaming(handle, staying.userId);

    await createAccountErasure({ db }).erase({
      userId: leaving.userId,
      email: 'Leaving@Example.com',
    });

    const after = await rowsNaming(handle, leaving.userId);
    expect(await queued()).toEqual([]);
    expect(
      Object.values(after).every((count) => count === 0),
      JSON.stringify(after),
    ).toBe(true);
    const users = await rowsOf<{ email: string }>(handle, sql`select email from "user"`);
    expect(users.map((row) => row.email)).not.toContain('leaving@example.com');

    const reports = await rowsOf<{ reporter: string; reported: string | null; reason: string }>(
      handle,
      sql`select reporter_id as reporter, reported_id as reported, reason from call_reports`,
    );
    expect(reports).toEqual([{ reporter: staying.userId, reported: null, reason: 'rude' }]);
    const payments = await rowsOf<{ user: string | null; type: string }>(
      handle,
      sql`select user_id as "user", type from payment_events where event_id = 'evt_1'`,
    );
    expect(payments).toEqual([{ user: null, type: 'invoice.paid' }]);
    const counters = await rowsOf<{ key: string }>(handle, sql`select key from rate_limit`);
    const keys = counters.map((row) => row.key);
    expect(keys.filter((key) => key.includes(leaving.userId) || key.includes('leaving@'))).toEqual(
      [],
    );
    expect(keys).toContain('address:staying@example.com:/sign-in/email');

    // The other account keeps its own rows, less what it shared with the one that left.
    const stayingAfter = await rowsNaming(handle, staying.userId);
    expect(stayingAfter).toEqual({
      ...stayingBefore,
      'call_rooms.user_b': 0,
      'call_reports.reported_id': 0,
      'user_blocks.user_id': 0,
      'user_blocks.blocked_user_id': 0,
    });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'leaving@example.com', password: 'correct horse battery' },
    });
    expect(signIn.statusCode).toBe(401);

    // Run again (a retried job), it finds nothing left to do.
    await createAccountErasure({ db }).erase({
      userId: leaving.userId,
      email: 'leaving@example.com',
    });
    expect(await rowsNaming(handle, staying.userId)).toEqual(stayingAfter);
  });
});
