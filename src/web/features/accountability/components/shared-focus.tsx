import { Timer } from 'lucide-react';
import type { CallRoom } from '../../../../shared/accountability.schemas.ts';
import { SHARED_FOCUS_MINUTES } from '../../../../shared/domain/accountability.ts';
import { formatClock } from '../../../../shared/domain/timer.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { apiErrorText, isApiError } from '../../../lib/api-client.ts';
import { useStartSharedFocus } from '../api/start-shared-focus.ts';
import { useSecondsUntil } from '../hooks/use-seconds-until.ts';

/** One Pomodoro for both: started by either side, counted down to the server's end time. */
export function SharedFocus({ room, disabled }: { room: CallRoom; disabled: boolean }) {
  const start = useStartSharedFocus(room.roomName);
  const left = useSecondsUntil(room.focusEndsAt);
  const running = left !== null && left > 0;

  return (
    <section aria-labelledby="shared-focus-heading" className="flex flex-col gap-3">
      <h2 id="shared-focus-heading" className="text-sm font-semibold text-slate-900">
        Shared focus block
      </h2>
      {running ? (
        <p className="flex items-center gap-2 text-slate-900">
          <Timer className="size-5 text-brand-600" aria-hidden="true" />
          <span className="font-mono text-3xl font-semibold tabular-nums" aria-hidden="true">
            {formatClock(left)}
          </span>
          {/* Read once, not every second. */}
          <span className="sr-only">
            Focus block running, ends at {new Date(room.focusEndsAt ?? 0).toLocaleTimeString()}
          </span>
        </p>
      ) : (
        <>
          {left === 0 && (
            <p role="status" className="text-sm text-emerald-800">
              Focus block complete. Well done, both of you!
            </p>
          )}
          <Button
            icon={<Timer aria-hidden="true" />}
            loading={start.isPending}
            disabled={disabled}
            onClick={() => start.mutate()}
          >
            {left === 0 ? 'Start another focus block' : 'Start a shared focus block'}
          </Button>
          <p className="text-xs text-slate-600">
            {SHARED_FOCUS_MINUTES} minutes of focus for both of you, on the same clock.
          </p>
        </>
      )}
      <Notice tone="error">
        {/* A block the partner started a moment earlier is no failure: its countdown shows. */}
        {start.isError && !isApiError(start.error, 'accountability.focus_running')
          ? apiErrorText(start.error, 'Could not start the focus block. Please try again.')
          : null}
      </Notice>
    </section>
  );
}
