import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taskListItemWireSchema } from '../task-list.schemas.ts';
import type { PomodoroSession, Task } from '../tasks.schemas.ts';
import { PRIORITIES } from './priority.ts';
import { SESSION_STATUSES, type SessionStatus } from './session-status.ts';
import { compactListItem, expandListItem, listItemOf, sessionHeads } from './task-list-item.ts';
import { orderKeyAt } from './task-order.ts';
import { AI_STATUSES } from './task-status.ts';

const TASK_ID = '00000000-0000-4000-8000-000000000001';
const sessionId = (order: number) => `00000000-0000-4000-8000-${String(order).padStart(12, '0')}`;

function session(order: number, overrides: Partial<PomodoroSession> = {}): PomodoroSession {
  return {
    id: sessionId(100 + order),
    taskId: TASK_ID,
    sessionOrder: order,
    name: null,
    durationMinutes: 25,
    status: 'pending',
    interruptionsCount: 0,
    startTime: null,
    endTime: null,
    remainingTimeSeconds: null,
    completed: false,
    focusMinutes: 0,
    ...overrides,
  };
}

function task(overrides: Partial<Task> = {}): Task {
  return {
    id: TASK_ID,
    title: 'Report',
    description: null,
    dueDate: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    completed: false,
    originalEstimatedDuration: 50,
    aiStatus: 'done',
    aiPredictedPriority: null,
    aiTaskSummary: null,
    aiPredictedUrgency: null,
    aiInsights: null,
    userOverriddenPriority: null,
    isImportant: null,
    isUrgent: null,
    totalPomodorosPlanned: 2,
    pomodorosCompletedCount: 0,
    focusTimeCompletedMinutes: 0,
    position: orderKeyAt(0),
    repeatRule: null,
    repeatAfterCompletion: false,
    projectId: null,
    labelIds: [],
    sessions: [session(1), session(2)],
    ...overrides,
  };
}

const iso = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((date) => date.toISOString());
const text = fc.string({ maxLength: 60 });
const words = fc
  .array(fc.constantFrom('draft', 'the', 'quarterly', 'report', 'for', 'board', ' ', '\n'), {
    maxLength: 10,
  })
  .map((parts) => parts.join(' '));
const count = fc.nat({ max: 12 });

/** Any session order, in any order, with any mix of statuses, names and remaining times. */
const arbitrarySessions = fc
  .array(
    fc.record({
      status: fc.constantFrom(...SESSION_STATUSES),
      name: fc.option(text, { nil: null }),
      remainingTimeSeconds: fc.option(fc.nat({ max: 1500 }), { nil: null }),
      durationMinutes: fc.integer({ min: 1, max: 60 }),
      focusMinutes: fc.nat({ max: 60 }),
    }),
    { maxLength: 8 },
  )
  .chain((specs) =>
    fc.shuffledSubarray(
      specs.map((spec, index) => session(index + 1, spec)),
      { minLength: specs.length, maxLength: specs.length },
    ),
  );

const arbitraryTask: fc.Arbitrary<Task> = fc
  .record({
    title: text,
    description: fc.option(text, { nil: null }),
    dueDate: fc.option(iso, { nil: null }),
    createdAt: iso,
    updatedAt: iso,
    completed: fc.boolean(),
    originalEstimatedDuration: fc.integer({ min: 1, max: 1440 }),
    aiStatus: fc.constantFrom(...AI_STATUSES),
    aiPredictedPriority: fc.option(fc.constantFrom(...PRIORITIES), { nil: null }),
    aiTaskSummary: fc.option(words, { nil: null }),
    aiPredictedUrgency: fc.option(fc.constantFrom('High', 'Soon', 'Low', ''), { nil: null }),
    aiInsights: fc.option(text, { nil: null }),
    userOverriddenPriority: fc.option(fc.constantFrom(...PRIORITIES), { nil: null }),
    isImportant: fc.option(fc.boolean(), { nil: null }),
    isUrgent: fc.option(fc.boolean(), { nil: null }),
    totalPomodorosPlanned: count,
    pomodorosCompletedCount: count,
    focusTimeCompletedMinutes: fc.nat({ max: 1440 }),
    position: fc.integer({ min: -5, max: 5000 }).map(orderKeyAt),
    repeatRule: fc.option(fc.constantFrom('FREQ=DAILY', 'FREQ=WEEKLY;BYDAY=MO,TH'), { nil: null }),
    repeatAfterCompletion: fc.boolean(),
    projectId: fc.option(fc.uuid(), { nil: null }),
    labelIds: fc.uniqueArray(fc.uuid(), { maxLength: 3 }),
    sessions: arbitrarySessions,
  })
  .map((fields) => task(fields));

describe('the compact list item', () => {
  it('expands back to the list item it was made from', () => {
    fc.assert(
      fc.property(arbitraryTask, (whole) => {
        const item = listItemOf(whole);
        const wire = compactListItem(item);
        expect(taskListItemWireSchema.safeParse(wire).success).toBe(true);
        expect(expandListItem(wire)).toEqual(item);
      }),
    );
  });

  it('leaves out the empty fields and sends only the first words of the summary', () => {
    const wire = compactListItem(
      listItemOf(
        task({
          description: 'Call the bank first',
          aiTaskSummary: 'Draft the quarterly report for the board',
          aiInsights: 'Break it into two sessions.',
          isImportant: false,
          position: orderKeyAt(0),
          sessions: [session(1, { remainingTimeSeconds: 0, name: 'Outline' })],
        }),
      ),
    );
    const kept = Object.fromEntries(
      Object.entries(wire).filter(([, value]) => value !== undefined),
    );
    expect(kept).toEqual({
      id: TASK_ID,
      title: 'Report',
      updatedAt: '2026-11-20T10:00:00.000Z',
      minutes: 50,
      aiStatus: 'done',
      aiSummary: 'Draft the quarterly report...',
      // A flag set to false says something: it stays.
      important: false,
      sessionCount: 2,
      position: orderKeyAt(0),
      sessions: [{ id: sessionId(101), order: 1, status: 'pending' }],
    });
    expect(JSON.parse(JSON.stringify(wire))).toEqual(kept);
    // Neither the dialog's texts nor a session's details travel with the list.
    expect(JSON.stringify(wire)).not.toMatch(
      /Insights|description|Call the bank|Break it|Outline|createdAt|remaining|duration/,
    );
  });

  it('sends a field that is set, with its value', () => {
    const wire = compactListItem(
      listItemOf(
        task({
          dueDate: '2026-11-22T17:00:00.000Z',
          completed: true,
          aiPredictedPriority: 'High',
          aiTaskSummary: 'Short one',
          aiPredictedUrgency: 'Soon',
          userOverriddenPriority: 'Low',
          isImportant: true,
          isUrgent: true,
          totalPomodorosPlanned: 3,
          pomodorosCompletedCount: 1,
          focusTimeCompletedMinutes: 25,
          position: orderKeyAt(4),
          repeatRule: 'FREQ=WEEKLY;BYDAY=MO,TH',
          repeatAfterCompletion: true,
          // A completed task has nothing to start; a session still running is sent.
          sessions: [session(1, { status: 'active' }), session(2, { status: 'interrupted' })],
        }),
      ),
    );
    expect(wire).toEqual({
      id: TASK_ID,
      title: 'Report',
      dueDate: '2026-11-22T17:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      completed: true,
      minutes: 50,
      aiStatus: 'done',
      aiPriority: 'High',
      aiSummary: 'Short one',
      aiUrgency: 'Soon',
      priority: 'Low',
      important: true,
      urgent: true,
      sessionCount: 3,
      sessionsDone: 1,
      focusMinutes: 25,
      position: orderKeyAt(4),
      repeat: 'FREQ=WEEKLY;BYDAY=MO,TH',
      repeatAfter: true,
      sessions: [{ id: sessionId(101), order: 1, status: 'active' }],
    });
  });
});

describe('sessionHeads', () => {
  const of = (...statuses: SessionStatus[]) =>
    statuses.map((status, index) => ({ id: `s${index + 1}`, sessionOrder: index + 1, status }));
  const orders = (sessions: { sessionOrder: number }[]) =>
    sessions.map((entry) => entry.sessionOrder);
  const open = { completed: false };
  const done = { completed: true };

  it('keeps the running session and the next one to start, in session order', () => {
    expect(orders(sessionHeads(of('completed', 'active', 'pending', 'pending'), open))).toEqual([
      2, 3,
    ]);
    expect(orders(sessionHeads(of('pending', 'pending', 'pending'), open))).toEqual([1]);
    expect(orders(sessionHeads(of('completed', 'completed'), open))).toEqual([]);
    expect(sessionHeads([], open)).toEqual([]);
  });

  it('takes an interrupted session before the lowest pending one', () => {
    expect(
      orders(sessionHeads(of('pending', 'completed', 'interrupted', 'pending'), open)),
    ).toEqual([3]);
    expect(orders(sessionHeads(of('active', 'pending', 'interrupted'), open))).toEqual([1, 3]);
  });

  it('keeps nothing to start for a completed task, only a session still running', () => {
    expect(sessionHeads(of('pending', 'interrupted', 'pending'), done)).toEqual([]);
    expect(orders(sessionHeads(of('completed', 'active', 'pending'), done))).toEqual([2]);
  });

  it('puts the heads in session order whatever order the sessions came in', () => {
    const [first, second, third] = of('pending', 'active', 'pending');
    if (!first || !second || !third) throw new Error('expected three sessions');
    expect(sessionHeads([third, second, first], open)).toEqual([first, second]);
  });

  it('is what Start/Resume and the running badge read, whatever the sessions', () => {
    fc.assert(
      fc.property(arbitrarySessions, fc.boolean(), (sessions, completed) => {
        const heads = sessionHeads(sessions, { completed });
        const byOrder = (status: SessionStatus) =>
          sessions
            .filter((entry) => entry.status === status)
            .sort((a, b) => a.sessionOrder - b.sessionOrder);
        const next = completed ? undefined : (byOrder('interrupted')[0] ?? byOrder('pending')[0]);
        const expected = [...byOrder('active'), ...(next ? [next] : [])].sort(
          (a, b) => a.sessionOrder - b.sessionOrder,
        );
        expect(heads).toEqual(expected);
        // Keeping the heads of the heads changes nothing: a stored item is stored again as is.
        expect(sessionHeads(heads, { completed })).toEqual(heads);
      }),
    );
  });
});

describe('listItemOf', () => {
  it('drops what only the dialog shows and every session but the heads, and is stable', () => {
    const whole = task({
      description: 'Call the bank',
      aiInsights: 'Start early.',
      aiTaskSummary: 'Draft the quarterly report for the board',
      sessions: [
        session(1, { status: 'completed', focusMinutes: 25 }),
        session(2, { status: 'interrupted', remainingTimeSeconds: 600, name: 'Draft' }),
        session(3),
      ],
    });
    const item = listItemOf(whole);
    expect(item).not.toHaveProperty('aiInsights');
    expect(item).not.toHaveProperty('description');
    expect(item).not.toHaveProperty('createdAt');
    expect(item.aiTaskSummary).toBe('Draft the quarterly report...');
    expect(item.sessions).toEqual([{ id: sessionId(102), sessionOrder: 2, status: 'interrupted' }]);
    expect(listItemOf(item)).toEqual(item);
  });
});
