import { index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';
import { brands, platformEnum } from './brands.ts';
import { comments } from './comments.ts';
import { aiGenerations } from './replies.ts';

/**
 * What became of each AI draft (issue 17): sent unchanged, edited (how much), or thrown away (drafted again,
 * or sent as a text far from the draft). One row per generation; the dashboard's draft-quality figures and
 * the brand-voice suggestions read these rows.
 */
export const draftOutcomes = pgTable(
  'draft_outcomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    generationId: uuid('generation_id').references(() => aiGenerations.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    language: text('language').notNull(),
    intent: text('intent').notNull(),
    platform: platformEnum('platform').notNull(),
    outcome: text('outcome').notNull(),
    /** Levenshtein distance between the draft and the sent text, and the same over the longer length. */
    editDistance: integer('edit_distance').notNull(),
    normalizedDistance: real('normalized_distance').notNull(),
    /** Words of the draft the person deleted, and the closing line they added (brand-voice suggestions). */
    removedWords: text('removed_words').array().notNull().default([]),
    draftWords: text('draft_words').array().notNull().default([]),
    addedSignOff: text('added_sign_off'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('draft_outcomes_generation_unique').on(table.generationId),
    index('draft_outcomes_brand_decided_idx').on(table.brandId, table.decidedAt),
    // Deleting a comment (with its brand) deletes its outcomes, found by this key (db/foreign-key-indexes.test.ts).
    index('draft_outcomes_comment_idx').on(table.commentId),
  ],
);
