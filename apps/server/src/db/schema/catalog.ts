import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';
import { brands, platformEnum } from './brands.ts';

/** Products synced from Shopify (for review context and the Instagram product association). */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    handle: text('handle'),
    imageUrl: text('image_url'),
    price: real('price'),
    description: text('description'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_brand_external_unique').on(table.brandId, table.externalId),
    index('products_account_idx').on(table.accountId),
  ],
);

/**
 * Webhook deliveries already accepted, keyed by the platform's delivery id: a redelivery is a no-op. `brand_id` has
 * no foreign key (migration 0031): the batch statement locks each brand of the batch once and records only the
 * deliveries whose brand exists (webhooks.queries.ts insertDeliveries), and deleting a brand deletes its deliveries
 * by a trigger on `brands` — instead of PostgreSQL's check of every delivery row.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    platform: platformEnum('platform').notNull(),
    deliveryId: text('delivery_id').notNull(),
    brandId: uuid('brand_id'),
    topic: text('topic'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('webhook_deliveries_unique').on(table.platform, table.deliveryId)],
);

/**
 * The brand's Shopify customers (id, e-mail, name, order count), synced with the catalogue: the signals job
 * matches an item's author against them locally. Orders themselves are read live from Shopify when a reply is
 * drafted, so their status is never stale.
 */
export const shopCustomers = pgTable(
  'shop_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    email: text('email'),
    displayName: text('display_name'),
    /** Lower-case, accents and punctuation removed: "Chloé Dubois" and "chloe  dubois" meet. */
    nameKey: text('name_key'),
    ordersCount: integer('orders_count').notNull().default(0),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_customers_brand_external_unique').on(table.brandId, table.externalId),
    index('shop_customers_email_idx').on(table.brandId, table.email),
    index('shop_customers_name_idx').on(table.brandId, table.nameKey),
  ],
);
