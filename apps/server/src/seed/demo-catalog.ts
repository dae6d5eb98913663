import { createSeededRandom, DEMO_SHOPS, type DemoShop, type Platform, type SeededRandom } from '@bizamply/contracts';

export const createRandom = createSeededRandom;
export type Random = SeededRandom;

export const FIRST_NAMES = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Mateo',
  'Sofia',
  'Lucas',
  'Mia',
  'Hugo',
  'Chloé',
  'Jonas',
  'Lena',
  'Aarav',
  'Yuki',
  'Amara',
  'Diego',
  'Hannah',
  'Omar',
  'Grace',
  'Camille',
  'Leon',
  'Isabella',
  'Ethan',
];
export const LAST_NAMES = [
  'Johnson',
  'García',
  'Müller',
  'Martin',
  'Rossi',
  'Nguyen',
  'Smith',
  'Dubois',
  'Schmidt',
  'Patel',
  'Kim',
  'Okafor',
  'Silva',
  'Brown',
  'Lefebvre',
  'Wagner',
];

export type DemoProduct = DemoShop['products'][number];

export const BRAND_CATALOGS: DemoShop[] = DEMO_SHOPS;

interface Template {
  rating: number;
  language: string;
  text: (product: string) => string;
}

export const REVIEW_TEMPLATES: Template[] = [
  {
    rating: 5,
    language: 'en',
    text: (p) => `Absolutely love the ${p}. Arrived fast and the quality is excellent — already ordered a second one!`,
  },
  {
    rating: 5,
    language: 'en',
    text: (p) => `The ${p} is perfect. Great value and beautiful packaging. Highly recommend.`,
  },
  { rating: 5, language: 'en', text: (p) => `Best purchase this year. The ${p} exceeded every expectation.` },
  {
    rating: 4,
    language: 'en',
    text: (p) => `Really good ${p}. Shipping took a couple of extra days but I'm happy with it.`,
  },
  { rating: 4, language: 'en', text: (p) => `Nice ${p}, does what it promises. Would love more size options.` },
  {
    rating: 3,
    language: 'en',
    text: (p) => `The ${p} is okay. Not bad, not amazing. Expected a bit more for the price.`,
  },
  {
    rating: 2,
    language: 'en',
    text: (p) => `Disappointed with the ${p}. The box was damaged and it feels poor quality.`,
  },
  {
    rating: 1,
    language: 'en',
    text: (p) => `Terrible experience. My ${p} arrived broken and support has not answered in a week. I want a refund.`,
  },
  { rating: 5, language: 'es', text: (p) => `¡Me encanta el ${p}! Llegó rapidísimo y la calidad es excelente.` },
  { rating: 3, language: 'es', text: (p) => `El ${p} está bien, pero el envío tardó demasiado.` },
  { rating: 5, language: 'fr', text: (p) => `Le ${p} est parfait, je le recommande à toutes mes amies. Merci !` },
  { rating: 2, language: 'fr', text: (p) => `Déçue par le ${p}, il ne correspond pas à la description.` },
  { rating: 4, language: 'de', text: (p) => `Sehr gutes ${p}, schnelle Lieferung. Gerne wieder.` },
  { rating: 1, language: 'de', text: (p) => `Leider schlecht: das ${p} kam beschädigt an und niemand antwortet.` },
];

export const SOCIAL_TEMPLATES: { language: string; text: (product: string) => string }[] = [
  { language: 'en', text: (p) => `Where can I buy the ${p}? 😍` },
  { language: 'en', text: (p) => `Is the ${p} back in stock? Been waiting for weeks!` },
  { language: 'en', text: () => 'This is gorgeous 🔥🔥 do you ship to Canada?' },
  { language: 'en', text: (p) => `Ordered the ${p} 10 days ago and still nothing. Hello??` },
  { language: 'en', text: () => 'Love this brand so much, never disappoints ❤️' },
  { language: 'en', text: (p) => `Does the ${p} work for sensitive skin / beginners?` },
  { language: 'en', text: () => 'Worst customer service ever. Never buying again.' },
  { language: 'en', text: () => 'FREE FOLLOWERS!!! check my profile 💰💰 link in bio' },
  { language: 'es', text: (p) => `¿Hacen envíos a México del ${p}?` },
  { language: 'fr', text: () => 'Trop beau !! Vous livrez en Belgique ?' },
  { language: 'de', text: (p) => `Gibt es das ${p} auch in größer?` },
];

export const BRAND_PLATFORMS: Platform[][] = [
  ['shopify', 'judgeme', 'instagram', 'facebook', 'tiktok', 'whatsapp'],
  ['shopify', 'yotpo', 'instagram', 'google'],
];

export const REVIEW_PLATFORMS: Platform[] = ['shopify', 'judgeme', 'yotpo'];
export const SOCIAL_PLATFORMS: Platform[] = ['instagram', 'facebook', 'tiktok'];
