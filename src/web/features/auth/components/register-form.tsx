import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/account.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { isSignedInNow, signUpWithEmail } from '../api.ts';
import { signupErrorText } from '../errors.ts';
import { authDelays, authMessages } from '../messages.ts';
import { useDelayedNavigate } from '../navigation.ts';

interface Created {
  message: string;
  next: '/dashboard' | '/login';
}

/** Sign-up, then the automatic login of SPEC.md 8 with its two outcomes and 2 s delay. */
export function RegisterForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  useDelayedNavigate(created?.next ?? null, authDelays.afterSignup);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const failure = await signUpWithEmail({ name: name.trim(), email: email.trim(), password });
    if (failure) {
      setError(signupErrorText(failure));
      setBusy(false);
      return;
    }
    const signedIn = await isSignedInNow();
    setCreated(
      signedIn
        ? { message: authMessages.signupWelcome, next: '/dashboard' }
        : { message: authMessages.signupPleaseLogin, next: '/login' },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <Notice tone="success">{created?.message}</Notice>
      {!created && (
        <form
          onSubmit={handleSubmit}
          className="flex flex-col gap-4"
          aria-label="Create an account with e-mail"
        >
          <Input
            label="Full name"
            name="name"
            autoComplete="name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Input
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Input
            label="Password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Notice tone="error">{error}</Notice>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            loading={busy}
            icon={<UserPlus aria-hidden="true" />}
          >
            {busy ? 'Creating account...' : 'Create account'}
          </Button>
        </form>
      )}
    </div>
  );
}
