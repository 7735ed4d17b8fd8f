import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openAppDatabase } from '../database.ts';
import { testDatabases } from '../test/databases.ts';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../test/postgres-admin.ts';

const EXPECTED_TABLES = [
  'account',
  'account_suspensions',
  'ai_summaries',
  'break_sessions',
  'calendar_feeds',
  'call_reports',
  'call_rooms',
  'focus_days',
  'focus_streaks',
  'labels',
  'match_holds',
  'match_queue',
  'match_skips',
  'moderation_actions',
  'payment_events',
  'pomodoro_sessions',
  'projects',
  'push_subscriptions',
  'rate_limit',
  'reminders',
  'sandbox_checkouts',
  'session',
  'task_list_versions',
  'tasks',
  'timer_alarms',
  'user',
  'user_blocks',
  'user_preferences',
  'user_subscriptions',
  'verification',
  'video_terms',
];

async function publicTables(handle: Awaited<ReturnType<typeof openAppDatabase>>) {
  const result = await handle.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

describe('migrations on an empty PGlite', () => {
  it('create every table of the data model, and a second run changes nothing', async () => {
    const handle = await openAppDatabase({ kind: 'pglite' });
    try {
      await handle.migrate();
      expect(await publicTables(handle)).toEqual(EXPECTED_TABLES);
      await handle.migrate();
      expect(await publicTables(handle)).toEqual(EXPECTED_TABLES);
    } finally {
      await handle.close();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('migrations on an empty PostgreSQL', () => {
  it('apply cleanly, even when two servers start at the same moment', async () => {
    if (!adminUrl) return;
    const name = uniqueDatabaseName('pomopal_migrate');
    await adminQuery(adminUrl, `create database "${name}"`);
    const url = databaseUrl(adminUrl, name);
    const [first, second] = await Promise.all([
      openAppDatabase({ kind: 'postgres', url }),
      openAppDatabase({ kind: 'postgres', url }),
    ]);
    try {
      await Promise.all([first.migrate(), second.migrate()]);
      expect(await publicTables(first)).toEqual(EXPECTED_TABLES);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    }
  });
});

describe.each(testDatabases())('schema rules on $name', (database) => {
  it('allow at most one active Pomodoro session per user', async () => {
    const handle = await database.open();
    try {
      await handle.db.execute(
        sql`insert into "user" (id, name, email, username) values ('u1', 'U', 'u@x.io', 'u')`,
      );
      const task = await handle.db.execute<{ id: string }>(
        sql`insert into tasks (user_id, title, original_estimated_duration, position) values ('u1', 'T', 50, 'a0') returning id`,
      );
      const taskId = task.rows[0]?.id;
      await handle.db.execute(
        sql`insert into pomodoro_sessions (user_id, task_id, session_order, duration_minutes, status) values ('u1', ${taskId}, 1, 25, 'active')`,
      );
      await expect(
        handle.db.execute(
          sql`insert into pomodoro_sessions (user_id, task_id, session_order, duration_minutes, status) values ('u1', ${taskId}, 2, 25, 'active')`,
        ),
      ).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });
});
