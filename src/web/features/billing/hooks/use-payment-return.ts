import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readPaymentResult } from '../../../../shared/domain/payment-result.ts';
import { useAuth } from '../../../lib/auth-client.ts';
import { loginPathFrom } from '../../../lib/return-path.ts';
import { useConfirmPayment } from '../confirm-payment.ts';
import { type ConfirmState, type PaymentOutcome, paymentOutcome } from '../payment-outcome.ts';
import { LOGIN_OFFER_DELAY_MS, type ReturnTiming } from '../return-timing.ts';

export interface PaymentReturn {
  outcome: PaymentOutcome;
  /** A signed-out visitor back from a paid checkout: offer to log in (after a moment). */
  loginOffer: { open: boolean; loginPath: string; close(): void };
  /** Asks the server again after it could not verify the payment. */
  retry(): void;
  retrying: boolean;
  /** Hides the result and clears the address (the subscription page's 'Try Subscription Again'). */
  dismiss(): void;
}

/**
 * The return from a gateway, shared by /subscription and
 * /payment-status with each page's own delays. The query string is read once, when the page
 * opens, so clearing it later leaves the message in place. A success is verified by the server
 * exactly once per return, also under StrictMode's double effects; a reload verifies again, which
 * the server answers with the plan as it is.
 */
export function usePaymentReturn(timing: ReturnTiming): PaymentReturn {
  const location = useLocation();
  const navigate = useNavigate();
  const { user, isPending: authPending } = useAuth();
  const [opened] = useState(() => ({
    result: readPaymentResult(new URLSearchParams(location.search)),
    // Signing in from the login offer comes back here, with the token, to verify the payment.
    loginPath: loginPathFrom({ pathname: location.pathname, search: location.search }),
  }));
  const [dismissed, setDismissed] = useState(false);
  const [offerOpen, setOfferOpen] = useState(false);
  const confirm = useConfirmPayment();
  const confirmedToken = useRef<string | null>(null);
  const { result } = opened;

  const signedIn = user !== null;
  const confirmState: ConfirmState =
    confirm.status === 'success'
      ? 'status' in confirm.data
        ? { status: 'held' }
        : { status: 'success', subscription: confirm.data }
      : confirm.status === 'error'
        ? { status: 'error', error: confirm.error }
        : { status: confirm.status };
  const outcome: PaymentOutcome = dismissed
    ? { kind: 'none' }
    : paymentOutcome({ result, signedIn, authPending, confirm: confirmState });

  const { mutate } = confirm;
  useEffect(() => {
    if (result.kind !== 'success' || authPending || !signedIn) return;
    const { gateway, plan, token } = result;
    if (gateway === null || plan === null || token === null) return;
    if (confirmedToken.current === token) return;
    confirmedToken.current = token;
    mutate({ gateway, plan, token });
  }, [result, authPending, signedIn, mutate]);

  const settled = outcome.kind === 'paid' ? 'paid' : outcome.kind === 'none' ? null : outcome.kind;
  const { pathname } = location;
  useEffect(() => {
    if (settled === null || settled === 'verifying') return;
    const timers: number[] = [];
    const later = (ms: number, run: () => void) => timers.push(window.setTimeout(run, ms));
    if (settled === 'paid') {
      later(timing.successRedirectMs, () => navigate('/my-tasks', { replace: true }));
    } else {
      later(timing.clearAfterOtherMs, () => navigate({ pathname, search: '' }, { replace: true }));
    }
    if (settled === 'session-expired') later(LOGIN_OFFER_DELAY_MS, () => setOfferOpen(true));
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [settled, timing, navigate, pathname]);

  return {
    outcome,
    loginOffer: {
      open: offerOpen && outcome.kind === 'session-expired',
      loginPath: opened.loginPath,
      close: () => setOfferOpen(false),
    },
    retry: () => {
      if (result.kind !== 'success') return;
      const { gateway, plan, token } = result;
      if (gateway !== null && plan !== null && token !== null) mutate({ gateway, plan, token });
    },
    retrying: confirm.isPending,
    dismiss: () => {
      setDismissed(true);
      // Dismissing ends the timer that would clear the address: a reload must not show it again.
      navigate({ pathname, search: '' }, { replace: true });
    },
  };
}
