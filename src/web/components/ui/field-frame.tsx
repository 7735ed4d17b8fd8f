import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';

export interface FieldFrameProps {
  label: string;
  /** Help text under the field, read after the label by screen readers. */
  hint?: ReactNode;
  /** Error text; read with the field. */
  error?: ReactNode;
  /** Hides the label visually while keeping it as the accessible name. */
  hideLabel?: boolean;
  required?: boolean;
  className?: string;
  ids: FieldIds;
  children: ReactNode;
}

export interface FieldIds {
  fieldId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** What the field's aria-describedby should hold, or undefined. */
  describedBy: string | undefined;
}

/** The ids that tie a field to its label, hint and error. */
export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error?: ReactNode,
  describedBy?: string,
): FieldIds {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return {
    fieldId,
    hintId,
    errorId,
    describedBy: [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
}

/** The label, hint and error around one form field; shared by inputs, selects and text areas. */
export function FieldFrame({
  label,
  hint,
  error,
  hideLabel = false,
  required = false,
  className,
  ids,
  children,
}: FieldFrameProps) {
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={ids.fieldId}
        className={clsx('text-sm font-medium text-slate-800', hideLabel && 'sr-only')}
      >
        {label}
        {required && (
          <span className="ml-0.5 text-brand-700" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
