import { clsx } from 'clsx';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-client.ts';
import { type DockSlots, DockSlotsContext } from '../../lib/dock-slots.ts';
import { useOfflineData } from '../../lib/offline/use-offline-data.ts';
import { leaveOverlaysByNavigation } from '../../lib/overlay-history.ts';
import { useProjectsLiveUpdates } from '../../lib/projects.ts';
import { renewPushSubscription } from '../../lib/push-device.ts';
import { useReminderNotices } from '../../lib/reminder-notices.ts';
import { useSavedColorTheme } from '../../lib/saved-color-theme.ts';
import { type SidebarPlace, SidebarPlacesContext } from '../../lib/sidebar-slots.ts';
import { connectSocket, disconnectSocket } from '../../lib/socket.ts';
import { useSidebarCollapsed } from '../../lib/use-sidebar-collapsed.ts';
import { useSubscriptionLiveUpdates } from '../../lib/use-subscription-live-updates.ts';
import { ConnectionBanner } from './connection-banner.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { Sidebar } from './sidebar.tsx';
import { SkipLink } from './skip-link.tsx';

const SIDEBAR_ID = 'app-sidebar';

/**
 * The bottom bar's height, for what floats above the page (the Add button, the toasts): 0 when
 * the bar is empty or hidden.
 */
function useBottomDockHeight(bar: HTMLElement | null) {
  useEffect(() => {
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--bottom-dock-height', `${bar.offsetHeight}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--bottom-dock-height');
    };
  }, [bar]);
}

function noop() {}

// The shell renders again as its places mount and as the session arrives; the side bar and the
// top bar, whose parts are then the same, render nothing again.
const KeptSidebar = memo(Sidebar);
const KeptMobileNav = memo(MobileNav);

/**
 * What the shell keeps running for a signed-in user, in a part of its own: the data these follow
 * (the saved colours, the plan) arriving renders nothing of the shell again.
 */
function ShellEffects({ userId }: { userId: string | undefined }) {
  // Realtime is per account: connect once signed in, drop the connection on sign-out.
  useEffect(() => {
    if (!userId) return;
    connectSocket();
    return disconnectSocket;
  }, [userId]);
  // Saved data shows with no connection, changes made offline wait on the device.
  useOfflineData(userId);
  // Pro shows on every page (side bar, task list, music) as soon as a payment or a cancel lands.
  useSubscriptionLiveUpdates();
  // A reminder shows on whichever page is open.
  useReminderNotices();
  // The side bar's projects and their counts follow changes made anywhere.
  useProjectsLiveUpdates();
  // Every page is in the user's saved colours, which the device keeps for its first paint.
  useSavedColorTheme();
  useEffect(() => {
    if (userId) void renewPushSubscription(userId);
  }, [userId]);
  return null;
}

/** The desktop side bar's button that makes it an icon rail and back. */
function CollapseToggle({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const label = collapsed ? 'Expand side bar' : 'Collapse side bar';
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={!collapsed}
      aria-controls={SIDEBAR_ID}
      aria-label={label}
      title={label}
      className={clsx(
        'inline-flex size-9 items-center justify-center rounded-lg text-slate-500',
        'transition-colors hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      <ToggleIcon className="size-5" aria-hidden="true" />
    </button>
  );
}

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
  const [sideSlot, setSideSlot] = useState<HTMLElement | null>(null);
  const [bottomSlot, setBottomSlot] = useState<HTMLElement | null>(null);
  const expandSide = collapsed ? toggleCollapsed : noop;
  const slots = useMemo<DockSlots>(
    () => ({ side: sideSlot, bottom: bottomSlot, sideCollapsed: collapsed, expandSide }),
    [sideSlot, bottomSlot, collapsed, expandSide],
  );
  useBottomDockHeight(bottomSlot);
  // The side bar's places for a feature's section (the projects), in the desktop side bar and
  // in the slide-over while it is open.
  const [sideSection, setSideSection] = useState<HTMLElement | null>(null);
  const [menuSection, setMenuSection] = useState<HTMLElement | null>(null);
  const places = useMemo(() => {
    const found: SidebarPlace[] = [];
    if (sideSection) {
      found.push({ name: 'side', element: sideSection, collapsed, replaceHistory: false });
    }
    if (menuSection) {
      found.push({
        name: 'menu',
        element: menuSection,
        collapsed: false,
        replaceHistory: true,
        onNavigate: () => {
          leaveOverlaysByNavigation();
          setMenuOpenedAt(null);
        },
      });
    }
    return found;
  }, [sideSection, menuSection, collapsed]);

  const onMenuOpenChange = useCallback(
    (open: boolean) => setMenuOpenedAt(open ? pathname : null),
    [pathname],
  );
  const menuSectionPlace = useMemo(() => <div ref={setMenuSection} />, []);
  const sideSectionPlace = useMemo(() => <div ref={setSideSection} />, []);
  // On a short window the dock scrolls rather than push the account out of reach.
  const sideDockPlace = useMemo(
    () => <div ref={setSideSlot} className="min-h-0 overflow-y-auto" />,
    [],
  );
  const collapseToggle = useMemo(
    () => <CollapseToggle collapsed={collapsed} onToggle={toggleCollapsed} />,
    [collapsed, toggleCollapsed],
  );

  // Narrow screens scroll the page between the top bar and the dock's bottom bar, so nothing
  // of the page ever passes under the bar; wide screens scroll the window beside the side bar.
  return (
    <DockSlotsContext value={slots}>
      <SidebarPlacesContext value={places}>
        <div className="flex h-dvh flex-col md:h-auto md:min-h-dvh md:flex-row">
          <SkipLink />
          <KeptMobileNav
            open={menuOpen}
            onOpenChange={onMenuOpenChange}
            section={menuSectionPlace}
          />
          <aside
            id={SIDEBAR_ID}
            aria-label="Side bar"
            className={clsx(
              'sticky top-0 hidden h-dvh shrink-0 border-r border-slate-200 bg-white md:block',
              'motion-safe:transition-[width] motion-safe:duration-200 ease-out',
              collapsed ? 'w-18' : 'w-64',
            )}
          >
            <KeptSidebar
              collapsed={collapsed}
              section={sideSectionPlace}
              dock={sideDockPlace}
              headerAction={collapseToggle}
            />
          </aside>
          {/* On a phone this column scrolls, not the page: it holds what it scrolls (a screen
              reader's hidden texts are positioned), or they would reach below it and let the
              whole page be dragged up off the screen. */}
          <main
            id="main-content"
            tabIndex={-1}
            className="relative min-h-0 min-w-0 flex-1 overflow-y-auto focus:outline-none md:static md:overflow-visible"
          >
            {userId && <ConnectionBanner />}
            <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8 lg:py-10">
              <Outlet />
            </div>
          </main>
          <div ref={setBottomSlot} className="shrink-0 md:hidden" />
          <ShellEffects userId={userId} />
        </div>
      </SidebarPlacesContext>
    </DockSlotsContext>
  );
}
