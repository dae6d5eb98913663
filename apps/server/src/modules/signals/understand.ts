import type { ItemSignals, Platform } from '@bizamply/contracts';
import { looksLikeQuestion } from './cues.ts';
import { complaintOf, intentOf } from './intent.ts';
import { detectLanguage, type languageDetector } from '../../lib/language.ts';
import { matchProduct, type CatalogueProduct } from './products.ts';
import { sentimentOf } from './sentiment.ts';
import { isSpamScore, spamScore } from './spam.ts';
import { contentFingerprint } from '../../lib/text.ts';

/** Bump when the computation changes: every stored row is then computed again by the signals job. */
export const SIGNALS_VERSION = 1;

export interface ItemText {
  content: string;
  rating: number | null;
  platform: Platform;
  /** The language the platform gave (a review widget's locale), if any. */
  language: string | null;
  productId: string | null;
  productTitle: string | null;
  notSpamAt: Date | null;
}

/** What the item's brand knows, looked up by the caller (in batches for the job). */
export interface ItemContext {
  brandLanguage: string | null;
  catalogue: readonly CatalogueProduct[];
  knownCustomer: boolean;
  /** Other items of the brand with the same fingerprint. */
  duplicates: number;
}

export type Detector = Awaited<ReturnType<typeof languageDetector>>;

/** Offline and deterministic: the same item and context always give the same signals. */
export function understandItem(detector: Detector, item: ItemText, context: ItemContext): ItemSignals {
  const language = detectLanguage(detector, item.content, {
    platformLanguage: item.language,
    brandLanguage: context.brandLanguage,
  });
  const spam = spamScore({ content: item.content, duplicates: context.duplicates });
  const flagged = isSpamScore(spam.score);
  const markedNotSpam = item.notSpamAt !== null;
  const complaint = complaintOf(item.content, item.rating);
  const isQuestion = looksLikeQuestion(item.content);
  const sentiment = sentimentOf({ text: item.content, rating: item.rating, complaint: complaint !== null });
  return {
    language: language.language,
    languageSource: language.source,
    sentiment,
    intent: intentOf({ spam: flagged && !markedNotSpam, complaint, isQuestion, sentiment }),
    isQuestion,
    spamScore: spam.score,
    isSpam: flagged && !markedNotSpam,
    markedNotSpam,
    productId: matchProduct(item.content, item, context.catalogue),
    knownCustomer: context.knownCustomer,
  };
}

export { contentFingerprint };
