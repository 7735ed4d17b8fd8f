import { useEffect } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { REMINDER_EVENTS } from '../../shared/realtime-events.ts';
import { toast } from '../components/ui/toast.tsx';
import { formatDueDate } from './due-date.ts';
import { lazySchemas } from './lazy-schemas.ts';
import { type ServerEvents, socket } from './socket.ts';

// One module for both ways a reminder comes, so the two keep the order they came in.
const noticeSchemas = lazySchemas(() =>
  Promise.all([import('../../shared/reminders.schemas.ts'), import('./worker-message-schema.ts')]),
);

/** The same reminder can come by socket and by push: the second within this time is not shown. */
const REPEAT_WINDOW_MS = 60_000;
const shownAt = new Map<string, number>();

function firstTime(link: string): boolean {
  const now = Date.now();
  const last = shownAt.get(link);
  shownAt.set(link, now);
  return last === undefined || now - last > REPEAT_WINDOW_MS;
}

/**
 * A task title as long as a notice can show it: a title may be 500 characters, and a notice the
 * height of the screen would hide the page. The task itself is a click away.
 */
const TITLE_MAX = 80;

export function noticeTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed.length <= TITLE_MAX) return trimmed;
  const cut = trimmed.slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  // A word cut in half only when the title has no space near the end to cut at instead.
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function showReminder(
  navigate: NavigateFunction,
  notice: { title: string; when?: string; link: string },
) {
  if (!firstTime(notice.link)) return;
  toast({
    variant: 'info',
    title: `Reminder: ${noticeTitle(notice.title)}`,
    description: notice.when,
    // Long enough to read and reach the button; it is not an error, so it still goes away.
    duration: 15_000,
    action: {
      label: 'Open',
      altText: 'Open the task from My Tasks.',
      onClick: () => void navigate(notice.link),
    },
  });
}

/**
 * Shows a reminder that goes off while the app is open as a notice in the tab, with a button that
 * opens the task: the server's event to the user's tabs, or a push the worker handed to the tab
 * in front rather than show it over the page.
 */
export function useReminderNotices(source: ServerEvents = socket): void {
  const navigate = useNavigate();

  useEffect(() => {
    const onDue = noticeSchemas.listener(
      ([reminders]) => reminders.reminderDueEventSchema,
      ({ taskId, title, dueDate }, [reminders]) => {
        const when = dueDate ? `Due ${formatDueDate(dueDate)}` : undefined;
        showReminder(navigate, { title, when, link: reminders.taskLink(taskId) });
      },
    );
    const onWorkerData = noticeSchemas.listener(
      ([, worker]) => worker.workerMessageSchema,
      ({ message }) => {
        if (message.kind !== 'reminder') return;
        showReminder(navigate, { title: message.title, when: message.body, link: message.url });
      },
    );
    const onWorkerMessage = (event: MessageEvent) => onWorkerData(event.data);
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;

    source.on(REMINDER_EVENTS.due, onDue);
    worker?.addEventListener('message', onWorkerMessage);
    return () => {
      source.off(REMINDER_EVENTS.due, onDue);
      worker?.removeEventListener('message', onWorkerMessage);
    };
  }, [navigate, source]);
}
