import { describe, expect, it } from 'vitest';
import { compactListItem, expandListItem } from './domain/task-list-item.ts';
import { type TaskListItem, taskListItemWireSchema } from './task-list.schemas.ts';
import { TASK_LIST_FIELDS } from './task-list-fields.ts';
import { z } from './zod.ts';

const TASK_ID = '00000000-0000-4000-8000-000000000001';
const SESSION_ID = '00000000-0000-4000-8000-000000000101';

/** Every field set to a value that is not empty, so every one of them is sent. */
const full: TaskListItem = {
  id: TASK_ID,
  title: 'Report',
  dueDate: '2026-11-22T17:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  completed: true,
  originalEstimatedDuration: 75,
  aiStatus: 'done',
  aiPredictedPriority: 'High',
  aiTaskSummary: 'Draft the quarterly...',
  aiPredictedUrgency: 'Soon',
  userOverriddenPriority: 'Low',
  isImportant: true,
  isUrgent: true,
  totalPomodorosPlanned: 3,
  pomodorosCompletedCount: 1,
  focusTimeCompletedMinutes: 25,
  position: 'a4',
  repeatRule: 'FREQ=WEEKLY;BYDAY=MO,TH',
  repeatAfterCompletion: true,
  projectId: '00000000-0000-4000-8000-000000000201',
  labelIds: ['00000000-0000-4000-8000-000000000301'],
  sessions: [{ id: SESSION_ID, sessionOrder: 2, status: 'active' }],
};

/**
 * Every field as empty as its type allows: the ones that may be left out are, the others (an
 * empty title, no minutes, no sessions planned) are still sent.
 */
const empty: TaskListItem = {
  id: TASK_ID,
  title: '',
  dueDate: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  completed: false,
  originalEstimatedDuration: 0,
  aiStatus: 'idle',
  aiPredictedPriority: null,
  aiTaskSummary: null,
  aiPredictedUrgency: null,
  userOverriddenPriority: null,
  isImportant: null,
  isUrgent: null,
  totalPomodorosPlanned: 0,
  pomodorosCompletedCount: 0,
  focusTimeCompletedMinutes: 0,
  position: '',
  repeatRule: null,
  repeatAfterCompletion: false,
  projectId: null,
  labelIds: [],
  sessions: [],
};

describe("a row's wire form", () => {
  it('sends every field that is set, under its short name, in this order', () => {
    expect(JSON.stringify(compactListItem(full))).toBe(
      `{"id":"${TASK_ID}","title":"Report","dueDate":"2026-11-22T17:00:00.000Z",` +
        '"updatedAt":"2026-11-20T10:00:00.000Z","completed":true,"minutes":75,"aiStatus":"done",' +
        '"aiPriority":"High","aiSummary":"Draft the quarterly...","aiUrgency":"Soon",' +
        '"priority":"Low","important":true,"urgent":true,"sessionCount":3,"sessionsDone":1,' +
        '"focusMinutes":25,"position":"a4","repeat":"FREQ=WEEKLY;BYDAY=MO,TH","repeatAfter":true,' +
        '"project":"00000000-0000-4000-8000-000000000201",' +
        '"labels":["00000000-0000-4000-8000-000000000301"],' +
        `"sessions":[{"id":"${SESSION_ID}","order":2,"status":"active"}]}`,
    );
  });

  it('leaves out null, false and 0 where the field allows it, and sends the rest as they are', () => {
    expect(JSON.stringify(compactListItem(empty))).toBe(
      `{"id":"${TASK_ID}","title":"","updatedAt":"2026-11-20T10:00:00.000Z","minutes":0,` +
        '"aiStatus":"idle","sessionCount":0,"position":"","sessions":[]}',
    );
  });

  it('sends a flag the user set to false, and an empty text the AI gave', () => {
    const wire = compactListItem({
      ...empty,
      isImportant: false,
      isUrgent: false,
      aiPredictedUrgency: '',
    });
    expect(JSON.stringify(wire)).toBe(
      `{"id":"${TASK_ID}","title":"","updatedAt":"2026-11-20T10:00:00.000Z","minutes":0,` +
        '"aiStatus":"idle","aiUrgency":"","important":false,"urgent":false,"sessionCount":0,' +
        '"position":"","sessions":[]}',
    );
  });

  it('expands back to the very row it was made from, full or empty', () => {
    for (const item of [full, empty, { ...empty, isImportant: false, isUrgent: false }]) {
      const wire = compactListItem(item);
      expect(taskListItemWireSchema.parse(wire)).toEqual(wire);
      // Through JSON, as the page receives it: a field left out comes back as its empty value.
      expect(
        expandListItem(taskListItemWireSchema.parse(JSON.parse(JSON.stringify(wire)))),
      ).toEqual(item);
    }
  });

  it('is described to the response serializer as it always was', () => {
    // The options of the server's responseJsonSchema, which compiles the list's serializer.
    const jsonSchema = z.toJSONSchema(taskListItemWireSchema, {
      io: 'output',
      target: 'openapi-3.0',
      reused: 'inline',
      unrepresentable: 'throw',
    });
    const uuid = { type: 'string', format: 'uuid', pattern: expect.any(String) };
    const dateTime = { type: 'string', format: 'date-time', pattern: expect.any(String) };
    const int = {
      type: 'integer',
      minimum: Number.MIN_SAFE_INTEGER,
      maximum: Number.MAX_SAFE_INTEGER,
    };
    const priority = { type: 'string', enum: ['Low', 'Medium', 'High'] };
    expect(jsonSchema).toStrictEqual({
      type: 'object',
      properties: {
        id: uuid,
        title: { type: 'string' },
        dueDate: dateTime,
        updatedAt: dateTime,
        completed: { type: 'boolean' },
        minutes: int,
        aiStatus: { type: 'string', enum: ['idle', 'processing', 'done', 'failed'] },
        aiPriority: priority,
        aiSummary: { type: 'string' },
        aiUrgency: { type: 'string' },
        priority,
        important: { type: 'boolean' },
        urgent: { type: 'boolean' },
        sessionCount: int,
        sessionsDone: int,
        focusMinutes: int,
        position: { type: 'string' },
        repeat: { type: 'string' },
        repeatAfter: { type: 'boolean' },
        project: uuid,
        labels: { type: 'array', items: uuid },
        sessions: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: uuid,
              order: int,
              status: { type: 'string', enum: ['pending', 'active', 'interrupted', 'completed'] },
            },
            required: ['id', 'order', 'status'],
            additionalProperties: false,
          },
        },
      },
      required: [
        'id',
        'title',
        'updatedAt',
        'minutes',
        'aiStatus',
        'sessionCount',
        'position',
        'sessions',
      ],
      additionalProperties: false,
    });
    expect(Object.keys(jsonSchema.properties ?? {})).toEqual([
      'id',
      'title',
      'dueDate',
      'updatedAt',
      'completed',
      'minutes',
      'aiStatus',
      'aiPriority',
      'aiSummary',
      'aiUrgency',
      'priority',
      'important',
      'urgent',
      'sessionCount',
      'sessionsDone',
      'focusMinutes',
      'position',
      'repeat',
      'repeatAfter',
      'project',
      'labels',
      'sessions',
    ]);
  });
});

describe('TASK_LIST_FIELDS', () => {
  const names = TASK_LIST_FIELDS.map((field) => field.name);
  const wires = TASK_LIST_FIELDS.map((field) => field.wire);

  it('names each field once in memory and once on the wire, never as the sessions', () => {
    expect(new Set(names).size).toBe(names.length);
    expect(new Set([...wires, 'sessions']).size).toBe(wires.length + 1);
  });

  it('is what the wire schema is made of, in its order, and the sessions after it', () => {
    expect(Object.keys(taskListItemWireSchema.shape)).toEqual([...wires, 'sessions']);
  });

  it('is every task field of a row in memory, and what a row on the wire holds', () => {
    expect(Object.keys(expandListItem(compactListItem(full)))).toEqual([...names, 'sessions']);
    expect(Object.keys(compactListItem(full))).toEqual([...wires, 'sessions']);
  });

  it('sends each field under its own wire name and leaves out only its own empty value', () => {
    const sent = compactListItem(full);
    const leftOut = compactListItem(empty);
    for (const field of TASK_LIST_FIELDS) {
      expect(sent[field.wire], field.name).toBe(full[field.name]);
      if ('absentMeans' in field) {
        expect(empty[field.name], field.name).toEqual(field.absentMeans);
        expect(leftOut[field.wire], field.name).toBeUndefined();
      } else {
        expect(leftOut[field.wire], field.name).toBe(empty[field.name]);
      }
    }
  });
});
