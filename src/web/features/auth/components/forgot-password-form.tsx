import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { requestPasswordResetEmail } from '../api.ts';
import { forgotPasswordErrorText } from '../errors.ts';
import { authMessages } from '../messages.ts';

/** Asks for a reset link; the server answers alike whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blank = email.trim() === '';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank || busy) return;
    setBusy(true);
    setSent(false);
    setError(null);
    const failure = await requestPasswordResetEmail(email.trim());
    setBusy(false);
    if (failure) setError(forgotPasswordErrorText(failure));
    else setSent(true);
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label="Request a reset link">
      <Input
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Notice tone="success" detail={sent ? authMessages.resetEmailHint : undefined}>
        {sent ? authMessages.resetEmailSent : null}
      </Notice>
      <Notice tone="error">{error}</Notice>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={busy}
        disabled={blank}
        icon={<Mail aria-hidden="true" />}
      >
        {busy ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
