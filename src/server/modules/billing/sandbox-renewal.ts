import { addBillingInterval } from '../../../shared/domain/billing-period.ts';
import type { JobRunner, Queue } from '../../lib/jobs.ts';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository.ts';

export const SANDBOX_RENEWAL_JOB = 'billing.sandbox_renewal';

export interface SandboxRenewalJob {
  userId: string;
}

/** What a renewal run found: renewed (and to when), not due until a later end, or nothing to do. */
export type SandboxRenewalOutcome =
  | { kind: 'renewed'; periodEnd: Date }
  | { kind: 'not_due'; periodEnd: Date }
  | { kind: 'stopped' };

type Decision =
  | { kind: 'renew'; from: Date; to: Date }
  | { kind: 'not_due'; periodEnd: Date }
  | { kind: 'stopped' };

/** Only a running, uncancelled test subscription renews, and only once its period has ended. */
function decide(row: SubscriptionRow | null, now: Date): Decision {
  if (
    row === null ||
    row.provider !== 'sandbox' ||
    !row.isActive ||
    row.cancelAtPeriodEnd ||
    row.plan === 'free' ||
    row.currentPeriodEnd === null
  ) {
    return { kind: 'stopped' };
  }
  const end = row.currentPeriodEnd;
  if (end > now) return { kind: 'not_due', periodEnd: end };
  // From the old end, not from now, so the period keeps its anchor day however late this runs.
  return { kind: 'renew', from: end, to: addBillingInterval(end, row.plan) };
}

/** The payment_events id of one period's renewal: a run repeated for it finds it recorded. */
export const sandboxRenewalEventId = (userId: string, oldPeriodEnd: Date) =>
  `renewal:${userId}:${oldPeriodEnd.toISOString()}`;

export interface SandboxRenewalDeps {
  repository: SubscriptionsRepository;
  now: () => Date;
  /** Tells the user's open tabs of their new state. */
  changed(userId: string): Promise<unknown>;
}

const secondsUntil = (end: Date, now: Date) =>
  Math.max(0, Math.ceil((end.getTime() - now.getTime()) / 1000));

/**
 * Renews one user's test subscription if its period has ended, as Stripe would charge a card:
 * one interval from the old end, recorded once, so a run repeated or retried renews once.
 * Answers what it found; the caller queues the next run for the end it names.
 */
export async function renewSandboxSubscription(
  deps: SandboxRenewalDeps,
  userId: string,
): Promise<SandboxRenewalOutcome> {
  const found = decide(await deps.repository.findByUser(userId), deps.now());
  if (found.kind !== 'renew') return found;
  const outcome: { value: SandboxRenewalOutcome } = { value: { kind: 'stopped' } };
  const renewed = await deps.repository.grantOnce({
    userId,
    provider: 'sandbox',
    paymentId: sandboxRenewalEventId(userId, found.from),
    type: 'sandbox.renewal',
    decide: (held) => {
      // Decided again on the locked row: a payment or a cancel may have come in between.
      const locked = decide(held, deps.now());
      if (locked.kind === 'renew' && locked.from.getTime() === found.from.getTime()) {
        outcome.value = { kind: 'renewed', periodEnd: locked.to };
        return { currentPeriodEnd: locked.to };
      }
      outcome.value =
        locked.kind === 'renew' ? { kind: 'not_due', periodEnd: locked.from } : locked;
      return null;
    },
  });
  if (renewed) {
    await deps.changed(userId);
    return outcome.value;
  }
  // Recorded before (a repeated run): nothing more to do for this period but wait for the next.
  return outcome.value.kind === 'renewed'
    ? { kind: 'not_due', periodEnd: outcome.value.periodEnd }
    : outcome.value;
}

/**
 * The test gateway's renewals, as durable jobs keyed by user: each run renews a period that has
 * ended and queues the next run for the new end, so a test subscription renews by itself until
 * cancelled, whichever server runs it. A run that comes early waits again for the real end.
 */
export function scheduleSandboxRenewals(jobs: JobRunner, deps: SandboxRenewalDeps) {
  const queueAt = (queue: Queue<SandboxRenewalJob>, userId: string, periodEnd: Date) =>
    queue.send({ userId }, userId, { afterSeconds: secondsUntil(periodEnd, deps.now()) });

  const queue: Queue<SandboxRenewalJob> = jobs.define<SandboxRenewalJob>({
    name: SANDBOX_RENEWAL_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
    handle: async ({ userId }) => {
      const outcome = await renewSandboxSubscription(deps, userId);
      if (outcome.kind !== 'stopped') await queueAt(queue, userId, outcome.periodEnd);
    },
  });

  return {
    /** Queues the user's next renewal for the end of the period just paid for. */
    schedule: async (userId: string, periodEnd: Date) => {
      await queueAt(queue, userId, periodEnd);
    },
  };
}
