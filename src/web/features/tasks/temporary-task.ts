import { AI_PROCESSING_SUMMARY } from '../../../shared/domain/ai-summary.ts';
import { flagsAfterChange } from '../../../shared/domain/eisenhower.ts';
import { TEMP_ID_PREFIX } from '../../../shared/domain/next-session.ts';
import { splitIntoSessions } from '../../../shared/domain/session-split.ts';
import type { TaskListItem } from '../../../shared/task-list.schemas.ts';
import type { CreateTaskValues } from '../../../shared/tasks.schemas.ts';

/**
 * Task creation: the task shown at once while the server stores it, with AI
 * priority Low and the summary 'Processing with AI...'. `id` is the one the create sends, so the
 * answer and the live update find this row by it; its sessions have stand-in ids until then.
 */
export function temporaryTask(
  id: string,
  values: Omit<CreateTaskValues, 'minutes'> & { minutes: number },
  sessionLength: number,
  now: Date = new Date(),
): TaskListItem {
  const at = now.toISOString();
  // Split as the server will split it: by the user's own Pomodoro length.
  const durations = splitIntoSessions(values.minutes, sessionLength);
  // Unset unless the form set them, as the server stores them.
  const flags = flagsAfterChange({ isImportant: null, isUrgent: null }, values);
  return {
    id,
    title: values.title,
    dueDate: values.dueDate ?? null,
    updatedAt: at,
    completed: false,
    originalEstimatedDuration: values.minutes,
    aiStatus: 'processing',
    aiPredictedPriority: 'Low',
    aiTaskSummary: AI_PROCESSING_SUMMARY,
    aiPredictedUrgency: null,
    userOverriddenPriority: values.userOverriddenPriority ?? null,
    isImportant: flags?.isImportant ?? null,
    isUrgent: flags?.isUrgent ?? null,
    totalPomodorosPlanned: durations.length,
    pomodorosCompletedCount: 0,
    focusTimeCompletedMinutes: 0,
    // Sorts before any key: a new task is on top until the server gives it its key.
    position: '',
    repeatRule: values.repeat?.rule ?? null,
    repeatAfterCompletion: values.repeat?.afterCompletion ?? false,
    projectId: values.projectId ?? null,
    labelIds: values.labelIds ?? [],
    sessions: durations.map((durationMinutes, index) => ({
      id: `${TEMP_ID_PREFIX}${id}-session-${index + 1}`,
      taskId: id,
      sessionOrder: index + 1,
      name: null,
      durationMinutes,
      status: 'pending',
      interruptionsCount: 0,
      startTime: null,
      endTime: null,
      remainingTimeSeconds: null,
      completed: false,
      focusMinutes: 0,
    })),
  };
}
