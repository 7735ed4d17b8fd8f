import { clsx } from 'clsx';
import { Menu } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-client.ts';
import { loadOnce, useLoaded } from '../../lib/load-once.ts';
import { useBackCloses } from '../../lib/overlay-history.ts';
import { usePageLoaded } from '../../lib/use-page-loaded.ts';
import { BrandMark, BrandWordmark } from './brand-mark.tsx';
import { iconButton } from './mobile-nav-styles.ts';

export interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The place of a feature's section in the menu's side bar (the projects). */
  section?: ReactNode;
}

/**
 * The slide-over's code (Radix's dialog, about 14 kB with what it shares with the other
 * overlays) loads after the page has loaded or on the first tap of the menu button.
 */
const menu = loadOnce(async () => (await import('./mobile-menu.tsx')).MobileMenu);

/** Top bar with a hamburger that opens the side bar as a focus-trapped slide-over. */
export function MobileNav({ open, onOpenChange, section }: MobileNavProps) {
  const { user } = useAuth();
  useBackCloses(open, () => onOpenChange(false));
  // Once opened it stays mounted, so its closing animation can play.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const SlideOver = useLoaded(menu, usePageLoaded() || opened);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <header
      className={clsx(
        'sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200',
        'bg-white/95 px-2 backdrop-blur md:hidden',
      )}
    >
      <button
        ref={opener}
        type="button"
        className={iconButton}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => onOpenChange(true)}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {SlideOver && opened && (
        <SlideOver
          open={open}
          onOpenChange={onOpenChange}
          section={section}
          returnFocus={() => opener.current?.focus()}
        />
      )}
      <Link to={user ? '/dashboard' : '/'} className="flex items-center gap-2 rounded-lg p-1">
        <BrandMark className="size-7" />
        <BrandWordmark />
      </Link>
    </header>
  );
}
