import { DISCOUNT_STATUSES, DISCOUNT_TYPES } from '@bizamply/contracts';
import { index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';
import { brands } from './brands.ts';

/** The brand's Shopify code discounts as last read from (or written to) Shopify. */
export const discounts = pgTable(
  'discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** Shopify's GraphQL id (gid://shopify/DiscountCodeNode/…). */
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    code: text('code'),
    type: text('type', { enum: DISCOUNT_TYPES }).notNull(),
    amount: real('amount').notNull(),
    currencyCode: text('currency_code'),
    status: text('status', { enum: DISCOUNT_STATUSES }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discounts_brand_external_unique').on(table.brandId, table.externalId),
    index('discounts_account_idx').on(table.accountId),
  ],
);
