import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { fieldClasses } from './field-styles.ts';

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: string;
  hint?: ReactNode;
  hideLabel?: boolean;
}

/** A labelled multi-line text field, styled like `Input`. */
export function Textarea({
  label,
  hint,
  hideLabel = false,
  id,
  className,
  ...props
}: TextareaProps) {
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
      <textarea
        rows={3}
        {...props}
        id={fieldId}
        aria-describedby={hintId}
        className={fieldClasses(false, 'min-h-20 resize-y py-2')}
      />
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
