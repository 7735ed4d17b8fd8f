import { and, eq, ne } from 'drizzle-orm';
import type { Gateway } from '../../../shared/domain/payment-result.ts';
import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { paymentEvents } from './payment-events.table.ts';
import { userSubscriptions } from './user-subscriptions.table.ts';

export type SubscriptionRow = typeof userSubscriptions.$inferSelect;

/** A whole new state of the user's subscription, as a payment or a provider decides it. */
export type SubscriptionState = Pick<
  typeof userSubscriptions.$inferInsert,
  | 'plan'
  | 'planDisplay'
  | 'isActive'
  | 'currentPeriodEnd'
  | 'provider'
  | 'cancelAtPeriodEnd'
  | 'stripeCustomerId'
  | 'stripeSubscriptionId'
  | 'paypalOrderId'
  | 'paypalCaptureId'
>;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Makes sure the user has their one row and locks it for the rest of the transaction, so two
 * payments of one user never decide from the same old state.
 */
async function lockRow(tx: Transaction, userId: string): Promise<SubscriptionRow> {
  await tx.insert(userSubscriptions).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .for('update');
  if (!row) throw new Error('The subscription row was not stored.');
  return row;
}

async function write(tx: Transaction, userId: string, state: Partial<SubscriptionState>) {
  await tx
    .update(userSubscriptions)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(userSubscriptions.userId, userId));
}

export function createSubscriptionsRepository({ db }: { db: Database }) {
  return {
    /** The subscriptions that may grant Pro: active, on a paid plan (their period decides). */
    activePaid: () =>
      db
        .select({
          plan: userSubscriptions.plan,
          isActive: userSubscriptions.isActive,
          currentPeriodEnd: userSubscriptions.currentPeriodEnd,
        })
        .from(userSubscriptions)
        .where(and(eq(userSubscriptions.isActive, true), ne(userSubscriptions.plan, 'free'))),

    findByUser: async (userId: string): Promise<SubscriptionRow | null> => {
      const [row] = await db
        .select()
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, userId));
      return row ?? null;
    },

    /**
     * Records `paymentId` and writes the state `decide` makes of the locked row (a whole state,
     * or the fields it changes), in one transaction. False, with nothing changed, when the
     * payment was recorded before (a payment is granted once) or `decide` refuses it with null
     * (nothing recorded either).
     */
    grantOnce: (input: {
      userId: string;
      provider: Gateway;
      paymentId: string;
      /** What the payment was: `payment.confirmed`, `sandbox.renewal`. */
      type: string;
      decide: (current: SubscriptionRow) => Partial<SubscriptionState> | null;
    }): Promise<boolean> =>
      db.transaction(async (tx) => {
        const state = input.decide(await lockRow(tx, input.userId));
        if (state === null) return false;
        const recorded = await tx
          .insert(paymentEvents)
          .values({
            provider: input.provider,
            eventId: input.paymentId,
            type: input.type,
            userId: input.userId,
          })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (recorded.length === 0) return false;
        await write(tx, input.userId, state);
        return true;
      }),

    /**
     * Writes what `decide` makes of the locked row (a whole state, or the fields it changes), or
     * nothing when it answers null or the user no longer exists (a provider may still speak of a
     * deleted account). True when something was written.
     */
    update: async (
      userId: string,
      decide: (current: SubscriptionRow) => Partial<SubscriptionState> | null,
    ): Promise<boolean> => {
      try {
        return await db.transaction(async (tx) => {
          const state = decide(await lockRow(tx, userId));
          if (state === null) return false;
          await write(tx, userId, state);
          return true;
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
    },

    /** Keeps the Stripe customer made for the user, so every later checkout reuses it. */
    saveStripeCustomer: async (userId: string, stripeCustomerId: string): Promise<void> => {
      await db
        .insert(userSubscriptions)
        .values({ userId, stripeCustomerId })
        .onConflictDoUpdate({
          target: userSubscriptions.userId,
          set: { stripeCustomerId, updatedAt: new Date() },
        });
    },

    wasProcessed: async (provider: Gateway, eventId: string): Promise<boolean> => {
      const [row] = await db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
      return row !== undefined;
    },

    markProcessed: async (input: {
      provider: Gateway;
      eventId: string;
      type: string;
      userId: string | null;
    }): Promise<void> => {
      try {
        await db.insert(paymentEvents).values(input).onConflictDoNothing();
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        // The event names an account deleted since: it is kept, without the link.
        await db
          .insert(paymentEvents)
          .values({ ...input, userId: null })
          .onConflictDoNothing();
      }
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
