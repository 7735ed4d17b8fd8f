import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { useRailTooltip } from './rail-tooltip.tsx';

export interface NavItemProps {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Rail mode: only the icon shows; the label stays as the accessible name and shows as a
   * tooltip on hover and keyboard focus. */
  collapsed?: boolean;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  onNavigate?: () => void;
  /** Not marked current even on its path (My Tasks while it shows one project). */
  notCurrent?: boolean;
}

export function NavItem({
  to,
  label,
  icon: Icon,
  collapsed = false,
  replace,
  onNavigate,
  notCurrent = false,
}: NavItemProps) {
  const tooltip = useRailTooltip(collapsed);
  return (
    <li>
      <NavLink
        to={to}
        replace={replace}
        onClick={onNavigate}
        aria-current={notCurrent ? 'false' : 'page'}
        {...tooltip.triggerProps}
        className={({ isActive: onPath }) => {
          const isActive = onPath && !notCurrent;
          return clsx(
            'group relative flex h-10 items-center gap-3 rounded-lg text-sm font-medium',
            'transition-colors',
            collapsed ? 'justify-center px-0' : 'px-3',
            isActive
              ? 'bg-brand-50 text-brand-700'
              : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
          );
        }}
      >
        {({ isActive: onPath }) => {
          const isActive = onPath && !notCurrent;
          return (
            <>
              {isActive && (
                <span
                  className="absolute inset-y-2 -left-3 w-1 rounded-r-full bg-brand-600"
                  aria-hidden="true"
                />
              )}
              <Icon
                className={clsx(
                  'size-5 shrink-0',
                  isActive ? 'text-brand-600' : 'text-slate-500 group-hover:text-slate-700',
                )}
                aria-hidden="true"
              />
              {tooltip.label(label)}
            </>
          );
        }}
      </NavLink>
    </li>
  );
}
