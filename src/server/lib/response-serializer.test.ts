import { describe, expect, it } from 'vitest';
import {
  deviceSessionListSchema,
  profileSchema,
  resetLinkSchema,
} from '../../shared/account.schemas.ts';
import { callRoomSchema, termsStatusSchema } from '../../shared/accountability.schemas.ts';
import { plansResponseSchema, redirectResponseSchema } from '../../shared/billing.schemas.ts';
import { healthSchema, publicConfigSchema } from '../../shared/config.schemas.ts';
import { DEFAULT_PREFERENCES } from '../../shared/default-preferences.ts';
import { paidPlanViews } from '../../shared/domain/plans.ts';
import {
  activeSessionSchema,
  breakSchema,
  preferencesSchema,
  sessionChangeSchema,
} from '../../shared/focus.schemas.ts';
import {
  aiSummaryResponseSchema,
  dashboardResponseSchema,
  focusTrendResponseSchema,
  insightsResponseSchema,
  streakResponseSchema,
} from '../../shared/insights.schemas.ts';
import { FREE_SUBSCRIPTION, subscriptionSchema } from '../../shared/subscription.schemas.ts';
import { completedPageSchema, taskListSchema } from '../../shared/task-list.schemas.ts';
import { taskSchema } from '../../shared/tasks.schemas.ts';
import { z } from '../../shared/zod.ts';
import { responseJsonSchema, responseSerializerCompiler } from './response-serializer.ts';

const TASK_ID = '7d0e2c1a-4b5f-4c8e-9a3b-2f1e0d9c8b7a';
const SESSION_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const WHEN = '2026-03-01T09:30:00.000Z';
const ROOM = 'Zm9jdXMtcm9vbS1uYW1lLTEyMzQ';

const session = {
  id: SESSION_ID,
  taskId: TASK_ID,
  sessionOrder: 1,
  name: null,
  durationMinutes: 25,
  status: 'active',
  interruptionsCount: 0,
  startTime: WHEN,
  endTime: null,
  remainingTimeSeconds: 1200,
  completed: false,
  focusMinutes: 0,
  // Columns a row carries that the contract does not name: never sent.
  userId: 'user-1',
};

const task = {
  id: TASK_ID,
  title: 'Write the "launch" plan \\ draft 2 \u2013 caf\u00e9 \ud83c\udf45',
  description: 'Line one\nline two\ttabbed',
  dueDate: '2026-03-02T17:00:00+01:00',
  createdAt: WHEN,
  updatedAt: WHEN,
  completed: false,
  originalEstimatedDuration: 60,
  aiStatus: 'done',
  aiPredictedPriority: 'High',
  aiTaskSummary: 'Outline the plan.',
  aiPredictedUrgency: 'Medium',
  aiInsights: null,
  userOverriddenPriority: null,
  isImportant: true,
  isUrgent: null,
  totalPomodorosPlanned: 3,
  pomodorosCompletedCount: 1,
  focusTimeCompletedMinutes: 25,
  position: 'a0',
  repeatRule: 'FREQ=WEEKLY;BYDAY=MO,TH',
  repeatAfterCompletion: false,
  projectId: null,
  labelIds: [],
  sessions: [
    session,
    {
      ...session,
      id: TASK_ID,
      sessionOrder: 2,
      name: 'Review',
      status: 'pending',
      startTime: null,
      remainingTimeSeconds: null,
    },
  ],
  userId: 'user-1',
  deletedAt: null,
};

const untouched = {
  ...task,
  title: 'x',
  description: null,
  dueDate: null,
  aiStatus: 'idle',
  aiPredictedPriority: null,
  aiTaskSummary: null,
  aiPredictedUrgency: null,
  isImportant: null,
  position: 'Zz',
  repeatRule: null,
  sessions: [],
};

/** A row of My Tasks' list: the fields left empty are left out. */
const listItem = {
  id: TASK_ID,
  title: 'Write',
  updatedAt: WHEN,
  minutes: 60,
  aiStatus: 'done',
  sessionCount: 3,
  sessions: [{ id: SESSION_ID, order: 1, status: 'pending' }],
  aiPriority: 'Low',
  aiSummary: 'Write: 60 min in...',
  position: 'a0V',
  repeat: 'FREQ=DAILY',
  repeatAfter: true,
};

const day = (date: string, minutes: number) => ({ date, focusMinutes: minutes });

/** Each response schema with the answers it must write exactly as zod's own serializer did. */
const EXAMPLES: [string, z.core.$ZodType, unknown[]][] = [
  ['task', taskSchema, [task, untouched]],
  [
    'task list',
    taskListSchema,
    [[], [listItem, { ...listItem, completed: true, important: true, urgent: false }]],
  ],
  [
    'page of completed tasks',
    completedPageSchema,
    [
      { tasks: [], next: null },
      { tasks: [{ ...listItem, completed: true }], next: `1767225600000_${TASK_ID}` },
    ],
  ],
  ['session change', sessionChangeSchema, [{ task, session }]],
  ['active session', activeSessionSchema, [null, { task, session }]],
  [
    'break',
    breakSchema,
    [
      { id: SESSION_ID, kind: 'short', startTime: WHEN, endTime: null, completed: false },
      { id: SESSION_ID, kind: 'long', startTime: WHEN, endTime: WHEN, completed: true },
    ],
  ],
  [
    'preferences',
    preferencesSchema,
    [DEFAULT_PREFERENCES, { ...DEFAULT_PREFERENCES, theme: 'dark', musicTheme: 'LOFI_BEATS' }],
  ],
  [
    'profile',
    profileSchema,
    [
      {
        id: 'user-1',
        email: 'ada@example.com',
        emailVerified: true,
        username: 'ada',
        firstName: 'Ada',
        lastName: null,
        hasPassword: true,
        admin: false,
      },
    ],
  ],
  [
    'device sessions',
    deviceSessionListSchema,
    [
      [
        {
          id: 's1',
          createdAt: WHEN,
          lastActiveAt: WHEN,
          expiresAt: WHEN,
          ipAddress: '203.0.113.7',
          userAgent: null,
          current: true,
        },
      ],
    ],
  ],
  ['reset link', resetLinkSchema, [{ valid: false }]],
  [
    'terms status',
    termsStatusSchema,
    [
      { accepted: false, acceptedVersion: null, currentVersion: 1 },
      { accepted: true, acceptedVersion: 1, currentVersion: 1 },
    ],
  ],
  [
    'call room',
    callRoomSchema,
    [
      {
        roomName: ROOM,
        partner: { id: 'user-2', username: 'bob' },
        initiator: true,
        myGoal: { taskId: TASK_ID, title: 'Write' },
        partnerGoal: null,
        focusEndsAt: '2026-03-01T09:55:00.000Z',
        focusStartedAt: WHEN,
        endedAt: null,
      },
    ],
  ],
  ['plans', plansResponseSchema, [{ plans: paidPlanViews(), gateways: ['stripe', 'sandbox'] }]],
  ['redirect', redirectResponseSchema, [{ url: 'https://checkout.example.com/pay?session=a&b=c' }]],
  [
    'subscription',
    subscriptionSchema,
    [
      FREE_SUBSCRIPTION,
      {
        plan: 'pro_annual',
        planDisplay: 'Pro Annual',
        isActive: true,
        isPro: true,
        currentPeriodEnd: '2027-03-01T09:30:00.000Z',
        provider: 'paypal',
        cancelAtPeriodEnd: false,
      },
    ],
  ],
  ['health', healthSchema, [{ status: 'unavailable', database: 'postgres', version: '0.1.0' }]],
  [
    'public config',
    publicConfigSchema,
    [
      {
        version: '0.1.0',
        socialProviders: { google: false, oidc: true },
        iceServers: [
          { urls: 'stun:stun.l.google.com:19302' },
          {
            urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'],
            username: 'pomopal',
            credential: 'a-long-secret',
          },
        ],
      },
    ],
  ],
  [
    'insights',
    insightsResponseSchema,
    [
      {
        days: [
          {
            insightDate: '2026-03-01',
            totalTasks: 4,
            completedTasks: 3,
            completionRate: 75,
            totalPomodoros: 6,
            totalShortBreaks: 4,
            totalLongBreaks: 1,
            totalFocusMinutes: 150,
          },
        ],
      },
    ],
  ],
  [
    'focus trend',
    focusTrendResponseSchema,
    [{ days: [day('2026-03-01', 50), day('2026-03-02', 0)] }],
  ],
  [
    'streak',
    streakResponseSchema,
    [{ current: 2, longest: 9, heatmap: [day('2026-03-01', 12.5)] }],
  ],
  [
    'dashboard',
    dashboardResponseSchema,
    [
      {
        today: { date: '2026-03-01', focusMinutes: 50, pomodoros: 2, tasksDone: 1 },
        upcoming: [{ id: TASK_ID, title: 'Write', dueDate: WHEN }],
      },
    ],
  ],
  ['AI summary', aiSummaryResponseSchema, [{ summary: 'A steady week: 12 sessions.' }]],
];

const compile = responseSerializerCompiler({ checkResponses: false });
const serializerOf = (schema: z.core.$ZodType) =>
  compile({ schema, method: 'GET', url: '/api/example', httpStatus: '200' });

describe('the compiled response serializer', () => {
  it.each(EXAMPLES)('compiles the %s schema to JSON Schema', (_name, schema) => {
    expect(responseJsonSchema(schema)).toBeDefined();
  });

  it.each(EXAMPLES)(
    'writes %s answers as JSON.stringify of the zod-parsed object',
    (_name, schema, answers) => {
      const serialize = serializerOf(schema);
      for (const answer of answers) {
        expect(JSON.parse(serialize(answer))).toStrictEqual(
          JSON.parse(JSON.stringify(z.parse(schema, answer))),
        );
      }
    },
  );

  it('writes the same JSON with the required properties first', () => {
    const schema = z.object({ note: z.optional(z.string()), id: z.string() });
    expect(serializerOf(schema)({ note: 'a', id: 'b' })).toBe('{"id":"b","note":"a"}');
    expect(serializerOf(schema)({ id: 'b' })).toBe('{"id":"b"}');
  });

  it('leaves out the properties the contract does not name, as zod does', () => {
    const written: unknown = JSON.parse(serializerOf(taskSchema)(task));
    expect(written).not.toHaveProperty('userId');
    expect(written).not.toHaveProperty('deletedAt');
    expect(written).toHaveProperty(['sessions', 0, 'focusMinutes'], 0);
  });

  it('keeps zod serializing a schema JSON Schema cannot express', () => {
    const schema = z.object({ at: z.date() });
    expect(responseJsonSchema(schema)).toBeUndefined();
    expect(serializerOf(schema)({ at: new Date(WHEN) })).toBe(`{"at":"${WHEN}"}`);
  });

  it('checks every answer against the schema when asked to (tests)', () => {
    const checked = responseSerializerCompiler({ checkResponses: true })({
      schema: taskSchema,
      method: 'GET',
      url: '/api/tasks/:id',
      httpStatus: '200',
    });
    expect(JSON.parse(checked(task))).toStrictEqual(
      JSON.parse(JSON.stringify(z.parse(taskSchema, task))),
    );
    expect(() => checked({ ...task, aiStatus: 'unknown' })).toThrow();
    expect(() => checked({ ...task, position: 1.5 })).toThrow();
    expect(() => checked({ ...task, position: null })).toThrow();
  });
});
