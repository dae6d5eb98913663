import { index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
  (table) => [index('brands_account_idx').on(table.accountId)],
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
