import type { FastifyBaseLogger } from 'fastify';
import type { ConfirmBody, PendingPayment } from '../../../shared/billing.schemas.ts';
import { GATEWAY_LABELS, type Gateway } from '../../../shared/domain/payment-result.ts';
import { DomainError } from '../../../shared/errors.ts';
import type { JobRunner, Queue } from '../../lib/jobs.ts';

export const PENDING_PAYMENT_JOB = 'billing.pending_payment_check';

/** How long after a held answer the provider is asked again. */
const RECHECK_SECONDS = 15 * 60;
/**
 * PayPal settles a held capture (a review, an e-cheque) within days; one still held after this
 * long is left to support rather than asked about for ever.
 */
const GIVE_UP_AFTER_MS = 30 * 86_400_000;

export interface PendingPaymentJob extends ConfirmBody {
  userId: string;
  /** When the provider first answered that it holds the payment (ISO). */
  heldSince: string;
}

/** What POST /api/billing/confirm answers (202) while the provider holds the payment. */
export const pendingPaymentAnswer = (gateway: Gateway): PendingPayment => ({
  status: 'pending',
  message: `${GATEWAY_LABELS[gateway]} is still confirming this payment. Pro is added as soon as it completes.`,
});

export interface PendingPaymentDeps {
  /**
   * Asks the provider again and grants the payment if it completed, as a confirmation does; true
   * while the provider still holds it.
   */
  recheck(userId: string, body: ConfirmBody): Promise<boolean>;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The checks of payments a provider held when the user came back, as durable jobs keyed by the
 * payment's token: each run asks the provider again, grants the plan once it completed (the
 * user's tabs are told like after any payment), and queues the next run while it is still held.
 * A payment the provider refuses in the end is logged and grants nothing; the return page's
 * 'Check again' then says it failed.
 */
export function schedulePendingPaymentChecks(jobs: JobRunner, deps: PendingPaymentDeps) {
  const queue: Queue<PendingPaymentJob> = jobs.define<PendingPaymentJob>({
    name: PENDING_PAYMENT_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
    handle: async (job) => {
      const { userId, gateway, plan, token } = job;
      let held: boolean;
      try {
        held = await deps.recheck(userId, { gateway, plan, token });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        if (error.code === 'billing.provider_failed') {
          // A provider that does not answer is asked again later, like one that still holds the
          // payment: however long it is down, a payment it completes meanwhile is granted.
          deps.logger.warn({ userId, gateway, token }, 'a held payment could not be checked yet');
          held = true;
        } else {
          // Any other refusal (declined, or no longer allowed) is final.
          deps.logger.warn(
            { userId, gateway, token, code: error.code },
            'a held payment was not completed: nothing granted',
          );
          return;
        }
      }
      if (!held) return;
      if (deps.now().getTime() - Date.parse(job.heldSince) > GIVE_UP_AFTER_MS) {
        deps.logger.warn(
          { userId, gateway, token, heldSince: job.heldSince },
          'a payment is still held by the provider: no longer checked, left to support',
        );
        return;
      }
      await queue.send(job, token, { afterSeconds: RECHECK_SECONDS });
    },
    giveUp: async ({ userId, gateway, token }) => {
      deps.logger.warn(
        { userId, gateway, token },
        'a held payment could not be checked with the provider: left to support',
      );
    },
  });

  return {
    /** Queues the check of a payment the provider holds; one already waiting for it is kept. */
    schedule: async (userId: string, body: ConfirmBody) => {
      await queue.send({ userId, ...body, heldSince: deps.now().toISOString() }, body.token, {
        afterSeconds: RECHECK_SECONDS,
      });
    },
  };
}

export type PendingPaymentChecks = ReturnType<typeof schedulePendingPaymentChecks>;
