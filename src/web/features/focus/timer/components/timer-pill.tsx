import { Pause, Play } from 'lucide-react';
import { modeLabels, timerMessages } from '../messages.ts';
import { IconButton } from './icon-button.tsx';
import { ModeRing } from './mode-ring.tsx';
import type { TimerView, TimerViewActions } from './timer-view.ts';

/** The collapsed timer: a small ring, the clock, the mode and task, Pause/Resume (the expand
 * toggle follows it). */
export function TimerPill({ view, actions }: { view: TimerView; actions: TimerViewActions }) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <ModeRing view={view} size={40} />
      <div className="min-w-0 flex-1">
        <p className="text-base leading-tight font-semibold text-slate-900 tabular-nums">
          <span className="sr-only">Time left </span>
          {view.clock}
        </p>
        <p className="truncate text-xs text-slate-600">
          {view.waiting
            ? `${modeLabels[view.mode]} ready`
            : view.paused
              ? 'Paused'
              : modeLabels[view.mode]}
          {view.title && ` · ${view.title}`}
        </p>
      </div>
      {view.paused ? (
        <IconButton
          aria-label={view.waiting ? timerMessages.startBreak : 'Resume'}
          onClick={actions.onResume}
        >
          <Play aria-hidden="true" />
        </IconButton>
      ) : (
        <IconButton aria-label="Pause" onClick={actions.onPause}>
          <Pause aria-hidden="true" />
        </IconButton>
      )}
    </div>
  );
}
