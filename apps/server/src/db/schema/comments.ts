import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  foreignKey,
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
import { brands, platformEnum } from './brands.ts';

/** PostgreSQL's full-text document type (read as its text form; nothing reads it back but the database). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const commentStatusEnum = pgEnum('comment_status', ['pending', 'draft', 'sent']);

/**
 * The Priority order's rank (issue 16): a rule's priority first (high, normal, low), and within it negative
 * items and questions before the rest. One expression for the index and the ORDER BY, so the order is read
 * from the index.
 */
export function triageRankOf(columns: { priority: AnyColumn; sentiment: AnyColumn; isQuestion: AnyColumn }): SQL {
  return sql`((CASE ${columns.priority} WHEN 'high' THEN 0 WHEN 'low' THEN 4 ELSE 2 END) + (CASE WHEN ${columns.sentiment} = 'negative' OR ${columns.isQuestion} THEN 0 ELSE 1 END))`;
}

/** triageRankOf as SQL text over `alias`'s columns, for the inbox page's hand-written statement (comment.queries.ts). */
export function triageRankText(alias: string): string {
  return `((CASE ${alias}priority WHEN 'high' THEN 0 WHEN 'low' THEN 4 ELSE 2 END) + (CASE WHEN ${alias}sentiment = 'negative' OR ${alias}is_question THEN 0 ELSE 1 END))`;
}

/** Reviews and social comments alike: one inbox item each. */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    brandId: uuid('brand_id').notNull(),
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
    // Triage and automation (issue 16, modules/automation).
    /** Bumped (by a trigger) when the text changes or a person marks the item "Not spam": rules run again. */
    revision: integer('revision').notNull().default(1),
    /** The revision the rules last ran on; null = never (a new item). */
    automatedRevision: integer('automated_revision'),
    /** Why the item waits for a person (built-in hold or a rule); null = it does not. */
    heldReason: text('held_reason'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** high / normal / low, set by a rule; null = normal. */
    priority: text('priority'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'awaiting' while a rule's draft waits in the approval queue. */
    approvalState: text('approval_state'),
    approvalChannel: text('approval_channel'),
    approvalRunId: uuid('approval_run_id'),
    /** When the built-in hold or a rule last acted on the item (its automation history is not empty). */
    lastAutomatedAt: timestamp('last_automated_at', { withTimezone: true }),
  },
  (table) => [
    // One key to the brand and its account together: an item is its brand's account's (tenancy), and a new item pays
    // one foreign-key check instead of two (docs/performance.md "Issue 15, thirteenth pass: ingestion"). Deleting
    // an account deletes its brands and so their items.
    foreignKey({
      name: 'comments_brand_account_fk',
      columns: [table.accountId, table.brandId],
      foreignColumns: [brands.accountId, brands.id],
    }).onDelete('cascade'),
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
    // Rules run once signals are computed: the automation job's work list holds only rows still to evaluate.
    index('comments_automation_todo_idx')
      .on(table.accountId)
      .where(
        sql`${table.signalsVersion} IS NOT NULL AND ${table.automatedRevision} IS DISTINCT FROM ${table.revision}`,
      ),
    // "Needs a person": unanswered held items (few, so a small partial index).
    index('comments_held_idx')
      .on(table.brandId, table.platform, table.postedAt.desc())
      .where(sql`${table.heldReason} IS NOT NULL AND ${table.status} <> 'sent' AND NOT ${table.isSpam}`),
    index('comments_approval_idx')
      .on(table.brandId, table.postedAt)
      .where(sql`${table.approvalState} = 'awaiting'`),
    // The inbox's Priority order: an unanswered tab's rows by triage rank, then oldest first, read in index order.
    // Partial: answered items (most of a large inbox) are not in it, which keeps it small and cheap to write.
    index('comments_priority_idx')
      .on(table.brandId, table.status, triageRankOf(table), table.postedAt, table.id)
      .where(sql`${table.status} <> 'sent'`),
  ],
);
