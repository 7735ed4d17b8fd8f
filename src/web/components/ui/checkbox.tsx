import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  /** A quieter line under the label. */
  hint?: ReactNode;
}

/**
 * A native checkbox with its label beside it. The label holds the box, so the whole line is one
 * target of at least 24 px (WCAG 2.5.8) rather than the 16 px box alone.
 */
export function Checkbox({ label, hint, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return (
    <div className={clsx('flex flex-col text-sm', className)}>
      <label
        htmlFor={fieldId}
        className="flex min-h-6 cursor-pointer items-center gap-2.5 font-medium text-slate-800 has-disabled:cursor-not-allowed"
      >
        <input
          {...props}
          id={fieldId}
          type="checkbox"
          aria-describedby={hintId}
          className="size-4 shrink-0 cursor-pointer rounded accent-brand-600 disabled:cursor-not-allowed"
        />
        <span className="min-w-0">{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="pl-6.5 text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
