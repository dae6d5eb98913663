import { PLATFORM_DEFINITIONS, REPLY_LANGUAGES, type ReplyLanguage } from '@bizamply/contracts';
import type { AiProvider, ReplyFacts, ReplyRequest } from './provider.ts';
import { PHRASE_PACKS, type PhrasePack, type VoiceTone } from './phrases/index.ts';

const SOCIAL_PLATFORMS = new Set<string>(
  PLATFORM_DEFINITIONS.filter((definition) => definition.kind === 'social').map((definition) => definition.id),
);
/** Replies suited to where they appear: TikTok caps replies at 150 characters, social replies stay short. */
export const REPLY_LENGTH: Record<string, number> = { tiktok: 150, instagram: 300, facebook: 400, whatsapp: 600 };
const REVIEW_LENGTH = 1000;
export const replyLengthFor = (platform: string) => REPLY_LENGTH[platform] ?? REVIEW_LENGTH;

/** The language a reply is written in: the item's when we have phrases for it, else the brand's, else English. */
export function replyLanguage(request: Pick<ReplyRequest, 'understanding' | 'voice'>): ReplyLanguage {
  const known = (code: string | null | undefined) =>
    REPLY_LANGUAGES.find((language) => language === code?.slice(0, 2).toLowerCase());
  return known(request.understanding.language) ?? known(request.voice?.language) ?? 'en';
}

/** Social handles ("sam.shopper", "jo_92") are greeted as @handle; real names by their first name. */
function addressee(reviewerName: string | null, social: boolean): string | null {
  const first = reviewerName?.trim().split(/\s+/)[0];
  if (!first) return null;
  if (social && /[._\d]/.test(first)) return `@${first.replace(/^@/, '')}`;
  return first;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const capitalise = (text: string) => (text ? text[0]?.toUpperCase() + text.slice(1) : text);
const hash = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);

function formatDate(pack: PhrasePack, date: Date): string {
  return new Intl.DateTimeFormat(pack.locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);
}

/** "$24.00" or "$24.00–$38.00", in the reply language's format. */
export function formatPrice(locale: string, product: NonNullable<ReplyFacts['product']>): string | null {
  if (product.priceMin === null || !product.currency) return null;
  const format = (value: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: product.currency ?? 'USD' }).format(value);
  const min = format(product.priceMin);
  return product.priceMax !== null && product.priceMax !== product.priceMin
    ? `${min}–${format(product.priceMax)}`
    : min;
}

interface Sentence {
  text: string;
  /** A fact from the store or the next step: kept when the reply must be shortened. */
  essential: boolean;
}
const fact = (text: string): Sentence => ({ text, essential: true });
const extra = (text: string): Sentence => ({ text, essential: false });

function questionAnswer(pack: PhrasePack, request: ReplyRequest, facts: ReplyFacts | null): Sentence[] {
  const product = facts?.product ?? null;
  const topic = request.understanding.topic;
  const price = product ? formatPrice(pack.locale, product) : null;
  if (topic === 'where_to_buy') {
    if (product?.url) {
      return [
        ...(product.available === false ? [fact(pack.answer.soldOut(product.title))] : []),
        fact(pack.answer.buyAt(product.title, product.url)),
      ];
    }
    if (facts?.storeUrl) return [fact(pack.answer.buyAtStore(facts.storeUrl))];
  }
  if (topic === 'availability' && product && product.available !== null) {
    if (!product.available) return [fact(pack.answer.soldOut(product.title))];
    return [
      fact(pack.answer.inStock(product.title)),
      ...(product.url ? [fact(pack.answer.buyAt(product.title, product.url))] : []),
    ];
  }
  if (topic === 'price' && product && price) return [fact(pack.answer.price(product.title, price))];
  if (topic === 'sizing' && product && product.variants.length > 0) {
    const list = new Intl.ListFormat(pack.locale, { type: 'conjunction' }).format(product.variants);
    return [fact(pack.answer.variants(product.title, list))];
  }
  if (topic === 'shipping') return [fact(pack.answer.shipping)];
  return [fact(pack.answer.askDetails)];
}

function orderSentences(pack: PhrasePack, order: NonNullable<ReplyFacts['order']>): Sentence[] {
  const sentences: Sentence[] = [];
  if (order.state === 'unfulfilled')
    sentences.push(fact(pack.order.unfulfilled(order.name, formatDate(pack, order.createdAt))));
  else if (order.state === 'in_transit') {
    sentences.push(
      fact(pack.order.in_transit(order.name, formatDate(pack, order.shippedAt ?? order.createdAt), order.carrier)),
    );
  } else if (order.state === 'delivered') {
    sentences.push(fact(pack.order.delivered(order.name, formatDate(pack, order.deliveredAt ?? order.createdAt))));
  } else if (order.state === 'partially_fulfilled') sentences.push(fact(pack.order.partially_fulfilled(order.name)));
  else sentences.push(fact(pack.order.cancelled(order.name)));
  if (
    (order.state === 'in_transit' || order.state === 'partially_fulfilled') &&
    (order.trackingUrl || order.trackingNumber)
  ) {
    sentences.push(fact(pack.order.tracking(order.trackingNumber ?? '', order.trackingUrl)));
  }
  return sentences;
}

/** The body after the greeting: an opener chosen by the variant, then what the intent calls for. */
function body(pack: PhrasePack, request: ReplyRequest, tone: VoiceTone, opener: number, social: boolean): Sentence[] {
  const facts = request.facts ?? null;
  const subject =
    facts?.product?.title ?? request.productTitle?.trim() ?? (social ? pack.subject.social : pack.subject.review);
  const pick = <T>(list: T[]) => list[opener % list.length] as T;
  const contact = social ? pack.contact.social : pack.contact.review(facts?.storeUrl ?? null);
  const { intent, sentiment } = request.understanding;
  switch (intent) {
    case 'praise':
      return [extra(pick(pack.praise)(subject)), extra(pack.praiseFollow[tone])];
    case 'question':
      return [extra(pick(pack.question)), ...questionAnswer(pack, request, facts)];
    // A complaint's apology is never cut to fit the platform: only the greeting goes first.
    case 'delivery_complaint':
      return facts?.order
        ? [fact(pick(pack.delivery)), ...orderSentences(pack, facts.order), fact(pack.deliveryNext.withOrder)]
        : [fact(pick(pack.delivery)), fact(pack.deliveryNext.withoutOrder)];
    case 'quality_complaint':
      return [fact(pick(pack.quality)(subject)), fact(contact)];
    case 'sizing_complaint':
      return [fact(pick(pack.sizing)(subject)), fact(pack.sizingNext)];
    case 'service_complaint':
      return [fact(pick(pack.service)), fact(contact)];
    default:
      return sentiment === 'negative'
        ? [fact(pick(pack.negative)(subject)), fact(contact)]
        : [extra(pick(pack.neutral)(subject))];
  }
}

/**
 * Deterministic, offline replies built on the item's signals and the store's facts: the language the
 * customer wrote in (en, es, fr, de, pt, it, nl; else the brand's), what they want (a question gets its
 * answer — the product link, the stock, the price, the sizes; a delivery complaint gets the order's real
 * status and tracking; a quality complaint gets an apology and a contact route, never praise), the brand
 * voice (tone, sign-off, words to avoid) and a length suited to the platform. `variant` picks the greeting
 * and the opener, so 20 replies in a row never open the same way.
 */
export function composeReply(request: ReplyRequest): string {
  const pack = PHRASE_PACKS[replyLanguage(request)];
  const voice = request.voice ?? null;
  const tone: VoiceTone = !voice ? 'friendly' : voice.tone === 'custom' ? 'professional' : voice.tone;
  const social = SOCIAL_PLATFORMS.has(request.platform) && request.rating === null;
  const variant = request.variant ?? hash(`${request.content}${request.reviewerName ?? ''}`);
  const greetings = pack.greet[tone];
  const greetingIndex = variant % greetings.length;
  const opener = Math.floor(variant / greetings.length);
  const avoid = (voice?.avoidWords ?? [])
    .filter((word) => word.trim().length > 0)
    .map((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word.trim())}($|[^\\p{L}\\p{N}])`, 'iu'));
  const keep = (text: string) => !avoid.some((pattern) => pattern.test(text));

  const name = addressee(request.reviewerName, social);
  const named = name ? (greetings[greetingIndex] as (n: string) => string)(name) : null;
  const unnamed = pack.greetNoName[tone].filter(keep);
  const greeting = named && keep(named) ? named : (unnamed[greetingIndex % Math.max(1, unnamed.length)] ?? '');
  let sentences = body(pack, request, tone, opener, social).filter((sentence) => keep(sentence.text));
  const signOff = voice?.signOff?.trim() || null;
  const closingLine = signOff ?? pack.closing[tone](request.brandName);
  const closing = signOff || keep(closingLine) ? closingLine : request.brandName;

  const render = (list: Sentence[], withClosing: boolean, hello = greeting) => {
    const [first = '', ...rest] = list.map((sentence) => sentence.text);
    // "Hi Anna, thanks…" continues the greeting; a sentence that starts a new thought follows "Hi Anna!".
    const continues = hello.endsWith(',') && first[0] === first[0]?.toLowerCase();
    const opening = continues ? hello : hello.replace(/,$/, '!');
    const lead = hello ? `${opening} ${continues ? first : capitalise(first)}`.trim() : capitalise(first);
    const text = [lead, ...rest].join(' ');
    if (!withClosing) return text;
    return social ? `${text}\n${closing}` : `${text}\n\n${closing}`;
  };
  const limit = replyLengthFor(request.platform);
  // Social replies carry the brand's own sign-off only; reviews close with the brand's closing line.
  const closes = !social || signOff !== null;
  let reply = render(sentences, closes);
  while (reply.length > limit && sentences.some((sentence) => !sentence.essential)) {
    const index = sentences.map((sentence) => sentence.essential).lastIndexOf(false);
    sentences = sentences.filter((_, position) => position !== index);
    reply = render(sentences, closes);
  }
  if (reply.length > limit) reply = render(sentences, false);
  if (reply.length > limit) reply = render(sentences, false, '');
  return reply;
}

export function createBuiltinProvider(): AiProvider {
  return {
    name: 'builtin',
    draftReply: async (request) => ({ text: composeReply(request), provider: 'builtin' }),
    check: async () => true,
  };
}
