import type { CallGoal, CallRoom } from '../../../shared/accountability.schemas.ts';
import { DomainError } from '../../../shared/errors.ts';
import type { RoomRow } from './call-rooms.repository.ts';

/** What the accountability module reads of the tasks and account modules. */
export interface PeopleAndTasks {
  usernameOf(userId: string): Promise<string>;
  /** The tasks module's own read of a user's task; throws `tasks.not_found` for none. */
  taskOf(
    userId: string,
    taskId: string,
  ): Promise<{ id: string; title: string; completed: boolean }>;
}

/** The user's task, or null when it is not theirs or no longer exists. */
export async function findTask(deps: PeopleAndTasks, userId: string, taskId: string) {
  try {
    return await deps.taskOf(userId, taskId);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'tasks.not_found') return null;
    throw error;
  }
}

/** One side of a room: who they are, who the partner is, and each side's goal. */
export function sidesOf(row: RoomRow, userId: string) {
  const isA = row.userA === userId;
  return {
    isA,
    partnerId: isA ? row.userB : row.userA,
    myGoal: isA ? row.goalA : row.goalB,
    partnerGoal: isA ? row.goalB : row.goalA,
  };
}

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

async function goal(deps: PeopleAndTasks, userId: string, taskId: string | null) {
  if (taskId === null) return null;
  const task = await findTask(deps, userId, taskId);
  return task === null ? null : ({ taskId: task.id, title: task.title } satisfies CallGoal);
}

/** The room as `userId`, one of its two users, sees it. */
export async function presentRoom(
  deps: PeopleAndTasks,
  row: RoomRow,
  userId: string,
): Promise<CallRoom> {
  const sides = sidesOf(row, userId);
  const [username, myGoal, partnerGoal] = await Promise.all([
    deps.usernameOf(sides.partnerId),
    goal(deps, userId, sides.myGoal),
    goal(deps, sides.partnerId, sides.partnerGoal),
  ]);
  return {
    roomName: row.name,
    partner: { id: sides.partnerId, username },
    // The smaller user id makes the offer; it is always stored as user A.
    initiator: sides.isA,
    myGoal,
    partnerGoal,
    focusStartedAt: iso(row.focusStartedAt),
    focusEndsAt: iso(row.focusEndsAt),
    endedAt: iso(row.endedAt),
  };
}
