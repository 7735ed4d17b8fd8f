import { History } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { taskMessages } from '../messages.ts';

export interface OlderCompletedTasksProps {
  /** Whether there may be completed tasks older than those the list holds. */
  canLoad: boolean;
  /** A page was asked for and every completed task is in the list now. */
  allShown: boolean;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
}

/**
 * Below the list: older completed tasks, a page at a time. The list itself holds the open tasks
 * and the recently completed ones, so it stays quick however many tasks were ever finished.
 */
export function OlderCompletedTasks({
  canLoad,
  allShown,
  loading,
  failed,
  onLoad,
}: OlderCompletedTasksProps) {
  if (!canLoad) {
    return allShown ? (
      <p role="status" className="text-center text-sm text-slate-500">
        {taskMessages.allCompletedShown}
      </p>
    ) : null;
  }
  return (
    <div className="flex flex-col items-center gap-2">
      {failed && <Notice tone="error">{taskMessages.olderCompletedFailed}</Notice>}
      <Button
        variant="secondary"
        icon={<History aria-hidden="true" />}
        loading={loading}
        onClick={onLoad}
        disabled={loading}
      >
        {loading ? taskMessages.loadingOlderCompleted : taskMessages.showOlderCompleted}
      </Button>
    </div>
  );
}
