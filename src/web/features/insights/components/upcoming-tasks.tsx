import { CalendarClock, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { formatDueDate, isOverdue } from '../../../lib/due-date.ts';
import { useDashboard } from '../api.ts';
import type { LocalDay } from '../hooks/use-local-day.ts';
import { insightsMessages } from '../messages.ts';

const HEADING_ID = 'upcoming-tasks-heading';

/**
 * Up to three open tasks due by the end of tomorrow, overdue ones first and marked so, each
 * linking to /my-tasks. A failed load is told once, by the figures above (the same request).
 */
export function UpcomingTasks({ day }: { day: LocalDay }) {
  const dashboard = useDashboard(day.today, day.timeZone);
  if (dashboard.isError) return null;
  const tasks = dashboard.data?.upcoming;
  return (
    <section
      aria-labelledby={HEADING_ID}
      aria-busy={tasks === undefined || undefined}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={HEADING_ID} className="text-lg font-semibold text-slate-900">
          {insightsMessages.upcomingTasks}
        </h2>
        <TextLink to="/my-tasks" className="text-sm">
          {insightsMessages.seeAllTasks}
        </TextLink>
      </div>
      {tasks === undefined ? (
        <ul className="mt-4 flex flex-col gap-2" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <li key={row} className="h-14 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </ul>
      ) : tasks.length === 0 ? (
        <p className="mt-4 flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-5 text-slate-600">
          <CalendarClock className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
          {insightsMessages.noUpcoming}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {tasks.map((task) => (
            <li key={task.id}>
              <Link
                to="/my-tasks"
                className="group flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-slate-900">{task.title}</span>
                  {isOverdue(task.dueDate, false) ? (
                    <span className="mt-0.5 block text-sm font-medium text-red-700">
                      Overdue · was due {formatDueDate(task.dueDate)}
                    </span>
                  ) : (
                    <span className="mt-0.5 block text-sm text-slate-600">
                      Due {formatDueDate(task.dueDate)}
                    </span>
                  )}
                </span>
                <ChevronRight
                  className="size-4 shrink-0 text-slate-400 group-hover:text-brand-600"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
