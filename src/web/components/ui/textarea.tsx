import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame, useFieldIds } from './field-frame.tsx';
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
  const ids = useFieldIds(id, hint);
  return (
    <FieldFrame label={label} hint={hint} hideLabel={hideLabel} className={className} ids={ids}>
      <textarea
        rows={3}
        {...props}
        id={ids.fieldId}
        aria-describedby={ids.describedBy}
        className={fieldClasses(false, 'min-h-20 resize-y py-2')}
      />
    </FieldFrame>
  );
}
