import type { ItemSentiment } from '@bizamply/contracts';
import { EMOJI_WEIGHTS, INTENSIFIERS, NEGATIONS, SENTIMENT_PHRASES, SENTIMENT_WORDS } from './lexicon.ts';
import { words } from '../../lib/text.ts';

/**
 * The words' score: lexicon weights, flipped after a negation ("not good", "pas terrible") within two words,
 * strengthened by an intensifier ("very bad"), plus phrases and emoji.
 */
export function textScore(text: string): number {
  const tokens = words(text);
  let score = 0;
  tokens.forEach((token, index) => {
    const weight = SENTIMENT_WORDS.get(token);
    if (weight === undefined) return;
    const before = tokens.slice(Math.max(0, index - 2), index);
    const negated = before.some((word) => NEGATIONS.has(word));
    const strong = before.some((word) => INTENSIFIERS.has(word));
    const value = negated ? -Math.sign(weight) : weight;
    score += strong ? value * 1.5 : value;
  });
  const lower = text.toLowerCase();
  for (const [pattern, weight] of SENTIMENT_PHRASES) if (pattern.test(lower)) score += weight;
  for (const [pattern, weight] of EMOJI_WEIGHTS) score += (text.match(pattern)?.length ?? 0) * weight;
  return score;
}

/**
 * Negative, neutral or positive. A star rating is what the person chose, so it leads (≥ 4 positive, ≤ 2
 * negative); a 3 goes by the words. Without a rating the words decide, and a complaint is negative whatever
 * its words (a polite "Ordered 10 days ago, still nothing" has none).
 */
export function sentimentOf(input: { text: string; rating: number | null; complaint: boolean }): ItemSentiment {
  if (input.rating !== null) {
    if (input.rating >= 4) return 'positive';
    if (input.rating <= 2) return 'negative';
  }
  if (input.complaint) return 'negative';
  const score = textScore(input.text);
  if (score <= -1) return 'negative';
  if (score >= 1 && input.rating === null) return 'positive';
  return 'neutral';
}
