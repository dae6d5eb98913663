import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPS, type ItemIntent, type Platform } from '@bizamply/contracts';
import { composeReply, type ReplyFacts } from '../../ai/index.ts';
import { PHRASE_PACKS } from '../../ai/phrases/index.ts';
import { languageDetector, questionTopic, understandItem } from './index.ts';

/**
 * Issue 17's acceptance corpus: realistic reviews and comments (questions, delivery, quality, sizing and
 * service complaints, praise, spam; seven languages; emoji-only and very short texts). Each is understood
 * (language, intent) and answered by the built-in composer with the store's facts, and the reply must
 * carry the right fact and none of the wrong tone.
 */

const shop = DEMO_SHOPS[0];
if (!shop) throw new Error('demo shop missing');
const catalogue = shop.products.map((product) => ({ externalId: product.id, title: product.title }));
const handle = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const productFacts = (id: string): ReplyFacts['product'] => {
  const product = shop.products.find((entry) => entry.id === id);
  if (!product) return null;
  const beans = /beans|roast/i.test(product.title);
  return {
    title: product.title,
    url: `https://${shop.domain}/products/${handle(product.title)}`,
    available: product.title !== 'Cold Brew Concentrate',
    priceMin: 24,
    priceMax: beans ? 38 : 24,
    currency: 'USD',
    variants: beans ? ['250 g', '1 kg'] : [],
  };
};
const ORDER: NonNullable<ReplyFacts['order']> = {
  name: '#1042',
  createdAt: new Date('2026-03-02T10:00:00Z'),
  state: 'in_transit',
  carrier: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  shippedAt: new Date('2026-03-04T09:00:00Z'),
  deliveredAt: null,
};
const STORE = `https://${shop.domain}`;

interface Case {
  text: string;
  platform: Platform;
  rating?: number;
  /** The platform's language tag (a review widget's locale). */
  tag?: string;
  customer?: boolean;
  language: string;
  intent: ItemIntent;
  has?: string[];
}

const q = 'question' as const;
const CASES: Case[] = [
  // English questions
  {
    text: 'Where can I buy the Single-Origin Sampler Box?',
    platform: 'instagram',
    language: 'en',
    intent: q,
    has: [`${STORE}/products/single-origin-sampler-box`],
  },
  {
    text: 'Is the Cold Brew Concentrate back in stock??',
    platform: 'instagram',
    language: 'en',
    intent: q,
    has: ['sold out'],
  },
  { text: 'How much is the Burr Coffee Grinder?', platform: 'facebook', language: 'en', intent: q, has: ['$24.00'] },
  {
    text: 'Does the Ethiopia Yirgacheffe Beans come in a bigger bag?',
    platform: 'instagram',
    language: 'en',
    intent: q,
    has: ['250 g and 1 kg'],
  },
  {
    text: 'This is gorgeous 🔥 do you ship to Canada?',
    platform: 'instagram',
    language: 'en',
    intent: q,
    has: ['your country'],
  },
  { text: 'Where can I get one of these? Link please', platform: 'instagram', language: 'en', intent: q, has: [STORE] },
  {
    text: 'Can I use the Ceramic Pour-Over Kit with a regular mug?',
    platform: 'facebook',
    language: 'en',
    intent: q,
    has: ['private message'],
  },
  {
    text: 'Is the Travel Tumbler 12oz available in stock right now?',
    platform: 'instagram',
    language: 'en',
    intent: q,
    has: ['in stock'],
  },
  // English delivery complaints
  {
    text: 'Ordered 10 days ago and still nothing. Hello??',
    platform: 'facebook',
    customer: true,
    language: 'en',
    intent: 'delivery_complaint',
    has: ['#1042', 'UPS', ORDER.trackingUrl ?? ''],
  },
  {
    text: "Where is my order? It's been two weeks and no update",
    platform: 'facebook',
    language: 'en',
    intent: 'delivery_complaint',
    has: ['order number'],
  },
  {
    text: 'My package has been stuck in transit for a week now',
    platform: 'judgeme',
    rating: 2,
    customer: true,
    language: 'en',
    intent: 'delivery_complaint',
    has: ['#1042', 'March 4'],
  },
  {
    text: 'Still waiting for my parcel, nobody tells me anything',
    platform: 'instagram',
    language: 'en',
    intent: 'delivery_complaint',
    has: ['order number'],
  },
  {
    text: "Haven't received my order yet and it's been 12 days",
    platform: 'tiktok',
    language: 'en',
    intent: 'delivery_complaint',
    has: ['order number'],
  },
  {
    text: 'Late delivery again, this is the third time it happens',
    platform: 'judgeme',
    rating: 2,
    language: 'en',
    intent: 'delivery_complaint',
  },
  // English quality complaints
  {
    text: 'The grinder arrived cracked and the handle is loose. Really disappointed.',
    platform: 'judgeme',
    rating: 1,
    language: 'en',
    intent: 'quality_complaint',
    has: ['Burr Coffee Grinder', STORE],
  },
  {
    text: 'The tumbler leaks from the lid every single time',
    platform: 'judgeme',
    rating: 2,
    language: 'en',
    intent: 'quality_complaint',
    has: ['Travel Tumbler 12oz'],
  },
  {
    text: 'These beans tasted stale, nothing like the photo at all',
    platform: 'judgeme',
    rating: 2,
    language: 'en',
    intent: 'quality_complaint',
  },
  {
    text: 'Broke after two uses. Poor quality, honestly.',
    platform: 'instagram',
    language: 'en',
    intent: 'quality_complaint',
    has: ['private message'],
  },
  {
    text: 'Received a damaged box and the kit inside was dented',
    platform: 'facebook',
    language: 'en',
    intent: 'quality_complaint',
  },
  {
    text: 'Stopped working after a week of light use',
    platform: 'judgeme',
    rating: 1,
    language: 'en',
    intent: 'quality_complaint',
  },
  // English sizing and service complaints
  {
    text: 'The apron runs small, I had to return it',
    platform: 'judgeme',
    rating: 3,
    language: 'en',
    intent: 'sizing_complaint',
    has: ['another size'],
  },
  {
    text: "Way too big, it doesn't fit in my kitchen cupboard",
    platform: 'judgeme',
    rating: 2,
    language: 'en',
    intent: 'sizing_complaint',
  },
  {
    text: 'Worst customer service ever. Never buying again.',
    platform: 'instagram',
    language: 'en',
    intent: 'service_complaint',
    has: ['private message'],
  },
  {
    text: 'Emailed support three times and no one answered me',
    platform: 'judgeme',
    rating: 2,
    language: 'en',
    intent: 'service_complaint',
  },
  // English praise
  {
    text: 'Absolutely love the Espresso Dark Roast. Arrived fast and the quality is excellent!',
    platform: 'judgeme',
    rating: 5,
    language: 'en',
    intent: 'praise',
    has: ['Espresso Dark Roast'],
  },
  { text: 'Best coffee I have ever had, thank you so much!', platform: 'instagram', language: 'en', intent: 'praise' },
  { text: 'Love this brand so much, never disappoints ❤️', platform: 'instagram', language: 'en', intent: 'praise' },
  {
    text: 'Great value and beautiful packaging. Highly recommend.',
    platform: 'judgeme',
    rating: 5,
    language: 'en',
    intent: 'praise',
  },
  {
    text: "Really good beans. Shipping took a couple of extra days but I'm happy with it.",
    platform: 'judgeme',
    rating: 4,
    language: 'en',
    intent: 'praise',
  },
  { text: 'so good', platform: 'instagram', language: 'en', intent: 'praise' },
  // Spam
  {
    text: 'FREE FOLLOWERS!!! check my profile 💰💰 link in bio',
    platform: 'instagram',
    language: 'en',
    intent: 'spam',
  },
  {
    text: 'BUY CHEAP FOLLOWERS 💰💰 visit my profile link www.spam.example',
    platform: 'judgeme',
    rating: 5,
    language: 'en',
    intent: 'spam',
  },
  {
    text: 'Earn $500 a day trading crypto, DM me for details 🚀',
    platform: 'instagram',
    language: 'en',
    intent: 'spam',
  },
  { text: 'Promote it on @viral_page_official 🔥 collab? DM', platform: 'instagram', language: 'en', intent: 'spam' },
  {
    text: 'Congratulations! You won a free iPhone, claim your prize at bit.ly/claim-now',
    platform: 'facebook',
    language: 'en',
    intent: 'spam',
  },
  // Spanish
  {
    text: '¿Dónde puedo comprar la Single-Origin Sampler Box?',
    platform: 'instagram',
    language: 'es',
    intent: q,
    has: [`${STORE}/products/single-origin-sampler-box`, 'Puedes pedir'],
  },
  {
    text: 'Pedí hace dos semanas y todavía no me ha llegado nada',
    platform: 'facebook',
    language: 'es',
    intent: 'delivery_complaint',
    has: ['número de pedido'],
  },
  {
    text: '¡Me encanta! Llegó rapidísimo y la calidad es excelente',
    platform: 'judgeme',
    rating: 5,
    language: 'es',
    intent: 'praise',
  },
  {
    text: 'Muy mala calidad, se rompió al segundo día de uso',
    platform: 'judgeme',
    rating: 1,
    language: 'es',
    intent: 'quality_complaint',
  },
  // French
  {
    text: 'Trop beau !! Vous livrez en Belgique ?',
    platform: 'tiktok',
    language: 'fr',
    intent: q,
    has: ['votre pays'],
  },
  {
    text: 'Toujours pas reçu ma commande, ça fait 10 jours',
    platform: 'facebook',
    customer: true,
    language: 'fr',
    intent: 'delivery_complaint',
    has: ['#1042', '4 mars'],
  },
  {
    text: 'Très déçue, le moulin est arrivé cassé',
    platform: 'judgeme',
    rating: 1,
    language: 'fr',
    intent: 'quality_complaint',
  },
  { text: "J'adore ce café, merci beaucoup pour tout !", platform: 'instagram', language: 'fr', intent: 'praise' },
  // German
  {
    text: 'Gibt es das Espresso Dark Roast auch in größer?',
    platform: 'instagram',
    language: 'de',
    intent: q,
    has: ['250 g und 1 kg'],
  },
  {
    text: 'Meine Bestellung ist immer noch nicht angekommen',
    platform: 'facebook',
    language: 'de',
    intent: 'delivery_complaint',
    has: ['Bestellnummer'],
  },
  {
    text: 'Kam kaputt an, sehr enttäuscht von der Qualität',
    platform: 'judgeme',
    rating: 1,
    language: 'de',
    intent: 'quality_complaint',
  },
  {
    text: 'Super Qualität und schnelle Lieferung, danke!',
    platform: 'judgeme',
    rating: 5,
    language: 'de',
    intent: 'praise',
  },
  // Italian
  {
    text: 'Dove posso comprare la Single-Origin Sampler Box?',
    platform: 'instagram',
    language: 'it',
    intent: q,
    has: [`${STORE}/products/single-origin-sampler-box`],
  },
  {
    text: 'Il pacco non è ancora arrivato, sono passate due settimane',
    platform: 'facebook',
    language: 'it',
    intent: 'delivery_complaint',
  },
  {
    text: 'Qualità pessima, si è rotto subito dopo una settimana',
    platform: 'judgeme',
    rating: 1,
    language: 'it',
    intent: 'quality_complaint',
  },
  {
    text: 'Bellissimo regalo, grazie mille, lo adoro davvero!',
    platform: 'instagram',
    language: 'it',
    intent: 'praise',
  },
  // Portuguese
  {
    text: 'Onde posso comprar a Single-Origin Sampler Box?',
    platform: 'instagram',
    language: 'pt',
    intent: q,
    has: ['Pode encomendar'],
  },
  {
    text: 'Meu pedido ainda não chegou, já faz duas semanas',
    platform: 'facebook',
    language: 'pt',
    intent: 'delivery_complaint',
  },
  {
    text: 'Qualidade péssima, veio quebrado e ninguém ajuda',
    platform: 'judgeme',
    rating: 1,
    language: 'pt',
    intent: 'quality_complaint',
  },
  {
    text: 'Amei o café, chegou super rápido e muito bem embalado!',
    platform: 'instagram',
    language: 'pt',
    intent: 'praise',
  },
  // Dutch
  {
    text: 'Waar kan ik de Single-Origin Sampler Box kopen?',
    platform: 'instagram',
    language: 'nl',
    intent: q,
    has: ['Je kunt'],
  },
  {
    text: 'Mijn bestelling is nog steeds niet aangekomen',
    platform: 'facebook',
    language: 'nl',
    intent: 'delivery_complaint',
    has: ['bestelnummer'],
  },
  {
    text: 'Kwaliteit valt tegen, het kwam kapot aan',
    platform: 'judgeme',
    rating: 1,
    language: 'nl',
    intent: 'quality_complaint',
  },
  { text: 'Prachtig, echt een aanrader! Bedankt voor alles', platform: 'instagram', language: 'nl', intent: 'praise' },
  // Emoji-only and very short
  { text: '😍😍😍', platform: 'instagram', language: 'en', intent: 'praise' },
  { text: '🔥🔥', platform: 'tiktok', language: 'en', intent: 'praise' },
  { text: '👎', platform: 'instagram', language: 'en', intent: 'other' },
  { text: 'ok', platform: 'instagram', language: 'en', intent: 'other' },
  { text: '?', platform: 'instagram', language: 'en', intent: q, has: ['private message'] },
  { text: 'Top !', platform: 'judgeme', rating: 5, tag: 'fr', language: 'fr', intent: 'praise' },
  { text: 'Genial', platform: 'judgeme', rating: 4, tag: 'es-ES', language: 'es', intent: 'praise' },
];

const APOLOGY: Record<string, RegExp> = {
  en: /sorry|apologi/i,
  es: /sentimos|lamentamos|disculpas/i,
  fr: /désolés|excuses/i,
  de: /leid|entschuldig/i,
  it: /dispiace|scus/i,
  pt: /lamentamos|desculpa/i,
  nl: /spijt|excuses|sorry/i,
};
/** Thanks for kind words: never in an answer to a complaint. */
const PRAISE =
  /kind words|made our day|delighted|big smile|palabras|alegrado|mots si gentils|illuminé|lieben Worte|versüßt|belle parole|palavras|lieve woorden|glimlach/i;

let detector: Awaited<ReturnType<typeof languageDetector>>;
beforeAll(async () => {
  detector = await languageDetector();
});

function answer(entry: Case) {
  const rating = entry.rating ?? null;
  const signals = understandItem(
    detector,
    {
      content: entry.text,
      rating,
      platform: entry.platform,
      language: entry.tag ?? null,
      productId: null,
      productTitle: null,
      notSpamAt: null,
    },
    { brandLanguage: 'en', catalogue, knownCustomer: entry.customer === true, duplicates: 0 },
  );
  const reply = composeReply({
    content: entry.text,
    rating,
    reviewerName: entry.platform === 'judgeme' ? 'Emma Johnson' : 'emma.j',
    productTitle: null,
    platform: entry.platform,
    brandName: 'Northwind Coffee',
    voice: null,
    understanding: { ...signals, topic: questionTopic(entry.text) },
    facts: {
      product: signals.productId ? productFacts(signals.productId) : null,
      order: entry.customer ? ORDER : null,
      storeUrl: STORE,
    },
    variant: 0,
  });
  return { signals, reply };
}

describe('the acceptance corpus (issue 17)', () => {
  it('has at least 60 texts in seven languages, with emoji-only and very short ones', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CASES.map((entry) => entry.language))).toEqual(new Set(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl']));
  });

  it.each(CASES)('$text', (entry) => {
    const { signals, reply } = answer(entry);
    expect(signals.language).toBe(entry.language);
    expect(signals.intent).toBe(entry.intent);
    expect(signals.isSpam).toBe(entry.intent === 'spam');
    for (const fact of entry.has ?? []) expect(reply).toContain(fact);
    const pack = PHRASE_PACKS[entry.language as keyof typeof PHRASE_PACKS];
    const apology = APOLOGY[entry.language] ?? APOLOGY['en'];
    if (entry.intent.endsWith('complaint')) {
      expect(reply).toMatch(apology as RegExp);
      expect(reply).not.toMatch(PRAISE);
    }
    if (entry.intent === 'praise') expect(reply).not.toMatch(apology as RegExp);
    if (entry.intent === 'quality_complaint' || entry.intent === 'service_complaint') {
      const social = entry.rating === undefined;
      expect(reply).toContain(social ? pack.contact.social : pack.contact.review(STORE));
    }
    // The reply is written in the customer's language (its greeting and closing come from that pack).
    if (entry.intent !== 'spam' && entry.language !== 'en') expect(reply).not.toMatch(/\b(thank you|thanks|sorry)\b/i);
  });
});
