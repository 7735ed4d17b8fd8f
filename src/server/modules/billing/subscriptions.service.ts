import { isPro } from '../../../shared/domain/plans.ts';
import type { Subscription } from '../../../shared/subscription.schemas.ts';
import type { SubscriptionsRepository } from './subscriptions.repository.ts';

export function createSubscriptionsService({
  repository,
  now = () => new Date(),
}: {
  repository: SubscriptionsRepository;
  now?: () => Date;
}) {
  const current = async (userId: string): Promise<Subscription> => {
    const row = await repository.findByUser(userId);
    if (!row) {
      return {
        plan: 'free',
        planDisplay: 'Free',
        isActive: false,
        isPro: false,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      };
    }
    return {
      plan: row.plan,
      planDisplay: row.planDisplay,
      isActive: row.isActive,
      isPro: isPro(row, now()),
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    };
  };

  return {
    current,
    /** The server's Pro check: an active, non-free plan whose period has not ended. */
    isPro: async (userId: string) => (await current(userId)).isPro,
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
