import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame, useFieldIds } from './field-frame.tsx';
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
  const ids = useFieldIds(id, hint);
  return (
    <FieldFrame label={label} hint={hint} hideLabel={hideLabel} className={className} ids={ids}>
      <div className="relative">
        <select
          {...props}
          id={ids.fieldId}
          aria-describedby={ids.describedBy}
          className={fieldClasses(false, 'h-10 appearance-none pr-9')}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </div>
    </FieldFrame>
  );
}
