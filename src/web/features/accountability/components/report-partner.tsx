import { Flag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { Partner } from '../../../../shared/accountability.schemas.ts';
import { REPORT_REASON_MAX_LENGTH } from '../../../../shared/domain/accountability.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { apiErrorText } from '../../../lib/api-client.ts';
import { accountabilitySchemas } from '../../../lib/schema-loaders.ts';
import { useReportPartner } from '../api/report-partner.ts';

const FORM_ID = 'report-partner-form';

/** Report partner: what happened, in the user's words, for a person to review. */
export function ReportPartner({ roomName, partner }: { roomName: string; partner: Partner }) {
  const report = useReportPartner(roomName);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  if (report.isSuccess) {
    return <Notice tone="success">Thank you. Your report was sent and will be reviewed.</Notice>;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A check that cannot load (no network) leaves the judging to the server, which applies the
    // same schema: the request then fails with its reason.
    const schemas =
      accountabilitySchemas.loaded() ?? (await accountabilitySchemas.load().catch(() => null));
    const parsed = schemas?.reportPartnerSchema.safeParse({ roomName, reason });
    if (parsed && !parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Say what happened.');
      return;
    }
    setInvalid(null);
    report.mutate(parsed ? parsed.data.reason : reason, { onSuccess: () => setOpen(false) });
  };

  return (
    <>
      <Button variant="secondary" icon={<Flag aria-hidden="true" />} onClick={() => setOpen(true)}>
        Report partner
      </Button>
      <Dialog
        title={`Report ${partner.username}`}
        description="Tell us what happened. Reports are reviewed by people."
        open={open}
        onOpenChange={(next) => {
          if (!report.isPending) setOpen(next);
        }}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost" disabled={report.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" form={FORM_ID} variant="danger" loading={report.isPending}>
              Send report
            </Button>
          </>
        }
      >
        <form id={FORM_ID} onSubmit={submit} noValidate className="flex flex-col gap-3">
          <Textarea
            label="What happened?"
            hint={`${reason.length} / ${REPORT_REASON_MAX_LENGTH} characters`}
            value={reason}
            maxLength={REPORT_REASON_MAX_LENGTH}
            rows={5}
            required
            aria-invalid={invalid !== null}
            onChange={(event) => setReason(event.target.value)}
          />
          <Notice tone="error">
            {invalid ??
              (report.isError
                ? apiErrorText(report.error, 'Could not send the report. Please try again.')
                : null)}
          </Notice>
        </form>
      </Dialog>
    </>
  );
}
