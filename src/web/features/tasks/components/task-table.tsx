import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** SPEC.md 2: the wide layout's eight columns, with the widths the rows keep to. */
export const TASK_COLUMNS = [
  { name: 'Task', width: 'min-w-44' },
  { name: 'Due Date', width: 'w-24' },
  { name: 'AI Priority', width: 'w-22' },
  { name: 'Pomodoro', width: 'w-30' },
  { name: 'Insights', width: 'w-22' },
  { name: 'AI Summary', width: 'w-32' },
  { name: 'Urgency', width: 'w-20' },
  { name: 'Status', width: 'w-32' },
] as const;

/**
 * The wide layout's table. It spans the card edge to edge and scrolls sideways when the window
 * is too narrow for its columns (a wide side bar at 768-1100 px).
 */
export function TaskTable({ children }: { children: ReactNode }) {
  return (
    <div className="-mx-6 overflow-x-auto">
      <table className="w-full min-w-[52rem] border-collapse text-left">
        <caption className="sr-only">
          Your tasks in their order. Move a task with its reorder handle.
        </caption>
        <thead>
          <tr className="border-y border-slate-200 bg-slate-50">
            {TASK_COLUMNS.map(({ name, width }) => (
              <th
                key={name}
                scope="col"
                className={clsx(
                  'px-2 py-2.5 text-xs font-semibold whitespace-nowrap text-slate-600',
                  'first:pl-[4.75rem] last:pr-4',
                  width,
                )}
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
