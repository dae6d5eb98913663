import { DEMO_SHOP_CUSTOMERS, type DemoShop, type ItemSignals } from '@bizamply/contracts';
import { composeReply } from '../ai/index.ts';
import { contentFingerprint } from '../lib/text.ts';
import { measureEdit } from '../modules/draft-quality/edits.ts';
import {
  languageDetector,
  nameKeyOf,
  questionTopic,
  SIGNALS_VERSION,
  understandItem,
} from '../modules/signals/index.ts';
import type { DemoComment } from './demo-comments.ts';
import type { Random } from './demo-catalog.ts';

const DEMO_SIGN_OFF = 'Cheers, Dana';

/** The brand's shop customers as a Shopify sync stores them (e-mail, name key, order count). */
export function demoShopCustomers(catalog: DemoShop) {
  return (DEMO_SHOP_CUSTOMERS[catalog.domain] ?? []).map((customer, index) => ({
    externalId: `gid://shopify/Customer/${6_000_000_000 + index + 1}`,
    email: customer.email,
    displayName: `${customer.firstName} ${customer.lastName}`,
    nameKey: nameKeyOf(`${customer.firstName} ${customer.lastName}`),
    ordersCount: customer.orders.length,
  }));
}

/**
 * What the team did with each AI draft in the demo's history: the stock "We're so happy you're enjoying it."
 * and intensifiers ("really", "truly") deleted every time, the brand's closing swapped for the owner's own
 * sign-off now and then, a few drafts rewritten — so the dashboard's draft-quality card and its brand-voice
 * suggestions have a story to tell.
 */
function demoEdit(draft: string, random: Random, review: boolean): string {
  if (random.chance(0.08)) return 'Thank you! We have sent you a private message to sort this out.';
  let sent = draft.replace(/\s?We're so happy you're enjoying it\./, '').replace(/\s?\b(really|truly)\b/gi, '');
  if (review && random.chance(0.3)) sent = sent.replace(/\n\n[^\n]+$/, `\n\n${DEMO_SIGN_OFF}`);
  return sent;
}

export interface SeededItem {
  item: DemoComment;
  signals: ItemSignals;
  fingerprint: string | null;
  draft: string | null;
  sent: string | null;
}

/** Signals, drafts and sent texts for a brand's demo items, exactly as the signals job and composer make them. */
export async function seededItems(input: {
  items: DemoComment[];
  catalog: DemoShop;
  brandName: string;
  random: Random;
}): Promise<SeededItem[]> {
  const detector = await languageDetector();
  const customers = demoShopCustomers(input.catalog);
  const emails = new Set(customers.map((customer) => customer.email));
  const names = new Set(customers.map((customer) => customer.nameKey));
  const fingerprints = input.items.map((item) => contentFingerprint(item.content));
  const catalogue = input.catalog.products.map((product) => ({ externalId: product.id, title: product.title }));
  return input.items.map((item, index) => {
    const fingerprint = fingerprints[index] ?? null;
    const signals = understandItem(
      detector,
      { ...item, notSpamAt: null },
      {
        brandLanguage: null,
        catalogue,
        knownCustomer: emails.has(item.reviewerEmail ?? '') || names.has(nameKeyOf(item.reviewerName)),
        duplicates: fingerprint ? fingerprints.filter((other) => other === fingerprint).length - 1 : 0,
      },
    );
    if (item.status === 'pending' || signals.isSpam) {
      return { item: { ...item, status: 'pending' as const }, signals, fingerprint, draft: null, sent: null };
    }
    const draft = composeReply({
      content: item.content,
      rating: item.rating,
      reviewerName: item.reviewerName,
      productTitle: item.productTitle,
      platform: item.platform,
      brandName: input.brandName,
      voice: null,
      understanding: { ...signals, topic: questionTopic(item.content) },
      facts: null,
      variant: index,
    });
    if (item.sentReply) return { item, signals, fingerprint, draft: item.sentReply, sent: item.sentReply };
    const sent = item.status === 'sent' ? demoEdit(draft, input.random, item.rating !== null) : null;
    return { item, signals, fingerprint, draft, sent };
  });
}

/** The signal columns of a seeded comment row. */
export function signalColumns(seeded: SeededItem) {
  const { signals } = seeded;
  return {
    detectedLanguage: signals.language,
    languageSource: signals.languageSource,
    sentiment: signals.sentiment,
    intent: signals.intent,
    isQuestion: signals.isQuestion,
    spamScore: signals.spamScore,
    isSpam: signals.isSpam,
    matchedProductId: signals.productId,
    knownCustomer: signals.knownCustomer,
    contentFingerprint: seeded.fingerprint,
    signalsVersion: SIGNALS_VERSION,
  };
}

/** The draft-quality row of a sent demo item (its AI draft against what was sent). */
export function demoOutcome(seeded: SeededItem) {
  if (!seeded.draft || !seeded.sent) return null;
  return {
    provider: 'builtin',
    language: seeded.signals.language,
    intent: seeded.signals.intent,
    platform: seeded.item.platform,
    ...measureEdit(seeded.draft, seeded.sent),
    decidedAt: seeded.item.respondedAt ?? seeded.item.postedAt,
  };
}
