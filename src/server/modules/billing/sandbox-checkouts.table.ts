import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import type { PaidPlanKey } from '../../../shared/domain/plans.ts';
import { createdAt } from '../../db/columns.ts';
import { user } from '../auth/auth.table.ts';
import { planKey } from './user-subscriptions.table.ts';

export const SANDBOX_CHECKOUT_STATUSES = ['pending', 'paid', 'declined', 'cancelled'] as const;
export type SandboxCheckoutStatus = (typeof SANDBOX_CHECKOUT_STATUSES)[number];

export const sandboxCheckoutStatus = pgEnum('sandbox_checkout_status', SANDBOX_CHECKOUT_STATUSES);

// The local test gateway's checkouts: what a provider would keep on its side.
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    // Random and unguessable: it is the token the return address carries.
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: planKey('plan').$type<PaidPlanKey>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: sandboxCheckoutStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_checkouts_user_id_idx').on(t.userId)],
);
