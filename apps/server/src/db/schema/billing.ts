import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './identity.ts';
import { brands } from './brands.ts';

export const chargeKindEnum = pgEnum('charge_kind', ['subscription', 'one_time']);
export const chargeStatusEnum = pgEnum('charge_status', ['pending', 'active', 'failed', 'cancelled']);

/**
 * Shopify Billing charges: plan subscriptions and one-time credit packs. Credits are granted through the
 * ledger with the key `charge:<id>` (first period / the pack) and `charge:<id>:period:<n>` (later periods),
 * so a webhook, a status poll and a replayed return can all report the same charge and credit it once.
 */
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: chargeKindEnum('kind').notNull(),
    /** The plan's account type (subscriptions) or the pack's name (one-time purchases). */
    product: text('product').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Credits per period (subscription) or of the pack. */
    credits: integer('credits').notNull(),
    shop: text('shop').notNull(),
    /** Shopify's GraphQL id (gid://shopify/AppSubscription/…) and the numeric id of the return address. */
    shopifyGid: text('shopify_gid').notNull(),
    shopifyChargeId: text('shopify_charge_id').notNull(),
    status: chargeStatusEnum('status').notNull().default('pending'),
    /** How many periods (or the one pack) were credited; the ledger keys make each grant happen once. */
    grantedPeriods: integer('granted_periods').notNull().default(0),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('charges_shopify_gid_unique').on(table.shopifyGid),
    index('charges_account_charge_idx').on(table.accountId, table.shopifyChargeId),
    index('charges_status_period_idx').on(table.status, table.currentPeriodEnd),
  ],
);
