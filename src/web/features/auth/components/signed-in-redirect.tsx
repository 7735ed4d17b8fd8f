import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import type { AuthNotice } from '../auth-url-params.ts';

/** Sends a visitor who is already signed in on, carrying the page's message along as a toast. */
export function SignedInRedirect({ to, notice }: { to: string; notice?: AuthNotice }) {
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    // Once only, also under StrictMode's double effects, so the message is not shown twice.
    if (done.current) return;
    done.current = true;
    if (notice) toast({ variant: notice.tone, title: notice.text });
    navigate(to, { replace: true });
  }, [navigate, to, notice]);

  return (
    <div className="flex justify-center py-6">
      <Spinner size="lg" className="text-brand-600" label="You are signed in. Redirecting..." />
    </div>
  );
}
