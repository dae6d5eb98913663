import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Instance-wide values every server process must agree on (e.g. the secret that signs and encrypts). */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mail kept by the development transport; served at /dev/mailbox. Shared by every server process. */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dev_mailbox_to_idx').on(table.to, table.createdAt.desc())],
);
