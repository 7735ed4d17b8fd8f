import * as DialogPrimitive from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { type ReactElement, type ReactNode, useState } from 'react';
import { useBackCloses } from '../../lib/overlay-history.ts';

export interface DialogProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row at the bottom; wrap a Cancel button in `DialogClose` to close on click. */
  footer?: ReactNode;
  /** Element that opens the dialog; it gets focus back when the dialog closes. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: 'sm' | 'md' | 'lg';
  /** Label of the close (X) button. */
  closeLabel?: string;
  /** Called when the dialog opens; prevent its default to focus a field of your choice. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Called when the dialog closes; prevent its default to return focus where you choose. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Called on Escape, before the dialog closes; prevent its default to keep it open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export const DialogClose = DialogPrimitive.Close;

export function Dialog({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  size = 'md',
  closeLabel = 'Close',
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
}: DialogProps) {
  // Followed here even when the caller does not control it, so Back can close it.
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  useBackCloses(isOpen, () => setOpen(false));

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setOpen}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          className={clsx(
            'fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px] dark:bg-black/60',
            'motion-safe:data-[state=open]:animate-fade-in',
            'motion-safe:data-[state=closed]:animate-fade-out',
          )}
        />
        <DialogPrimitive.Content
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
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
