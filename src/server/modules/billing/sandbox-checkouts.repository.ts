import { and, eq, gt } from 'drizzle-orm';
import type { PaidPlanKey } from '../../../shared/domain/plans.ts';
import type { Database } from '../../db/client.ts';
import { type SandboxCheckoutStatus, sandboxCheckouts } from './sandbox-checkouts.table.ts';

export type SandboxCheckout = typeof sandboxCheckouts.$inferSelect;

export function createSandboxCheckoutsRepository({ db }: { db: Database }) {
  return {
    create: async (values: {
      id: string;
      userId: string;
      plan: PaidPlanKey;
      amountCents: number;
      createdAt: Date;
    }): Promise<void> => {
      await db.insert(sandboxCheckouts).values(values);
    },

    /** The checkout, only when it is `userId`'s own. */
    findForUser: async (id: string, userId: string): Promise<SandboxCheckout | null> => {
      const [row] = await db
        .select()
        .from(sandboxCheckouts)
        .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.userId, userId)));
      return row ?? null;
    },

    /**
     * Moves the user's pending checkout, opened after `openedAfter`, to `status`; null when there
     * is no such checkout (another user's, settled before, or expired).
     */
    settle: async (input: {
      id: string;
      userId: string;
      status: Exclude<SandboxCheckoutStatus, 'pending'>;
      openedAfter: Date;
    }): Promise<SandboxCheckout | null> => {
      const [row] = await db
        .update(sandboxCheckouts)
        .set({ status: input.status })
        .where(
          and(
            eq(sandboxCheckouts.id, input.id),
            eq(sandboxCheckouts.userId, input.userId),
            eq(sandboxCheckouts.status, 'pending'),
            gt(sandboxCheckouts.createdAt, input.openedAfter),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type SandboxCheckoutsRepository = ReturnType<typeof createSandboxCheckoutsRepository>;
