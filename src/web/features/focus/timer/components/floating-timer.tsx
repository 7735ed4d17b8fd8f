import { clsx } from 'clsx';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { CSSProperties, Ref } from 'react';
import { formatClock } from '../../../../../shared/domain/timer.ts';
import { modeLabels, timerMessages } from '../messages.ts';
import { useTimerStore } from '../timer-instance.ts';
import { useTimerUi } from '../timer-ui-store.ts';
import { useSecondsLeft } from '../use-seconds-left.ts';
import { useTimerActions } from '../use-timer-actions.ts';
import { useTimerTask } from '../use-timer-task.ts';
import { IconButton } from './icon-button.tsx';
import { TimerCardBody, TimerCardHeader } from './timer-card.tsx';
import { TimerPill } from './timer-pill.tsx';
import type { TimerView } from './timer-view.ts';

export interface FloatingTimerProps {
  ref?: Ref<HTMLDivElement>;
  style?: CSSProperties;
  className?: string;
}

/**
 * The timer shown on every signed-in page while a session or break runs: expanded (ring,
 * task, controls) or collapsed to a pill. The toggle stays the same element in both states, so
 * keyboard focus stays on it.
 */
export function FloatingTimer({ ref, style, className }: FloatingTimerProps) {
  const mode = useTimerStore((state) => state.mode);
  const paused = useTimerStore((state) => state.pausedRemainingMs !== null);
  const totalSeconds = useTimerStore((state) => state.totalSeconds);
  const completedCount = useTimerStore((state) => state.completedCount);
  const seconds = useSecondsLeft();
  const task = useTimerTask();
  const collapsed = useTimerUi((state) => state.collapsed);
  const setCollapsed = useTimerUi((state) => state.setCollapsed);
  const setHelpOpen = useTimerUi((state) => state.setHelpOpen);
  const { pause, resume, stop, stopping } = useTimerActions();

  if (mode === null) return null;
  const view: TimerView = {
    mode,
    paused,
    clock: formatClock(seconds),
    progress: totalSeconds > 0 ? 1 - seconds / totalSeconds : 0,
    title: task?.title ?? null,
    completedCount,
  };
  const actions = {
    onPause: pause,
    onResume: resume,
    onStop: () => void stop(),
    stopping,
    onHelp: () => setHelpOpen(true),
  };
  const Chevron = collapsed ? ChevronUp : ChevronDown;

  return (
    <div
      ref={ref}
      role="timer"
      aria-label={timerMessages.timerName}
      style={style}
      className={clsx(
        // Narrow screens: the width left beside the tasks' round Add button.
        'fixed bottom-4 left-4 z-30 w-[calc(100vw-6.75rem)] max-w-80 bg-white/95 backdrop-blur',
        'shadow-xl ring-1 shadow-slate-900/10 ring-slate-900/10 sm:bottom-6',
        // Slides in without fading, so its text never shows at a low contrast.
        'motion-safe:transition-transform motion-safe:starting:translate-y-4',
        collapsed ? 'rounded-full' : 'rounded-2xl',
        className,
      )}
    >
      {/* Mode and pause changes are announced; the ticking clock is not (it would never stop). */}
      <p role="status" className="sr-only">
        {`${modeLabels[mode]} ${paused ? 'paused' : 'running'}`}
      </p>
      <div className={clsx('flex items-center gap-1', collapsed ? 'p-1.5' : 'py-2 pr-2 pl-1.5')}>
        {collapsed ? (
          <TimerPill view={view} actions={actions} />
        ) : (
          <TimerCardHeader view={view} actions={actions} />
        )}
        <IconButton
          data-timer-toggle=""
          aria-label={collapsed ? 'Expand timer' : 'Collapse timer'}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed(!collapsed)}
        >
          <Chevron aria-hidden="true" />
        </IconButton>
      </div>
      {!collapsed && <TimerCardBody view={view} actions={actions} />}
    </div>
  );
}
