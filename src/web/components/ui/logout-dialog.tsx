import { LogOut, Square } from 'lucide-react';
import { Button } from './button.tsx';
import { Dialog, DialogClose } from './dialog.tsx';

export interface LogoutDialogProps {
  open: boolean;
  /** The task of the focus session that is on. */
  taskTitle: string | null;
  busy: 'stop' | 'keep' | null;
  onStopAndLogOut: () => void;
  onKeepAndLogOut: () => void;
  onCancel: () => void;
}

/** Asks before Logout leaves a focus session running: stop it first, or keep it running. */
export function LogoutDialog({
  open,
  taskTitle,
  busy,
  onStopAndLogOut,
  onKeepAndLogOut,
  onCancel,
}: LogoutDialogProps) {
  const what = taskTitle ? `“${taskTitle}”` : 'a task';
  return (
    <Dialog
      title="Log out during a focus session?"
      size="sm"
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      description={
        <span className="[overflow-wrap:anywhere]">
          Your focus session on {what} is still running.
        </span>
      }
      footer={
        <DialogClose asChild>
          <Button variant="ghost" disabled={busy !== null}>
            Cancel
          </Button>
        </DialogClose>
      }
    >
      {/* The two ways out, one under the other, each saying what becomes of the session. */}
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Button
            className="w-full"
            loading={busy === 'stop'}
            disabled={busy !== null}
            icon={<Square aria-hidden="true" />}
            onClick={onStopAndLogOut}
          >
            Stop session and log out
          </Button>
          <p className="text-sm text-slate-600">It is saved as interrupted, to resume later.</p>
        </div>
        <div className="flex flex-col gap-1.5">
          <Button
            variant="secondary"
            className="w-full"
            loading={busy === 'keep'}
            disabled={busy !== null}
            icon={<LogOut aria-hidden="true" />}
            onClick={onKeepAndLogOut}
          >
            Keep running and log out
          </Button>
          <p className="text-sm text-slate-600">It keeps counting down while you are logged out.</p>
        </div>
      </div>
    </Dialog>
  );
}
