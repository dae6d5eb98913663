import type { ItemIntent, ItemSentiment } from '@bizamply/contracts';
import { DELIVERY_CUES, QUALITY_CUES, SERVICE_CUES, SIZING_CUES, matchesAny } from './cues.ts';

export type Complaint = Extract<
  ItemIntent,
  'delivery_complaint' | 'quality_complaint' | 'sizing_complaint' | 'service_complaint'
>;

/** What went wrong, in the order a reply should deal with it (a broken item that support ignored: quality). */
export function complaintOf(text: string, rating: number | null): Complaint | null {
  // Someone who gave 4 or 5 stars is not complaining, even about two extra days of shipping.
  if (rating !== null && rating >= 4) return null;
  const lower = text.toLowerCase();
  if (matchesAny(lower, DELIVERY_CUES)) return 'delivery_complaint';
  if (matchesAny(lower, QUALITY_CUES)) return 'quality_complaint';
  if (matchesAny(lower, SIZING_CUES)) return 'sizing_complaint';
  if (matchesAny(lower, SERVICE_CUES)) return 'service_complaint';
  return null;
}

/** The one intent an item gets: spam, then a complaint, then a question, then praise, else other. */
export function intentOf(input: {
  spam: boolean;
  complaint: Complaint | null;
  isQuestion: boolean;
  sentiment: ItemSentiment;
}): ItemIntent {
  if (input.spam) return 'spam';
  if (input.complaint) return input.complaint;
  if (input.isQuestion) return 'question';
  if (input.sentiment === 'positive') return 'praise';
  return 'other';
}
