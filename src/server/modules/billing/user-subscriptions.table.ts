import { boolean, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PLAN_KEYS } from '../../../shared/domain/plans.ts';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { user } from '../auth/auth.table.ts';

export const planKey = pgEnum('plan_key', PLAN_KEYS);
export const paymentProvider = pgEnum('payment_provider', ['stripe', 'paypal', 'sandbox']);

export const userSubscriptions = pgTable('user_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  // One row per user: its state is replaced as the user subscribes, renews or cancels.
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  plan: planKey('plan').notNull().default('free'),
  planDisplay: text('plan_display').notNull().default('Free'),
  isActive: boolean('is_active').notNull().default(false),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  provider: paymentProvider('provider'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  paypalOrderId: text('paypal_order_id'),
  paypalCaptureId: text('paypal_capture_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
