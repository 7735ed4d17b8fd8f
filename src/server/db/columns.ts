import { customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Text compared byte by byte whatever the database's collation, so keys made to sort as text
 * (task order keys) sort the same in every database and in the browser.
 */
export const byteOrderedText = customType<{ data: string }>({
  dataType: () => 'text COLLATE "C"',
});
