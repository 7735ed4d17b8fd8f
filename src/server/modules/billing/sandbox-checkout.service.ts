import { type PaymentReturn, paymentReturnPath } from '../../../shared/domain/payment-result.ts';
import { billingErrors } from './billing.errors.ts';
import type {
  SandboxCheckout,
  SandboxCheckoutsRepository,
} from './sandbox-checkouts.repository.ts';
import type { SandboxCheckoutStatus } from './sandbox-checkouts.table.ts';
import { sandboxCheckoutPath } from './sandbox-gateway.ts';

/** A test checkout left open longer than this can no longer be paid; it needs no clean-up job. */
export const SANDBOX_CHECKOUT_OPEN_MS = 60 * 60 * 1000;

export const SANDBOX_ACTIONS = ['pay', 'decline', 'cancel'] as const;
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number];

type SettledStatus = Exclude<SandboxCheckoutStatus, 'pending'>;

const OUTCOME: Readonly<Record<SandboxAction, SettledStatus>> = {
  pay: 'paid',
  decline: 'declined',
  cancel: 'cancelled',
};

export const SANDBOX_DECLINE_REASON = 'Your card was declined.';

/** What the checkout page shows: an open checkout takes an action, a closed one says why. */
export type SandboxCheckoutView = SandboxCheckout & { state: SandboxCheckoutStatus | 'expired' };

/** The test checkout page's side: only the checkout's own user may open it or act on it. */
export function createSandboxCheckoutService({
  checkouts,
  appUrl,
  now,
}: {
  checkouts: SandboxCheckoutsRepository;
  appUrl: string;
  now: () => Date;
}) {
  const openedAfter = () => new Date(now().getTime() - SANDBOX_CHECKOUT_OPEN_MS);

  const find = async (userId: string, id: string): Promise<SandboxCheckout> => {
    const checkout = await checkouts.findForUser(id, userId);
    if (!checkout) throw billingErrors.checkoutNotFound();
    return checkout;
  };

  /** Where the browser goes once the checkout ended with `status`, as a provider would send it. */
  const returnUrl = ({ id, plan }: SandboxCheckout, status: SettledStatus): string => {
    const gateway = 'sandbox';
    const result: PaymentReturn =
      status === 'paid'
        ? { status: 'success', gateway, plan, token: id }
        : status === 'declined'
          ? { status: 'failure', gateway, plan, reason: SANDBOX_DECLINE_REASON }
          : { status: 'cancelled', gateway, plan };
    return `${appUrl}${paymentReturnPath(result)}`;
  };

  return {
    view: async (userId: string, id: string): Promise<SandboxCheckoutView> => {
      const checkout = await find(userId, id);
      const expired = checkout.status === 'pending' && checkout.createdAt <= openedAfter();
      return { ...checkout, state: expired ? 'expired' : checkout.status };
    },

    /**
     * Settles the checkout and answers where the browser goes next. The same action sent twice
     * (a double click) goes where the first went; any other action on a closed checkout goes
     * back to its page, which says how it ended.
     */
    act: async (userId: string, id: string, action: SandboxAction): Promise<string> => {
      const status = OUTCOME[action];
      const settled = await checkouts.settle({ id, userId, status, openedAfter: openedAfter() });
      if (settled) return returnUrl(settled, status);
      const checkout = await find(userId, id);
      return checkout.status === status
        ? returnUrl(checkout, status)
        : `${appUrl}${sandboxCheckoutPath(checkout.id)}`;
    },
  };
}

export type SandboxCheckoutService = ReturnType<typeof createSandboxCheckoutService>;
