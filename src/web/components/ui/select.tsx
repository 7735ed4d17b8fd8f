import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { fieldClasses } from './field-styles.ts';

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  label: string;
  hint?: ReactNode;
  hideLabel?: boolean;
}

/** A labelled native select (keyboard and screen-reader behaviour for free), styled like `Input`. */
export function Select({
  label,
  hint,
  hideLabel = false,
  id,
  className,
  children,
  ...props
}: SelectProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={fieldId}
        className={clsx('text-sm font-medium text-slate-800', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      <div className="relative">
        <select
          {...props}
          id={fieldId}
          aria-describedby={hintId}
          className={fieldClasses(false, 'h-10 appearance-none pr-9')}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
