/**
 * What we understand of an inbox item (issue 17), computed offline and stored per item so the composers
 * and the automation rules (issue 16) read the same signals: the language, the mood, what the person wants,
 * the product they mean, whether they bought from the store, and how spammy the text looks.
 */

/** The languages the built-in composer answers in; others are detected and stored, answered in the fallback. */
export const REPLY_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'] as const;
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<ReplyLanguage, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
};

export const SENTIMENTS = ['negative', 'neutral', 'positive'] as const;
export type ItemSentiment = (typeof SENTIMENTS)[number];

/** What the person wants: one main intent per item, complaints split by what went wrong. */
export const INTENTS = [
  'question',
  'delivery_complaint',
  'quality_complaint',
  'sizing_complaint',
  'service_complaint',
  'praise',
  'spam',
  'other',
] as const;
export type ItemIntent = (typeof INTENTS)[number];
export const INTENT_LABELS: Record<ItemIntent, string> = {
  question: 'Question',
  delivery_complaint: 'Delivery complaint',
  quality_complaint: 'Quality complaint',
  sizing_complaint: 'Sizing complaint',
  service_complaint: 'Service complaint',
  praise: 'Praise',
  spam: 'Spam',
  other: 'Other',
};
export const SENTIMENT_LABELS: Record<ItemSentiment, string> = {
  negative: 'Negative',
  neutral: 'Neutral',
  positive: 'Positive',
};

/** A spam score at or above this flags the item (0 = clean, 1 = certainly spam). */
export const SPAM_THRESHOLD = 0.6;

/** Where the language came from: the text itself, the platform's tag, or the brand's default. */
export const LANGUAGE_SOURCES = ['text', 'platform', 'brand'] as const;

export const SIGNAL_MESSAGES = {
  spamBlocked:
    'This item looks like spam, so no reply is generated and nothing is charged. Mark it "Not spam" to reply.',
  markedNotSpam: 'Marked as not spam',
  notSpamFailed: 'Failed to mark as not spam',
  notSpam: 'Not spam',
  spamTab: 'Spam',
  emptySpam: 'No spam',
  emptySpamHint: 'Items that look like spam (links, follower offers, repeated text) are kept here, free of charge.',
  spamBadge: 'Spam',
} as const;

// ── Draft quality (how much people change AI drafts before sending) ──

export const DRAFT_OUTCOMES = ['unchanged', 'edited', 'discarded'] as const;
export type DraftOutcome = (typeof DRAFT_OUTCOMES)[number];
/** A sent text this far (normalised edit distance) from the AI draft counts as the draft thrown away. */
export const DISCARD_DISTANCE = 0.6;

export const DRAFT_QUALITY_MESSAGES = {
  title: 'AI draft quality',
  unchanged: 'AI drafts sent unchanged: {percent} %',
  noData: 'No AI drafts sent in this period yet',
  averageEdit: 'Average edit',
  discarded: 'Thrown away',
  byProvider: 'By provider',
  byLanguage: 'By language',
  byIntent: 'By intent',
  suggestions: 'Brand-voice suggestions',
  noSuggestions: 'No suggestion yet: they appear once the same edit is made several times.',
  avoidSuggestion: '"{word}" was deleted from {count} drafts: add it to the words to avoid?',
  signOffSuggestion: '"{signOff}" was added to {count} drafts: make it the sign-off?',
  applyAvoid: 'Add to words to avoid',
  applySignOff: 'Use as sign-off',
  applied: 'Brand voice updated',
  loadFailed: 'Failed to load draft quality',
} as const;
