import type { Database } from '../src/server/db/client.ts';
import * as schema from '../src/server/schema.ts';
import {
  DESCRIPTION_SENTENCES,
  INSIGHT_SENTENCES,
  SUMMARY_STEPS,
  TASK_TITLES,
  TITLE_ENDINGS,
} from '../src/server/test/realistic-tasks.ts';
import { truncateSummary } from '../src/shared/domain/ai-summary.ts';
import { PRIORITIES } from '../src/shared/domain/priority.ts';
import { PROJECT_COLORS } from '../src/shared/domain/projects.ts';
import { splitIntoSessions } from '../src/shared/domain/session-split.ts';
import { orderKeys } from '../src/shared/domain/task-order.ts';
import { type SeededRandom, seededRandom } from './seeded-random.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Rows per insert: PostgreSQL takes at most 65,535 parameters in one statement. */
const BATCH = 1_000;
/** Every seeded list is the same list: its sizes and timings repeat from run to run. */
const SEED = 20_260_101;
const ESTIMATES = [10, 15, 20, 25, 30, 45, 50, 60, 75, 90, 120, 150, 180, 240];
const PROJECT_NAMES = ['Work', 'Home', 'Garden', 'Launch', 'Hiring', 'Taxes', 'Trip', 'Reading'];
const LABEL_WORDS = ['deep', 'quick', 'calls', 'errands', 'waiting', 'writing', 'review', 'admin'];
const REPEAT_RULES = [
  'FREQ=DAILY',
  'FREQ=WEEKLY;BYDAY=MO,TH',
  'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR',
  'FREQ=MONTHLY;BYMONTHDAY=1',
  'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR',
];

/** Projects, labels and repeating tasks a planner's list has. */
export interface Places {
  projects: number;
  labels: number;
  /** Open tasks that repeat, right after the completed ones. */
  recurring: number;
}

/** The user's projects and labels, named as people name them; resolves with their ids. */
async function seedPlaces(db: Database, userId: string, places: Places) {
  const projects = await db
    .insert(schema.projects)
    .values(
      orderKeys(places.projects).map((position, index) => ({
        userId,
        name: `${PROJECT_NAMES[index % PROJECT_NAMES.length]} ${Math.floor(index / PROJECT_NAMES.length) + 1}`,
        color: PROJECT_COLORS[index % PROJECT_COLORS.length] ?? 'blue',
        position,
      })),
    )
    .returning({ id: schema.projects.id });
  const labels = await db
    .insert(schema.labels)
    .values(
      Array.from({ length: places.labels }, (_, index) => ({
        userId,
        name: `${LABEL_WORDS[index % LABEL_WORDS.length]}-${index + 1}`,
        color: PROJECT_COLORS[index % PROJECT_COLORS.length] ?? 'slate',
      })),
    )
    .returning({ id: schema.labels.id });
  return { projects: projects.map((row) => row.id), labels: labels.map((row) => row.id) };
}

function title(random: SeededRandom): string {
  const words = random.pick(TASK_TITLES);
  return random.chance(0.3) ? `${words}${random.pick(TITLE_ENDINGS)}` : words;
}

/** None for two in five tasks; else a sentence, a few, or a long note now and then. */
function description(random: SeededRandom): string | null {
  const kind = random.int(1, 20);
  if (kind <= 8) return null;
  const sentences = kind <= 15 ? 1 : kind <= 18 ? random.int(2, 3) : random.int(5, 8);
  return random.some(DESCRIPTION_SENTENCES, sentences).join(' ');
}

/**
 * None for a third; else overdue, later today, in the coming weeks, or next year, on the hour as
 * the date picker sets it.
 */
function dueDate(random: SeededRandom, now: number): Date | null {
  const kind = random.int(1, 20);
  if (kind <= 7) return null;
  const hour = Math.floor(now / HOUR) * HOUR;
  if (kind <= 10) return new Date(hour - random.int(1, 30) * DAY);
  if (kind <= 12) return new Date(hour + random.int(1, 8) * HOUR);
  if (kind <= 19) return new Date(hour + random.int(1, 60) * DAY);
  return new Date(hour + random.int(370, 420) * DAY);
}

/** The user's Eisenhower flags: unset on most tasks, set together when set. */
function flags(random: SeededRandom) {
  return random.chance(0.6)
    ? { isImportant: null, isUrgent: null }
    : { isImportant: random.chance(0.5), isUrgent: random.chance(0.4) };
}

function aiTexts(random: SeededRandom, taskTitle: string) {
  const steps = random.some(SUMMARY_STEPS, random.int(2, 4));
  const last = steps.pop();
  const summary = `${taskTitle}: ${steps.join(', ')}, then ${last}.`;
  return {
    aiPredictedPriority: random.pick(PRIORITIES),
    aiPredictedUrgency: random.pick(PRIORITIES),
    aiTaskSummary: summary,
    // The list's cut of it, as the app stores it with the AI's texts.
    aiListSummary: truncateSummary(summary),
    aiInsights: random.some(INSIGHT_SENTENCES, random.int(1, 3)).join(' '),
  };
}

/**
 * `count` tasks for one user, in bulk, varied as real lists are: titles of a few words to long
 * sentences, notes or none, due dates past, today, later or none, flags, estimates of ten minutes
 * to four hours split into sessions, some of them done already, and the AI's ratings and texts.
 * The first `completed` tasks are done, one minute apart, their sessions too. The same count
 * seeds the same tasks on every run.
 */
export async function seedTasks(
  db: Database,
  userId: string,
  count: number,
  { completed = 0, places }: { completed?: number; places?: Places } = {},
) {
  const random = seededRandom(SEED);
  const owned = places ? await seedPlaces(db, userId, places) : { projects: [], labels: [] };
  const ids: string[] = [];
  const now = Date.now();
  const keys = orderKeys(count);
  for (let start = 0; start < count; start += BATCH) {
    const tasks = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const index = start + offset;
      const done = index < completed;
      const taskTitle = title(random);
      const sessions = splitIntoSessions(random.pick(ESTIMATES));
      // An open task a third of the way through has its first sessions behind it.
      const sessionsDone = done
        ? sessions.length
        : random.chance(0.3)
          ? random.int(0, sessions.length - 1)
          : 0;
      const focusMinutes = sessions.slice(0, sessionsDone).reduce((sum, each) => sum + each, 0);
      // Drawn in the order the row was always drawn in, so the same count seeds the same tasks.
      const notes = description(random);
      const due = dueDate(random, now);
      const repeats =
        places !== undefined && index >= completed && index < completed + places.recurring;
      // A repeating task has a due date: where its series starts.
      const repeatDue = due ?? (repeats ? new Date(now + random.int(1, 14) * DAY) : null);
      return {
        sessions,
        sessionsDone,
        row: {
          userId,
          title: taskTitle,
          description: notes,
          dueDate: repeats ? repeatDue : due,
          ...(repeats
            ? {
                repeatRule: random.pick(REPEAT_RULES),
                repeatSeriesStart: repeatDue,
                repeatTimeZone: 'Europe/Berlin',
              }
            : {}),
          // Most tasks in a project, the rest in the Inbox; a few labels on some.
          projectId:
            owned.projects.length > 0 && random.chance(0.8) ? random.pick(owned.projects) : null,
          labelIds:
            owned.labels.length > 0 && random.chance(0.6)
              ? random.some(owned.labels, random.int(1, 3))
              : [],
          ...flags(random),
          originalEstimatedDuration: sessions.reduce((sum, each) => sum + each, 0),
          totalPomodorosPlanned: sessions.length,
          position: keys[index] ?? '',
          aiStatus: 'done' as const,
          ...aiTexts(random, taskTitle),
          createdAt: new Date(now - (count - index) * HOUR),
          // Edited at some point since it was added.
          updatedAt: new Date(now - random.int(0, (count - index) * HOUR)),
          pomodorosCompletedCount: sessionsDone,
          focusTimeCompletedMinutes: focusMinutes,
          ...(done
            ? { completed: true, completedAt: new Date(now - (count - index) * MINUTE) }
            : {}),
        },
      };
    });
    const rows = await db
      .insert(schema.tasks)
      .values(tasks.map((task) => task.row))
      .returning({ id: schema.tasks.id });
    await db.insert(schema.pomodoroSessions).values(
      rows.flatMap((row, offset) => {
        const task = tasks[offset];
        if (!task) throw new Error('A seeded task was not stored.');
        return task.sessions.map((durationMinutes, order) => ({
          userId,
          taskId: row.id,
          sessionOrder: order + 1,
          durationMinutes,
          ...(order < task.sessionsDone
            ? { status: 'completed' as const, completed: true, focusMinutes: durationMinutes }
            : {}),
        }));
      }),
    );
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}
