import { text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createRateLimiter } from '../../lib/rate-limit.ts';
import * as schema from '../../schema.ts';
import { TEST_APP_URL } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { signUp } from '../../test/sign-up.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import {
  createAccountExportRepository,
  EXPORTED_COLUMNS,
  NOT_EXPORTED,
} from './account-export.repository.ts';
import { createAccountExport, EXPORT_FORMAT_VERSION } from './account-export.service.ts';
import { DATA_EXPORTS_PER_USER } from './auth.rate-limits.ts';
import { USER_DATA_COLUMNS } from './user-data-columns.ts';

type Person = Awaited<ReturnType<typeof signUp>>;

const call = (app: App, who: Person, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: who.cookie, origin: TEST_APP_URL } });

interface ExportedSession {
  number: number;
  status: string;
}
interface ExportedTask {
  id: string;
  title: string;
  description: string | null;
  dueDate: string | null;
  projectId: string | null;
  labelIds: string[];
  sessions: ExportedSession[];
}
interface ExportFile {
  format: string;
  version: number;
  exportedAt: string;
  account: { id: string; email: string; signInMethods: string[] };
  preferences: { pomodoroMinutes: number } | null;
  subscription: unknown;
  payments: { provider: string; type: string }[];
  projects: { id: string; name: string }[];
  labels: { id: string; name: string }[];
  tasks: ExportedTask[];
  breaks: { kind: string }[];
  videoCalls: { room: string; goalTaskId: string | null; outcome: string | null }[];
  blocks: { blockedUserId: string }[];
  reports: { reportedUserId: string; reason: string }[];
}

describe('what the export file holds', () => {
  it('says, for every column that holds a user id, whether the file holds it', () => {
    const listed = [...EXPORTED_COLUMNS, ...Object.keys(NOT_EXPORTED)].sort();
    const columns = USER_DATA_COLUMNS.map((c) => `${c.table}.${c.column}`);
    expect(listed).toEqual(['user.id', ...columns].sort());
  });
});

describe.each(testDatabases())('downloading one’s data, on $name', (database) => {
  const running = useTestApp(database);
  let app: App;
  let handle: DatabaseHandle;
  let people = 0;
  beforeAll(() => {
    ({ app, handle } = running);
  });
  const person = () => {
    people += 1;
    return signUp(app, `exporter-${people}@example.com`);
  };

  /** Tasks and sessions written straight to the tables, many more than a page. */
  const seedHistory = async (who: Person, tasks: number, sessionsEach: number) => {
    await handle.db.execute(sql`
      insert into tasks (user_id, title, original_estimated_duration, position)
      select ${who.userId}, 'Chapter ' || n, 25, lpad(n::text, 6, '0')
      from generate_series(1, ${tasks}) n`);
    await handle.db.execute(sql`
      insert into pomodoro_sessions (user_id, task_id, session_order, duration_minutes, status,
        interruptions_count, completed, focus_minutes, start_time, end_time)
      select ${who.userId}, t.id, n, 25, 'completed', 0, true, 25,
        now() - make_interval(mins => n * 30), now() - make_interval(mins => n * 30 - 25)
      from tasks t, generate_series(1, ${sessionsEach}) n where t.user_id = ${who.userId}`);
    await handle.db.execute(sql`
      insert into break_sessions (user_id, kind, start_time, completed)
      select ${who.userId}, 'short', now() - make_interval(mins => n), true
      from generate_series(1, ${tasks}) n`);
  };

  it('is one JSON file with the account, its tasks with their sessions, and no one else’s data', async () => {
    const ada = await person();
    const bob = await person();
    const project = await call(app, ada, 'POST', '/api/projects', { name: 'Thesis' });
    const label = await call(app, ada, 'POST', '/api/labels', { name: 'deep-work' });
    expect([project.statusCode, label.statusCode]).toEqual([201, 201]);
    const first = await call(app, ada, 'POST', '/api/tasks', {
      title: 'Write “chapter 2” — draft',
      description: 'Line one\nline "two"',
      dueDate: '2026-12-01T09:30:00.000Z',
      minutes: 50,
      projectId: project.json().id,
      labelIds: [label.json().id],
    });
    const second = await call(app, ada, 'POST', '/api/tasks', { title: 'Read the papers' });
    const theirs = await call(app, bob, 'POST', '/api/tasks', { title: 'Bob’s secret plan' });
    expect([first.statusCode, second.statusCode, theirs.statusCode]).toEqual([201, 201, 201]);
    const [session] = first.json().sessions;
    expect((await call(app, ada, 'POST', `/api/sessions/${session.id}/start`, {})).statusCode).toBe(
      200,
    );
    expect((await call(app, ada, 'POST', '/api/breaks', { kind: 'long' })).statusCode).toBe(201);
    const preferences = await app.inject({
      method: 'PUT',
      url: '/api/preferences',
      payload: { pomodoroLength: 30 },
      headers: { cookie: ada.cookie, origin: TEST_APP_URL },
    });
    expect(preferences.statusCode).toBe(200);
    const { db } = handle;
    await db.insert(schema.callRooms).values({
      name: 'room-export',
      userA: bob.userId,
      userB: ada.userId,
      goalB: first.json().id,
      outcomeA: 'not_yet',
      outcomeB: 'partly',
    });
    await db.insert(schema.callReports).values([
      { reporterId: ada.userId, reportedId: bob.userId, roomName: 'room-export', reason: 'late' },
      { reporterId: bob.userId, reportedId: ada.userId, roomName: 'room-export', reason: 'rude' },
    ]);
    await db.insert(schema.userBlocks).values([
      { userId: ada.userId, blockedUserId: bob.userId },
      { userId: bob.userId, blockedUserId: ada.userId },
    ]);
    await db.insert(schema.paymentEvents).values([
      { provider: 'stripe', eventId: 'evt_ada', type: 'invoice.paid', userId: ada.userId },
      { provider: 'stripe', eventId: 'evt_bob', type: 'invoice.paid', userId: bob.userId },
    ]);

    const response = await call(app, ada, 'GET', '/api/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="pomopal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const file: ExportFile = response.json();

    expect(file).toMatchObject({
      format: 'pomopal-export',
      version: EXPORT_FORMAT_VERSION,
      account: { id: ada.userId, email: 'exporter-1@example.com', signInMethods: ['credential'] },
      preferences: { pomodoroMinutes: 30 },
      subscription: null,
      payments: [{ provider: 'stripe', eventId: 'evt_ada', type: 'invoice.paid' }],
      projects: [{ id: project.json().id, name: 'Thesis' }],
      labels: [{ id: label.json().id, name: 'deep-work' }],
      breaks: [{ kind: 'long' }],
      videoCalls: [{ room: 'room-export', goalTaskId: first.json().id, outcome: 'partly' }],
      blocks: [{ blockedUserId: bob.userId }],
      reports: [{ reportedUserId: bob.userId, reason: 'late' }],
    });
    expect(Date.parse(file.exportedAt)).not.toBeNaN();
    // In the list's order: a new task goes on top.
    expect(file.tasks.map((task) => task.title)).toEqual([
      'Read the papers',
      'Write “chapter 2” — draft',
    ]);
    const written = file.tasks[1];
    expect(written).toMatchObject({
      description: 'Line one\nline "two"',
      projectId: project.json().id,
      labelIds: [label.json().id],
    });
    expect(Date.parse(written?.dueDate ?? '')).toBe(Date.parse('2026-12-01T09:30:00.000Z'));
    expect(written?.sessions.map((s) => [s.number, s.status])).toEqual([
      [1, 'active'],
      [2, 'pending'],
    ]);
    expect(response.body).not.toContain('Bob’s secret plan');
    expect(response.body).not.toContain('exporter-2@example.com');
    expect(response.body).not.toContain('evt_bob');
    expect(response.body).not.toContain('rude');
    expect(response.body).not.toContain('not_yet');

    const bobs: ExportFile = (await call(app, bob, 'GET', '/api/me/export')).json();
    expect(bobs.tasks.map((task) => task.title)).toEqual(['Bob’s secret plan']);
    expect(bobs.videoCalls).toEqual([
      expect.objectContaining({ outcome: 'not_yet', goalTaskId: null }),
    ]);
  });

  it('reads long lists a page at a time and misses nothing', async () => {
    const carol = await person();
    await seedHistory(carol, 7, 5);
    const exporter = createAccountExport({
      repository: createAccountExportRepository({ db: handle.db }),
      rateLimiter: createRateLimiter(handle.db),
      now: () => new Date('2026-11-28T12:00:00Z'),
      pageSize: 2,
    });
    const { filename, body } = await exporter.open(carol.userId);
    expect(filename).toBe('pomopal-data-2026-11-28.json');
    const file: ExportFile = JSON.parse(await text(body));
    expect(file.tasks.map((task) => task.title)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => `Chapter ${n}`),
    );
    for (const task of file.tasks) {
      expect(task.sessions.map((s) => s.number)).toEqual([1, 2, 3, 4, 5]);
    }
    expect(file.breaks).toHaveLength(7);
  });

  it('holds a hundred thousand sessions', async () => {
    const dan = await person();
    await seedHistory(dan, 4, 25_000);
    const response = await call(app, dan, 'GET', '/api/me/export');
    expect(response.statusCode).toBe(200);
    const file: ExportFile = response.json();
    const numbers = file.tasks.flatMap((task) => task.sessions.map((s) => s.number));
    expect(numbers).toHaveLength(100_000);
    expect(file.tasks[3]?.sessions.at(-1)?.number).toBe(25_000);
  }, 120_000);

  it(`is refused after ${DATA_EXPORTS_PER_USER.limit} downloads in an hour`, async () => {
    const eve = await person();
    const codes: (number | string)[] = [];
    for (let i = 0; i <= DATA_EXPORTS_PER_USER.limit; i += 1) {
      const response = await call(app, eve, 'GET', '/api/me/export');
      codes.push(response.statusCode === 200 ? 200 : response.json().code);
    }
    expect(codes).toEqual([
      ...Array.from({ length: DATA_EXPORTS_PER_USER.limit }, () => 200),
      'request.rate_limited',
    ]);
    // Another person's downloads are their own.
    expect((await call(app, await person(), 'GET', '/api/me/export')).statusCode).toBe(200);
  });

  it('is refused without a sign-in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/me/export' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'auth.unauthorized' });
  });
});
