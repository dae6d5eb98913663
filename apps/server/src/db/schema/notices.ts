import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';
import { brands } from './brands.ts';

/**
 * What the product tells a brand's team in the bell besides new items (issue 16: a daily credit cap reached, a
 * rule that paused itself). The dedupe key makes a notice once-only (one cap notice per brand and day).
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notices_dedupe_unique').on(table.accountId, table.dedupeKey),
    index('notices_brand_created_idx').on(table.brandId, table.createdAt.desc()),
  ],
);
