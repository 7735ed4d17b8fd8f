import { clsx } from 'clsx';
import { Brain, Coffee, type LucideIcon, TreePalm } from 'lucide-react';
import type { TimerMode } from '../../../../../shared/domain/timer.ts';
import { modeLabels } from '../messages.ts';

/** Each mode's colours: tomato for focus, green for a short break, blue for a long one. */
export const modeStyles: Record<
  TimerMode,
  { ring: string; track: string; chip: string; icon: LucideIcon }
> = {
  work: {
    ring: 'text-brand-600',
    track: 'stroke-brand-100',
    chip: 'bg-brand-50 text-brand-800',
    icon: Brain,
  },
  shortBreak: {
    ring: 'text-emerald-600',
    track: 'stroke-emerald-100',
    chip: 'bg-emerald-50 text-emerald-800',
    icon: Coffee,
  },
  longBreak: {
    ring: 'text-sky-600',
    track: 'stroke-sky-100',
    chip: 'bg-sky-50 text-sky-800',
    icon: TreePalm,
  },
};

export function ModeBadge({ mode, paused }: { mode: TimerMode; paused: boolean }) {
  const style = modeStyles[mode];
  const Icon = style.icon;
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      <span
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
          style.chip,
        )}
      >
        <Icon className="size-3.5" aria-hidden="true" />
        {modeLabels[mode]}
      </span>
      {paused && (
        <span className="rounded-full bg-amber-50 px-2 py-1 text-xs font-semibold text-amber-800">
          Paused
        </span>
      )}
    </span>
  );
}
