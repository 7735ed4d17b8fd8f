import type { PaymentResult } from '../../../shared/domain/payment-result.ts';
import type { Subscription } from '../../../shared/subscription.schemas.ts';
import { isApiError } from '../../lib/api-client.ts';
import { billingMessages } from './messages.ts';

/** Where the payment status page sends the user next. */
export type NextStep = 'my-tasks' | 'subscription' | 'dashboard';

/** What a page shows for a gateway's return. */
export type PaymentOutcome =
  | { kind: 'none' }
  /** The server is verifying the payment (or the session is still being read). */
  | { kind: 'verifying' }
  | { kind: 'paid'; subscription: Subscription }
  | { kind: 'session-expired'; message: string }
  | {
      kind: 'problem';
      tone: 'error' | 'info';
      message: string;
      next: NextStep;
      /** The server could not be asked, or the provider did not answer: asking again may work. */
      retryable: boolean;
    };

/** How the server's confirmation of a success return went. */
export type ConfirmState =
  | { status: 'idle' | 'pending' }
  /** The provider still holds the payment; the server grants it once it completes. */
  | { status: 'held' }
  | { status: 'success'; subscription: Subscription }
  | { status: 'error'; error: unknown };

const problem = (
  message: string,
  next: NextStep,
  tone: 'error' | 'info' = 'error',
  retryable = false,
): PaymentOutcome => ({ kind: 'problem', tone, message, next, retryable });

/** The server or the provider could not answer (or answered nonsense): asking again may work. */
function transient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.isServerFailure || error.is('billing.provider_failed');
}

/** /payment-status opened without a return's query string: nothing says which gateway or how. */
export const NO_RETURN: PaymentOutcome = problem(billingMessages.noGateway, 'dashboard');

/**
 * What to show for a return from a gateway. A success is only shown
 * once the server has confirmed it; the query string alone never says 'paid'.
 */
export function paymentOutcome(input: {
  result: PaymentResult;
  signedIn: boolean;
  authPending: boolean;
  confirm: ConfirmState;
}): PaymentOutcome {
  const { result, signedIn, authPending, confirm } = input;
  if (result.kind === 'none') return { kind: 'none' };
  const { gateway } = result;
  if (gateway === null) return problem(billingMessages.noGateway, 'dashboard');

  switch (result.kind) {
    case 'failure':
      return problem(billingMessages.paymentFailed(gateway, result.reason), 'subscription');
    case 'cancelled':
      return problem(billingMessages.paymentCancelled(gateway), 'dashboard', 'info');
    case 'unknown':
      return problem(billingMessages.statusUndetermined, 'dashboard');
    case 'success':
      break;
  }

  if (result.plan === null || result.token === null) {
    // Nothing the server could verify: whether anything was paid is not known here.
    return problem(billingMessages.statusUndetermined, 'dashboard');
  }
  if (authPending) return { kind: 'verifying' };
  if (!signedIn) return { kind: 'session-expired', message: billingMessages.sessionExpired };

  switch (confirm.status) {
    case 'idle':
    case 'pending':
      return { kind: 'verifying' };
    case 'held':
      return problem(billingMessages.paymentHeld(gateway), 'dashboard', 'info', true);
    case 'success':
      // A replayed return after the plan lapsed answers the plan as it is now: not Pro, no thanks.
      return confirm.subscription.isPro
        ? { kind: 'paid', subscription: confirm.subscription }
        : problem(billingMessages.statusUndetermined, 'dashboard');
    case 'error':
      if (isApiError(confirm.error, 'auth.unauthorized')) {
        return { kind: 'session-expired', message: billingMessages.sessionExpired };
      }
      if (transient(confirm.error)) {
        return problem(billingMessages.statusUndetermined, 'dashboard', 'error', true);
      }
      return problem(billingMessages.verificationFailed(gateway), 'dashboard');
  }
}
