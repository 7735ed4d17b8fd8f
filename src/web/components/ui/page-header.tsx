import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  /** Shown before the title (a project's colour dot), hidden from screen readers by the caller. */
  titleIcon?: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown beside the title (under it on narrow screens). */
  actions?: ReactNode;
  /** 'center' suits the narrow auth cards. */
  align?: 'start' | 'center';
  className?: string;
}

export function PageHeader({
  title,
  titleIcon,
  description,
  actions,
  align = 'start',
  className,
}: PageHeaderProps) {
  return (
    <div
      className={clsx(
        'flex gap-4',
        align === 'center'
          ? 'flex-col items-center text-center'
          : // The actions sit beside the title while the title keeps 20rem, and below it otherwise:
            // the column's width decides, not the window's (a side bar takes part of it).
            'flex-wrap items-end justify-between gap-x-8',
        className,
      )}
    >
      <div className={clsx('min-w-0', align === 'start' && 'flex-[1_1_20rem]')}>
        {/* A name or word longer than the line breaks rather than widening the page. */}
        <h1
          className={clsx(
            'text-2xl font-semibold tracking-tight text-balance wrap-anywhere sm:text-3xl',
            titleIcon && 'flex items-center gap-3',
          )}
        >
          {titleIcon}
          {title}
        </h1>
        {description && (
          <p className="mt-1.5 max-w-2xl text-base text-pretty wrap-anywhere text-slate-600">
            {description}
          </p>
        )}
      </div>
      {actions && (
        <div className="flex max-w-full min-w-0 flex-wrap items-center gap-2">{actions}</div>
      )}
    </div>
  );
}
