import { useEffect, useRef } from 'react';
import { formatClock } from '../../../../shared/domain/timer.ts';
import { modeLabels } from './messages.ts';
import { useTimerStore } from './timer-store-instance.ts';
import { useSecondsLeft } from './use-seconds-left.ts';

/**
 * Puts the time left in front of the page's own title ('24:13 Focus · My Tasks · Pomopal'), and
 * gives the page its title back when the timer stops. A page that changes its title meanwhile
 * (a navigation) becomes the new base.
 */
export function useTimerTitle(): void {
  // A timer the server has not confirmed yet shows no clock anywhere, the title included.
  const mode = useTimerStore((state) => (state.confirmed ? state.mode : null));
  const isPaused = useTimerStore((state) => state.pausedRemainingMs !== null);
  const seconds = useSecondsLeft();
  const written = useRef<string | null>(null);
  const base = useRef(document.title);

  useEffect(() => {
    if (document.title !== written.current) base.current = document.title;
    if (mode === null) {
      if (written.current !== null && document.title === written.current) {
        document.title = base.current;
      }
      written.current = null;
      return;
    }
    const clock = `${isPaused ? 'Paused ' : ''}${formatClock(seconds)} ${modeLabels[mode]}`;
    written.current = `${clock} · ${base.current}`;
    document.title = written.current;
  });

  // Leaving the signed-in pages: the page title without the clock.
  useEffect(
    () => () => {
      if (written.current !== null && document.title === written.current) {
        document.title = base.current;
      }
    },
    [],
  );
}
