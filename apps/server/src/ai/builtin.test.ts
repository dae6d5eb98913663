import { describe, expect, it } from 'vitest';
import type { BrandVoice } from '@bizamply/contracts';
import { composeReply, detectLanguage, sentimentScore, toneOf } from './builtin.ts';
import type { ReplyRequest } from './provider.ts';

const request = (overrides: Partial<ReplyRequest> = {}): ReplyRequest => ({
  content: 'Great mug',
  rating: 5,
  reviewerName: 'Anna Smith',
  productTitle: 'Ceramic Mug',
  platform: 'judgeme',
  language: 'en',
  brandName: 'Northwind',
  voice: null,
  ...overrides,
});
const voice = (overrides: Partial<BrandVoice>): BrandVoice => ({
  tone: 'friendly',
  customTone: null,
  signOff: null,
  avoidWords: [],
  ...overrides,
});

describe('the offline composer', () => {
  // language → [friendly greeting, professional greeting, sophisticated closing start, a 1-star apology word]
  const expectations = {
    en: ['Hi Anna,', 'Dear Anna,', 'With our warmest regards, Northwind', 'sorry'],
    es: ['Hola Anna,', 'Estimado/a Anna:', 'Con nuestros más cordiales saludos, Northwind', 'lamentamos'],
    fr: ['Bonjour Anna,', 'Bonjour Anna,', 'Avec nos salutations les plus chaleureuses, Northwind', 'désolés'],
    de: ['Hallo Anna,', 'Guten Tag Anna,', 'Mit herzlichsten Grüßen, Northwind', 'leid'],
    pt: ['Olá Anna,', 'Prezado(a) Anna,', 'Com os nossos mais calorosos cumprimentos, Northwind', 'sentimos'],
    it: ['Ciao Anna,', 'Gentile Anna,', 'Con i nostri più calorosi saluti, Northwind', 'dispiace'],
  } as const;

  it.each(Object.entries(expectations))(
    'answers in %s, in each tone',
    (language, [friendly, professional, closing, sorry]) => {
      const happy = composeReply(request({ language }));
      expect(happy.startsWith(friendly)).toBe(true);
      expect(happy).toContain('Ceramic Mug');
      expect(composeReply(request({ language, voice: voice({ tone: 'professional' }) })).startsWith(professional)).toBe(
        true,
      );
      expect(composeReply(request({ language, voice: voice({ tone: 'sophisticated' }) })).endsWith(closing)).toBe(true);
      const unhappy = composeReply(request({ language, rating: 1, content: 'Broken' }));
      expect(unhappy.toLowerCase()).toContain(sorry);
      // An unhappy reviewer is offered a way to fix it: one paragraph more than a happy one.
      expect(unhappy.split('\n\n')).toHaveLength(happy.split('\n\n').length + 1);
    },
  );

  it('is deterministic and differs by tone', () => {
    const tones = (['friendly', 'professional', 'sophisticated'] as const).map((tone) =>
      composeReply(request({ voice: voice({ tone }) })),
    );
    expect(new Set(tones).size).toBe(3);
    expect(composeReply(request())).toBe(composeReply(request()));
  });

  it('detects the reviewer’s language when the platform does not say', () => {
    const samples = {
      en: 'The mug arrived quickly and it is very pretty, thanks',
      es: 'Me encanta, llegó muy rápido y la calidad es muy buena',
      fr: "C'est vraiment très joli et la qualité est top, merci",
      de: 'Die Tasse ist sehr schön und die Qualität ist gut',
      pt: 'Amei o produto, chegou muito rápido e a qualidade é ótima',
      it: 'Il prodotto è arrivato presto ed è molto bello, grazie',
    } as const;
    for (const [language, text] of Object.entries(samples)) {
      expect(detectLanguage(text)).toBe(language);
      expect(composeReply(request({ language: null, content: text }))).toBe(
        composeReply(request({ language, content: text })),
      );
    }
    expect(composeReply(request({ language: 'pt-BR' })).startsWith('Olá Anna,')).toBe(true);
    expect(composeReply(request({ language: 'ja' })).startsWith('Hi Anna,')).toBe(true);
  });

  it('uses the rating when there is one, else the words (spec 2 §5 weights, negation aware)', () => {
    expect(toneOf('terrible', 5)).toBe('delighted');
    expect(toneOf('meh', 3)).toBe('neutral');
    expect(sentimentScore('I love it, excellent')).toBe(4);
    expect(sentimentScore('good but a little poor')).toBe(0);
    expect(sentimentScore('not good')).toBe(-1);
    expect(toneOf('terrible, I hate it', null)).toBe('apologetic');
    expect(toneOf('disappointed', null)).toBe('concerned');
  });

  it('greets social handles, thanks neutral comments, and speaks of the post', () => {
    const reply = composeReply(
      request({
        platform: 'instagram',
        rating: null,
        reviewerName: 'sam.shopper',
        productTitle: null,
        content: 'Where can I buy this?',
      }),
    );
    expect(reply.startsWith('Hi @sam.shopper, thanks so much for your comment!')).toBe(true);
    const noName = composeReply(request({ reviewerName: null, productTitle: null }));
    expect(noName.startsWith('Hi there, thank you so much for the wonderful words about your order!')).toBe(true);
  });

  it('follows the brand voice: sign-off, words to avoid, custom tone answered professionally', () => {
    const signed = composeReply(request({ voice: voice({ signOff: 'Cheers, Dana' }) }));
    expect(signed.endsWith('Cheers, Dana')).toBe(true);
    const avoided = composeReply(request({ rating: 1, voice: voice({ avoidWords: ['sorry', 'Team'] }) }));
    expect(avoided.toLowerCase()).not.toContain('sorry');
    expect(avoided.toLowerCase()).not.toMatch(/\bteam\b/);
    expect(avoided.startsWith('Hi Anna,\nThis isn')).toBe(true);
    const custom = composeReply(request({ voice: voice({ tone: 'custom', customTone: 'Pirate speak' }) }));
    expect(custom.startsWith('Dear Anna,')).toBe(true);
  });
});
