import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userSubscriptions } from './user-subscriptions.table.ts';

export function createSubscriptionsRepository({ db }: { db: Database }) {
  return {
    findByUser: async (userId: string) => {
      const [row] = await db
        .select()
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, userId));
      return row ?? null;
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
