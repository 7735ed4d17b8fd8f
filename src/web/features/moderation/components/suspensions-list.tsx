import { useState } from 'react';
import type { SuspendedPerson } from '../../../../shared/moderation.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useLiftSuspension } from '../api.ts';
import { formatInstant, moderationMessages, suspendedText } from '../messages.ts';
import { AuditNoteField, useAuditNote } from './audit-note.tsx';

/** 'Lift suspension', asked once more with the note the audit log keeps. */
function LiftDialog({ suspended }: { suspended: SuspendedPerson }) {
  const [open, setOpen] = useState(false);
  const audit = useAuditNote();
  const lift = useLiftSuspension();
  const confirm = () => {
    const note = audit.take();
    if (note === null) return;
    lift.mutate(
      { userId: suspended.person.id, note },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ variant: 'success', title: moderationMessages.lifted });
        },
        onError: (failure) => audit.failed(failure, moderationMessages.liftFailed),
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      title={moderationMessages.liftTitle}
      description={moderationMessages.liftDescription(suspended.person.username)}
      trigger={<Button variant="secondary">{moderationMessages.lift}</Button>}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button loading={lift.isPending} onClick={confirm}>
            {moderationMessages.lift}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <AuditNoteField audit={audit} />
      </div>
    </Dialog>
  );
}

/** Everyone suspended now, each with the way to lift it. */
export function SuspensionsList({ suspensions }: { suspensions: readonly SuspendedPerson[] }) {
  if (suspensions.length === 0) {
    return <p className="text-sm text-slate-600">{moderationMessages.suspensionsEmpty}</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-slate-100">
      {suspensions.map((suspended) => (
        <li
          key={suspended.person.id}
          className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0 text-sm">
            <p className="font-medium break-words text-slate-900">
              {suspended.person.username}{' '}
              <span className="font-normal break-all text-slate-600">{suspended.person.email}</span>
            </p>
            <p className="text-slate-600">
              {suspendedText(suspended.until)} · since{' '}
              <time dateTime={suspended.since}>{formatInstant(suspended.since)}</time>
            </p>
          </div>
          <LiftDialog suspended={suspended} />
        </li>
      ))}
    </ul>
  );
}
