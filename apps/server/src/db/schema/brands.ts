import { index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PLATFORMS } from '@bizamply/contracts';
import { accounts } from './identity.ts';

export const platformEnum = pgEnum('platform', PLATFORMS);

export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    domain: text('domain'),
    logoUrl: text('logo_url'),
    /** Brand voice for AI drafts: { tone, signOff, avoidWords[], language }. */
    voice: jsonb('voice').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Unique with the id so an item's key can name its brand and account together (comments_brand_account_fk).
  (table) => [uniqueIndex('brands_account_id_unique').on(table.accountId, table.id)],
);

export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    platform: platformEnum('platform').notNull(),
    /** Shop domain, page id, handle or property id: whatever the platform names the connected thing by. */
    externalId: text('external_id').notNull(),
    displayName: text('display_name'),
    credentialsEnc: text('credentials_enc'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastError: text('last_error'),
    needsAttention: text('needs_attention'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('connections_brand_platform_unique').on(table.brandId, table.platform),
    index('connections_account_idx').on(table.accountId),
  ],
);

/**
 * Which customer account holds a platform account (Page, TikTok account, GA4 property, shop ...): at most one
 * (issue 13). Brands of that same account may share it. Written by the `connections_claim` trigger of every
 * connection insert/update (so no write path can skip it) and released by `connections_release` when the
 * account's last connection to it goes; see the custom SQL of migration 0013.
 */
export const platformClaims = pgTable(
  'platform_claims',
  {
    platform: platformEnum('platform').notNull(),
    externalId: text('external_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'platform_claims_pkey', columns: [table.platform, table.externalId] }),
    index('platform_claims_account_idx').on(table.accountId),
  ],
);
