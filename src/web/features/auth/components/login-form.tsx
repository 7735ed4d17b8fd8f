import { LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { signInWithEmail } from '../api.ts';
import { loginErrorText } from '../errors.ts';

export interface LoginFormProps {
  /** Called once the session exists. */
  onSignedIn: () => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const failure = await signInWithEmail(email.trim(), password);
    if (failure) {
      setError(loginErrorText(failure));
      setBusy(false);
      return;
    }
    onSignedIn();
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label="Sign in with e-mail">
      <Input
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="flex flex-col gap-1.5">
        <Input
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextLink to="/forgot-password" className="self-end text-sm">
          Forgot your password?
        </TextLink>
      </div>
      <Notice tone="error">{error}</Notice>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={busy}
        icon={<LogIn aria-hidden="true" />}
      >
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
