import { clsx } from 'clsx';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { nextSession } from '../../../../../shared/domain/next-session.ts';
import { formatClock, type TimerMode } from '../../../../../shared/domain/timer.ts';
import type { Task } from '../../../../../shared/tasks.schemas.ts';
import type { FocusMusic } from '../../music/use-focus-music.ts';
import { modeLabels, timerMessages, unsyncedNotice } from '../messages.ts';
import { getTimer, useTimerStore } from '../timer-instance.ts';
import { focusTimerToggle, useTimerUi } from '../timer-ui-store.ts';
import { useSecondsLeft } from '../use-seconds-left.ts';
import { useStartSession } from '../use-start-session.ts';
import { useTimerActions } from '../use-timer-actions.ts';
import { useTimerTask } from '../use-timer-task.ts';
import { BreakOverOffer } from './break-over-offer.tsx';
import { IconButton } from './icon-button.tsx';
import { TimerCardBody, TimerCardHeader } from './timer-card.tsx';
import { CheckingTimer, ResumeMusic, UnsyncedNotice } from './timer-notices.tsx';
import { TimerPill } from './timer-pill.tsx';
import type { TimerView } from './timer-view.ts';

export interface FloatingTimerProps {
  ref?: Ref<HTMLDivElement>;
  style?: CSSProperties;
  className?: string;
  /** The focus music's state, for 'Resume music' when the browser holds it back. */
  music?: FocusMusic;
}

/** Starts the next session of `task`; focus goes to the timer that replaces the button. */
function useStartNext(task: Task | null) {
  const { start, busy } = useStartSession();
  const next = task ? nextSession(task.sessions) : undefined;
  const startNext =
    task && next
      ? async () => {
          await start(task, next);
          focusTimerToggle();
        }
      : undefined;
  return { next, startNext, starting: busy };
}

interface RunningTimerProps {
  mode: TimerMode;
  task: Task | null;
  collapsed: boolean;
  music?: FocusMusic;
}

/** A session or break counting down (or paused): expanded, or collapsed to a pill. */
function RunningTimer({ mode, task, collapsed, music }: RunningTimerProps) {
  const paused = useTimerStore((state) => state.pausedRemainingMs !== null);
  const waiting = useTimerStore((state) => state.breakWaiting);
  const totalSeconds = useTimerStore((state) => state.totalSeconds);
  const completedCount = useTimerStore((state) => state.completedCount);
  const sessionId = useTimerStore((state) => state.sessionId);
  const unsynced = useTimerStore((state) => (state.unsynced?.failed ? state.unsynced : null));
  const seconds = useSecondsLeft();
  const setCollapsed = useTimerUi((state) => state.setCollapsed);
  const setHelpOpen = useTimerUi((state) => state.setHelpOpen);
  const { pause, resume, stop } = useTimerActions();
  const { startNext, starting } = useStartNext(mode === 'work' ? null : task);

  const view: TimerView = {
    mode,
    paused,
    waiting,
    clock: formatClock(seconds),
    progress: totalSeconds > 0 ? 1 - seconds / totalSeconds : 0,
    title: task?.title ?? null,
    step: task?.sessions.find((session) => session.id === sessionId)?.name ?? null,
    completedCount,
  };
  const actions = {
    onPause: pause,
    onResume: resume,
    onStop: () => void stop(),
    onSkipBreak: startNext && (() => void startNext()),
    starting,
    onHelp: () => setHelpOpen(true),
  };
  const Chevron = collapsed ? ChevronUp : ChevronDown;
  const status = [`${modeLabels[mode]} ${waiting ? 'ready' : paused ? 'paused' : 'running'}.`];
  if (unsynced) status.push(unsyncedNotice(unsynced.action));

  return (
    <div role="timer" aria-label={timerMessages.timerName}>
      {/* Mode, pause and sync changes are announced; the ticking clock is not (it never stops). */}
      <p role="status" className="sr-only">
        {status.join(' ')}
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
      {unsynced && (
        <UnsyncedNotice
          action={unsynced.action}
          className="rounded-b-2xl border-t border-amber-100 bg-amber-50 px-4 py-2.5"
        />
      )}
      {music?.blocked && <ResumeMusic onResume={music.resume} compact={collapsed} />}
    </div>
  );
}

/**
 * The timer shown on every signed-in page: a session or break counting down, the next session
 * offered when a break is over, or a stop still waiting for the server. A timer restored from
 * an earlier visit shows a neutral 'Checking' state until the server confirms it.
 */
export function FloatingTimer({ ref, style, className, music }: FloatingTimerProps) {
  const mode = useTimerStore((state) => state.mode);
  const confirmed = useTimerStore((state) => state.confirmed);
  const breakOver = useTimerStore((state) => state.breakOver);
  const unsynced = useTimerStore((state) => (state.unsynced?.failed ? state.unsynced : null));
  const task = useTimerTask();
  const collapsed = useTimerUi((state) => state.collapsed);
  const offer = useStartNext(breakOver ? task : null);

  let content: ReactNode = null;
  if (!confirmed && (mode !== null || breakOver)) content = <CheckingTimer />;
  else if (mode !== null) {
    content = <RunningTimer mode={mode} task={task} collapsed={collapsed} music={music} />;
  } else if (task && offer.next && offer.startNext) {
    const { startNext } = offer;
    content = (
      <BreakOverOffer
        task={task}
        session={offer.next}
        starting={offer.starting}
        onStart={() => void startNext()}
        onDismiss={() => getTimer().controller.dismissOffer()}
      />
    );
  } else if (unsynced) {
    content = <UnsyncedNotice action={unsynced.action} announce className="px-4 py-3" />;
  }
  if (content === null) return null;
  const pill = mode !== null && confirmed && collapsed && !unsynced && !music?.blocked;

  return (
    <div
      ref={ref}
      style={style}
      className={clsx(
        // Narrow screens: the width left beside the tasks' round Add button.
        'fixed bottom-4 left-4 z-30 w-[calc(100vw-6.75rem)] max-w-80 bg-white/95 backdrop-blur',
        'shadow-xl ring-1 shadow-slate-900/10 ring-slate-900/10 sm:bottom-6',
        // Slides in without fading, so its text never shows at a low contrast.
        'motion-safe:transition-transform motion-safe:starting:translate-y-4',
        pill ? 'rounded-full' : 'rounded-2xl',
        className,
      )}
    >
      {content}
    </div>
  );
}
