import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';

/**
 * The table's five columns: the priority chip carries the AI's urgency and the Eisenhower
 * quadrant on hover and focus, and the task dialog the AI's summary and advice. The table's
 * layout is fixed, so a row whose state changes (a longer badge, a button) never moves the
 * columns; the Task column takes what the others leave.
 */
const TASK_COLUMNS: readonly { name: string; width?: string }[] = [
  { name: 'Task' },
  { name: 'Due Date', width: 'w-[6.5rem]' },
  { name: 'Priority', width: 'w-[6rem]' },
  { name: 'Pomodoro', width: 'w-40' },
  { name: 'Status', width: 'w-[7rem]' },
];

/**
 * The wide layout's table, the card's width edge to edge. `label` names a table of its own order
 * (Today's, by time), which has no reorder handles unless `handles` says so (Upcoming's, whose
 * handles move a task to another day).
 */
export function TaskTable({
  children,
  label,
  handles = label === undefined,
  bodyRef,
  rowCount,
}: {
  children: ReactNode;
  label?: string;
  handles?: boolean;
  bodyRef?: Ref<HTMLTableSectionElement>;
  /** How many tasks the table has, when it renders only some of them. */
  rowCount?: number;
}) {
  return (
    <div className="-mx-3 sm:-mx-6">
      <table
        aria-rowcount={rowCount === undefined ? undefined : rowCount + 1}
        className="w-full table-fixed border-collapse text-left"
      >
        <caption className="sr-only">
          {label ?? 'Your tasks in their order. Move a task with its reorder handle.'}
        </caption>
        <thead>
          <tr
            aria-rowindex={rowCount === undefined ? undefined : 1}
            className="border-y border-slate-200 bg-slate-50"
          >
            {TASK_COLUMNS.map(({ name, width }) => (
              <th
                key={name}
                scope="col"
                className={clsx(
                  'px-1.5 py-2.5 text-xs font-semibold whitespace-nowrap text-slate-600',
                  // The Task heading starts where the titles do, after the handle and the tick
                  // (whose target is larger under a finger).
                  handles
                    ? 'first:pl-[4.5rem] pointer-coarse:first:pl-[5.75rem] last:pr-3'
                    : 'first:pl-[2.75rem] pointer-coarse:first:pl-[4rem] last:pr-3',
                  width,
                )}
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={bodyRef}>{children}</tbody>
      </table>
    </div>
  );
}

/** The room of rows a virtual table does not render, so its height is the whole list's. */
export function TableSpace({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row: nothing in it takes focus.
    <tr aria-hidden="true">
      <td colSpan={TASK_COLUMNS.length} style={{ height }} className="p-0" />
    </tr>
  );
}
