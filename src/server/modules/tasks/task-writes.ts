import { and, eq, getTableColumns, getTableName, gt, lt, max, min, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { orderKeyBetween } from '../../../shared/domain/task-order.ts';
import type { PomodoroSession } from '../../../shared/tasks.schemas.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { pomodoroSessions } from './pomodoro-sessions.table.ts';
import { isoText } from './task-list.repository.ts';
import { tasks } from './tasks.table.ts';

/**
 * What the statements that write a task share: what they return, the lock they take, and how a
 * task's place in the list is picked.
 */

/** Where each field of a session in the API's form is read: any field it gains needs its column. */
const SESSION_COLUMNS = {
  id: pomodoroSessions.id,
  taskId: pomodoroSessions.taskId,
  sessionOrder: pomodoroSessions.sessionOrder,
  name: pomodoroSessions.name,
  durationMinutes: pomodoroSessions.durationMinutes,
  status: pomodoroSessions.status,
  interruptionsCount: pomodoroSessions.interruptionsCount,
  startTime: pomodoroSessions.startTime,
  endTime: pomodoroSessions.endTime,
  remainingTimeSeconds: pomodoroSessions.remainingTimeSeconds,
  completed: pomodoroSessions.completed,
  focusMinutes: pomodoroSessions.focusMinutes,
} satisfies Record<keyof PomodoroSession, PgColumn>;

const sessionJson = sql.join(
  Object.entries(SESSION_COLUMNS).map(
    ([field, column]) =>
      sql`${field}::text, ${column.columnType === 'PgTimestamp' ? isoText(column) : column}`,
  ),
  sql`, `,
);

/** The written task's id, named with its table: a write's RETURNING names its columns bare. */
const taskIdOutside = sql`${sql.identifier(getTableName(tasks))}.${sql.identifier(tasks.id.name)}`;

/**
 * What a write of a task returns: the task, and its sessions in the API's form read in the same
 * statement, so the change is announced without reading the task again.
 */
export const written = {
  ...getTableColumns(tasks),
  sessions: sql<PomodoroSession[]>`coalesce((select json_agg(json_build_object(${sessionJson})
    order by ${pomodoroSessions.sessionOrder}) from ${pomodoroSessions}
    where ${pomodoroSessions.taskId} = ${taskIdOutside}), '[]'::json)`,
};

/**
 * Holds the user's list order until the transaction ends: a new task and a move each pick a key
 * from their neighbours' keys, so two of them at once (two tabs) must not pick from the same ones.
 */
export const lockListOrder = (tx: Transaction | Database, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tasks.order:${userId}`}, 0))`);

/**
 * The key of a task placed right before or right after the key `anchor` in the user's list:
 * between it and its neighbour on that side (deleted tasks count, so a restored task keeps a key
 * no other took). A task being moved (`moving`) is not its own neighbour. The caller holds the
 * list order (lockListOrder).
 */
export async function keyBeside(
  tx: Transaction | Database,
  userId: string,
  anchor: string,
  side: 'before' | 'after',
  moving?: string,
): Promise<string> {
  const after = side === 'after';
  const [neighbour] = await tx
    .select({ position: after ? min(tasks.position) : max(tasks.position) })
    .from(tasks)
    .where(
      and(
        eq(tasks.userId, userId),
        moving === undefined ? undefined : ne(tasks.id, moving),
        after ? gt(tasks.position, anchor) : lt(tasks.position, anchor),
      ),
    );
  const beside = neighbour?.position ?? null;
  return after ? orderKeyBetween(anchor, beside) : orderKeyBetween(beside, anchor);
}
