import { useQueryClient } from '@tanstack/react-query';
import { LogIn, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DELETE_CONFIRMATION } from '../../../../shared/account-deletion-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { apiErrorText, isApiError } from '../../../lib/api-client.ts';
import { signOut } from '../../../lib/auth-client.ts';
import { leaveOverlaysByNavigation } from '../../../lib/overlay-history.ts';
import { ACCOUNT_DELETED_LOGIN_PATH, loginPathFrom } from '../../../lib/return-path.ts';
import { useDeleteAccount } from '../api.ts';
import { accountMessages } from '../messages.ts';

/** Where a refusal is said: under the field it is about, by the sign-in it asks for, or below. */
type RefusalPlace = 'password' | 'confirmation' | 'sign-in' | 'form';

interface Refusal {
  place: RefusalPlace;
  text: string;
}

function refusalOf(error: unknown): Refusal {
  if (isApiError(error, 'account.wrong_password')) {
    return { place: 'password', text: accountMessages.deleteAccountWrongPassword };
  }
  if (isApiError(error, 'request.rate_limited')) {
    // The server's words say how long to wait.
    const text = apiErrorText(error, accountMessages.deleteAccountTooManyTries);
    return { place: 'password', text };
  }
  if (isApiError(error, 'account.deletion_not_confirmed')) {
    return { place: 'confirmation', text: accountMessages.deleteAccountNotConfirmed };
  }
  if (isApiError(error, 'account.sign_in_again')) {
    return { place: 'sign-in', text: accountMessages.deleteAccountSignInAgain };
  }
  if (isApiError(error, 'request.invalid')) {
    return { place: 'form', text: accountMessages.deleteAccountInvalid };
  }
  return { place: 'form', text: accountMessages.deleteAccountFailed };
}

/** A refusal about a part the dialog does not show (the profile was out of date) goes below. */
function shownRefusal(refusal: Refusal, hasPassword: boolean): Refusal {
  const hidden: RefusalPlace = hasPassword ? 'sign-in' : 'password';
  return refusal.place === hidden ? { ...refusal, place: 'form' } : refusal;
}

export interface DeleteAccountDialogProps {
  /** Whether the account has a password to confirm with; undefined while the profile loads. */
  hasPassword: boolean | undefined;
}

/**
 * 'Delete account': the password (or, for an account without one, a recent sign-in) and the typed
 * word. Once the server accepts, this device is signed out and cleared, and /login says what
 * happens next.
 */
export function DeleteAccountDialog({ hasPassword }: DeleteAccountDialogProps) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const deletion = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmed = confirmation === DELETE_CONFIRMATION;
  const busy = deletion.isPending || signingOut;
  const refusalAt = (place: RefusalPlace) => (refusal?.place === place ? refusal.text : null);

  function handleOpenChange(next: boolean) {
    if (!next && busy) return;
    if (next) {
      setPassword('');
      setConfirmation('');
      setRefusal(null);
    }
    setOpen(next);
  }

  /** Leaves for /login as signing out does: replacing the dialog's history entry. */
  function leaveFor(path: string) {
    leaveOverlaysByNavigation();
    navigate(path, { replace: true });
    // Drop every cached answer so the next account never sees this one's data.
    queryClient.clear();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed || busy) return;
    if (hasPassword && !password) {
      setRefusal({ place: 'password', text: accountMessages.deleteAccountPasswordMissing });
      passwordRef.current?.focus();
      return;
    }
    setRefusal(null);
    try {
      // Awaited rather than given callbacks: the session ends before the answer is handled, and
      // the signed-in page may be gone by then, which would drop a callback of this component.
      await deletion.mutateAsync({
        confirmation,
        password: hasPassword ? password : undefined,
      });
    } catch (error) {
      // Nothing typed, the password least of all, stays in the cache.
      deletion.reset();
      const next = shownRefusal(refusalOf(error), hasPassword === true);
      setRefusal(next);
      if (next.place === 'password') {
        if (isApiError(error, 'account.wrong_password')) setPassword('');
        passwordRef.current?.focus();
      } else if (next.place === 'confirmation') {
        confirmationRef.current?.focus();
      }
      return;
    }
    leaveFor(ACCOUNT_DELETED_LOGIN_PATH);
  }

  async function signInAgain() {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      toast({ variant: 'error', title: accountMessages.signOutFailed });
      setSigningOut(false);
      return;
    }
    leaveFor(loginPathFrom({ pathname: '/settings' }));
  }

  return (
    <Dialog
      title="Delete your account?"
      description={accountMessages.deleteAccountWarning}
      size="sm"
      open={open}
      onOpenChange={handleOpenChange}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (hasPassword ? passwordRef : confirmationRef).current?.focus();
      }}
      trigger={
        <Button
          variant="danger"
          disabled={hasPassword === undefined}
          icon={<Trash2 aria-hidden="true" />}
        >
          Delete account
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            disabled={!confirmed || signingOut}
            loading={deletion.isPending}
            icon={<Trash2 aria-hidden="true" />}
          >
            {deletion.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {hasPassword ? (
          <Input
            ref={passwordRef}
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={refusalAt('password')}
            onChange={(event) => {
              setPassword(event.target.value);
              if (refusal?.place === 'password') setRefusal(null);
            }}
          />
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
            <p className="text-sm text-slate-700">{accountMessages.deleteAccountFreshSignIn}</p>
            <Notice tone="error" className="w-full">
              {refusalAt('sign-in')}
            </Notice>
            <Button
              variant="secondary"
              size="sm"
              loading={signingOut}
              disabled={busy}
              icon={<LogIn aria-hidden="true" />}
              onClick={signInAgain}
            >
              {signingOut ? 'Signing out...' : 'Sign in again'}
            </Button>
          </div>
        )}
        <Input
          ref={confirmationRef}
          label={accountMessages.deleteAccountConfirmLabel}
          name="confirmation"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          value={confirmation}
          error={refusalAt('confirmation')}
          onChange={(event) => {
            setConfirmation(event.target.value);
            if (refusal?.place === 'confirmation') setRefusal(null);
          }}
        />
        <Notice tone="error">{refusalAt('form')}</Notice>
      </form>
    </Dialog>
  );
}
