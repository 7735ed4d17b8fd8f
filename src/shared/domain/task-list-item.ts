import type {
  SessionHead,
  SessionHeadWire,
  TaskListItem,
  TaskListItemWire,
} from '../task-list.schemas.ts';
import { compactFields, copyFields, expandFields } from '../task-list-fields.ts';
import { truncateSummary } from './ai-summary.ts';
import { nextSession, type SessionRef } from './next-session.ts';

/**
 * The sessions a row acts on, in session order: the running one (status 'Active', the timer) and
 * the one Start/Resume would take (an interrupted one, else the next pending one), which is
 * also all that the row's status badge reads. A completed task has nothing to start.
 */
export function sessionHeads<S extends SessionRef>(
  sessions: readonly S[],
  { completed }: { completed: boolean },
): S[] {
  const next = completed ? undefined : nextSession(sessions);
  return sessions
    .filter((session) => session.status === 'active' || session === next)
    .sort((a, b) => a.sessionOrder - b.sessionOrder);
}

function headOf(session: SessionHead): SessionHead {
  return { id: session.id, sessionOrder: session.sessionOrder, status: session.status };
}

function wireHeadOf(session: SessionHead): SessionHeadWire {
  return { id: session.id, order: session.sessionOrder, status: session.status };
}

function headOfWire(session: SessionHeadWire): SessionHead {
  return { id: session.id, sessionOrder: session.order, status: session.status };
}

/** A whole task (a response or a live update) as the list keeps it. */
export function listItemOf(task: TaskListItem): TaskListItem {
  const item = copyFields(task, sessionHeads(task.sessions, task).map(headOf));
  if (item.aiTaskSummary !== null) item.aiTaskSummary = truncateSummary(item.aiTaskSummary);
  return item;
}

/** The list item as the server sends it: short names, empty fields left out. */
export function compactListItem(item: TaskListItem): TaskListItemWire {
  return compactFields(item, item.sessions.map(wireHeadOf));
}

/** The list item as the page keeps it: the `Task` names, empty fields as null, false or 0. */
export function expandListItem(wire: TaskListItemWire): TaskListItem {
  return expandFields(wire, wire.sessions.map(headOfWire));
}
