import type { FastifyBaseLogger } from 'fastify';
import type { Gateway } from '../../../shared/domain/payment-result.ts';

/** Tells support of a payment taken but not granted: it is theirs to refund. */
export function reportRefusedPayment(
  logger: Pick<FastifyBaseLogger, 'warn'>,
  payment: {
    userId: string;
    provider: Gateway;
    paymentId: string;
    stripeSubscriptionId: string | null;
    reason: string;
  },
): void {
  logger.warn(
    payment,
    'payment taken while the user holds Pro elsewhere: not granted (a Stripe subscription is ended at once); refund it',
  );
}
