import { clsx } from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import {
  REPORT_DECISIONS,
  type ReportDecision,
  SUSPENSION_DAYS,
  type SuspensionDays,
} from '../../../../shared/domain/moderation.ts';
import type { ReportDecisionBody } from '../../../../shared/moderation.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useDecideReport } from '../api.ts';
import { moderationMessages, REPORTS_HEADING_ID, suspensionLength } from '../messages.ts';
import { AuditNoteField, useAuditNote } from './audit-note.tsx';

const FOR_GOOD = 'for-good';
const LENGTHS: readonly SuspensionDays[] = [...SUSPENSION_DAYS, null];

function bodyOf(decision: ReportDecision, note: string, days: SuspensionDays): ReportDecisionBody {
  return decision === 'suspend' ? { decision, note, days } : { decision, note };
}

/**
 * What the admin decides about one report: dismiss, warn or suspend (for how long), with the
 * note the audit log keeps. The note is kept while the request fails, so nothing typed is lost.
 */
export function DecisionForm({
  reportId,
  onlyDismiss,
}: {
  reportId: string;
  /** The reported account is gone: there is nobody to warn or suspend. */
  onlyDismiss: boolean;
}) {
  const name = useId();
  const [decision, setDecision] = useState<ReportDecision>('dismiss');
  const [days, setDays] = useState<SuspensionDays>(7);
  const audit = useAuditNote();
  const decide = useDecideReport();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const note = audit.take();
    if (note === null) return;
    decide.mutate(
      { reportId, body: bodyOf(decision, note, days) },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: moderationMessages.decided });
          // The card goes with its button: focus moves to the list's heading, not the page's top.
          document.getElementById(REPORTS_HEADING_ID)?.focus();
        },
        onError: (failure) => audit.failed(failure, moderationMessages.decideFailed),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">
          {moderationMessages.decisionLegend}
        </legend>
        <div className="flex flex-wrap gap-2">
          {REPORT_DECISIONS.map((choice) => {
            const disabled = onlyDismiss && choice !== 'dismiss';
            return (
              <label
                key={choice}
                className={clsx(
                  'flex min-h-10 items-center gap-2 rounded-xl border px-3 text-sm',
                  decision === choice
                    ? 'border-brand-500 bg-brand-50 text-brand-900'
                    : 'border-slate-200 text-slate-800',
                  disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={choice}
                  checked={decision === choice}
                  disabled={disabled}
                  onChange={() => setDecision(choice)}
                  className="accent-brand-600"
                />
                {moderationMessages.decisions[choice]}
              </label>
            );
          })}
        </div>
      </fieldset>
      {onlyDismiss && <p className="text-sm text-slate-600">{moderationMessages.onlyDismiss}</p>}
      {decision === 'suspend' && (
        <Select
          label={moderationMessages.lengthLabel}
          value={days === null ? FOR_GOOD : String(days)}
          onChange={(event) =>
            setDays(
              LENGTHS.find((length) => String(length ?? FOR_GOOD) === event.target.value) ?? null,
            )
          }
          className="max-w-xs"
        >
          {LENGTHS.map((length) => (
            <option key={String(length)} value={length === null ? FOR_GOOD : String(length)}>
              {suspensionLength(length)}
            </option>
          ))}
        </Select>
      )}
      <AuditNoteField audit={audit} />
      <div>
        <Button
          type="submit"
          variant={decision === 'suspend' ? 'danger' : 'primary'}
          loading={decide.isPending}
        >
          {moderationMessages.submit}
        </Button>
      </div>
    </form>
  );
}
