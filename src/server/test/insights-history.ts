import type { Priority } from '../../shared/domain/priority.ts';
import type { Database } from '../db/client.ts';
import { breakSessions, pomodoroSessions, tasks, userSubscriptions } from '../schema.ts';

// Sessions are numbered within their task; one count for every history keeps the numbers apart.
let order = 0;

/** A task as a history records it: when it was added, and when it was completed or deleted. */
export interface PastTask {
  createdAt: string;
  completedAt?: string;
  deletedAt?: string;
  dueDate?: string;
  title?: string;
  /** The whole estimate in minutes; 25 unless told. */
  estimatedMinutes?: number;
  /** The user's Eisenhower flags, set together; unset unless told. */
  flags?: { isImportant: boolean; isUrgent: boolean };
  /** The AI's ratings; none unless told. */
  aiPredictedPriority?: Priority;
  aiPredictedUrgency?: string;
}

export interface PastSession {
  /** When the session ended: completed, or stopped when `status` is 'interrupted'. */
  endTime: string;
  minutes?: number;
  startTime?: string;
  status?: 'completed' | 'interrupted';
}

/**
 * Writes a user's past straight into the tables, at the instants a test names, so figures can be
 * checked against sums done by hand.
 */
export function insightsHistory(db: Database, userId: string) {
  return {
    task: async (past: PastTask): Promise<string> => {
      const [row] = await db
        .insert(tasks)
        .values({
          userId,
          title: past.title ?? `Task added ${past.createdAt}`,
          originalEstimatedDuration: past.estimatedMinutes ?? 25,
          isImportant: past.flags?.isImportant ?? null,
          isUrgent: past.flags?.isUrgent ?? null,
          aiPredictedPriority: past.aiPredictedPriority ?? null,
          aiPredictedUrgency: past.aiPredictedUrgency ?? null,
          createdAt: new Date(past.createdAt),
          completed: past.completedAt !== undefined,
          completedAt: past.completedAt ? new Date(past.completedAt) : null,
          deletedAt: past.deletedAt ? new Date(past.deletedAt) : null,
          dueDate: past.dueDate ? new Date(past.dueDate) : null,
          // The insights read no order: every task may take the first place's key.
          position: 'a0',
        })
        .returning({ id: tasks.id });
      if (!row) throw new Error('The task was not stored.');
      return row.id;
    },

    session: async (taskId: string, past: PastSession): Promise<void> => {
      const minutes = past.minutes ?? 25;
      const status = past.status ?? 'completed';
      const endTime = new Date(past.endTime);
      order += 1;
      await db.insert(pomodoroSessions).values({
        userId,
        taskId,
        sessionOrder: order,
        durationMinutes: minutes,
        status,
        completed: status === 'completed',
        focusMinutes: status === 'completed' ? minutes : 0,
        startTime: past.startTime
          ? new Date(past.startTime)
          : new Date(endTime.getTime() - minutes * 60_000),
        endTime,
      });
    },

    break: async (kind: 'short' | 'long', startTime: string): Promise<void> => {
      const start = new Date(startTime);
      const minutes = kind === 'short' ? 5 : 15;
      await db.insert(breakSessions).values({
        userId,
        kind,
        startTime: start,
        endTime: new Date(start.getTime() + minutes * 60_000),
        completed: true,
      });
    },

    /** Makes the user Pro until `until`. */
    pro: async (until: Date): Promise<void> => {
      await db.insert(userSubscriptions).values({
        userId,
        plan: 'pro_annual',
        planDisplay: 'Pro Annual',
        isActive: true,
        currentPeriodEnd: until,
      });
    },
  };
}
