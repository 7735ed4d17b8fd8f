import { CalendarPlus, Copy, Lock, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useProStatus } from '../../../lib/use-pro-status.ts';
import { useCalendarFeedLink, useResetCalendarFeed } from '../api.ts';
import { calendarMessages } from '../messages.ts';

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ variant: 'success', title: calendarMessages.copied });
  } catch {
    toast({ variant: 'error', title: calendarMessages.copyFailed });
  }
}

/** 'Reset link', asked once more: the address in people's calendars stops at once. */
function ResetLinkDialog() {
  const [open, setOpen] = useState(false);
  const reset = useResetCalendarFeed();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      title={calendarMessages.resetTitle}
      description={calendarMessages.resetDescription}
      trigger={
        <Button variant="secondary" icon={<RefreshCw aria-hidden="true" />}>
          Reset link
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={reset.isPending}
            onClick={() =>
              reset.mutate(undefined, {
                onSuccess: () => {
                  setOpen(false);
                  toast({ variant: 'success', title: calendarMessages.resetDone });
                },
                onError: () => toast({ variant: 'error', title: calendarMessages.resetFailed }),
              })
            }
          >
            Reset link
          </Button>
        </>
      }
    />
  );
}

function FeedLink() {
  const link = useCalendarFeedLink(true);
  const create = useResetCalendarFeed();
  if (link.isPending) return <Spinner size="sm" />;
  if (link.isError) {
    return (
      <LoadFailed
        message={calendarMessages.loadFailed}
        retrying={link.isFetching}
        onRetry={() => link.refetch()}
      />
    );
  }
  const { url } = link.data;
  if (url === null) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-sm text-slate-700">{calendarMessages.none}</p>
        <Button
          loading={create.isPending}
          icon={<CalendarPlus aria-hidden="true" />}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: () => toast({ variant: 'success', title: calendarMessages.created }),
              onError: () => toast({ variant: 'error', title: calendarMessages.resetFailed }),
            })
          }
        >
          Create link
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Input
        label={calendarMessages.addressLabel}
        hint={calendarMessages.addressHint}
        value={url}
        readOnly
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex flex-wrap gap-3">
        <Button icon={<Copy aria-hidden="true" />} onClick={() => copy(url)}>
          Copy
        </Button>
        <ResetLinkDialog />
      </div>
    </div>
  );
}

/** 'Calendar feed': a private address calendar apps subscribe to (Pro). */
export function CalendarFeedSection() {
  const { isPro, pending } = useProStatus();
  return (
    <SettingsCard
      id="calendar-feed"
      title="Calendar feed"
      description={calendarMessages.description}
    >
      {pending ? (
        <Spinner size="sm" />
      ) : isPro ? (
        <FeedLink />
      ) : (
        <div className="flex flex-col items-start gap-4">
          <p className="text-sm text-slate-700">{calendarMessages.proOnly}</p>
          <Link to="/subscription" className={buttonClasses({ variant: 'secondary' })}>
            <Lock aria-hidden="true" />
            Upgrade to Pro
          </Link>
        </div>
      )}
    </SettingsCard>
  );
}
