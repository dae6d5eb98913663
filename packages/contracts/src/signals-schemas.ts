import { z } from 'zod';
import { DASHBOARD_BAR_PERIODS } from './dashboard-messages.ts';
import { INTENTS, LANGUAGE_SOURCES, SENTIMENTS } from './signals.ts';

// The signals' and draft quality's schemas, apart from the constants and labels of signals.ts that the dashboard
// reads at start: a page that only reads those does not build these.
export const itemSignalsSchema = z.object({
  language: z.string(),
  languageSource: z.enum(LANGUAGE_SOURCES),
  sentiment: z.enum(SENTIMENTS),
  intent: z.enum(INTENTS),
  isQuestion: z.boolean(),
  spamScore: z.number(),
  /** Flagged by the score and not marked "Not spam" by a person. */
  isSpam: z.boolean(),
  markedNotSpam: z.boolean(),
  /** The brand's product the text is about (the platform's product, else a title found in the text). */
  productId: z.string().nullable(),
  /** The author matched a Shopify customer of the brand by e-mail or full name. */
  knownCustomer: z.boolean(),
});
export type ItemSignals = z.infer<typeof itemSignalsSchema>;

export const notSpamResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

// ── Draft quality ──

const breakdownRowSchema = z.object({
  key: z.string(),
  drafts: z.number().int(),
  unchangedPercent: z.number(),
  averageEditPercent: z.number(),
  discardedPercent: z.number(),
});
export type DraftQualityRow = z.infer<typeof breakdownRowSchema>;

export const brandVoiceSuggestionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('avoid'), word: z.string(), count: z.number().int(), share: z.number() }),
  z.object({ kind: z.literal('signOff'), signOff: z.string(), count: z.number().int(), share: z.number() }),
]);
export type BrandVoiceSuggestion = z.infer<typeof brandVoiceSuggestionSchema>;

export const draftQualitySchema = z.object({
  drafts: z.number().int(),
  unchangedPercent: z.number(),
  averageEditPercent: z.number(),
  discardedPercent: z.number(),
  byProvider: z.array(breakdownRowSchema),
  byLanguage: z.array(breakdownRowSchema),
  byIntent: z.array(breakdownRowSchema),
  suggestions: z.array(brandVoiceSuggestionSchema),
});
export type DraftQuality = z.infer<typeof draftQualitySchema>;
export const draftQualityResponseSchema = z.object({ success: z.literal(true), data: draftQualitySchema });

/** GET /api/dashboard/draft-quality: the drafts sent in the last 7, 30 or 90 days (default 30). */
export const draftQualityQuerySchema = z.object({
  period: z.enum(DASHBOARD_BAR_PERIODS).default('30d'),
});
