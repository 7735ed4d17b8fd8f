import { clsx } from 'clsx';
import { Keyboard, Pause, Play, SkipForward, Square } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { timerMessages } from '../messages.ts';
import { IconButton } from './icon-button.tsx';
import { ModeBadge, modeStyles } from './mode-badge.tsx';
import { PomodoroDots } from './pomodoro-dots.tsx';
import { TimerRing } from './timer-ring.tsx';
import type { TimerView, TimerViewActions } from './timer-view.ts';

interface PartProps {
  view: TimerView;
  actions: TimerViewActions;
}

/** The expanded timer's top row (the collapse toggle follows it). */
export function TimerCardHeader({ view, actions }: PartProps) {
  return (
    <div className="flex min-w-0 flex-1 items-center justify-between gap-2 py-0.5 pl-2.5">
      <ModeBadge mode={view.mode} paused={view.paused && !view.waiting} />
      <IconButton aria-label="Keyboard shortcuts" onClick={actions.onHelp}>
        <Keyboard aria-hidden="true" />
      </IconButton>
    </div>
  );
}

/** The expanded timer: ring and clock, the task, the cycle, and the controls. */
export function TimerCardBody({ view, actions }: PartProps) {
  const working = view.mode === 'work';
  // Skipping the break is what a break offers first; pausing it comes second.
  const pauseVariant = actions.onSkipBreak ? 'secondary' : 'primary';
  return (
    <>
      <div className="flex items-center gap-4 px-4 pt-1 pb-4">
        <TimerRing
          progress={view.progress}
          size={92}
          stroke={7}
          tone={modeStyles[view.mode].ring}
          track={modeStyles[view.mode].track}
        >
          <span className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
            <span className="sr-only">Time left </span>
            {view.clock}
          </span>
        </TimerRing>
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="text-xs font-medium text-slate-500">
            {working ? 'Focusing on' : 'Break after'}
          </p>
          <p className="line-clamp-2 text-sm leading-snug font-semibold break-words text-slate-900">
            {view.title ?? (working ? 'Your task' : 'Your last session')}
          </p>
          {view.step && (
            <p className="truncate text-xs text-slate-600" title={view.step}>
              {view.step}
            </p>
          )}
          <PomodoroDots count={view.completedCount} />
        </div>
      </div>
      {actions.onSkipBreak && (
        <div className="border-t border-slate-100 px-4 pt-3">
          <Button
            variant={view.waiting ? 'secondary' : 'primary'}
            size="sm"
            className="w-full"
            icon={<SkipForward />}
            loading={actions.starting}
            onClick={actions.onSkipBreak}
          >
            {timerMessages.skipBreak}
          </Button>
        </div>
      )}
      <div
        className={clsx(
          'flex gap-2 px-4 py-3',
          !actions.onSkipBreak && 'border-t border-slate-100',
        )}
      >
        {view.paused ? (
          <Button
            size="sm"
            variant={view.waiting ? 'primary' : pauseVariant}
            className="flex-1"
            icon={<Play />}
            onClick={actions.onResume}
          >
            {view.waiting ? timerMessages.startBreak : 'Resume'}
          </Button>
        ) : (
          <Button
            size="sm"
            variant={pauseVariant}
            className="flex-1"
            icon={<Pause />}
            onClick={actions.onPause}
          >
            Pause
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          className="flex-1"
          icon={<Square />}
          onClick={actions.onStop}
        >
          Stop
        </Button>
      </div>
    </>
  );
}
