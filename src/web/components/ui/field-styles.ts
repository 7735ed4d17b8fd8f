import { clsx } from 'clsx';

/** The look shared by text inputs, text areas and selects (see input.tsx). */
export function fieldClasses(invalid: boolean, className?: string): string {
  return clsx(
    'w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm',
    'placeholder:text-slate-500 transition-colors',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
    'read-only:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-0',
    invalid
      ? 'border-red-600 focus-visible:outline-red-600'
      : 'border-slate-300 hover:border-slate-400 focus-visible:outline-brand-600',
    className,
  );
}
