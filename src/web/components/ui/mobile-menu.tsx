import * as DialogPrimitive from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { leaveOverlaysByNavigation } from '../../lib/overlay-history.ts';
import { iconButton } from './mobile-nav-styles.ts';
import { OVERLAY_CLASS } from './overlay-class.ts';
import { Sidebar } from './sidebar.tsx';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  section?: ReactNode;
  /** Gives focus back to the button that opened the menu. */
  returnFocus: () => void;
}

/** The side bar as a focus-trapped slide-over (Radix's dialog), for screens below 768 px. */
export function MobileMenu({ open, onOpenChange, section, returnFocus }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={OVERLAY_CLASS} />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className={clsx(
            'fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-2xl',
            'motion-safe:data-[state=open]:animate-slide-in-left',
            'motion-safe:data-[state=closed]:animate-slide-out-left',
          )}
        >
          <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
          <Sidebar
            // A link followed from the menu takes the menu's history entry, so Back then
            // returns to the page the menu was opened on in one step.
            replaceHistory
            section={section}
            onNavigate={() => {
              leaveOverlaysByNavigation();
              close();
            }}
            headerAction={
              <DialogPrimitive.Close className={iconButton} aria-label="Close menu">
                <X className="size-5" aria-hidden="true" />
              </DialogPrimitive.Close>
            }
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
