import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinePlaceholder } from '../../../components/ui/line-placeholder.tsx';

export interface StatCardProps {
  label: string;
  /** Undefined while it loads: the card shows its name, and a placeholder where the figure goes. */
  value: string | undefined;
  icon: LucideIcon;
  /** Icon colours: a tinted square, so the three cards tell apart at a glance. */
  tone: string;
  /** More about the figure, under it (today's focus against the daily goal). */
  children?: ReactNode;
}

/**
 * One of the dashboard's figures for today: its name and its value. The card lays itself out
 * by its own width: the icon beside the figure when there is room, above it otherwise. A loading
 * card is the same card, so nothing below it moves when the figures arrive.
 */
export function StatCard({ label, value, icon: Icon, tone, children }: StatCardProps) {
  return (
    <div className="@container rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-3 p-4 @3xs:flex-row @3xs:items-center @3xs:gap-4 @3xs:p-5">
        <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${tone}`}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <dl>
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="text-2xl font-semibold whitespace-nowrap text-slate-900 tabular-nums">
              {value ?? <LinePlaceholder className="w-16" />}
            </dd>
          </dl>
          {children}
        </div>
      </div>
    </div>
  );
}
