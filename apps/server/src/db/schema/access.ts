import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** One live e-mail code per user; only its hash is stored. Resend replaces it (the old one stops working). */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_verifications_user_idx').on(table.userId, table.createdAt.desc())],
);

/** Fixed-window counters shared by every server process (login, registration and API limits). */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_window_idx').on(table.windowStart),
  ],
);

/**
 * OAuth/OIDC round trips in flight (Google sign-in, platform connects): the state value, PKCE verifier and
 * nonce live here, not in one server's memory, so the callback may land on any server. Single use.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    purpose: text('purpose').notNull(),
    codeVerifier: text('code_verifier'),
    nonce: text('nonce'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('oauth_states_expires_idx').on(table.expiresAt)],
);

export const passwordTokenPurposeEnum = pgEnum('password_token_purpose', ['reset', 'invitation']);

/**
 * E-mailed password links (reset: 30 minutes; invitation: 7 days). Only the token's SHA-256 is stored, a
 * token works once (`used_at`), and issuing a new one retires the user's older ones of the same purpose.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: passwordTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_tokens_hash_unique').on(table.tokenHash),
    index('password_tokens_user_idx').on(table.userId, table.purpose),
  ],
);
