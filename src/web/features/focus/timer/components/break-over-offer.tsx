import { Coffee, Play, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { sessionActionLabel } from '../../../../../shared/domain/next-session.ts';
import type { PomodoroSession, Task } from '../../../../../shared/tasks.schemas.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { nextSessionQuestion, timerMessages } from '../messages.ts';

export interface BreakOverOfferProps {
  task: Task;
  session: PomodoroSession;
  starting: boolean;
  onStart(): void;
  onDismiss(): void;
}

/** When a break ends: the next session of the same task, one click away. */
export function BreakOverOffer({
  task,
  session,
  starting,
  onStart,
  onDismiss,
}: BreakOverOfferProps) {
  const headingId = useId();
  const Icon = session.status === 'interrupted' ? RotateCcw : Play;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 p-4">
      {/* Announced as it appears: the break ending is news wherever the user is looking. */}
      <div role="status" className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-50">
          <Coffee className="size-4.5 text-emerald-700" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-sm font-semibold text-slate-900">
            {timerMessages.breakOver}
          </h2>
          <p className="line-clamp-2 text-sm break-words text-slate-700">
            {nextSessionQuestion(session.sessionOrder, task.title)}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button size="sm" className="flex-1" icon={<Icon />} loading={starting} onClick={onStart}>
          {sessionActionLabel(session)}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDismiss}>
          {timerMessages.notNow}
        </Button>
      </div>
    </section>
  );
}
