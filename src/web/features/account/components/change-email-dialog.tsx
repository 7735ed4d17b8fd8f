import { Mail } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { accountSchemas } from '../../../lib/schema-loaders.ts';
import { useChangeEmail } from '../api.ts';
import { accountMessages, CHANGE_EMAIL_CLOSE_DELAY } from '../messages.ts';

/** 'Change Email': shows the current address, sends a verification link to the new one. */
export function ChangeEmailDialog({ currentEmail }: { currentEmail: string }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const changeEmail = useChangeEmail();
  const sent = changeEmail.isSuccess;

  // The dialog closes by itself 3 s after the mail went out.
  useEffect(() => {
    if (!open || !sent) return;
    const timer = window.setTimeout(() => setOpen(false), CHANGE_EMAIL_CLOSE_DELAY);
    return () => window.clearTimeout(timer);
  }, [open, sent]);

  function handleOpenChange(next: boolean) {
    if (next) {
      setNewEmail('');
      setError(null);
      changeEmail.reset();
    }
    setOpen(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React events bubble through the portal: the profile form around the trigger must not submit.
    event.stopPropagation();
    if (changeEmail.isPending || sent) return;
    const address = newEmail.trim();
    // Loaded already: the profile this dialog belongs to was checked with the same schemas.
    const { emailAddressSchema } = accountSchemas.loaded() ?? (await accountSchemas.load());
    if (!emailAddressSchema.safeParse(address).success) {
      setError(accountMessages.invalidEmail);
      return;
    }
    if (address.toLowerCase() === currentEmail.toLowerCase()) {
      setError(accountMessages.sameEmail);
      return;
    }
    setError(null);
    changeEmail.mutate(address, {
      onError: (failure) =>
        setError(
          // The server names the field for other clients ('newEmail: Invalid email address').
          isApiError(failure, 'request.invalid')
            ? accountMessages.invalidEmail
            : failure.message || accountMessages.changeEmailFailed,
        ),
    });
  }

  return (
    <Dialog
      title="Change Email"
      description="We send a verification link to the new address. The change takes effect once you confirm it."
      open={open}
      onOpenChange={handleOpenChange}
      trigger={
        <Button variant="secondary" icon={<Mail aria-hidden="true" />}>
          Change Email
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{sent ? 'Close' : 'Cancel'}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={changeEmail.isPending} disabled={sent}>
            {changeEmail.isPending ? 'Sending...' : 'Send verification'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <div className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm">
          <span className="text-slate-600">Current email</span>
          <p className="font-medium break-all text-slate-900">{currentEmail}</p>
        </div>
        <Input
          label="New email"
          type="email"
          name="new-email"
          autoComplete="email"
          value={newEmail}
          readOnly={sent}
          onChange={(event) => setNewEmail(event.target.value)}
        />
        <Notice tone="error">{error}</Notice>
        <Notice tone="success" detail={sent ? accountMessages.changeEmailSentDetail : undefined}>
          {sent ? accountMessages.changeEmailSent : null}
        </Notice>
      </form>
    </Dialog>
  );
}
