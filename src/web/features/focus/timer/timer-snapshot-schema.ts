import { idSchema } from '../../../../shared/common.schemas.ts';
import { TIMER_MODES } from '../../../../shared/domain/timer.ts';
import { taskSchema } from '../../../../shared/tasks.schemas.ts';
import { z } from '../../../../shared/zod.ts';
import type { TimerSnapshot } from './timer-state.ts';
import type { TimerChecks } from './timer-store.ts';

const id = idSchema;
// Finite: zod refuses NaN and Infinity as numbers.
const time = z.number();

const outcomeSchema = z.discriminatedUnion('kind', [
  z.object({ id, kind: z.literal('work'), sessionId: id, taskId: id, taskCompleted: z.boolean() }),
  z.object({ id, kind: z.literal('break') }),
]);

const unsyncedSchema = z.object({
  id,
  sessionId: id,
  action: z.enum(['pause', 'resume', 'stop']),
  serverStatus: z.enum(['active', 'interrupted']),
  remainingSeconds: z.int().check(z.minimum(0)),
  failed: z.boolean(),
});

/**
 * What localStorage and other tabs may hand over; anything else is ignored, not trusted. Fields
 * added later have defaults, so a timer stored by the previous version of Pomopal still loads.
 */
export const timerSnapshotSchema = z.object({
  userId: z.nullable(id),
  mode: z.nullable(z.enum(TIMER_MODES)),
  taskId: z.nullable(id),
  sessionId: z.nullable(id),
  finishedSessionId: z.nullable(id),
  endsAt: z.nullable(time),
  pausedRemainingMs: z.nullable(time.check(z.minimum(0))),
  totalSeconds: z.int().check(z.minimum(0)),
  completedCount: z.int().check(z.minimum(0)),
  breakId: z.nullable(id),
  phaseId: z.nullable(id),
  outcome: z.nullable(outcomeSchema),
  unsynced: z._default(z.nullable(unsyncedSchema), null),
  breakOver: z._default(z.boolean(), false),
  breakWaiting: z._default(z.boolean(), false),
  updatedAt: time,
});

export function parseSnapshot(value: unknown): TimerSnapshot | null {
  const parsed = timerSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The timer store's checks, made with zod: they load with the timer's dock, after the page. */
export const timerChecks: TimerChecks = {
  snapshot: parseSnapshot,
  task: (value) => {
    const parsed = taskSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  },
};
