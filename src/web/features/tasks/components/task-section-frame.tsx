import type { ReactNode, RefCallback } from 'react';

export interface TaskSectionFrameProps {
  /** The heading's id, which names the section. */
  headingId: string;
  title: string;
  /** A count beside the title ('3 open'), once the tasks are here. */
  count?: string;
  /** Said beside the count as it changes ('Refreshing tasks...'). */
  status?: ReactNode;
  /** Controls at the header's end (the CSV download). */
  actions?: ReactNode;
  /** Measures the body's width, which picks the list's layout. */
  bodyRef: RefCallback<HTMLDivElement>;
  children: ReactNode;
}

/** A card of tasks (My Tasks, Today, Upcoming): its header with a count, and its body. */
export function TaskSectionFrame({
  headingId,
  title,
  count,
  status,
  actions,
  bodyRef,
  children,
}: TaskSectionFrameProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="@container rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-3 py-3.5 sm:px-6 sm:py-4">
        <div className="flex items-center gap-3">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {count !== undefined && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {count}
            </span>
          )}
          {status}
        </div>
        {/* On a narrow card the controls have a line of their own from the start: wrapped only
            once the count arrived beside the title, they moved the list down as it showed. */}
        {actions && <div className="flex @max-md:basis-full">{actions}</div>}
      </div>
      <div ref={bodyRef} className="flex flex-col gap-3 px-3 py-4 sm:gap-4 sm:px-6 sm:py-5">
        {children}
      </div>
    </section>
  );
}
