import { openAppDatabase } from '../src/server/database.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { createTestApp } from '../src/server/test/app.ts';
import { signUp } from '../src/server/test/sign-up.ts';
import { insightRange } from '../src/shared/domain/insights.ts';
import { quantile } from './load.ts';

const SECONDS = 3;
const SESSIONS_PER_DAY = 10;
const OTHER_USERS = 10_000;
const TIME_ZONE = 'Europe/Paris';

/**
 * `days` days of history ending today for each user the filter picks, in three bulk statements:
 * a task a day, added in the morning and completed in the afternoon; ten 25-minute sessions
 * half an hour apart; a break after each, every fourth one long.
 */
async function seedHistory(handle: DatabaseHandle, users: string, days: number) {
  await handle.executeSql(
    `insert into tasks (user_id, title, original_estimated_duration, total_pomodoros_planned,
       created_at, completed, completed_at, position)
     select u.id, 'Day ' || d, ${SESSIONS_PER_DAY * 25}, ${SESSIONS_PER_DAY},
       date_trunc('day', now()) - d * interval '1 day' + interval '8 hours', true,
       date_trunc('day', now()) - d * interval '1 day' + interval '15 hours', 'a0'
     from "user" u, generate_series(0, $1::int - 1) as d
     where ${users}`,
    [days],
  );
  await handle.executeSql(
    `insert into pomodoro_sessions (user_id, task_id, session_order, duration_minutes, status,
       completed, focus_minutes, start_time, end_time)
     select t.user_id, t.id, n, 25, 'completed', true, 25,
       t.created_at + (n * 30 - 25) * interval '1 minute', t.created_at + n * 30 * interval '1 minute'
     from tasks t join "user" u on u.id = t.user_id, generate_series(1, ${SESSIONS_PER_DAY}) as n
     where ${users}`,
  );
  await handle.executeSql(
    `insert into break_sessions (user_id, kind, start_time, end_time, completed)
     select s.user_id, (case when s.session_order % 4 = 0 then 'long' else 'short' end)::break_kind,
       s.end_time, s.end_time + interval '5 minutes', true
     from pomodoro_sessions s join "user" u on u.id = s.user_id
     where ${users}`,
  );
}

async function seedOtherUsers(handle: DatabaseHandle) {
  await handle.executeSql(
    `insert into "user" (id, name, email, username)
     select 'other-' || i, 'Other ' || i, 'other-' || i || '@example.com', 'other-' || i
     from generate_series(1, $1::int) as i`,
    [OTHER_USERS],
  );
  await seedHistory(handle, `u.id like 'other-%'`, 7);
  await handle.executeSql('analyze');
}

/** Median and p99 milliseconds of one request, sent one after another for SECONDS. */
async function measure(send: () => Promise<{ statusCode: number; body: string }>) {
  for (let warm = 0; warm < 20; warm += 1) await send();
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    const response = await send();
    latencies.push(performance.now() - started);
    if (response.statusCode !== 200) {
      throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    }
  }
  return {
    medianMs: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
    count: latencies.length,
  };
}

type Timing = Awaited<ReturnType<typeof measure>>;

const ms = (timing: Timing) =>
  `median ${timing.medianMs.toFixed(2)} ms, p99 ${timing.p99Ms.toFixed(2)} ms (${timing.count} requests)`;
const ratio = (measured: Timing, baseline: Timing) =>
  `${(measured.medianMs / baseline.medianMs).toFixed(2)}x`;

/**
 * On the embedded database, a user with a year of history (about 10 sessions a day, every day)
 * against one with a week, as ratios: GET /api/insights/streak, whose goal is at most 1.25 (the
 * year answered at 0.8 of the week's rate or better): it reads a summary and the heatmap's days,
 * never the history; then GET /api/insights for the last 7 days, and both again with 10,000
 * other users' weeks in the same tables, whose goal is at most 1.5: the request reads only its
 * range, through indexes.
 */
export async function run() {
  const handle = await openAppDatabase({ kind: 'pglite' });
  await handle.migrate();
  const app = await createTestApp({ database: handle, checkResponses: false });
  try {
    const year = await signUp(app, 'year@example.com');
    const week = await signUp(app, 'week@example.com');
    await seedHistory(handle, `u.id = '${year.userId}'`, 365);
    await seedHistory(handle, `u.id = '${week.userId}'`, 7);
    await handle.executeSql('analyze');

    const { from, to } = insightRange(new Date(), TIME_ZONE);
    const lastWeek = (cookie: string) => () =>
      app.inject({
        method: 'GET',
        url: '/api/insights',
        query: { from, to, timeZone: TIME_ZONE },
        headers: { cookie },
      });

    const streak = (cookie: string) => () =>
      app.inject({
        method: 'GET',
        url: '/api/insights/streak',
        query: { timeZone: TIME_ZONE },
        headers: { cookie },
      });

    const weekStreak = await measure(streak(week.cookie));
    const yearStreak = await measure(streak(year.cookie));
    const weekAlone = await measure(lastWeek(week.cookie));
    const yearAlone = await measure(lastWeek(year.cookie));
    const seeding = performance.now();
    await seedOtherUsers(handle);
    const seededIn = ((performance.now() - seeding) / 1000).toFixed(1);
    const weekCrowded = await measure(lastWeek(week.cookie));
    const yearCrowded = await measure(lastWeek(year.cookie));

    console.log(`streak of a user with one week of history: ${ms(weekStreak)}`);
    console.log(
      `streak of a user with one year of history (a 365-day streak): ${ms(yearStreak)}: ${ratio(yearStreak, weekStreak)} the one-week user`,
    );
    console.log('goal: at most 1.25');
    console.log(`baseline: 7-day insights of a user with one week of history: ${ms(weekAlone)}`);
    console.log(
      `one year of history (3,650 sessions): ${ms(yearAlone)}: ${ratio(yearAlone, weekAlone)} the one-week user`,
    );
    console.log(
      `with ${OTHER_USERS.toLocaleString('en')} other users (their weeks seeded in ${seededIn} s):`,
    );
    console.log(
      `  one week of history: ${ms(weekCrowded)}: ${ratio(weekCrowded, weekAlone)} the baseline`,
    );
    console.log(
      `  one year of history: ${ms(yearCrowded)}: ${ratio(yearCrowded, weekCrowded)} the one-week user, ${ratio(yearCrowded, weekAlone)} the baseline`,
    );
    console.log('goal: every ratio at most 1.50');
  } finally {
    await app.close();
    await handle.close();
  }
}
