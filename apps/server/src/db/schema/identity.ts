import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const userRoleEnum = pgEnum('user_role', ['user', 'admin', 'super_admin']);
export const accountTypeEnum = pgEnum('account_type', ['free', 'basic', 'premium', 'enterprise']);
export const userStatusEnum = pgEnum('user_status', ['active', 'inactive', 'banned']);

/** The spec's bizamplyId: a company that owns brands, users and credits. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyName: text('company_name'),
  /** Onboarding progress as the spec's onboard-status reports it (e.g. 'started', 'brands_created', 'completed'). */
  setupStatus: text('setup_status').notNull().default('started'),
  companySize: text('company_size'),
  industry: text('industry'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    passwordHash: text('password_hash'),
    /** Google's stable subject id, for users who sign in with Google. */
    googleSub: text('google_sub'),
    role: userRoleEnum('role').notNull().default('user'),
    accountType: accountTypeEnum('account_type').notNull().default('free'),
    status: userStatusEnum('status').notNull().default('active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Added by an administrator (invited): their initial credits replace the welcome bonus. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    firstimeSetup: integer('firstime_setup').notNull().default(0),
    profilePic: text('profile_pic'),
    phone: text('phone'),
    location: text('location'),
    birthday: text('birthday'),
    bio: text('bio'),
    jobRole: text('job_role'),
    /** Shop credentials arrive from the store install link; the token is encrypted at rest. */
    shopifyDomain: text('shopify_domain'),
    shopifySessionId: text('shopify_session_id'),
    shopifyAccessTokenEnc: text('shopify_access_token_enc'),
    shopifyScope: text('shopify_scope'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_google_sub_unique').on(table.googleSub),
    index('users_account_idx').on(table.accountId),
  ],
);

/** Opaque bearer tokens; only their SHA-256 is stored, so a database leak reveals no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    device: text('device'),
    ipAddress: text('ip_address'),
    loginMethod: text('login_method').notNull().default('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

export const loginHistory = pgTable(
  'login_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    success: boolean('success').notNull(),
    loginMethod: text('login_method').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_history_user_idx').on(table.userId, table.createdAt)],
);
