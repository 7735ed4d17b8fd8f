import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatClock } from '../../../../../shared/domain/timer.ts';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { modeLabels, timerMessages } from '../messages.ts';
import { useTimerStore } from '../timer-store-instance.ts';
import { useSecondsLeft } from '../use-seconds-left.ts';
import { useTimerTask } from '../use-timer-task.ts';
import { ModeBadge, modeStyles } from './mode-badge.tsx';
import { TimerRing } from './timer-ring.tsx';

const HEADING_ID = 'active-session-heading';
const WorkIcon = modeStyles.work.icon;

/** The dashboard's Active Session panel: the running task, or a way to start one. */
export function ActiveSessionPanel() {
  const mode = useTimerStore((state) => state.mode);
  const confirmed = useTimerStore((state) => state.confirmed);
  const restoring = useTimerStore((state) => state.restoring);
  const paused = useTimerStore((state) => state.pausedRemainingMs !== null);
  const waiting = useTimerStore((state) => state.breakWaiting);
  const totalSeconds = useTimerStore((state) => state.totalSeconds);
  const seconds = useSecondsLeft();
  const task = useTimerTask();
  const working = mode === 'work';

  return (
    <section
      aria-labelledby={HEADING_ID}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={HEADING_ID} className="text-lg font-semibold text-slate-900">
          {timerMessages.activeSessionHeading}
        </h2>
        {confirmed && mode && <ModeBadge mode={mode} paused={paused && !waiting} />}
      </div>
      {(!confirmed && mode) || restoring ? (
        <p role="status" className="mt-4 flex items-center gap-3 text-slate-600">
          <Spinner size="sm" />
          {timerMessages.checking}
        </p>
      ) : working ? (
        <div className="mt-4 flex items-center gap-4">
          <TimerRing
            progress={totalSeconds > 0 ? 1 - seconds / totalSeconds : 0}
            size={64}
            stroke={6}
            tone={modeStyles.work.ring}
            track={modeStyles.work.track}
          >
            <WorkIcon className="size-6 text-brand-600" aria-hidden="true" />
          </TimerRing>
          <div className="min-w-0">
            <p className="text-slate-900">
              <span className="font-semibold break-words">{task?.title ?? 'Your task'}</span>{' '}
              <span className="text-slate-600">
                {paused ? timerMessages.timerPaused : timerMessages.timerActive}
              </span>
            </p>
            <p className="mt-1 text-sm text-slate-600 tabular-nums">
              {formatClock(seconds)} left in this session
            </p>
          </div>
        </div>
      ) : (
        <div className="mt-2 flex flex-col items-start gap-4">
          <p className="text-slate-600">
            {mode === null
              ? timerMessages.noSession
              : waiting
                ? `${modeLabels[mode]} of ${formatClock(seconds)} ready: start it from the timer.`
                : `${modeLabels[mode]}: ${formatClock(seconds)} left. Your next session is waiting.`}
          </p>
          <Link to="/my-tasks" className={buttonClasses()}>
            {timerMessages.startATask}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      )}
    </section>
  );
}
