import type { AiProvider, ReplyRequest } from './provider.ts';

type Tone = 'delighted' | 'positive' | 'neutral' | 'concerned' | 'apologetic';

const POSITIVE_WORDS = [
  'love',
  'great',
  'excellent',
  'amazing',
  'perfect',
  'good',
  'nice',
  'happy',
  'awesome',
  'beautiful',
  'gracias',
  'merci',
  'danke',
  'super',
];
const NEGATIVE_WORDS = [
  'bad',
  'terrible',
  'hate',
  'poor',
  'disappointed',
  'broken',
  'late',
  'refund',
  'worst',
  'never',
  'awful',
  'malo',
  'nul',
  'schlecht',
];

/** The offline composer's tone: the star rating when there is one, otherwise the words used. */
export function toneOf(content: string, rating: number | null): Tone {
  if (rating !== null) {
    if (rating >= 5) return 'delighted';
    if (rating >= 4) return 'positive';
    if (rating >= 3) return 'neutral';
    if (rating >= 2) return 'concerned';
    return 'apologetic';
  }
  const words = content.toLowerCase();
  const score =
    POSITIVE_WORDS.filter((word) => words.includes(word)).length -
    NEGATIVE_WORDS.filter((word) => words.includes(word)).length;
  if (score >= 2) return 'delighted';
  if (score === 1) return 'positive';
  if (score === 0) return 'neutral';
  return score === -1 ? 'concerned' : 'apologetic';
}

const PHRASES = {
  en: {
    hi: (name: string) => `Hi ${name},`,
    there: 'there',
    delighted: (product: string) =>
      `thank you so much for the wonderful words about ${product}! We're thrilled it made you this happy.`,
    positive: (product: string) =>
      `thanks a lot for sharing your experience with ${product}. We're glad you're enjoying it.`,
    neutral: (product: string) =>
      `thank you for taking the time to tell us about ${product}. Your feedback helps us improve.`,
    concerned: (product: string) =>
      `thank you for your honest feedback on ${product}. We're sorry it didn't fully meet your expectations.`,
    apologetic: (product: string) =>
      `we're truly sorry about your experience with ${product}. This isn't the standard we hold ourselves to.`,
    fix: 'Please reply to this message or contact our support team so we can make it right.',
    close: (brand: string) => `Warm regards, the ${brand} team`,
    product: 'your order',
  },
  es: {
    hi: (name: string) => `Hola ${name},`,
    there: '',
    delighted: (product: string) =>
      `¡muchísimas gracias por tus palabras sobre ${product}! Nos alegra mucho que te encante.`,
    positive: (product: string) => `gracias por contarnos tu experiencia con ${product}. Nos alegra que lo disfrutes.`,
    neutral: (product: string) => `gracias por tu opinión sobre ${product}. Nos ayuda a mejorar.`,
    concerned: (product: string) =>
      `gracias por tu opinión sincera sobre ${product}. Lamentamos que no cumpliera del todo tus expectativas.`,
    apologetic: (product: string) => `lamentamos mucho tu experiencia con ${product}. No es el nivel que buscamos.`,
    fix: 'Escríbenos o contacta con nuestro equipo de soporte para solucionarlo.',
    close: (brand: string) => `Un saludo, el equipo de ${brand}`,
    product: 'tu pedido',
  },
  fr: {
    hi: (name: string) => `Bonjour ${name},`,
    there: '',
    delighted: (product: string) =>
      `merci infiniment pour vos mots sur ${product} ! Nous sommes ravis qu'il vous plaise autant.`,
    positive: (product: string) =>
      `merci d'avoir partagé votre expérience avec ${product}. Nous sommes heureux qu'il vous plaise.`,
    neutral: (product: string) => `merci pour votre avis sur ${product}. Il nous aide à progresser.`,
    concerned: (product: string) =>
      `merci pour votre retour sincère sur ${product}. Nous regrettons qu'il n'ait pas répondu à vos attentes.`,
    apologetic: (product: string) =>
      `nous sommes vraiment désolés de votre expérience avec ${product}. Ce n'est pas notre niveau d'exigence.`,
    fix: 'Répondez à ce message ou contactez notre service client pour que nous puissions arranger cela.',
    close: (brand: string) => `Bien cordialement, l'équipe ${brand}`,
    product: 'votre commande',
  },
  de: {
    hi: (name: string) => `Hallo ${name},`,
    there: '',
    delighted: (product: string) => `vielen herzlichen Dank für die lieben Worte zu ${product}! Wir freuen uns riesig.`,
    positive: (product: string) =>
      `danke, dass Sie Ihre Erfahrung mit ${product} teilen. Schön, dass es Ihnen gefällt.`,
    neutral: (product: string) => `danke für Ihr Feedback zu ${product}. Es hilft uns, besser zu werden.`,
    concerned: (product: string) =>
      `danke für Ihr ehrliches Feedback zu ${product}. Es tut uns leid, dass es Ihre Erwartungen nicht ganz erfüllt hat.`,
    apologetic: (product: string) =>
      `es tut uns wirklich leid, wie Ihre Erfahrung mit ${product} war. Das entspricht nicht unserem Anspruch.`,
    fix: 'Antworten Sie uns gern oder kontaktieren Sie unseren Support, damit wir es wiedergutmachen können.',
    close: (brand: string) => `Herzliche Grüße, Ihr ${brand}-Team`,
    product: 'Ihrer Bestellung',
  },
} as const;

/** Deterministic, offline replies grounded in the review: same input, same draft. */
export function composeReply(request: ReplyRequest): string {
  const language = (request.language ?? 'en').slice(0, 2) as keyof typeof PHRASES;
  const phrases = PHRASES[language] ?? PHRASES.en;
  const firstName = request.reviewerName?.trim().split(/\s+/)[0];
  const name = firstName && firstName.length > 0 ? firstName : phrases.there;
  const product = request.productTitle?.trim() || phrases.product;
  const tone = toneOf(request.content, request.rating);
  const greeting = name ? phrases.hi(name) : phrases.hi('').replace(' ,', ',');
  const lines = [`${greeting} ${phrases[tone](product)}`];
  if (tone === 'concerned' || tone === 'apologetic') lines.push(phrases.fix);
  if (request.brandVoice) lines.push(request.brandVoice.trim());
  lines.push(phrases.close(request.brandName));
  return lines.join('\n\n');
}

export function createBuiltinProvider(): AiProvider {
  return {
    name: 'builtin',
    draftReply: async (request) => composeReply(request),
    check: async () => true,
  };
}
