import * as DialogPrimitive from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { DialogProps } from './dialog.tsx';
import { OVERLAY_CLASS } from './overlay-class.ts';

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export interface DialogPanelProps
  extends Omit<DialogProps, 'trigger' | 'open' | 'defaultOpen' | 'onOpenChange'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when it closes: the trigger that opened it, if any. */
  returnFocus: () => void;
}

/** The dialog itself (Radix): modal, focus kept inside, Escape and the X close it. */
export function DialogPanel({
  title,
  description,
  children,
  footer,
  open,
  onOpenChange,
  size = 'md',
  closeLabel = 'Close',
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  returnFocus,
}: DialogPanelProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={clsx(OVERLAY_CLASS, 'backdrop-blur-[2px]')} />
        <DialogPrimitive.Content
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            returnFocus();
          }}
          onEscapeKeyDown={onEscapeKeyDown}
          // Radix warns when no description is linked; an explicit undefined opts out on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)]',
            '-translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl',
            'ring-1 ring-slate-900/5 motion-safe:data-[state=open]:animate-pop-in',
            'motion-safe:data-[state=closed]:animate-fade-out',
            widths[size],
          )}
        >
          <div
            className={clsx(
              'flex items-start gap-4 px-6 pt-6',
              children || footer ? 'pb-2' : 'pb-6',
            )}
          >
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="text-lg font-semibold wrap-anywhere text-slate-900">
                {title}
              </DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="mt-1 text-sm wrap-anywhere text-slate-600">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className={clsx(
                '-mt-1 -mr-2 inline-flex size-9 items-center justify-center rounded-lg',
                'text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          {children && (
            <div
              className={clsx('min-h-0 flex-1 overflow-y-auto px-6 pt-3', footer ? 'pb-3' : 'pb-6')}
            >
              {children}
            </div>
          )}
          {footer && (
            <div
              className={clsx(
                'flex flex-col-reverse gap-2 border-t border-slate-100 px-6 py-4',
                'sm:flex-row sm:justify-end',
              )}
            >
              {footer}
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
