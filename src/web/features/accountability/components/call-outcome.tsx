import type { CallOutcome } from '../../../../shared/domain/accountability.ts';
import { CALL_OUTCOMES } from '../../../../shared/domain/accountability.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { apiErrorText } from '../../../lib/api-client.ts';
import { useRecordOutcome } from '../api/record-outcome.ts';

const LABELS: Record<CallOutcome, string> = { done: 'Done', partly: 'Partly', not_yet: 'Not yet' };

/** After the call: how the goal went, saved with the call. */
export function CallOutcomeQuestion({ roomName, goal }: { roomName: string; goal: string | null }) {
  const outcome = useRecordOutcome(roomName);
  const saved = outcome.isSuccess ? outcome.variables : null;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-slate-900">
        {goal ? `How did “${goal}” go?` : 'How did your session go?'}
      </legend>
      <div className="flex flex-wrap gap-2">
        {CALL_OUTCOMES.map((value) => (
          <Button
            key={value}
            variant={saved === value ? 'primary' : 'secondary'}
            aria-pressed={saved === value}
            loading={outcome.isPending && outcome.variables === value}
            disabled={outcome.isPending}
            onClick={() => outcome.mutate(value)}
          >
            {LABELS[value]}
          </Button>
        ))}
      </div>
      <Notice tone="success">{saved ? `Saved: ${LABELS[saved]}. Thank you!` : null}</Notice>
      <Notice tone="error">
        {outcome.isError
          ? apiErrorText(outcome.error, 'Could not save how it went. Please try again.')
          : null}
      </Notice>
    </fieldset>
  );
}
