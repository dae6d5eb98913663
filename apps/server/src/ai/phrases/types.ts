export type Sentiment = 'delighted' | 'positive' | 'neutral' | 'concerned' | 'apologetic';
export type VoiceTone = 'friendly' | 'professional' | 'sophisticated';
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

type PerTone<T> = Record<VoiceTone, T>;

/**
 * One language's phrases for the offline composer. `subject` is the product title or, without one,
 * `reviewSubject` / `socialSubject`; templates place it where the grammar takes any noun phrase.
 */
export interface LanguagePack {
  greeting: PerTone<(name: string) => string>;
  greetingNoName: PerTone<string>;
  body: PerTone<Record<Sentiment, (subject: string) => string>>;
  /** A neutral social comment about nothing in particular ("Where can I buy this?"). */
  socialThanks: PerTone<string>;
  /** Offered on concerned and apologetic replies. */
  fix: PerTone<string>;
  closing: PerTone<(brand: string) => string>;
  reviewSubject: string;
  socialSubject: string;
}
