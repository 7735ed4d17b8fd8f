import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';

/** A round, icon-only button: `aria-label` names it, `title` shows the name on hover. */
export function IconButton({
  className,
  type = 'button',
  ...props
}: ComponentPropsWithRef<'button'>) {
  return (
    <button
      {...props}
      type={type}
      title={props['aria-label']}
      className={clsx(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600',
        'transition-colors hover:bg-slate-100 hover:text-slate-900 active:bg-slate-200',
        'disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:size-4.5',
        className,
      )}
    />
  );
}
