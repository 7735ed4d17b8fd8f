import { clsx } from 'clsx';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { nextSession } from '../../../../../shared/domain/next-session.ts';
import { formatClock, type TimerMode } from '../../../../../shared/domain/timer.ts';
import type { Task } from '../../../../../shared/tasks.schemas.ts';
import type { FocusMusic } from '../../music/use-focus-music.ts';
import { modeLabels, timerMessages, unsyncedNotice } from '../messages.ts';
import { getTimer } from '../timer-instance.ts';
import { useTimerStore } from '../timer-store-instance.ts';
import { focusTimerToggle, useTimerUi } from '../timer-ui-store.ts';
import { useSecondsLeft } from '../use-seconds-left.ts';
import { useStartSession } from '../use-start-session.ts';
import { useTimerActions } from '../use-timer-actions.ts';
import { useTimerTask } from '../use-timer-task.ts';
import { BreakOverOffer } from './break-over-offer.tsx';
import { MusicPanel, MusicRow, MusicToggle, RailMusicButton } from './dock-music.tsx';
import { IconButton } from './icon-button.tsx';
import { RailOpener, RailTimer } from './rail-timer.tsx';
import { TimerCardBody, TimerCardHeader } from './timer-card.tsx';
import { CheckingTimer, ResumeMusic, UnsyncedNotice } from './timer-notices.tsx';
import { TimerPill } from './timer-pill.tsx';
import type { TimerView } from './timer-view.ts';

/** Where the dock is: the open side bar, the side bar's icon rail, or the narrow screens' bar. */
export type DockPlace = 'side' | 'rail' | 'bar';

export interface DockedTimerProps {
  place?: DockPlace;
  /** The focus music's state, for 'Resume music' when the browser holds it back. */
  music?: FocusMusic;
  /** Opens the side bar from its rail, where the timer shows its smallest form. */
  onOpenRail?: () => void;
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
  /** In the rail: the smallest form, whose toggle opens the side bar. */
  onOpenRail?: () => void;
}

/** A session or break counting down (or paused): expanded, or collapsed to a pill. */
function RunningTimer({ mode, task, collapsed, music, onOpenRail }: RunningTimerProps) {
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
  // Mode, pause and sync changes are announced; the ticking clock is not (it never stops).
  const announcement = (
    <p role="status" className="sr-only">
      {status.join(' ')}
    </p>
  );

  if (onOpenRail) {
    return (
      <div role="timer" aria-label={timerMessages.timerName}>
        {announcement}
        <RailTimer
          view={view}
          actions={actions}
          onOpen={onOpenRail}
          onResumeMusic={music?.blocked ? music.resume : undefined}
        />
      </div>
    );
  }

  return (
    <div role="timer" aria-label={timerMessages.timerName}>
      {announcement}
      <div className={clsx('flex items-center gap-1', collapsed ? 'p-1.5' : 'py-2 pr-2 pl-1.5')}>
        {collapsed ? (
          <TimerPill view={view} actions={actions} />
        ) : (
          <TimerCardHeader view={view} actions={actions} />
        )}
        <MusicToggle />
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
          className="border-t border-amber-100 bg-amber-50 px-4 py-2.5"
        />
      )}
      {music?.blocked && <ResumeMusic onResume={music.resume} compact={collapsed} />}
    </div>
  );
}

const placeStyles: Record<DockPlace, string> = {
  side: 'mx-3 mb-3 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 shadow-sm',
  rail: 'flex flex-col items-center gap-1 px-2 pb-3',
  bar: 'border-t border-slate-200 bg-white shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.12)]',
};

/**
 * The focus dock, on every signed-in page: the timer (a session or break counting down, the next
 * session offered when a break is over, or a stop still waiting for the server) and the focus
 * music's theme and volume. A timer restored from an earlier visit shows a neutral 'Checking'
 * state until the server confirms it. It lives beside the page, never over it (`place`).
 */
export function DockedTimer({ place = 'side', music, onOpenRail }: DockedTimerProps) {
  const mode = useTimerStore((state) => state.mode);
  const confirmed = useTimerStore((state) => state.confirmed);
  const breakOver = useTimerStore((state) => state.breakOver);
  const unsynced = useTimerStore((state) => (state.unsynced?.failed ? state.unsynced : null));
  const task = useTimerTask();
  const collapsed = useTimerUi((state) => state.collapsed);
  const offer = useStartNext(breakOver ? task : null);
  const rail = place === 'rail' ? onOpenRail : undefined;

  let content: ReactNode = null;
  const running = confirmed && mode !== null;
  if (!confirmed && (mode !== null || breakOver)) content = <CheckingTimer />;
  else if (mode !== null) {
    content = (
      <RunningTimer mode={mode} task={task} collapsed={collapsed} music={music} onOpenRail={rail} />
    );
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

  if (rail) {
    return (
      <div className={placeStyles.rail}>
        {running ? content : content !== null && <RailOpener onOpen={rail} />}
        <RailMusicButton onOpen={rail} />
      </div>
    );
  }
  return (
    <div className={placeStyles[place]}>
      {content}
      {!running && <MusicRow />}
      <MusicPanel stacked={place === 'side'} />
    </div>
  );
}
