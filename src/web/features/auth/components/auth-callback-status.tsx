import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { loadSession } from '../../../lib/auth-client.ts';
import { describeAuthError, needsAccountReset } from '../errors.ts';
import { authDelays, authMessages } from '../messages.ts';
import { DEFAULT_SIGNED_IN_PATH, useDelayedNavigate } from '../navigation.ts';

type CallbackState =
  | { phase: 'checking' }
  | { phase: 'success' }
  | { phase: 'error'; reason: string; detail?: string };

/** What the `error` parameter better-auth adds to the callback URL means for the visitor. */
function errorFromUrl(description: string): CallbackState {
  if (needsAccountReset(description)) {
    return { phase: 'error', reason: authMessages.accountNeedsReset };
  }
  return {
    phase: 'error',
    reason: authMessages.callbackError,
    detail: describeAuthError(description),
  };
}

async function checkSession(): Promise<CallbackState> {
  try {
    const session = await loadSession();
    return session?.user
      ? { phase: 'success' }
      : { phase: 'error', reason: authMessages.callbackNoData };
  } catch (error) {
    const serverFailure = isApiError(error, 'server.internal', 'server.unavailable');
    return {
      phase: 'error',
      reason: serverFailure
        ? authMessages.accountNeedsReset
        : authMessages.callbackSessionSetupFailed,
    };
  }
}

/** /auth/callback: loading, then success (to /my-tasks after 1.5 s) or error (to /login after 2 s). */
export function AuthCallbackStatus({ error }: { error: string | null }) {
  const [state, setState] = useState<CallbackState>(() =>
    error ? errorFromUrl(error) : { phase: 'checking' },
  );
  const checking = state.phase === 'checking';

  useEffect(() => {
    if (!checking) return;
    let active = true;
    checkSession().then((next) => {
      if (active) setState(next);
    });
    return () => {
      active = false;
    };
  }, [checking]);

  useDelayedNavigate(
    state.phase === 'success' ? DEFAULT_SIGNED_IN_PATH : state.phase === 'error' ? '/login' : null,
    state.phase === 'success' ? authDelays.callbackSuccess : authDelays.callbackError,
  );

  return (
    <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
      {state.phase === 'checking' && (
        <>
          <Spinner size="lg" className="text-brand-600" />
          <p className="font-medium text-slate-700">{authMessages.callbackChecking}</p>
        </>
      )}
      {state.phase === 'success' && (
        <>
          <CircleCheck className="size-10 text-emerald-600" aria-hidden="true" />
          <p className="font-medium text-slate-900">{authMessages.callbackSuccess}</p>
        </>
      )}
      {state.phase === 'error' && (
        <>
          <CircleAlert className="size-10 text-red-600" aria-hidden="true" />
          <p className="font-medium text-slate-900">{authMessages.callbackFailed}</p>
          <p className="text-sm text-slate-600">{state.reason}</p>
          {state.detail && <p className="text-sm text-slate-600">{state.detail}</p>}
        </>
      )}
    </div>
  );
}
