import type { Page } from 'playwright-core';
import { REALISTIC_TITLES } from '../../src/server/test/realistic-tasks.ts';
import type { Task } from '../../src/shared/tasks.schemas.ts';

async function call(page: Page, method: 'POST' | 'PUT', path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, {
    method,
    data: data ?? {},
    headers: { Origin: origin },
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()}`);
  return response.json();
}

function daysFromNow(days: number, hour: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
}

async function createTask(
  page: Page,
  title: string,
  extra: { dueDate?: string; minutes?: number } = {},
): Promise<Task> {
  return call(page, 'POST', '/api/tasks', { title, minutes: 25, ...extra });
}

/**
 * The list a real user has after a few days, made through the API as another device would: a
 * session running, one interrupted, a task done, one overdue, one due today, one due next year,
 * long titles, a long URL and one unbroken 500-character word. Dates are counted from now, so the
 * list reads the same whatever the day. Returns the tasks by role.
 */
export async function createRealisticTasks(page: Page) {
  const unbroken = await createTask(page, REALISTIC_TITLES.unbroken);
  const url = await createTask(page, REALISTIC_TITLES.url, { minutes: 30 });
  const done = await createTask(page, REALISTIC_TITLES.done);
  const overdue = await createTask(page, REALISTIC_TITLES.overdue, {
    dueDate: daysFromNow(-2, 9),
  });
  const far = await createTask(page, REALISTIC_TITLES.far, { dueDate: daysFromNow(400, 12) });
  const interrupted = await createTask(page, REALISTIC_TITLES.interrupted, { minutes: 15 });
  const running = await createTask(page, REALISTIC_TITLES.running, {
    dueDate: daysFromNow(0, 17),
    minutes: 60,
  });
  const long = await createTask(page, REALISTIC_TITLES.long, {
    dueDate: daysFromNow(1, 15),
    minutes: 100,
  });

  const [interruptedSession] = interrupted.sessions;
  const [runningSession] = running.sessions;
  if (!interruptedSession || !runningSession) throw new Error('The tasks have no sessions');
  await call(page, 'POST', `/api/sessions/${interruptedSession.id}/start`);
  await call(page, 'POST', `/api/sessions/${interruptedSession.id}/interrupt`, {
    remainingSeconds: 600,
  });
  await call(page, 'PUT', `/api/tasks/${done.id}/completion`, { completed: true });
  await call(page, 'POST', `/api/sessions/${runningSession.id}/start`);
  return { unbroken, url, done, overdue, far, interrupted, running, long };
}

/**
 * A task with everything a row can show: a description, an overdue due date that repeats, a
 * project with a long name, three labels (two shown, '+1'), the user's own priority, and the AI's
 * texts once enriched.
 */
export async function createPlannedTask(page: Page): Promise<Task> {
  const project = await call(page, 'POST', '/api/projects', {
    name: 'Household and paperwork for the new flat',
    color: 'green',
  });
  const labels = await Promise.all(
    ['errands', 'deep-work', 'calls'].map((name) => call(page, 'POST', '/api/labels', { name })),
  );
  return call(page, 'POST', '/api/tasks', {
    title: 'Sort out the council tax for the new flat before the first bill arrives',
    description: 'Register the move, ask for the single person discount and set up the payments.',
    dueDate: daysFromNow(-1, 8),
    minutes: 75,
    userOverriddenPriority: 'High',
    repeat: { rule: 'FREQ=WEEKLY;BYDAY=MO,TH' },
    projectId: project.id,
    labelIds: labels.map((label: { id: string }) => label.id),
  });
}
