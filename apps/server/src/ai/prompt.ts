import { LANGUAGE_NAMES, PLATFORM_LABELS, type Platform } from '@bizamply/contracts';
import { languageDetector, detectLanguage } from '../lib/language.ts';
import { linksIn } from '../lib/text.ts';
import { formatPrice, replyLengthFor } from './builtin.ts';
import type { ReplyFacts, ReplyRequest } from './provider.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const GUIDANCE: Record<string, string> = {
  question: 'Answer the question with the facts below; if a fact you need is not there, invite a private message.',
  delivery_complaint:
    'Apologise for the wait, give the order status exactly as in the facts, and the next step. Without an order in the facts, ask for the order number by private message.',
  quality_complaint:
    'Apologise sincerely and give a contact route. Never praise the product or thank them for the praise.',
  sizing_complaint: 'Apologise and offer help with an exchange for another size.',
  service_complaint: 'Apologise for the service and give a contact route.',
  praise: 'Thank them warmly and specifically.',
  other: 'Thank them for the comment.',
};

const languageName = (code: string) => LANGUAGE_NAMES[code as keyof typeof LANGUAGE_NAMES] ?? code;

/** The store's facts as lines the model may quote, and the validator checks against. */
export function factLines(request: ReplyRequest): string[] {
  const facts: ReplyFacts | null = request.facts ?? null;
  const lines: string[] = [];
  const product = facts?.product;
  if (product) {
    lines.push(`Product: ${product.title}`);
    if (product.url) lines.push(`Product page: ${product.url}`);
    if (product.available !== null) lines.push(`In stock: ${product.available ? 'yes' : 'no (sold out)'}`);
    const price = formatPrice('en-US', product);
    if (price) lines.push(`Price: ${price}`);
    if (product.variants.length > 0) lines.push(`Variants: ${product.variants.join(', ')}`);
  }
  const order = facts?.order;
  if (order) {
    const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : 'unknown');
    lines.push(`Customer's latest order: ${order.name}, placed ${day(order.createdAt)}`);
    lines.push(`Order status: ${order.state.replace('_', ' ')}`);
    if (order.shippedAt) lines.push(`Shipped: ${day(order.shippedAt)}${order.carrier ? ` with ${order.carrier}` : ''}`);
    if (order.deliveredAt) lines.push(`Delivered: ${day(order.deliveredAt)}`);
    if (order.trackingNumber) lines.push(`Tracking number: ${order.trackingNumber}`);
    if (order.trackingUrl) lines.push(`Tracking link: ${order.trackingUrl}`);
  }
  if (facts?.storeUrl) lines.push(`Online store: ${facts.storeUrl}`);
  return lines;
}

/** System and user messages built from the same signals and facts as the built-in composer. */
export function buildMessages(request: ReplyRequest): ChatMessage[] {
  const voice = request.voice;
  const language = request.understanding.language;
  const limit = replyLengthFor(request.platform);
  const label = PLATFORM_LABELS[request.platform as Platform] ?? request.platform;
  const system = [
    `You write short public replies for the brand "${request.brandName}" to customer reviews and comments on ${label}.`,
    `Reply in ${languageName(language)}, the language the customer wrote in. Be warm, specific and never defensive; at most ${limit} characters.`,
    'Use only the facts listed under FACTS: never invent order numbers, tracking numbers, links, prices, discounts, dates or policies. Never write placeholders such as [Name]. Do not use markdown.',
    GUIDANCE[request.understanding.intent] ?? GUIDANCE['other'],
    voice?.tone === 'custom' && voice.customTone ? `Tone: ${voice.customTone}` : `Tone: ${voice?.tone ?? 'friendly'}.`,
    voice?.signOff ? `End with exactly this sign-off: ${voice.signOff}` : 'Sign off as the brand team.',
    voice?.avoidWords.length ? `Never use these words: ${voice.avoidWords.join(', ')}.` : '',
  ];
  const facts = factLines(request);
  const user = [
    `Platform: ${request.platform}`,
    request.rating !== null ? `Rating: ${request.rating} of 5` : 'Rating: none (social comment)',
    request.productTitle ? `Product: ${request.productTitle}` : '',
    request.reviewerName ? `Customer: ${request.reviewerName}` : '',
    `Intent: ${request.understanding.intent.replace('_', ' ')}; sentiment: ${request.understanding.sentiment}`,
    request.understanding.isQuestion ? `Question about: ${request.understanding.topic.replace('_', ' ')}` : '',
    facts.length > 0 ? `FACTS:\n${facts.map((line) => `- ${line}`).join('\n')}` : 'FACTS: none',
    `Message: ${request.content}`,
  ];
  return [
    { role: 'system', content: system.filter(Boolean).join('\n') },
    { role: 'user', content: user.filter(Boolean).join('\n') },
  ];
}

export function correctionMessage(problems: string[]): ChatMessage {
  return {
    role: 'user',
    content: `That reply cannot be used: ${problems.join('; ')}. Write it again, following every rule above.`,
  };
}

const PLACEHOLDER =
  /\[[^\]\n]{1,40}\]|\{\{?[^}\n]{1,40}\}?\}|<[a-z_ ]{2,30}>|\b(lorem ipsum|your name here|customer name|insert (name|link|here)|TODO|XXX+)\b/iu;
const PRICE = /(?:[$€£¥]\s?\d[\d.,]*|\d[\d.,]*\s?(?:[$€£¥]|usd|eur|gbp|dollars?|euros?))/giu;
const numberIn = (text: string) =>
  Number((text.match(/\d[\d.,]*/)?.[0] ?? '').replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.'));

/**
 * Why an answer cannot be shown (empty when it can): not in the reply language, too long for the platform,
 * placeholder text, a word the brand avoids, or a fact (link, e-mail, order or tracking number, price,
 * percentage) that is neither in the store's facts nor in the customer's message.
 */
export async function validateAnswer(answer: string, request: ReplyRequest): Promise<string[]> {
  const problems: string[] = [];
  const text = answer.trim();
  const limit = replyLengthFor(request.platform);
  if (text.length < 10) problems.push('it is empty or too short');
  if (text.length > limit) problems.push(`it is longer than ${limit} characters`);
  if (PLACEHOLDER.test(text)) problems.push('it contains placeholder text');
  const target = request.understanding.language;
  const detected = detectLanguage(await languageDetector(), text, { platformLanguage: null, brandLanguage: null });
  const expected = target.slice(0, 2);
  if (detected.source === 'text' && detected.language !== expected) {
    problems.push(`it is not written in ${languageName(expected)}`);
  }
  for (const word of request.voice?.avoidWords ?? []) {
    if (new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu').test(text)) {
      problems.push(`it uses the avoided word "${word}"`);
    }
  }
  const context = [...factLines(request), request.content, request.productTitle ?? '', request.brandName].join('\n');
  const lowerContext = context.toLowerCase();
  const invented = new Set<string>();
  for (const link of linksIn(text)) {
    const clean = link.replace(/[.,;:!?)]+$/, '').toLowerCase();
    if (!lowerContext.includes(clean)) invented.add(clean);
  }
  for (const match of text.match(/[\w.+-]+@[\w-]+\.[\w.]+/g) ?? [])
    if (!lowerContext.includes(match.toLowerCase())) invented.add(match);
  for (const match of text.match(/#\s?\d{3,}|\b\d{4,}\b|\b\d+(?:[.,]\d+)?\s?%/g) ?? []) {
    const digits = match.replace(/[#\s]/g, '');
    if (!context.replace(/\s/g, '').includes(digits)) invented.add(match);
  }
  const known = new Set((context.match(PRICE) ?? []).map(numberIn));
  for (const price of text.match(PRICE) ?? []) if (!known.has(numberIn(price))) invented.add(price.trim());
  if (invented.size > 0) problems.push(`it states facts that are not in FACTS: ${[...invented].join(', ')}`);
  return problems;
}
