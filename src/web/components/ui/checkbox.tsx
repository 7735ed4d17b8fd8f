import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  /** A quieter line under the label. */
  hint?: ReactNode;
}

/** A native checkbox with its label beside it (the whole label is clickable). */
export function Checkbox({ label, hint, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return (
    <div className={clsx('flex items-start gap-2.5', className)}>
      <input
        {...props}
        id={fieldId}
        type="checkbox"
        aria-describedby={hintId}
        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded accent-brand-600 disabled:cursor-not-allowed"
      />
      <div className="min-w-0 text-sm">
        <label htmlFor={fieldId} className="cursor-pointer font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
