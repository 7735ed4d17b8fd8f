import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/password-rule.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { resetPasswordWithToken } from '../api.ts';
import { resetPasswordErrorText } from '../errors.ts';
import { authDelays, authMessages } from '../messages.ts';
import { useDelayedNavigate } from '../navigation.ts';

/** The first broken rule for a new password, or null. */
export function newPasswordError(password: string, confirmation: string): string | null {
  if (password !== confirmation) return authMessages.passwordsDoNotMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return authMessages.passwordTooShort;
  return null;
}

export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useDelayedNavigate(done ? '/login' : null, authDelays.afterPasswordReset);
  const incomplete = password === '' || confirmation === '';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (incomplete || busy || done) return;
    const invalid = newPasswordError(password, confirmation);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    const failure = await resetPasswordWithToken(password, token);
    setBusy(false);
    if (failure) {
      setError(resetPasswordErrorText(failure));
      return;
    }
    setDone(true);
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label="Set a new password">
      <Input
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        value={password}
        readOnly={done}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Input
        label="Confirm new password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={confirmation}
        readOnly={done}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <Notice tone="error">{error}</Notice>
      <Notice tone="success">{done ? authMessages.passwordUpdated : null}</Notice>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={busy}
        disabled={incomplete || done}
        icon={<KeyRound aria-hidden="true" />}
      >
        {busy ? 'Updating...' : 'Update password'}
      </Button>
    </form>
  );
}
