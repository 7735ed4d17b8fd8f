import { modeStyles } from './mode-badge.tsx';
import { TimerRing } from './timer-ring.tsx';
import type { TimerView } from './timer-view.ts';

/** The small ring of the collapsed timers: the time gone, in the mode's colour, its icon inside. */
export function ModeRing({ view, size }: { view: TimerView; size: number }) {
  const style = modeStyles[view.mode];
  const Icon = style.icon;
  return (
    <TimerRing
      progress={view.progress}
      size={size}
      stroke={4}
      tone={style.ring}
      track={style.track}
    >
      <Icon className={`size-4 ${style.ring}`} aria-hidden="true" />
    </TimerRing>
  );
}
