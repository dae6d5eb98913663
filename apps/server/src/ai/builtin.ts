import type { AiProvider, ReplyRequest } from './provider.ts';
import { resolveLanguage, toneOf } from './language.ts';
import { LANGUAGE_PACKS, type VoiceTone } from './phrases/index.ts';

export { toneOf, detectLanguage, sentimentScore } from './language.ts';

const SOCIAL_PLATFORMS = new Set(['instagram', 'facebook', 'tiktok']);

/** Social handles ("sam.shopper", "jo_92") are greeted as @handle; real names by their first name. */
function addressee(reviewerName: string | null, social: boolean): string | null {
  const first = reviewerName?.trim().split(/\s+/)[0];
  if (!first) return null;
  if (social && /[._\d]/.test(first)) return `@${first.replace(/^@/, '')}`;
  return first;
}

const splitSentences = (text: string) => text.split(/(?<=[.!?…])\s+/).filter(Boolean);
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function mentionsAny(text: string, words: RegExp[]): boolean {
  return words.some((pattern) => pattern.test(text));
}

/**
 * Deterministic, offline replies grounded in the review: the rating (or the words' sentiment), the
 * product, the reviewer's first name, the platform (reviews vs social comments), the reviewer's
 * language (en, es, fr, de, pt, it) and the brand voice (tone, sign-off, words to avoid). A custom
 * tone is free text only an LLM can follow; the composer answers it in the professional register.
 */
export function composeReply(request: ReplyRequest): string {
  const pack = LANGUAGE_PACKS[resolveLanguage(request.language, request.content)];
  const voice = request.voice ?? null;
  const tone: VoiceTone = !voice ? 'friendly' : voice.tone === 'custom' ? 'professional' : voice.tone;
  const social = SOCIAL_PLATFORMS.has(request.platform) && request.rating === null;
  const sentiment = toneOf(request.content, request.rating);
  const avoid = (voice?.avoidWords ?? [])
    .filter((word) => word.trim().length > 0)
    .map((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word.trim())}($|[^\\p{L}\\p{N}])`, 'iu'));
  const keep = (sentence: string) => !mentionsAny(sentence, avoid);

  const name = addressee(request.reviewerName, social);
  const namedGreeting = name ? pack.greeting[tone](name) : null;
  const greeting = namedGreeting && keep(namedGreeting) ? namedGreeting : pack.greetingNoName[tone];
  const product = request.productTitle?.trim();
  const subject = product || (social ? pack.socialSubject : pack.reviewSubject);
  const bodyText =
    social && !product && (sentiment === 'neutral' || sentiment === 'positive')
      ? pack.socialThanks[tone]
      : pack.body[tone][sentiment](subject);
  const bodySentences = splitSentences(bodyText);
  const kept = bodySentences.filter(keep);

  const paragraphs: string[] = [];
  const firstKept = kept[0] === bodySentences[0];
  if (kept.length > 0 && firstKept && !greeting.endsWith(':')) paragraphs.push(`${greeting} ${kept.join(' ')}`);
  else {
    const rest = kept.map((sentence, index) =>
      index === 0 ? sentence[0]?.toUpperCase() + sentence.slice(1) : sentence,
    );
    paragraphs.push(rest.length > 0 ? `${greeting}\n${rest.join(' ')}` : greeting);
  }
  if (sentiment === 'concerned' || sentiment === 'apologetic') {
    if (keep(pack.fix[tone])) paragraphs.push(pack.fix[tone]);
  }
  if (request.brandVoice?.trim()) paragraphs.push(request.brandVoice.trim());
  const signOff = voice?.signOff?.trim();
  const closing = signOff || pack.closing[tone](request.brandName);
  paragraphs.push(keep(closing) || signOff ? closing : request.brandName);
  return paragraphs.join('\n\n');
}

export function createBuiltinProvider(): AiProvider {
  return {
    name: 'builtin',
    draftReply: async (request) => composeReply(request),
    check: async () => true,
  };
}
