import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getTimer } from './timer-instance.ts';

/** Pause, Resume and Stop for the docked timer and the shortcuts. */
export function useTimerActions() {
  const queryClient = useQueryClient();

  const stop = useCallback(async () => {
    await getTimer().controller.stop();
    // The stopped session now reads Interrupted with 'Resume #n' in the task list.
    void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
  }, [queryClient]);

  return {
    pause: () => getTimer().controller.pause(),
    resume: () => getTimer().controller.resume(),
    stop,
  };
}
