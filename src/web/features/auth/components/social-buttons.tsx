import { KeyRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { type SocialProvider, startSocialSignIn, usePublicConfig } from '../api.ts';
import { socialErrorText } from '../errors.ts';

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.5 5.5 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.4 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

const providers: { id: SocialProvider; label: string; icon: ReactNode }[] = [
  { id: 'google', label: 'Continue with Google', icon: <GoogleLogo /> },
  {
    id: 'oidc',
    label: 'Continue with single sign-on',
    icon: <KeyRound className="text-slate-600" aria-hidden="true" />,
  },
];

/** One button per configured sign-in provider, then an 'or' divider; nothing when none is set. */
export function SocialButtons() {
  const { data: config } = usePublicConfig();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const available = providers.filter((provider) => config?.socialProviders[provider.id]);

  async function handleClick(provider: SocialProvider) {
    setPending(provider);
    setError(null);
    const failure = await startSocialSignIn(provider);
    // On success the browser is already leaving for the provider; stay busy until it does.
    if (failure) {
      setError(socialErrorText(failure));
      setPending(null);
    }
  }

  if (available.length === 0) return null;

  return (
    <div className="flex flex-col gap-3">
      {available.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          size="lg"
          className="w-full text-sm"
          icon={provider.icon}
          loading={pending === provider.id}
          disabled={pending !== null}
          onClick={() => handleClick(provider.id)}
        >
          {pending === provider.id ? 'Redirecting...' : provider.label}
        </Button>
      ))}
      <Notice tone="error">{error}</Notice>
      <div className="flex items-center gap-3 py-1 text-xs font-medium text-slate-600 uppercase">
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
        or use your e-mail
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
      </div>
    </div>
  );
}
