import { isPro } from '../../../shared/domain/plans.ts';
import { SUBSCRIPTION_EVENTS } from '../../../shared/realtime-events.ts';
import type { Subscription } from '../../../shared/subscription.schemas.ts';
import { billingErrors } from './billing.errors.ts';
import { presentSubscription } from './subscription.presenter.ts';
import type { SubscriptionsRepository } from './subscriptions.repository.ts';

export function createSubscriptionsService({
  repository,
  now = () => new Date(),
  publish,
}: {
  repository: SubscriptionsRepository;
  now?: () => Date;
  /** Sends an event to the user's own sockets. */
  publish(userId: string, event: string, payload: unknown): void;
}) {
  const current = async (userId: string): Promise<Subscription> =>
    presentSubscription(await repository.findByUser(userId), now());

  /** The server's Pro check: an active, non-free plan whose period has not ended. */
  const isProUser = async (userId: string) => (await current(userId)).isPro;

  return {
    current,
    /** Answers the user's subscription as it now is, and tells every open tab of theirs. */
    changed: async (userId: string): Promise<Subscription> => {
      const subscription = await current(userId);
      publish(userId, SUBSCRIPTION_EVENTS.changed, subscription);
      return subscription;
    },
    isPro: isProUser,
    /** How many people have Pro now. */
    countPro: async (): Promise<number> => {
      const at = now();
      return (await repository.activePaid()).filter((row) => isPro(row, at)).length;
    },
    /**
     * The one guard of every Pro feature: refuses a user without Pro with `billing.pro_required`
     * and `message`, which names the feature.
     */
    assertPro: async (userId: string, message: string) => {
      if (!(await isProUser(userId))) throw billingErrors.proRequired(message);
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
