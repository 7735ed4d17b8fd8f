import { clsx } from 'clsx';
import {
  CalendarCheck,
  CalendarDays,
  ChartColumn,
  Crown,
  LayoutDashboard,
  ListChecks,
  LogIn,
  type LucideIcon,
  Settings,
  UserPlus,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-client.ts';
import { BrandMark, BrandWordmark } from './brand-mark.tsx';
import { NavItem } from './nav-item.tsx';
import { SidebarUser } from './sidebar-user.tsx';

interface NavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
}

const focusEntries: NavEntry[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/today', label: 'Today', icon: CalendarCheck },
  { to: '/upcoming', label: 'Upcoming', icon: CalendarDays },
  { to: '/my-tasks', label: 'My Tasks', icon: ListChecks },
  { to: '/insights', label: 'Insights', icon: ChartColumn },
  { to: '/accountability', label: 'Accountability', icon: Users },
];

const accountEntries: NavEntry[] = [
  { to: '/subscription', label: 'Subscription', icon: Crown },
  { to: '/settings', label: 'Settings', icon: Settings },
];

const guestEntries: NavEntry[] = [
  { to: '/login', label: 'Login', icon: LogIn },
  { to: '/register', label: 'Register', icon: UserPlus },
];

export interface SidebarProps {
  /** Icon rail: labels become screen-reader only. */
  collapsed?: boolean;
  /** Called when a link or Logout is used, so a slide-over can close. */
  onNavigate?: () => void;
  /** Links replace the current history entry (the slide-over's own) instead of adding one. */
  replaceHistory?: boolean;
  /** Extra control shown beside the brand (the desktop collapse toggle). */
  headerAction?: ReactNode;
  /** The place of the focus dock, between the links and the user. */
  dock?: ReactNode;
  /** The place of a feature's section under the links of a signed-in user (the projects). */
  section?: ReactNode;
}

function NavGroup(props: { label: string; entries: NavEntry[] } & SidebarProps) {
  const { label, entries, collapsed = false, onNavigate, replaceHistory } = props;
  // My Tasks filtered to a project is that project's page: the project is marked, not My Tasks.
  const { search } = useLocation();
  const oneProject = new URLSearchParams(search).has('project');
  return (
    <div>
      {collapsed ? (
        <hr className="mx-2 mb-2 border-slate-200" />
      ) : (
        <p className="mb-1 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {label}
        </p>
      )}
      <ul className="flex flex-col gap-0.5">
        {entries.map((entry) => (
          <NavItem
            key={entry.to}
            {...entry}
            collapsed={collapsed}
            replace={replaceHistory}
            onNavigate={onNavigate}
            notCurrent={entry.to === '/my-tasks' && oneProject}
          />
        ))}
      </ul>
    </div>
  );
}

function NavSkeleton() {
  return (
    <div className="flex flex-col gap-2 px-1 pt-6" aria-hidden="true">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="h-8 animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}

export function Sidebar({
  collapsed = false,
  onNavigate,
  replaceHistory,
  headerAction,
  dock,
  section,
}: SidebarProps) {
  const { user, isPending } = useAuth();
  const { pathname } = useLocation();
  // Signed-out visitors get Login and Register, minus the page they are already on.
  const guestLinks = guestEntries.filter((entry) => entry.to !== pathname);

  return (
    <div className="flex h-full flex-col">
      <div
        className={clsx(
          'flex shrink-0 gap-2 pt-5 pb-4',
          collapsed ? 'flex-col items-center px-2' : 'items-center justify-between px-4',
        )}
      >
        <Link
          to={user ? '/dashboard' : '/'}
          replace={replaceHistory}
          onClick={onNavigate}
          className="flex items-center gap-2.5 rounded-lg p-1"
        >
          <BrandMark />
          <BrandWordmark className={collapsed ? 'sr-only' : undefined} />
        </Link>
        {headerAction}
      </div>

      {/* A short window still shows a few links, which scroll, beside a timer that scrolls too. */}
      <nav aria-label="Main" className="min-h-30 flex-1 overflow-y-auto px-3 py-2">
        {isPending ? (
          <NavSkeleton />
        ) : user ? (
          <div className="flex flex-col gap-5">
            <NavGroup
              label="Focus"
              entries={focusEntries}
              {...{ collapsed, onNavigate, replaceHistory }}
            />
            <NavGroup
              label="Account"
              entries={accountEntries}
              {...{ collapsed, onNavigate, replaceHistory }}
            />
            {section}
          </div>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {guestLinks.map((entry) => (
              <NavItem
                key={entry.to}
                {...entry}
                collapsed={collapsed}
                replace={replaceHistory}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        )}
      </nav>

      {dock}
      {user && (
        <div
          className={clsx('shrink-0 border-t border-slate-200 py-3', collapsed ? 'px-2' : 'px-3')}
        >
          <SidebarUser user={user} collapsed={collapsed} onNavigate={onNavigate} />
        </div>
      )}
    </div>
  );
}
