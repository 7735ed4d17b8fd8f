import * as DialogPrimitive from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-client.ts';
import { leaveOverlaysByNavigation, useBackCloses } from '../../lib/overlay-history.ts';
import { BrandMark, BrandWordmark } from './brand-mark.tsx';
import { Sidebar } from './sidebar.tsx';

export interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The place of a feature's section in the menu's side bar (the projects). */
  section?: ReactNode;
}

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-lg text-slate-700 ' +
  'transition-colors hover:bg-slate-100 hover:text-slate-900';

/** Top bar with a hamburger that opens the side bar as a focus-trapped slide-over. */
export function MobileNav({ open, onOpenChange, section }: MobileNavProps) {
  const { user } = useAuth();
  const close = () => onOpenChange(false);
  useBackCloses(open, close);

  return (
    <header
      className={clsx(
        'sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200',
        'bg-white/95 px-2 backdrop-blur md:hidden',
      )}
    >
      <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
        <DialogPrimitive.Trigger className={iconButton} aria-label="Open menu">
          <Menu className="size-6" aria-hidden="true" />
        </DialogPrimitive.Trigger>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay
            className={clsx(
              'fixed inset-0 z-40 bg-slate-950/50 dark:bg-black/60',
              'motion-safe:data-[state=open]:animate-fade-in',
              'motion-safe:data-[state=closed]:animate-fade-out',
            )}
          />
          <DialogPrimitive.Content
            aria-describedby={undefined}
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
      <Link to={user ? '/dashboard' : '/'} className="flex items-center gap-2 rounded-lg p-1">
        <BrandMark className="size-7" />
        <BrandWordmark />
      </Link>
    </header>
  );
}
