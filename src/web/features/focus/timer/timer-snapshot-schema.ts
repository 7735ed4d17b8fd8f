import { z } from 'zod';
import { TIMER_MODES } from '../../../../shared/domain/timer.ts';
import { IDLE_SNAPSHOT, type TimerSnapshot } from './timer-state.ts';

const id = z.string().min(1).max(100);
const time = z.number().finite();

const outcomeSchema = z.discriminatedUnion('kind', [
  z.object({ id, kind: z.literal('work'), sessionId: id, taskId: id, taskCompleted: z.boolean() }),
  z.object({ id, kind: z.literal('break') }),
]);

/** What localStorage and other tabs may hand over; anything else is ignored, not trusted. */
export const timerSnapshotSchema = z.object({
  userId: id.nullable(),
  mode: z.enum(TIMER_MODES).nullable(),
  taskId: id.nullable(),
  sessionId: id.nullable(),
  finishedSessionId: id.nullable(),
  endsAt: time.nullable(),
  pausedRemainingMs: time.min(0).nullable(),
  totalSeconds: z.number().int().min(0),
  completedCount: z.number().int().min(0),
  breakId: id.nullable(),
  phaseId: id.nullable(),
  outcome: outcomeSchema.nullable(),
  updatedAt: time,
});

export function parseSnapshot(value: unknown): TimerSnapshot | null {
  const parsed = timerSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Only the shared fields, in a fixed order: what is written to storage and sent to other tabs. */
export function pickSnapshot(state: TimerSnapshot): TimerSnapshot {
  const snapshot = { ...IDLE_SNAPSHOT };
  for (const key of Object.keys(IDLE_SNAPSHOT) as (keyof TimerSnapshot)[]) {
    Object.assign(snapshot, { [key]: state[key] });
  }
  return snapshot;
}
