import { describe, expect, it } from 'vitest';
import type { BrandVoice } from '@bizamply/contracts';
import { composeReply, REPLY_LENGTH } from './builtin.ts';
import type { ReplyRequest, ReplyUnderstanding } from './provider.ts';

const understanding = (overrides: Partial<ReplyUnderstanding> = {}): ReplyUnderstanding => ({
  language: 'en',
  sentiment: 'positive',
  intent: 'praise',
  isQuestion: false,
  topic: 'other',
  ...overrides,
});
const request = (overrides: Partial<ReplyRequest> = {}): ReplyRequest => ({
  content: 'Great mug',
  rating: 5,
  reviewerName: 'Anna Smith',
  productTitle: 'Ceramic Mug',
  platform: 'judgeme',
  brandName: 'Northwind',
  voice: null,
  understanding: understanding(),
  variant: 0,
  ...overrides,
});
const voice = (overrides: Partial<BrandVoice>): BrandVoice => ({
  tone: 'friendly',
  customTone: null,
  signOff: null,
  avoidWords: [],
  language: null,
  ...overrides,
});

describe('the offline composer', () => {
  // language → [friendly greeting, professional greeting, sophisticated closing, an apology word]
  const expectations = {
    en: ['Hi Anna,', 'Dear Anna,', 'With our warmest regards, Northwind', 'sorry'],
    es: ['¡Hola Anna!', 'Estimado/a Anna:', 'Con nuestros más cordiales saludos, Northwind', 'sentimos'],
    fr: ['Bonjour Anna,', 'Bonjour Anna,', 'Avec nos salutations les plus chaleureuses, Northwind', 'désolés'],
    de: ['Hallo Anna,', 'Guten Tag Anna,', 'Mit herzlichsten Grüßen, Northwind', 'leid'],
    pt: ['Olá Anna,', 'Prezado(a) Anna,', 'Com os nossos mais calorosos cumprimentos, Northwind', 'lamentamos'],
    it: ['Ciao Anna,', 'Gentile Anna,', 'Con i nostri più calorosi saluti, Northwind', 'dispiace'],
    nl: ['Hoi Anna,', 'Beste Anna,', 'Met de hartelijkste groeten, Northwind', 'spijt'],
  } as const;
  it.each(Object.entries(expectations))(
    'answers in %s, in each tone',
    (language, [friendly, professional, closing, sorry]) => {
      const happy = composeReply(request({ understanding: understanding({ language }) }));
      expect(happy.startsWith(friendly)).toBe(true);
      expect(happy).toContain('Ceramic Mug');
      const formal = composeReply(
        request({ understanding: understanding({ language }), voice: voice({ tone: 'professional' }) }),
      );
      expect(formal.startsWith(professional)).toBe(true);
      const refined = composeReply(
        request({ understanding: understanding({ language }), voice: voice({ tone: 'sophisticated' }) }),
      );
      expect(refined.endsWith(closing)).toBe(true);
      const unhappy = composeReply(
        request({
          rating: 1,
          content: 'Broken',
          understanding: understanding({ language, sentiment: 'negative', intent: 'quality_complaint' }),
        }),
      );
      expect(unhappy.toLowerCase()).toContain(sorry);
    },
  );

  it('answers unknown languages in the brand’s language, else English', () => {
    const japanese = understanding({ language: 'ja' });
    expect(composeReply(request({ understanding: japanese })).startsWith('Hi Anna,')).toBe(true);
    expect(
      composeReply(request({ understanding: japanese, voice: voice({ language: 'de' }) })).startsWith('Hallo Anna,'),
    ).toBe(true);
  });

  it('is deterministic and differs by tone', () => {
    const tones = (['friendly', 'professional', 'sophisticated'] as const).map((tone) =>
      composeReply(request({ voice: voice({ tone }) })),
    );
    expect(new Set(tones).size).toBe(3);
    expect(composeReply(request())).toBe(composeReply(request()));
  });

  it('never opens two replies the same way in a bulk run of 20', () => {
    for (const intent of ['praise', 'quality_complaint', 'delivery_complaint', 'question'] as const) {
      const openings = Array.from({ length: 20 }, (_, variant) => {
        const reply = composeReply(
          request({
            variant,
            understanding: understanding({ intent, sentiment: intent === 'praise' ? 'positive' : 'negative' }),
          }),
        );
        return reply.split(/(?<=[.!?])\s/)[0];
      });
      expect(new Set(openings).size).toBe(20);
    }
  });

  it('keeps social replies short (TikTok ≤ 150 characters) and reviews complete', () => {
    const social = { rating: null, reviewerName: 'sam.shopper', productTitle: null } as const;
    for (let variant = 0; variant < 20; variant += 1) {
      const tiktok = composeReply(request({ ...social, platform: 'tiktok', variant }));
      expect(tiktok.length).toBeLessThanOrEqual(REPLY_LENGTH['tiktok'] ?? 0);
      expect(tiktok.startsWith('H')).toBe(true);
    }
    const instagram = composeReply(request({ ...social, platform: 'instagram' }));
    expect(instagram).toContain('@sam.shopper');
    expect(instagram).not.toContain('Warm regards');
    const review = composeReply(request());
    expect(review.endsWith('Warm regards, the Northwind team')).toBe(true);
    expect(review.length).toBeGreaterThan(instagram.length);
  });

  it('follows the brand voice: sign-off, words to avoid, custom tone answered professionally', () => {
    const signed = composeReply(request({ voice: voice({ signOff: 'Cheers, Dana' }) }));
    expect(signed.endsWith('Cheers, Dana')).toBe(true);
    const complaint = understanding({ intent: 'quality_complaint', sentiment: 'negative' });
    for (let variant = 0; variant < 10; variant += 1) {
      const avoided = composeReply(
        request({ rating: 1, variant, understanding: complaint, voice: voice({ avoidWords: ['sorry', 'Team'] }) }),
      );
      expect(avoided.toLowerCase()).not.toMatch(/\bsorry\b/);
      expect(avoided.toLowerCase()).not.toMatch(/\bteam\b/);
    }
    const custom = composeReply(request({ voice: voice({ tone: 'custom', customTone: 'Pirate speak' }) }));
    expect(custom.startsWith('Dear Anna,')).toBe(true);
  });

  it('quotes the order the store returned, in the customer’s language, and never praises a complaint', () => {
    const order = {
      name: '#1042',
      createdAt: new Date('2026-03-02T10:00:00Z'),
      state: 'delivered' as const,
      carrier: 'UPS',
      trackingNumber: '1Z9',
      trackingUrl: null,
      shippedAt: new Date('2026-03-04T10:00:00Z'),
      deliveredAt: new Date('2026-03-06T10:00:00Z'),
    };
    const reply = composeReply(
      request({
        rating: 2,
        understanding: understanding({ language: 'de', intent: 'delivery_complaint', sentiment: 'negative' }),
        facts: { product: null, order, storeUrl: null },
      }),
    );
    expect(reply).toContain('Ihre Bestellung #1042 wird als am 6. März zugestellt angezeigt.');
    expect(reply).not.toMatch(/Dank für Ihre lieben Worte/);
  });
});
