import { clsx } from 'clsx';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-client.ts';
import { connectSocket, disconnectSocket } from '../../lib/socket.ts';
import { useSubscriptionLiveUpdates } from '../../lib/subscription.ts';
import { useSidebarCollapsed } from '../../lib/use-sidebar-collapsed.ts';
import { MobileNav } from './mobile-nav.tsx';
import { Sidebar } from './sidebar.tsx';
import { SkipLink } from './skip-link.tsx';

const SIDEBAR_ID = 'app-sidebar';

/** Signed-in shell: side bar (rail on desktop, slide-over on mobile) beside the page. */
export function AppLayout() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  // The slide-over belongs to the page it was opened on, so any navigation (a link, the
  // browser's back button) closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === pathname;
  const userId = user?.id;

  // Realtime is per account: connect once signed in, drop the connection on sign-out.
  useEffect(() => {
    if (!userId) return;
    connectSocket();
    return disconnectSocket;
  }, [userId]);
  // Pro shows on every page (side bar, task list, music) as soon as a payment or a cancel lands.
  useSubscriptionLiveUpdates();

  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <div className="min-h-dvh md:flex">
      <SkipLink />
      <MobileNav open={menuOpen} onOpenChange={(open) => setMenuOpenedAt(open ? pathname : null)} />
      <aside
        id={SIDEBAR_ID}
        aria-label="Side bar"
        className={clsx(
          'sticky top-0 hidden h-dvh shrink-0 border-r border-slate-200 bg-white md:block',
          'motion-safe:transition-[width] motion-safe:duration-200 ease-out',
          collapsed ? 'w-18' : 'w-64',
        )}
      >
        <Sidebar
          collapsed={collapsed}
          headerAction={
            <button
              type="button"
              onClick={toggleCollapsed}
              aria-expanded={!collapsed}
              aria-controls={SIDEBAR_ID}
              aria-label={collapsed ? 'Expand side bar' : 'Collapse side bar'}
              title={collapsed ? 'Expand side bar' : 'Collapse side bar'}
              className={clsx(
                'inline-flex size-9 items-center justify-center rounded-lg text-slate-500',
                'transition-colors hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              <ToggleIcon className="size-5" aria-hidden="true" />
            </button>
          }
        />
      </aside>
      <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8 lg:py-10">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
