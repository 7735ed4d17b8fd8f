import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame, useFieldIds } from './field-frame.tsx';
import { fieldClasses } from './field-styles.ts';

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: string;
  /** Help text under the field, read after the label by screen readers. */
  hint?: ReactNode;
  /** Error text; marks the field invalid and is read with it. */
  error?: ReactNode;
  /** Hides the label visually while keeping it as the accessible name. */
  hideLabel?: boolean;
}

export function Input({
  label,
  hint,
  error,
  hideLabel = false,
  id,
  className,
  required,
  ...props
}: InputProps) {
  const ids = useFieldIds(id, hint, error, props['aria-describedby']);
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      required={required}
      className={className}
      ids={ids}
    >
      <input
        {...props}
        id={ids.fieldId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={fieldClasses(Boolean(error), 'h-10')}
      />
    </FieldFrame>
  );
}
