import { pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { user } from '../auth/auth.table.ts';
import { paymentProvider } from './user-subscriptions.table.ts';

// Each provider event or order is processed once: the unique key turns a replay into a no-op.
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: paymentProvider('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('payment_events_provider_event_id_unique').on(t.provider, t.eventId)],
);
