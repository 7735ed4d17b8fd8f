import { ChevronDown, ChevronUp, ListOrdered } from 'lucide-react';
import { useId, useState } from 'react';
import { canSplitIntoSteps } from '../../../../shared/domain/session-names.ts';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useSplitIntoSteps } from '../api/split-into-steps.ts';
import { taskMessages } from '../messages.ts';
import { SessionNameField } from './session-name-field.tsx';

/** How many steps show before 'Show all N sessions'; a list that long is read at a glance. */
const STEPS_SHOWN = 5;

/**
 * 'Split into steps', in the edit dialog of a task of several sessions: the AI names each
 * session, and each name can be edited. A task of one session has nothing to split. A long task
 * shows its first steps and a toggle for the rest.
 */
export function SessionSteps({ task }: { task: Task }) {
  const split = useSplitIntoSteps();
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  if (!canSplitIntoSteps(task.sessions.length)) return null;
  const count = task.sessions.length;
  const collapsible = count > STEPS_SHOWN + 1;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 px-3 py-3 sm:px-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-sm font-medium text-slate-800">
            {taskMessages.steps}
          </h3>
          <p className="text-xs text-slate-500">{taskMessages.stepsHint}</p>
        </div>
        <Button
          size="sm"
          variant="secondary"
          icon={<ListOrdered aria-hidden="true" />}
          loading={split.isPending}
          onClick={() => split.mutate(task.id)}
        >
          {split.isPending ? taskMessages.splitting : taskMessages.splitIntoSteps}
        </Button>
      </div>
      <Notice tone="error">{split.error?.message}</Notice>
      <p role="status" className="sr-only">
        {split.isSuccess ? taskMessages.stepsNamed : ''}
      </p>
      <ol id={listId} className="flex flex-col gap-2">
        {task.sessions.map((session, index) => (
          // Folded steps are hidden, not removed, so a name being typed in one stays.
          <li key={session.id} hidden={collapsible && !expanded && index >= STEPS_SHOWN}>
            <SessionNameField taskId={task.id} session={session} />
          </li>
        ))}
      </ol>
      {collapsible && (
        <Button
          size="sm"
          variant="ghost"
          className="self-start"
          aria-expanded={expanded}
          aria-controls={listId}
          icon={expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? taskMessages.showFewerSteps : taskMessages.showAllSteps(count)}
        </Button>
      )}
    </section>
  );
}
