import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';
import { brands, platformEnum } from './brands.ts';

/** PostgreSQL's full-text document type (read as its text form; nothing reads it back but the database). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const commentStatusEnum = pgEnum('comment_status', ['pending', 'draft', 'sent']);

/** Reviews and social comments alike: one inbox item each. */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    platform: platformEnum('platform').notNull(),
    externalId: text('external_id').notNull(),
    content: text('content').notNull(),
    rating: real('rating'),
    reviewerName: text('reviewer_name'),
    reviewerEmail: text('reviewer_email'),
    productId: text('product_id'),
    productTitle: text('product_title'),
    productImage: text('product_img'),
    mediaId: text('media_id'),
    postLink: text('post_link'),
    language: text('language'),
    status: commentStatusEnum('status').notNull().default('pending'),
    draftContent: text('draft_content'),
    sentContent: text('sent_content'),
    selectedProductId: text('selected_product_id'),
    productSelectedAt: timestamp('product_selected_at', { withTimezone: true }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    draftedAt: timestamp('drafted_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    responseTimeHours: real('response_time_hours'),
    editDistance: integer('edit_distance'),
    // Signals (issue 17, modules/signals): computed after arrival by the signals job, null until then.
    detectedLanguage: text('detected_language'),
    languageSource: text('language_source'),
    sentiment: text('sentiment'),
    intent: text('intent'),
    isQuestion: boolean('is_question'),
    spamScore: real('spam_score'),
    isSpam: boolean('is_spam').notNull().default(false),
    notSpamAt: timestamp('not_spam_at', { withTimezone: true }),
    matchedProductId: text('matched_product_id'),
    knownCustomer: boolean('known_customer'),
    contentFingerprint: text('content_fingerprint'),
    /** The signals algorithm that computed the row; null = to be computed (new, edited or older algorithm). */
    signalsVersion: smallint('signals_version'),
    /**
     * The search box's document (text, reviewer, product), kept by PostgreSQL: a search tests it as stored
     * instead of building it again for every row it looks at (~10 µs a row), and the GIN index is built on it.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(content, '') || ' ' || coalesce(reviewer_name, '') || ' ' || coalesce(product_title, ''))`,
    ),
  },
  (table) => [
    uniqueIndex('comments_brand_platform_external_unique').on(table.brandId, table.platform, table.externalId),
    // The inbox page: a tab (and a platform chip) in the page's exact order, NULLS included, so a page reads its
    // own rows and stops; a deep page picks its ids from these indexes alone (comment.queries.ts).
    index('comments_inbox_idx').on(
      table.brandId,
      table.status,
      table.postedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('comments_inbox_platform_idx').on(
      table.brandId,
      table.status,
      table.platform,
      table.postedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('comments_brand_posted_idx').on(table.brandId, table.postedAt),
    // The dashboard's activity feed: newest answered items first (≈500 ms → 1 ms at 1M comments, docs/analytics.md).
    index('comments_brand_answered_idx')
      .on(
        table.brandId,
        sql`greatest(${table.draftedAt}, CASE WHEN ${table.status} = 'sent' THEN ${table.respondedAt} END) DESC`,
      )
      .where(sql`${table.draftedAt} IS NOT NULL OR (${table.status} = 'sent' AND ${table.respondedAt} IS NOT NULL)`),
    // The Spam tab and its badge: pending items flagged as spam (few, so a small partial index).
    index('comments_spam_inbox_idx')
      .on(table.brandId, table.platform, table.postedAt.desc())
      .where(sql`${table.isSpam} AND ${table.status} = 'pending'`),
    // The signals job's work list: only rows still to compute are in it.
    index('comments_signals_todo_idx')
      .on(table.brandId)
      .where(sql`${table.signalsVersion} IS NULL`),
    // Duplicate text across a brand's items (a spam signal).
    index('comments_fingerprint_idx')
      .on(table.brandId, table.contentFingerprint)
      .where(sql`${table.contentFingerprint} IS NOT NULL`),
    index('comments_search_idx').using('gin', table.searchVector),
  ],
);
