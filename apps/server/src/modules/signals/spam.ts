import { SPAM_THRESHOLD } from '@bizamply/contracts';
import { linksIn } from '../../lib/text.ts';

/** Follower, like, crypto and easy-money offers, in our seven languages. */
const OFFER =
  /(\b(free|cheap|buy|get|real|instant)\s+(followers|likes|views|subscribers)\b|\b(followers|likes|views)\s+(for free|cheap|now)\b|\bcrypto|\bbitcoin|\bbtc\b|\bforex\b|\bnft\b|\binvest(ment|ing)?\b.*\b(profit|returns?|daily)\b|\bearn \$?\d|\bmake money\b|\b\d+\s?% (profit|returns?)\b|seguidores (gratis|baratos)|abonn[ée]s (gratuits|gratis)|follower kaufen|kostenlose follower|follower gratis|seguidores gr[áa]tis|volgers kopen|gratis volgers)/iu;
/** What spam says, whatever it sells. */
const PHRASES =
  /(\blink in (my )?bio\b|\bcheck (out )?my (profile|page|bio)\b|\bvisit my (profile|page)\b|\bdm (me|us) (for|to)\b|\bcollab\??\s*dm\b|\bpromote (it|your page|your account)\b|\byou('ve| have)? won\b|\bclaim your (prize|reward|gift)\b|\bwhatsapp me\b|\bsend (me )?a dm\b|\bgiveaway winner\b|\bclick (the|my) link\b|\bsugar daddy\b|\bhot singles\b|regarde mon profil|mira mi perfil|schau (dir )?mein profil|guarda il mio profilo|veja meu perfil|bekijk mijn profiel)/iu;
const REPEATED = /(.)\1{4,}/u;
const MONEY_EMOJI = /[💰💵💸🤑💲]/gu;

export interface SpamInput {
  content: string;
  /** How many other items of the brand say the same (by fingerprint). */
  duplicates: number;
}

export interface SpamScore {
  score: number;
  reasons: string[];
}

/**
 * 0 (clean) to 1: links, follower/crypto offers, known spam phrases, repeated characters, shouting, money
 * emoji and the same text posted again across the brand's items. Each alone stays under the threshold
 * (a customer may paste a link or post twice); spam shows several at once.
 */
export function spamScore(input: SpamInput): SpamScore {
  const text = input.content;
  const reasons: string[] = [];
  let score = 0;
  const add = (weight: number, reason: string) => {
    score += weight;
    reasons.push(reason);
  };
  const links = linksIn(text).length;
  if (links > 0) add(links > 1 ? 0.45 : 0.35, 'link');
  if (OFFER.test(text)) add(0.5, 'offer');
  if (PHRASES.test(text)) add(0.4, 'phrase');
  if (REPEATED.test(text.replace(/\s/g, ''))) add(0.1, 'repeated characters');
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 10 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) {
    add(0.1, 'shouting');
  }
  if ((text.match(MONEY_EMOJI)?.length ?? 0) >= 1) add(0.15, 'money emoji');
  // Pointing readers at another account is what promotion spam is for; alone it is an ordinary tag.
  if (/(^|\s)@[\p{L}\p{N}_.]{3,}/u.test(text) && reasons.some((reason) => reason !== 'shouting')) {
    add(0.2, 'mention');
  }
  if (input.duplicates >= 2) add(0.35, 'duplicate text');
  return { score: Math.min(1, Math.round(score * 100) / 100), reasons };
}

export const isSpamScore = (score: number) => score >= SPAM_THRESHOLD;
