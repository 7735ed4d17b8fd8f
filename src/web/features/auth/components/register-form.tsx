import { UserPlus } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { USERNAME_MAX_LENGTH, usernameFromEmail } from '../../../../shared/name-rules.ts';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/password-rule.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { NETWORK_ERROR_CODE } from '../../../lib/api-client.ts';
import { isSignedInNow, signUpWithEmail } from '../api.ts';
import { signupErrorText } from '../errors.ts';
import { authDelays, authMessages } from '../messages.ts';
import { useDelayedNavigate } from '../navigation.ts';

/** The account schemas: the browser loads them once, whoever asks first. */
const accountRules = () => import('../../../../shared/account.schemas.ts');

interface Created {
  message: string;
  next: '/dashboard' | '/login';
}

interface FieldErrors {
  name?: string;
  username?: string;
}

/** Sign-up, then the automatic login with its two outcomes and 2 s delay. */
export function RegisterForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [created, setCreated] = useState<Created | null>(null);
  useDelayedNavigate(created?.next ?? null, authDelays.afterSignup);
  // The name and username rules (zod) load beside the form, which shows without them.
  useEffect(() => {
    accountRules().catch(() => undefined);
  }, []);
  // What the server makes of the address when no username is given (before adding a number
  // when another account has it).
  const suggestion = email.includes('@') ? usernameFromEmail(email.trim()) : undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const schemas = await accountRules().catch(() => null);
    if (!schemas) {
      setError(signupErrorText({ code: NETWORK_ERROR_CODE }));
      return;
    }
    const { fullNameSchema, usernameSchema } = schemas;
    const fullName = fullNameSchema.safeParse(name);
    const chosen = username.trim() === '' ? null : usernameSchema.safeParse(username);
    const errors: FieldErrors = {
      name: fullName.success ? undefined : fullName.error.issues[0]?.message,
      username: chosen && !chosen.success ? chosen.error.issues[0]?.message : undefined,
    };
    setFieldErrors(errors);
    if (!fullName.success || (chosen && !chosen.success)) return;

    setBusy(true);
    const failure = await signUpWithEmail({
      name: fullName.data,
      email: email.trim(),
      password,
      ...(chosen ? { username: chosen.data } : {}),
    });
    if (failure) {
      if (failure.code === 'account.username_taken') setFieldErrors({ username: failure.message });
      else setError(signupErrorText(failure));
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
            error={fieldErrors.name}
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
            label="Username"
            name="username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={USERNAME_MAX_LENGTH}
            placeholder={suggestion}
            hint="Optional: without one, it is made from your e-mail address. You can change it in Settings."
            value={username}
            error={fieldErrors.username}
            onChange={(event) => setUsername(event.target.value)}
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
